/// The commands beside reading logs (`SubcommandHelp` lists them):
/// `wtflayout capture …`, `wtflayout ambiguous [--json] [FILE]`, `wtflayout mcp [--root DIR]…`, `wtflayout
/// lldb-script`, `wtflayout setup lldb [--xcode] [--remove]`, `wtflayout
/// setup mcp [CLIENT] [--write]` and `wtflayout help [SUBCOMMAND]`. (A log
/// named `setup` reads as `wtflayout ./setup`.)
enum Subcommand: Equatable {
    case capture(CaptureOptions)
    case ambiguous(AmbiguousRun.Options)
    case mcp(roots: [String])
    case printLLDBScript
    case setupLLDB(xcode: Bool, remove: Bool)
    case setupMCP(client: MCPClientConfig?, write: Bool)
    /// `help`, `help NAME`, `NAME --help`: the general help, or a subcommand's.
    case showHelp(SubcommandHelp?)

    /// nil when the arguments are the reading command's.
    static func parse(_ arguments: [String]) throws(CommandFailure) -> Subcommand? {
        if let name = arguments.first, let help = SubcommandHelp.named(name) {
            if name == "help" { return .showHelp(try topic(arguments.dropFirst())) }
            if arguments.contains("--help") || arguments.contains("-h") { return .showHelp(help) }
        }
        switch arguments.first {
        case "capture":
            return .capture(try CaptureOptions.parse(arguments.dropFirst()))
        case "ambiguous":
            return .ambiguous(try AmbiguousRun.parse(arguments.dropFirst()))
        case "mcp":
            return .mcp(roots: try mcpRoots(arguments.dropFirst()))
        case "lldb-script":
            guard arguments.count == 1 else {
                throw CommandFailure(message: "lldb-script takes no arguments; it prints the LLDB script")
            }
            return .printLLDBScript
        case "setup" where arguments.dropFirst().first == "mcp":
            return try setupMCP(arguments.dropFirst(2))
        case "setup":
            guard arguments.dropFirst().first == "lldb" else {
                throw CommandFailure(
                    message: "setup sets up lldb or an MCP client: wtflayout setup lldb [--xcode] [--remove], or \(MCPSetup.usage)")
            }
            var xcode = false
            var remove = false
            for option in arguments.dropFirst(2) {
                switch option {
                case "--xcode": xcode = true
                case "--remove": remove = true
                default:
                    throw CommandFailure(message: "setup lldb takes --xcode and --remove, not '\(option)'")
                }
            }
            return .setupLLDB(xcode: xcode, remove: remove)
        default:
            return nil
        }
    }

    /// `help`'s subcommand, if one is named.
    private static func topic(_ arguments: ArraySlice<String>) throws(CommandFailure) -> SubcommandHelp? {
        guard let name = arguments.first else { return nil }
        let names = SubcommandHelp.all.map(\.name).joined(separator: ", ")
        guard arguments.count == 1, let help = SubcommandHelp.named(name) else {
            throw CommandFailure(
                message: "help takes one of the subcommands (\(names)), not '\(arguments.joined(separator: " "))'; "
                    + "wtflayout --help tells of the rest")
        }
        return help
    }

    /// `mcp`'s `--root DIR`s, each a folder.
    private static func mcpRoots(_ arguments: ArraySlice<String>) throws(CommandFailure) -> [String] {
        var roots: [String] = []
        var remaining = arguments
        while let argument = remaining.popFirst() {
            let inline = argument.hasPrefix("--root=") ? String(argument.dropFirst("--root=".count)) : nil
            guard argument == "--root" || inline != nil else {
                throw CommandFailure(
                    message: "mcp takes --root DIR (repeatable: the folders its tools may read), not '\(argument)'")
            }
            guard let root = inline ?? remaining.popFirst(), !root.isEmpty else {
                throw CommandFailure(message: "mcp --root needs a folder")
            }
            roots.append(root)
        }
        return roots
    }

    private static func setupMCP(_ arguments: ArraySlice<String>) throws(CommandFailure) -> Subcommand {
        var client: MCPClientConfig?
        var write = false
        for argument in arguments {
            if argument == "--write" {
                write = true
            } else if let named = MCPClientConfig(rawValue: argument), client == nil {
                client = named
            } else {
                throw CommandFailure(message: "setup mcp takes a client and --write, not '\(argument)': \(MCPSetup.usage)")
            }
        }
        return .setupMCP(client: client, write: write)
    }
}
