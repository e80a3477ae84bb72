import Explainer
import LogParser
import Run

/// A run's sources read in turn: each expanded to its logs (a result
/// bundle or a diagnostics folder to every console text in it), each log
/// read into a run of its own; what the reading has to say (a source with
/// no report, a bundle's gaps, one that cannot be read) goes to `say`,
/// the command's standard error or an agent's answer.
struct SourcesReading {
    let sources: [RunSource]
    let tool: ToolRun
    /// Standard input and the progress line's stream; nil for an agent's run, which has neither.
    let console: Console?
    let say: (String) -> Void

    /// Every distinct report of every source, in order, with the
    /// diagnostics; `someUnreadable` when a source or a log in it could
    /// not be read (it was said and skipped).
    struct Read<Kept: Sendable> {
        var groups: [DistinctReports<Kept>.Group] = []
        var diagnostics: [Diagnostic] = []
        var someUnreadable = false
    }

    /// With `passThrough`, every byte read goes to standard output too (`--tee`).
    func read<Kept>(_ keeping: InputReader.Keeping<Kept>, passThrough: PassThrough? = nil) -> Read<Kept> {
        var read = Read<Kept>()
        // Ctrl-C while a tool of Apple's ran stops it and the reading: no later source is begun.
        for source in sources where !(tool.handlesInterrupts && Interrupts.happened) {
            let contents: ResultBundle.Contents
            switch InputExpansion.logs(for: source, tool: tool) {
            case .failure(let error):
                say(error.message)
                read.someUnreadable = true
                continue
            case .success(let found):
                contents = found
            }
            defer { ResultBundle.removeTemporaryFiles(contents) }
            contents.notes.forEach(say)
            var reportCount = 0
            for log in contents.logs {
                switch InputReader.load(log, keeping: keeping, passThrough: passThrough, console: console) {
                case .failure(let error):
                    say(error.message)
                    read.someUnreadable = true
                case .success(let outcome):
                    reportCount += outcome.reportCount
                    if outcome.reportCount == 0, contents.logs.count == 1 {
                        say(
                            "\(log.name): no Auto Layout conflict report found"
                                + (Self.form(of: source, head: outcome.head).map { "; " + $0 } ?? ""))
                    }
                    read.groups += outcome.groups
                    read.diagnostics += outcome.diagnostics
                }
            }
            if reportCount == 0, contents.logs.count > 1 {
                say("\(source.name): no Auto Layout conflict report found in its \(contents.logs.count) console texts")
            }
        }
        return read
    }

    /// Said when reports were found and not one could be read: no one
    /// (a CI job, an agent) must take that for "no conflict".
    static func noneReadable(_ facts: [ReportFacts], found: Int) -> String? {
        guard !facts.isEmpty, facts.allSatisfy({ !$0.wasRead }) else { return nil }
        return "no report could be read: \(found) found, each redacted or unreadable (see the messages above or the output)"
    }

    /// What a source without a report is, said of one read as it was
    /// given (a file, standard input, text), not of a text found inside one.
    private static func form(of source: RunSource, head: [UInt8]) -> String? {
        let path: String
        switch source {
        case .file(let file): path = file
        case .standardInput, .text: path = "FILE"
        case .diagnosticsFolder, .resultBundle: return nil
        }
        if let message = InputForm.notTextMessage(path: path, head: head) { return message }
        // A view tree UIKit's _autolayoutTrace printed: ambiguity, which another command explains.
        guard !AmbiguityTraceReader.traces(in: String(decoding: head, as: UTF8.self)).isEmpty else { return nil }
        let input = path == "FILE" ? "-" : InputForm.shellQuoted(path)
        return "it holds an _autolayoutTrace, which `wtflayout ambiguous \(input)` explains"
    }
}
