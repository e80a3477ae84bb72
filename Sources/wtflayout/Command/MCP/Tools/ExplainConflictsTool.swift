import Foundation
import Rendering
import Run

/// `explain_conflicts`: a log's reports explained, as `wtflayout --json`
/// explains them, with the `--brief` lines as the text for the model.
struct ExplainConflictsTool: MCPTool {
    let name = "explain_conflicts"

    var definition: JSONValue {
        listing(
            title: "Explain Auto Layout conflicts",
            description: """
                Reads "Unable to simultaneously satisfy constraints" reports from console text (log) or a log file, a \
                test run's exported diagnostics folder or a .xcresult bundle (path), and explains each: the minimal set \
                of constraints that cannot hold together, proved with its arithmetic; whose it is (the app's or Apple's); \
                the constraint to change and how, with code; and with sourceRoot, the file and line that makes each \
                constraint. The answer is wtflayout --json's document; the text says each conflict's why and fix in a line.
                """,
            input: ToolSchemas.explainInput, output: ToolSchemas.document)
    }

    func call(_ arguments: MCPArguments, context: MCPToolContext) throws(MCPToolError) -> MCPToolResult {
        try arguments.only(["log", "path", "sourceRoot"])
        let log = try arguments.string("log")
        let path = try arguments.string("path")
        guard (log == nil) != (path == nil) else {
            throw MCPToolError(message: "\(name) takes the console text (log) or a log's path (path): one of the two")
        }
        let source: RunSource
        if let log {
            guard log.utf8.count <= MCPLimits.largestLogText else {
                throw MCPToolError(
                    message: "\(name): the log text is more than the \(MCPLimits.mebibytes(MCPLimits.largestLogText)) a call takes; "
                        + "save it to a file and give its path, or keep the part with the reports")
            }
            // Named as the command names standard input, so the answer is the one `wtflayout --json` gives the text.
            source = .text(log, name: "<stdin>")
        } else {
            source = .named(try ReadableLog.path(path!, tool: name, roots: context.roots))
        }
        let sourceRoot = try arguments.string("sourceRoot").map { root throws(MCPToolError) in try context.sourceFolder(root, tool: name) }
        let answer = try AgentExplanation.run(
            [source], sourceRoot: sourceRoot, fullReportLimit: ReportDetailPlan.defaultLimit, context: context)
        let document = answer.document
        // What the reading said (no report found, a file's gaps) belongs to the text too.
        let leftOut = document["compact"]?["said"]?.stringValue.map { [$0] } ?? []
        let text = (leftOut + ToolSummary.lines(of: document["reports"]?.arrayValue ?? []) + answer.notes).joined(separator: "\n")
        return .success(text, document)
    }
}
