import Rendering

/// `wtflayout mcp`'s protocol: one client's messages answered in order.
/// It speaks both eras of the Model Context Protocol: the 2026-07-28
/// revision, where every request carries its version in `_meta` and
/// `server/discover` replaces the handshake, and the `initialize` handshake
/// of 2024-11-05 to 2025-11-25. The client's first request settles which
/// (one carrying the 2026 envelope, or `server/discover`, opens the new
/// era; any other the handshake's); a request of the other era after it is
/// refused, as the revision says, and in the handshake's era the tools wait
/// for `initialize`.
struct MCPServer {
    static let handshakeVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    static let modernVersions = ["2026-07-28"]
    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    enum Era: Equatable {
        /// The version agreed by `initialize`; nil until then.
        case handshake(version: String?)
        case modern
    }

    let tools: [any MCPTool]
    let context: MCPToolContext
    private(set) var era: Era?

    init(tools: [any MCPTool], context: MCPToolContext) {
        self.tools = tools
        self.context = context
    }

    /// The line answering `line`, or nil for a notification.
    mutating func answer(_ line: String) -> String? {
        switch MCPMessage.read(line) {
        case .failure(let failure):
            return failure.id.map { MCPMessage.response(id: $0, error: failure.error) }
        case .success(let message):
            // Notifications (initialized, cancelled) ask nothing: every request is answered before the next is read.
            guard let id = message.id else { return nil }
            do throws(MCPError) {
                return MCPMessage.response(id: id, result: try serve(message))
            } catch {
                return MCPMessage.response(id: id, error: error)
            }
        }
    }

    private mutating func serve(_ message: MCPMessage) throws(MCPError) -> JSONValue {
        let enveloped = message.params?["_meta"]?[Self.versionKey] != nil
        if message.method == "initialize" { return try initialize(message.params) }
        switch era {
        case .modern:
            try Self.checkEnvelope(message.params)
        case .handshake:
            guard !enveloped else {
                throw .invalidRequest("this connection began with the initialize handshake; a 2026-07-28 request cannot follow it")
            }
        case nil:
            if enveloped || message.method == "server/discover" {
                try Self.checkEnvelope(message.params)
                era = .modern
            } else {
                era = .handshake(version: nil)
            }
        }
        let modern = era == .modern
        if era == .handshake(version: nil), message.method.hasPrefix("tools/") {
            throw .invalidParams("initialize first: the handshake comes before \(message.method)")
        }
        switch message.method {
        case "server/discover" where modern:
            return stamped(
                .object([
                    ("supportedVersions", .array(Self.modernVersions.map(JSONValue.string))),
                    ("capabilities", Self.capabilities),
                    ("instructions", .string(Self.instructions)),
                ]), cacheable: true)
        case "ping" where !modern:
            return .object([])
        case "tools/list":
            return stamped(.object([("tools", .array(tools.map(\.definition)))]), cacheable: true)
        case "tools/call":
            return stamped(try call(message.params), cacheable: false)
        default:
            throw .methodNotFound(message.method)
        }
    }

    /// The handshake: the client's version when this server speaks it, else the newest it does.
    private mutating func initialize(_ params: JSONValue?) throws(MCPError) -> JSONValue {
        guard era != .modern else {
            throw .unsupportedVersion(params?["protocolVersion"]?.stringValue, supported: Self.modernVersions)
        }
        guard let requested = params?["protocolVersion"]?.stringValue else {
            throw .invalidParams("initialize needs params.protocolVersion")
        }
        let version = Self.handshakeVersions.contains(requested) ? requested : Self.handshakeVersions.last!
        era = .handshake(version: version)
        return .object([
            ("protocolVersion", .string(version)),
            ("capabilities", Self.capabilities),
            ("serverInfo", Self.serverInfo),
            ("instructions", .string(Self.instructions)),
        ])
    }

    /// A 2026-07-28 request's `_meta` names its version and the client's capabilities.
    private static func checkEnvelope(_ params: JSONValue?) throws(MCPError) {
        guard let meta = params?["_meta"], meta.members != nil else {
            throw .invalidParams("params._meta must be an object carrying \(versionKey) and \(capabilitiesKey)")
        }
        let missing = [versionKey, capabilitiesKey].filter { meta[$0] == nil }
        guard missing.isEmpty else { throw .invalidParams("params._meta is missing \(missing.joined(separator: " and "))") }
        guard let version = meta[versionKey]?.stringValue else { throw .invalidParams("\(versionKey) must be a string") }
        guard modernVersions.contains(version) else { throw .unsupportedVersion(version, supported: modernVersions) }
    }

    private func call(_ params: JSONValue?) throws(MCPError) -> JSONValue {
        guard let name = params?["name"]?.stringValue else { throw .invalidParams("tools/call needs params.name") }
        guard let tool = tools.first(where: { $0.name == name }) else {
            throw .invalidParams("no tool '\(name)'; the tools are \(tools.map(\.name).joined(separator: ", "))")
        }
        let given = params?["arguments"] ?? .object([])
        guard let members = given.members else { throw .invalidParams("params.arguments must be an object") }
        let result: MCPToolResult
        do {
            result = try tool.call(MCPArguments(members: members, tool: name), context: context)
        } catch {
            // A mistake in the arguments is the model's to correct: said in the result, not as a protocol error.
            result = .failure(error.message)
        }
        return result.json
    }

    /// 2026-07-28's results say they are complete and who answered; a list says how long it may be kept.
    private func stamped(_ result: JSONValue, cacheable: Bool) -> JSONValue {
        guard era == .modern else { return result }
        var stamped = result
        if cacheable {
            stamped = stamped.setting("ttlMs", to: .integer(0)).setting("cacheScope", to: .string("private"))
        }
        return stamped.setting("resultType", to: .string("complete"))
            .setting("_meta", to: .object([(Self.serverInfoKey, Self.serverInfo)]))
    }

    static let capabilities = JSONValue.object([("tools", .object([("listChanged", .bool(false))]))])

    static let serverInfo = JSONValue.object([
        ("name", .string("wtflayout")), ("title", .string("wtflayout")), ("version", .string(HelpText.versionNumber)),
    ])

    static let instructions = """
        wtflayout explains Auto Layout's "Unable to simultaneously satisfy constraints" reports: which \
        constraints really contradict each other (a minimal conflict, with the arithmetic that proves it), \
        whose they are (the app's or Apple's), and which one to change, with the code. Give explain_conflicts \
        the console text or a log's path rather than reading the dump yourself; locate_constraint finds where \
        the app's source makes one constraint; capture_conflicts follows a running simulator or Mac app.
        """
}
