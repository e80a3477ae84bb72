import Rendering

/// `capture_conflicts`: what `wtflayout capture --for SECONDS` sees, its
/// reports as `--json` lists them (a repeat counted on the report it
/// repeats). Without Xcode's tools, a tool error that says so.
struct CaptureConflictsTool: MCPTool {
    let name = "capture_conflicts"
    /// Clients give up on a call after a minute (the TypeScript SDK's
    /// default timeout), and the server answers one message at a time.
    static let longest = 55

    var definition: JSONValue {
        listing(
            title: "Capture Auto Layout conflicts live",
            description: """
                Follows the booted iOS simulator's log (or a named device's, or with target "mac" this Mac's) for \
                the given seconds and explains every constraint conflict the running app reports, as \
                explain_conflicts does. Needs a Mac with Xcode; elsewhere it answers with an error that says so. \
                Run the app (or the UI test) while it listens.
                """,
            input: ToolSchemas.captureInput, output: ToolSchemas.capture, live: true)
    }

    func call(_ arguments: MCPArguments, context: MCPToolContext) throws(MCPToolError) -> MCPToolResult {
        try arguments.only(["seconds", "target", "device", "app", "sourceRoot"])
        let seconds = try arguments.integer("seconds", in: 1...Self.longest) ?? 10
        let mac = try arguments.choice("target", of: ["simulator", "mac"]) == "mac"
        let device = try arguments.string("device")
        if mac, device != nil { throw MCPToolError(message: "\(name): device names a simulator; target mac follows this Mac") }
        var options = CaptureOptions()
        options.seconds = seconds
        options.target = mac ? .mac : .simulator(device: device ?? "booted")
        options.app = try arguments.string("app")
        if let sourceRoot = try arguments.string("sourceRoot") {
            options.reading.sourcePaths = [try context.sourceFolder(sourceRoot, tool: name)]
        } else {
            options.reading.noSource = true
        }
        let capture = try AgentCapture.run(options, context: context)
        let reports = capture.reports
        let count = reports.count
        let heading =
            "Captured for \(seconds) s: " + (count == 0 ? "no conflict report." : "\(count) distinct report\(count == 1 ? "" : "s").")
        let lines = [heading] + ToolSummary.lines(of: reports) + capture.notes.filter { !$0.hasPrefix("capturing the conflicts") }
        return .success(lines.joined(separator: "\n"), .object([("seconds", .integer(seconds)), ("reports", .array(reports))]))
    }
}
