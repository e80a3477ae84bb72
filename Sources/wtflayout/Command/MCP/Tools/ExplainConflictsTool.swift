import Foundation
import Rendering

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
                constraint. The answer is wtflayout --json's document; the text is one line per distinct conflict.
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
        let input: String
        if let log {
            let size = log.utf8.count
            guard size <= MCPLimits.largestLogText else {
                throw MCPToolError(
                    message:
                        "\(name): the log text is \(MCPLimits.mebibytes(size)), over the \(MCPLimits.mebibytes(MCPLimits.largestLogText)) "
                        + "a call takes; save it to a file and give its path, or keep the part with the reports")
            }
            input = "-"
        } else {
            input = try Self.readablePath(path!, tool: name, context: context)
        }
        let common = try context.sourceOptions(try arguments.string("sourceRoot"), tool: name) + [input]
        let json = try context.command(["--json"] + common, input: log ?? "", tool: name)
        let document = try context.document(of: json, tool: name)
        let brief = try context.command(["--brief"] + common, input: log ?? "", tool: name)
        // The command's notes on stderr (no report found, a file's gaps) belong to the text too.
        let text = (brief.output.split(separator: "\n").map(String.init) + json.errors).joined(separator: "\n")
        return .success(text, document)
    }

    /// A log's path inside the roots, when it exists and is not over the limit.
    static func readablePath(_ path: String, tool: String, context: MCPToolContext) throws(MCPToolError) -> String {
        let resolved = try context.roots.resolve(path, what: "the log", tool: tool)
        guard FileManager.default.fileExists(atPath: resolved) else {
            throw MCPToolError(message: "\(tool): there is no file or folder at \(path)")
        }
        if let size = MCPLimits.logBytes(at: resolved), size > MCPLimits.largestLogFiles {
            throw MCPToolError(
                message: "\(tool): \(path) holds \(MCPLimits.mebibytes(size)) of log text, over the "
                    + "\(MCPLimits.mebibytes(MCPLimits.largestLogFiles)) a call reads; run wtflayout \(path) --brief "
                    + "in a shell for the whole of it")
        }
        return resolved
    }
}
