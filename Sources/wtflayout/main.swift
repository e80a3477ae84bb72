import Explainer
import Foundation
import LogParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// wtflayout: reads the inputs, analyses every report, prints the result.
do {
    switch try Subcommand.parse(Array(CommandLine.arguments.dropFirst())) {
    case .printLLDBScript:
        Terminal.writeOutput(LLDBScript.text + "\n")
        exit(0)
    case .setupLLDB(let xcode, let remove):
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        Terminal.printError(try LLDBSetup(home: home, xcode: xcode).run(removing: remove))
        exit(0)
    case nil:
        break
    }
} catch let error as CommandOptions.UsageError {
    Terminal.printError(error.message)
    exit(2)
} catch let error as LLDBSetup.SetupError {
    Terminal.printError(error.message)
    exit(2)
} catch {
    Terminal.printError("setup lldb: \(error.localizedDescription)")
    exit(2)
}

let options: CommandOptions
do {
    options = try CommandOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Terminal.printError(error.message)
    exit(2)
}
if options.showHelp {
    Terminal.writeOutput(HelpText.usage + "\n")
    exit(0)
}
if options.showVersion {
    Terminal.writeOutput(HelpText.version + "\n")
    exit(0)
}

// Nothing piped in and no file named: say what is awaited instead of waiting silently.
if options.inputs.contains("-"), Terminal.inputIsTerminal {
    Terminal.printError(
        options.follow
            ? "following standard input: start the stream into it, or paste reports; Ctrl-C stops and prints the summary"
            : "reading standard input: paste a log, then press Ctrl-D (or name a file: wtflayout crash.log)")
}

if options.follow {
    let style = TextStyle(enabled: Terminal.wantsColor(options.color))
    let path = options.inputs == ["-"] ? nil : options.inputs.first
    let seen = FollowMode(path: path, format: options.format, style: style, ignoreSystem: options.ignoreSystem).run()
    exit(options.failOn.map { ExitStatus.fails(seen, on: $0) } == true ? 1 : 0)
}

var exitStatus: Int32 = 0
/// `--tee`'s copy of the input to standard output, across every input.
let passThrough = options.tee ? PassThrough() : nil

/// Reads every input into a grouper of its own (`makeGrouper` says what is
/// kept of each distinct report); an unreadable input is reported and skipped.
func readInputs<Kept>(_ inputs: [String], passThrough: PassThrough?, _ makeGrouper: () -> DistinctReports<Kept>)
    -> (groups: [DistinctReports<Kept>.Group], diagnostics: [Diagnostic], someUnreadable: Bool)
{
    var groups: [DistinctReports<Kept>.Group] = []
    var diagnostics: [Diagnostic] = []
    var someUnreadable = false
    for path in inputs {
        switch InputReader.load(path, into: makeGrouper(), passThrough: passThrough) {
        case .failure(let error):
            Terminal.printError(error.message)
            someUnreadable = true
        case .success(let outcome):
            if outcome.reportCount == 0 {
                let name = path == "-" ? "<stdin>" : path
                let form = InputForm.notTextMessage(path: path == "-" ? "FILE" : path, head: outcome.head)
                Terminal.printError("\(name): no Auto Layout conflict report found" + (form.map { "; " + $0 } ?? ""))
            }
            groups += outcome.groups
            diagnostics += outcome.diagnostics
        }
    }
    return (groups, diagnostics, someUnreadable)
}

/// Read before any input, so the explanations can say which conflicts are new.
let baseline: Set<String>?
do {
    baseline = try options.baselinePath.map { path throws(BaselineFile.ReadError) in try BaselineFile.read(path) }
} catch {
    Terminal.printError(error.message)
    exit(2)
}

/// Inside a GitHub Actions job, annotations unless a format was asked for.
let formatChosen = options.resolvedFormat(environment: ProcessInfo.processInfo.environment, outputIsPipe: Terminal.outputIsPipe)
/// HTML is a file to attach: on a terminal it goes next to the input, not to the screen.
var outputPath = options.outputPath
if outputPath == nil, formatChosen == .html, Terminal.isTerminal {
    outputPath = HTMLDefaultName.forInput(options.inputs[0])
}
/// Checked before any input is read, so a bad path fails at once.
let outputFile: OutputFile?
do {
    outputFile = try outputPath.map { path throws(OutputFile.WriteError) in try OutputFile(path: path, inputs: options.inputs) }
} catch {
    Terminal.printError(error.message)
    exit(2)
}

