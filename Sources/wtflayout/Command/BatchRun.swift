import CodeIndex
import Explainer
import Foundation
import LogParser
import Rendering
import Run

/// Whole inputs (files, or standard input to its end): every report
/// analysed, one document written, and the exit status.
struct BatchRun {
    let options: CommandOptions
    let console: Console

    func run() -> Int32 {
        do {
            return try analyseAndWrite()
        } catch {
            console.printError(error.message)
            return error.status
        }
    }

    private func analyseAndWrite() throws(CommandFailure) -> Int32 {
        var exitStatus: Int32 = 0
        /// Read before any input, so the explanations can say which conflicts are new.
        let baseline = try options.baselinePath.map { path throws(CommandFailure) in try BaselineFile.read(path) }
        /// The app's source, read once, for where each constraint was made.
        let source = try SourceTree.read(for: options, console: console)
        let code = source?.index
        /// Inside a GitHub Actions job, annotations unless a format was asked for.
        let formatChosen = options.resolvedFormat(environment: console.environment, outputIsPipe: console.outputIsPipe)
        /// A file to attach (HTML): on a terminal it goes next to the input, not to the screen.
        var outputPath = options.outputPath
        if outputPath == nil, let fileExtension = formatChosen.fileExtension, console.outputIsTerminal {
            outputPath = DefaultOutputName.forInput(options.inputs[0], fileExtension: fileExtension)
        }
        /// Checked before any input is read, so a bad path fails at once.
        let outputFile = try outputPath.map { path throws(CommandFailure) in try OutputFile(path: path, inputs: options.inputs) }
        let format = document(formatChosen, toFile: outputFile != nil, links: source?.links)
        // Each distinct report's part is rendered as soon as it is analysed, and its
        // text stored away until the end: memory for the parts' facts, not for the
        // analyses or the document.
        let spool = TextSpool(directory: console.temporaryDirectory)
        /// One name per view for each input, numbered afresh in each.
        let viewNames = ViewNameBook()
        /// `--tee`'s copy of the input to standard output, across every input.
        let passThrough = options.tee ? PassThrough(console: console) : nil
        let keeping = InputReader.Keeping(rawLines: format.quotesReportLines, names: viewNames) { analysis in
            format.part(
                ReportExplanation(
                    analysis, detail: format.detail, baseline: baseline, code: code, ignoringKnown: options.ignoreKnown)
            ).map(spool.store)
        }
        let tool = ToolRun(
            environment: console.environment, timeout: options.toolTimeout, temporaryDirectory: console.temporaryDirectory,
            handlesInterrupts: console.handlesInterrupts)
        let sources = SourcesReading(sources: options.inputs.map(RunSource.named), tool: tool, console: console, say: console.printError)
        let read = sources.read(keeping, passThrough: passThrough)
        let (groups, diagnostics) = (read.groups, read.diagnostics)
        if read.someUnreadable || passThrough?.failedBadly == true { exitStatus = 2 }
        // A file is whole or not at all: without all of its inputs it is not written.
        if read.someUnreadable, let outputFile {
            throw CommandFailure(message: "did not write \(outputFile.path): an input could not be read")
        }
        let allFacts = groups.map(\.kept.facts)
        if let path = options.writeBaselinePath, !writeBaseline(allFacts, to: path) { exitStatus = 2 }
        // `--ignore-system`: reports wholly inside Apple's views are left out, and counted.
        let shown = options.ignoreSystem ? groups.filter { $0.kept.facts.owner != .apple } : groups
        if shown.count < groups.count {
            let left =
                RenderedReport<TextSpool.Stored>.Group.reportCount(groups) - RenderedReport<TextSpool.Stored>.Group.reportCount(shown)
            console.printError("left out \(left) report\(left == 1 ? "" : "s") inside Apple's views (--ignore-system)")
        }
        do {
            let standardStream = options.tee ? console.writeRawError : console.writeOutput
            try format.write(shown, diagnostics: diagnostics, text: spool.text, to: outputFile.map { file in file.write } ?? standardStream)
        } catch {
            // Never pass a document with a hole in it for a whole one.
            outputFile?.discard()
            throw CommandFailure(message: "the output is incomplete: a part of it could not be read back from its temporary file")
        }
        if formatChosen == .github, let summary = console.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
            CIDocuments.appendStepSummary(shown, diagnostics: diagnostics, text: spool.text, to: summary, console: console)
        }
        if let path = options.junitPath {
            if !CIDocuments.writeJUnit(groups, facts: \.facts, to: path, inputs: options.inputs, console: console) { exitStatus = 2 }
        }
        if let outputFile {
            try outputFile.commit()
            let facts = shown.map { ReportFacts.Group(kept: $0.kept.facts, alsoAtLines: $0.alsoAtLines) }
            console.printError("wrote \(outputFile.path): \(RunSummary.sentence(facts))")
        }
        // Reports were found, yet not one could be read: a CI job must not take that for "no conflict".
        if exitStatus == 0,
            let noneRead = SourcesReading.noneReadable(allFacts, found: RenderedReport<TextSpool.Stored>.Group.reportCount(groups))
        {
            console.printError(noneRead)
            exitStatus = 2
        }
        if exitStatus == 0, let failOn = options.failOn, ExitStatus.fails(allFacts, on: failOn) { exitStatus = 1 }
        return exitStatus
    }

    /// The renderer of the chosen format. Where the analysis goes without
    /// `-o` is standard output, or standard error when standard output
    /// carries the input (`--tee`): colour and width are that stream's.
    private func document(_ format: OutputFormat, toFile: Bool, links: SourceLinks?) -> any DocumentFormat {
        let stream = options.tee ? console.error : console.output
        let settings = FormatSettings(
            style: TextStyle(enabled: options.color ?? (!toFile && console.wantsColor(nil, on: stream))),
            width: toFile ? nil : console.columns(of: stream), extras: options.textExtras, links: links,
            title: options.inputs.map { $0 == "-" ? "standard input" : $0 }.joined(separator: ", "),
            fullReportLimit: options.everyReport ? Int.max : ReportDetailPlan.defaultLimit, appConflictsFail: options.failOn != nil,
            workingDirectory: SourceTree.resolved(console.workingDirectory ?? FileManager.default.currentDirectoryPath))
        return format.document(settings)
    }

    /// `--write-baseline`: whether it was written (else the reason is printed).
    private func writeBaseline(_ facts: [ReportFacts], to path: String) -> Bool {
        do {
            try BaselineFile.document(for: facts).write(toFile: path, atomically: true, encoding: .utf8)
            console.printError("wrote baseline \(path) (\(Set(facts.flatMap(\.fingerprints)).count) conflicts)")
            return true
        } catch {
            console.printError("\(path): cannot write the baseline (\(error.localizedDescription))")
            return false
        }
    }
}
