import Rendering

/// A message that cannot be served, and the id to answer it under (nil:
/// not answered at all, as for a stray response).
struct MCPFailure: Error {
    let id: JSONValue?
    let error: MCPError
}

/// A JSON-RPC error as MCP uses them.
struct MCPError: Error, Equatable {
    let code: Int
    let message: String
    var data: JSONValue?

    static func parseError(_ detail: String) -> MCPError { MCPError(code: -32700, message: "the message is no JSON: \(detail)") }
    static func invalidRequest(_ detail: String) -> MCPError { MCPError(code: -32600, message: detail) }
    static func methodNotFound(_ method: String) -> MCPError { MCPError(code: -32601, message: "no method '\(method)'") }
    static func invalidParams(_ detail: String) -> MCPError { MCPError(code: -32602, message: detail) }
    static func internalError(_ detail: String) -> MCPError { MCPError(code: -32603, message: detail) }

    /// The revision the client asked for is not one this server speaks (2026-07-28's -32022).
    static func unsupportedVersion(_ requested: String?, supported: [String]) -> MCPError {
        var data: [(String, JSONValue)] = [("supported", .array(supported.map(JSONValue.string)))]
        if let requested { data.append(("requested", .string(requested))) }
        return MCPError(
            code: -32022, message: "unsupported protocol version; this server speaks \(supported.joined(separator: ", "))",
            data: .object(data))
    }
}