/// Where the analysis goes without `-o`: standard output, or standard error
/// when standard output carries the input (`--tee`).
let analysisDescriptor: Int32 = options.tee ? 2 : 1
let format: any DocumentFormat =
    switch formatChosen {
    case .text:
        TextRenderer(
            style: TextStyle(enabled: options.color ?? (outputFile == nil && Terminal.wantsColor(nil, on: analysisDescriptor))),
            width: outputFile == nil ? Terminal.columns(of: analysisDescriptor) : nil)
    case .brief:
        BriefRenderer(
            style: TextStyle(enabled: options.color ?? (outputFile == nil && Terminal.wantsColor(nil, on: analysisDescriptor))),
            width: outputFile == nil ? Terminal.columns(of: analysisDescriptor) : nil)
    case .json: JSONRenderer()
    case .markdown: MarkdownRenderer()
    case .html: HTMLRenderer(title: options.inputs.map { $0 == "-" ? "standard input" : $0 }.joined(separator: ", "))
    case .github: GitHubRenderer()
    }
// Each distinct report's part is rendered as soon as it is analysed, and its
// text stored away until the end: memory for the parts' facts, not for the
// analyses or the document.
let spool = TextSpool()
/// One name per view for the whole run, across every input.
let viewNames = ViewNameBook()
let (groups, diagnostics, someUnreadable) = readInputs(options.inputs, passThrough: passThrough) {
    DistinctReports(keepingRawLines: format.quotesReportLines, names: viewNames) { analysis in
        format.part(ReportExplanation(analysis, detail: format.detail, baseline: baseline)).map(spool.store)
    }
}
if someUnreadable || passThrough?.failedBadly == true { exitStatus = 2 }
// A file is whole or not at all: without all of its inputs it is not written.
if someUnreadable, let outputFile {
    Terminal.printError("did not write \(outputFile.path): an input could not be read")
    exit(2)
}
let allFacts = groups.map(\.kept.facts)
if let path = options.writeBaselinePath {
    do {
        try BaselineFile.document(for: allFacts).write(toFile: path, atomically: true, encoding: .utf8)
        Terminal.printError("wrote baseline \(path) (\(Set(allFacts.flatMap(\.fingerprints)).count) conflicts)")
    } catch {
        Terminal.printError("\(path): cannot write the baseline (\(error.localizedDescription))")
        exitStatus = 2
    }
}
// `--ignore-system`: reports wholly inside Apple's views are left out, and counted.
let shown = options.ignoreSystem ? groups.filter { $0.kept.facts.owner != .apple } : groups
if shown.count < groups.count {
    let left = RenderedReport<TextSpool.Stored>.Group.reportCount(groups) - RenderedReport<TextSpool.Stored>.Group.reportCount(shown)
    Terminal.printError("left out \(left) report\(left == 1 ? "" : "s") inside Apple's views (--ignore-system)")
}
do {
    let standardStream = options.tee ? Terminal.writeRawError : Terminal.writeOutput
    try format.write(shown, diagnostics: diagnostics, text: spool.text, to: outputFile.map { file in file.write } ?? standardStream)
} catch {
    // Never pass a document with a hole in it for a whole one.
    Terminal.printError("the output is incomplete: a part of it could not be read back from its temporary file")
    outputFile?.discard()
    exit(2)
}
if formatChosen == .github, let summary = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
    CIDocuments.appendStepSummary(shown, diagnostics: diagnostics, text: spool.text, to: summary)
}
if let path = options.junitPath {
    if !CIDocuments.writeJUnit(groups, facts: \.facts, to: path, inputs: options.inputs) { exitStatus = 2 }
}
if let outputFile {
    do {
        try outputFile.commit()
    } catch {
        Terminal.printError(error.message)
        exit(2)
    }
    let facts = shown.map { ReportFacts.Group(kept: $0.kept.facts, alsoAtLines: $0.alsoAtLines) }
    Terminal.printError("wrote \(outputFile.path): \(ReportFacts.runCounts(facts))")
}

// Reports were found, yet not one could be read: a CI job must not take that for "no conflict".
if exitStatus == 0, !allFacts.isEmpty, allFacts.allSatisfy({ !$0.wasRead }) {
    let found = RenderedReport<TextSpool.Stored>.Group.reportCount(groups)
    Terminal.printError(
        "no report could be read: \(found) found, each redacted or unreadable (see the messages above or the output)")
    exitStatus = 2
}
if exitStatus == 0, let failOn = options.failOn, ExitStatus.fails(allFacts, on: failOn) { exitStatus = 1 }
exit(exitStatus)
