import Rendering

/// One JSON-RPC 2.0 message from the client: on stdio, one line. A request
/// has an id and is answered; a notification has none and never is.
struct MCPMessage {
    /// nil for a notification.
    let id: JSONValue?
    let method: String
    let params: JSONValue?

    /// The message a line holds, or the error to answer it with (with the
    /// request's id when one could be read, else null).
    static func read(_ line: String) -> Result<MCPMessage, MCPFailure> {
        let value: JSONValue
        do {
            value = try JSONValue.parse(line)
        } catch {
            return .failure(MCPFailure(id: .null, error: .parseError(error.message)))
        }
        guard case .object = value else {
            let what = value.arrayValue != nil ? "a batch (JSON-RPC batches are not part of MCP)" : "no JSON-RPC object"
            return .failure(MCPFailure(id: .null, error: .invalidRequest("the message is \(what)")))
        }
        let id = value["id"]
        if let id, !Self.isValid(id) {
            return .failure(MCPFailure(id: .null, error: .invalidRequest("a request's id is a string or a whole number")))
        }
        guard value["jsonrpc"]?.stringValue == "2.0" else {
            return .failure(MCPFailure(id: id ?? .null, error: .invalidRequest("\"jsonrpc\" must be \"2.0\"")))
        }
        guard let method = value["method"]?.stringValue else {
            // A response to a request of ours: the server sends none, so none is awaited.
            if value["result"] != nil || value["error"] != nil, id != nil {
                return .failure(MCPFailure(id: nil, error: .invalidRequest("an unexpected response")))
            }
            return .failure(MCPFailure(id: id ?? .null, error: .invalidRequest("the message has no method")))
        }
        if let params = value["params"], params.members == nil {
            return .failure(MCPFailure(id: id ?? .null, error: .invalidParams("params must be an object")))
        }
        return .success(MCPMessage(id: id, method: method, params: value["params"]))
    }

    private static func isValid(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .integer: true
        default: false
        }
    }

    /// The line that answers request `id` with `result`.
    static func response(id: JSONValue, result: JSONValue) -> String {
        JSONValue.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]).serialized()
    }

    /// The line that answers request `id` (null when unknown) with `error`.
    static func response(id: JSONValue, error: MCPError) -> String {
        var body: [(String, JSONValue)] = [("code", .integer(error.code)), ("message", .string(error.message))]
        if let data = error.data { body.append(("data", data)) }
        return JSONValue.object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object(body))]).serialized()
    }
}

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
    static func unsupportedVersion(_ requested: JSONValue, supported: [String]) -> MCPError {
        MCPError(
            code: -32022, message: "unsupported protocol version; this server speaks \(supported.joined(separator: ", "))",
            data: .object([("supported", .array(supported.map(JSONValue.string))), ("requested", requested)]))
    }
}
