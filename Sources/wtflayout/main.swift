#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Explainer
import LogParser

/// wtflayout: reads the inputs, analyses every report, prints the result.
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

if options.follow {
    let style = TextStyle(enabled: Terminal.wantsColor(options.color))
    let foundConflict = FollowMode(format: options.format, style: style).run()
    exit(options.failOnConflict && foundConflict ? 1 : 0)
}

var exitStatus: Int32 = 0

/// Reads every input into a grouper of its own (`makeGrouper` says what is
/// kept of each distinct report); an unreadable input is reported and skipped.
func readInputs<Kept>(_ inputs: [String], _ makeGrouper: () -> DistinctReports<Kept>)
    -> (groups: [DistinctReports<Kept>.Group], diagnostics: [Diagnostic], someUnreadable: Bool) {
    var groups: [DistinctReports<Kept>.Group] = []
    var diagnostics: [Diagnostic] = []
    var someUnreadable = false
    for path in inputs {
        switch InputReader.load(path, into: makeGrouper()) {
        case .failure(let error):
            Terminal.printError(error.message)
            someUnreadable = true
        case .success(let outcome):
            if outcome.reportCount == 0 {
                Terminal.printError("\(path == "-" ? "<stdin>" : path): no Auto Layout conflict report found")
            }
            groups += outcome.groups
            diagnostics += outcome.diagnostics
        }
    }
    return (groups, diagnostics, someUnreadable)
}

/// The whole output, unless the text was written out block by block already.
var output: String?
/// For the closing line and the exit status.
let conflictCount: Int
let reportCount: Int
let foundConflict: Bool
if options.format == .text {
    // Each block is rendered as soon as its report is analysed and kept in
    // place of the analysis: memory for the text, not for the analyses.
    let color = options.outputPath == nil && Terminal.wantsColor(options.color)
    let renderer = TextRenderer(style: TextStyle(enabled: color))
    let (groups, _, someUnreadable) = readInputs(options.inputs) { DistinctReports(keepingRawLines: false) { renderer.block($0) } }
    if someUnreadable { exitStatus = 2 }
    if options.outputPath == nil {
        renderer.write(groups) { Terminal.writeOutput($0) }
    } else {
        output = renderer.render(groups)
    }
    conflictCount = groups.reduce(0) { $0 + $1.kept.conflictCount }
    reportCount = groups.reduce(0) { $0 + $1.occurrences }
    foundConflict = groups.contains { $0.kept.hasConflict }
} else {
    let quotesReports = options.format == .markdown || options.format == .html
    let (groups, diagnostics, someUnreadable) = readInputs(options.inputs) { DistinctReports(keepingRawLines: quotesReports) { $0 } }
    if someUnreadable { exitStatus = 2 }
    switch options.format {
    case .json:
        output = JSONRenderer.document(groups: groups, diagnostics: diagnostics).serialized(indent: "  ") + "\n"
    case .markdown:
        output = MarkdownRenderer().render(groups)
    default:
        let names = options.inputs.map { $0 == "-" ? "standard input" : $0 }
        output = HTMLRenderer().render(groups, title: names.joined(separator: ", "))
    }
    conflictCount = groups.reduce(0) { $0 + $1.analysis.conflicts.count }
    reportCount = groups.reduce(0) { $0 + $1.occurrences }
    foundConflict = groups.contains { $0.analysis.verdict == .conflict || $0.analysis.verdict == .conflictAssumingDefaults }
}
/// HTML is a file to attach: on a terminal it goes next to the input, not to the screen.
var outputPath = options.outputPath
if outputPath == nil, options.format == .html, Terminal.isTerminal {
    outputPath = HTMLDefaultName.forInput(options.inputs[0])
}
if let path = outputPath, let output {
    do {
        try OutputFile.save(output, to: path, inputs: options.inputs)
        Terminal.printError("wrote \(path) (\(conflictCount) conflict\(conflictCount == 1 ? "" : "s") in "
                            + "\(reportCount) report\(reportCount == 1 ? "" : "s"))")
    } catch {
        Terminal.printError(error.message)
        exit(2)
    }
} else if let output {
    Terminal.writeOutput(output)
}

if exitStatus == 0, options.failOnConflict, foundConflict { exitStatus = 1 }
exit(exitStatus)
