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
var groups: [ReportGroup] = []
var diagnostics: [Diagnostic] = []
for path in options.inputs {
    switch InputReader.load(path, keepingRawLines: options.format == .markdown || options.format == .html) {
    case .failure(let error):
        Terminal.printError(error.message)
        exitStatus = 2
    case .success(let outcome):
        if outcome.reportCount == 0 {
            Terminal.printError("\(path == "-" ? "<stdin>" : path): no Auto Layout conflict report found")
        }
        groups += outcome.groups
        diagnostics += outcome.diagnostics
    }
}

let output: String
switch options.format {
case .json:
    output = JSONRenderer.document(groups: groups, diagnostics: diagnostics).serialized(indent: "  ") + "\n"
case .markdown:
    output = MarkdownRenderer().render(groups)
case .html:
    let names = options.inputs.map { $0 == "-" ? "standard input" : $0 }
    output = HTMLRenderer().render(groups, title: names.joined(separator: ", "))
case .text:
    let color = options.outputPath == nil && Terminal.wantsColor(options.color)
    output = TextRenderer(style: TextStyle(enabled: color)).render(groups)
}
/// HTML is a file to attach: on a terminal it goes next to the input, not to the screen.
var outputPath = options.outputPath
if outputPath == nil, options.format == .html, Terminal.isTerminal {
    outputPath = HTMLDefaultName.forInput(options.inputs[0])
}
if let path = outputPath {
    do {
        try OutputFile.save(output, to: path, inputs: options.inputs)
        let conflicts = groups.reduce(0) { $0 + $1.analysis.conflicts.count }
        let reports = groups.reduce(0) { $0 + $1.occurrences }
        Terminal.printError("wrote \(path) (\(conflicts) conflict\(conflicts == 1 ? "" : "s") in \(reports) report\(reports == 1 ? "" : "s"))")
    } catch {
        Terminal.printError(error.message)
        exit(2)
    }
} else {
    Terminal.writeOutput(output)
}

let foundConflict = groups.contains { $0.analysis.verdict == .conflict || $0.analysis.verdict == .conflictAssumingDefaults }
if exitStatus == 0, options.failOnConflict, foundConflict { exitStatus = 1 }
exit(exitStatus)
