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
        let method = value["method"]?.stringValue
        // A response to a request of ours: the server sends none, so none is awaited, and an error is never answered.
        if method == nil, value["result"] != nil || value["error"] != nil {
            return .failure(MCPFailure(id: nil, error: .invalidRequest("an unexpected response")))
        }
        let id = value["id"]
        // A notification is never answered, not even when it is malformed.
        let replyTo: JSONValue? = method != nil && id == nil ? nil : id.map { isValid($0) ? $0 : .null } ?? .null
        if let id, !isValid(id) {
            return .failure(MCPFailure(id: replyTo, error: .invalidRequest("a request's id is a string or a whole number")))
        }
        guard value["jsonrpc"]?.stringValue == "2.0" else {
            return .failure(MCPFailure(id: replyTo, error: .invalidRequest("\"jsonrpc\" must be \"2.0\"")))
        }
        guard let method else { return .failure(MCPFailure(id: replyTo, error: .invalidRequest("the message has no method"))) }
        if let params = value["params"], params.members == nil {
            return .failure(MCPFailure(id: replyTo, error: .invalidParams("params must be an object")))
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
