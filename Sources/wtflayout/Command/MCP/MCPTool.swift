import Rendering

/// One tool the server offers: what `tools/list` says of it, and its call.
protocol MCPTool: Sendable {
    var name: String { get }
    /// The tool as listed: name, title, description, input and output schemas, annotations.
    var definition: JSONValue { get }
    /// Throws for arguments the tool cannot use, which the result then names.
    func call(_ arguments: MCPArguments, context: MCPToolContext) throws(MCPToolError) -> MCPToolResult
}

extension MCPTool {
    /// A listing with the annotations every tool here shares: each reads
    /// and never writes, and a call with the same arguments answers the same.
    func listing(title: String, description: String, input: JSONValue, output: JSONValue, idempotent: Bool = true) -> JSONValue {
        .object([
            ("name", .string(name)),
            ("title", .string(title)),
            ("description", .string(description)),
            ("inputSchema", input),
            ("outputSchema", output),
            (
                "annotations",
                .object([
                    ("title", .string(title)), ("readOnlyHint", .bool(true)), ("destructiveHint", .bool(false)),
                    ("idempotentHint", .bool(idempotent)), ("openWorldHint", .bool(false)),
                ])
            ),
        ])
    }
}

/// What a tool's call gives back: text for the model, and the same as
/// data, which matches the tool's output schema; or an error it can act on.
struct MCPToolResult: Equatable {
    let text: String
    let structured: JSONValue?
    let isError: Bool

    static func success(_ text: String, _ structured: JSONValue) -> MCPToolResult {
        MCPToolResult(text: text, structured: structured, isError: false)
    }

    /// A tool error: `isError` set, the reason as text, no data.
    static func failure(_ reason: String) -> MCPToolResult { MCPToolResult(text: reason, structured: nil, isError: true) }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("content", .array([.object([("type", .string("text")), ("text", .string(text))])]))]
        if let structured { members.append(("structuredContent", structured)) }
        members.append(("isError", .bool(isError)))
        return .object(members)
    }
}

/// What every tool is given besides its arguments.
struct MCPToolContext {
    let roots: MCPRoots
    let environment: [String: String]
    let temporaryDirectory: String
}

/// Why a call cannot be answered: a mistake in its arguments (the model's
/// to correct), or what stopped the command; said as a tool error.
struct MCPToolError: Error {
    let message: String
}
