import Rendering

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
