import Rendering

/// The MCP clients `wtflayout setup mcp` knows, each with the file it reads
/// its servers from and the form of an entry there, as its documentation gives them.
enum MCPClientConfig: String, CaseIterable {
    case claudeCode = "claude-code"
    case claudeDesktop = "claude-desktop"
    case cursor
    case vscode
    case codex

    var title: String {
        switch self {
        case .claudeCode: "Claude Code (the project's .mcp.json; or: claude mcp add --scope project wtflayout -- wtflayout mcp)"
        case .claudeDesktop: "Claude Desktop (macOS)"
        case .cursor: "Cursor (the project's .cursor/mcp.json)"
        case .vscode: "VS Code with GitHub Copilot (the project's .vscode/mcp.json)"
        case .codex: "Codex CLI and IDE extension (~/.codex/config.toml)"
        }
    }

    /// Where the configuration lives: in the project (relative to it) or under `home`.
    func path(home: String) -> String {
        switch self {
        case .claudeCode: ".mcp.json"
        case .claudeDesktop: home + "/Library/Application Support/Claude/claude_desktop_config.json"
        case .cursor: ".cursor/mcp.json"
        case .vscode: ".vscode/mcp.json"
        case .codex: home + "/.codex/config.toml"
        }
    }

    /// The server's command line. A project's file is shared, so it names
    /// `wtflayout` on the PATH and the project by the editor's variable;
    /// a user's file names this executable and `project` (an app started
    /// from the Dock has no shell's PATH and no project folder).
    func arguments(executable: String, project: String) -> (command: String, args: [String]) {
        switch self {
        case .claudeCode: ("wtflayout", ["mcp"])
        case .cursor, .vscode: ("wtflayout", ["mcp", "--root", "${workspaceFolder}"])
        case .claudeDesktop, .codex: (executable, ["mcp", "--root", project])
        }
    }

    /// The key holding the servers in a JSON file; nil for TOML.
    var serversKey: String? {
        switch self {
        case .vscode: "servers"
        case .codex: nil
        case .claudeCode, .claudeDesktop, .cursor: "mcpServers"
        }
    }

    /// The entry, as it is written in the file.
    func entry(executable: String, project: String) -> JSONValue {
        let (command, args) = arguments(executable: executable, project: project)
        var members: [(String, JSONValue)] = [("command", .string(command)), ("args", .array(args.map(JSONValue.string)))]
        if self == .vscode || self == .claudeCode { members.insert(("type", .string("stdio")), at: 0) }
        return .object(members)
    }

    /// The whole block to paste into an empty file.
    func block(executable: String, project: String) -> String {
        guard let serversKey else {
            let (command, args) = arguments(executable: executable, project: project)
            let quoted = args.map { JSONValue.string($0).serialized() }.joined(separator: ", ")
            return "[mcp_servers.wtflayout]\ncommand = \(JSONValue.string(command).serialized())\nargs = [\(quoted)]\n"
        }
        let document = JSONValue.object([(serversKey, .object([("wtflayout", entry(executable: executable, project: project))]))])
        return document.serialized(indent: "  ") + "\n"
    }
}
