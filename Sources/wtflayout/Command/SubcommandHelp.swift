/// What `--help` lists of each subcommand, and what `wtflayout help NAME`
/// and `wtflayout NAME --help` print: one table, so the general help and
/// each subcommand's own cannot disagree on its usage.
struct SubcommandHelp: Equatable {
    let name: String
    /// Its usage lines, each without `wtflayout `.
    let usage: [String]
    /// A line for the general help's list.
    let summary: String
    /// What its own help says below the usage.
    let about: String

    static let all: [SubcommandHelp] = [capture, ambiguous, mcp, lldbScript, setup, help]

    static func named(_ name: String) -> SubcommandHelp? { all.first { $0.name == name } }

    /// Its own help.
    var text: String {
        let lines = usage.enumerated().map { index, line in (index == 0 ? "Usage: " : "       ") + "wtflayout " + line }
        return lines.joined(separator: "\n") + "\n\n" + about
    }

    /// The general help's list: a subcommand per line, its summary beside it.
    static var list: String {
        let width = all.map(\.name.count).max()! + 3
        return all.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.summary }
            .joined(separator: "\n")
    }

    static let capture = SubcommandHelp(
        name: "capture",
        usage: [
            "capture [--device UDID|booted] [--app BUNDLE_ID | --launch BUNDLE_ID] [--for SECONDS] [options]",
            "capture --mac [--app PROCESS] [--for SECONDS] [options]",
        ],
        summary: "follow a simulator's conflicts live, or this Mac's apps' (--mac)",
        about: """
            Follows a simulator's log (xcrun simctl spawn … log stream), or this Mac's
            (log stream), and explains each conflict the moment it is printed, as
            --follow does; Ctrl-C, or the end of --for, prints the summary.

              --device UDID|booted   the simulator to follow (the booted one by default)
              --app BUNDLE_ID        only this app's messages (on a Mac: its process name)
              --launch BUNDLE_ID     launch the app on the simulator with conflicts logged, then follow it
              --for SECONDS          stop after this long (1 to 86400)
              --mac                  follow this Mac's apps instead of a simulator

            The reading command's options (--json, --verbose, --fail-on, --source…)
            apply as they do with --follow: see wtflayout --help.
            """)

    static let ambiguous = SubcommandHelp(
        name: "ambiguous",
        usage: ["ambiguous [--json] [--no-color] [FILE | -]"],
        summary: "explain the views an _autolayoutTrace marks AMBIGUOUS LAYOUT",
        about: """
            Reads the output of UIKit's _autolayoutTrace (a file, or standard input) and,
            for each view it marks AMBIGUOUS LAYOUT, says which of its position and size
            nothing fixes and the constraint that would, tied to its superview in the
            trace. In LLDB, wtf ambiguous takes the key window's trace and runs this.

              --json   the traces as JSON: each view's class, address, line, superview,
                       free values (horizontalPosition, width, verticalPosition, height)
                       and advice
            """)

    static let mcp = SubcommandHelp(
        name: "mcp",
        usage: ["mcp [--root DIR]..."],
        summary: "serve the analysis to a coding agent (Model Context Protocol, on stdio)",
        about: """
            A Model Context Protocol server on standard input and output, for a coding
            agent. Its tools (\(MCPRun.tools.map(\.name).joined(separator: ", ")))
            read only inside the roots and write nothing.

              --root DIR   a folder the tools may read (repeatable); without it, the folder
                           it starts in, which must not be / or the home folder

            To configure a client to start it: wtflayout setup mcp [CLIENT] [--write]
            """)

    static let lldbScript = SubcommandHelp(
        name: "lldb-script",
        usage: ["lldb-script"],
        summary: "print the LLDB script (the `wtf` command)",
        about: """
            Prints the LLDB script that adds the `wtf` command, which explains a conflict
            from a paused app. wtflayout setup lldb loads it for you.
            """)

    static let setup = SubcommandHelp(
        name: "setup",
        usage: ["setup lldb [--xcode] [--remove]", String(MCPSetup.usage.dropFirst("wtflayout ".count))],
        summary: "load the LLDB script from ~/.lldbinit, or configure an agent's MCP client",
        about: """
            setup lldb loads the LLDB script (the `wtf` command) from ~/.lldbinit, or from
            ~/.lldbinit-Xcode with --xcode; --remove takes it out again.
            setup mcp prints the configuration that starts wtflayout mcp, for the client
            named or for each; --write adds it to that client's file, keeping the
            servers already there.
            """)

    static let help = SubcommandHelp(
        name: "help",
        usage: ["help [SUBCOMMAND]"],
        summary: "this help, or a subcommand's (as SUBCOMMAND --help)",
        about: "Prints wtflayout's help, or the named subcommand's, as SUBCOMMAND --help does.")
}
