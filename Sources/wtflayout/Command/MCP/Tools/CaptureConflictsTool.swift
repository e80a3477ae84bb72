import Rendering

/// `capture_conflicts`: `wtflayout capture --for SECONDS --json`, the
/// reports it saw gathered as `--json` lists them (a repeat counted on the
/// report it repeats). Without Xcode's tools, a tool error that says so.
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
        var command = ["capture", "--json", "--for", String(seconds)] + (mac ? ["--mac"] : [])
        if let device { command += ["--device", device] }
        if let app = try arguments.string("app") { command += ["--app", app] }
        command += try context.sourceOptions(try arguments.string("sourceRoot"), tool: name)
        let run = try context.command(command, tool: name)
        let reports = try Self.reports(in: run, tool: name)
        let count = reports.count
        let heading =
            "Captured for \(seconds) s: " + (count == 0 ? "no conflict report." : "\(count) distinct report\(count == 1 ? "" : "s").")
        let lines = [heading] + ToolSummary.lines(of: reports) + run.errors.filter { !$0.hasPrefix("capturing the conflicts") }
        return .success(lines.joined(separator: "\n"), .object([("seconds", .integer(seconds)), ("reports", .array(reports))]))
    }

    /// `--follow --json`'s lines: a report object each, or `{"again": n,
    /// "occurrences": k, …}` for a repeat of the n-th; gathered into the
    /// reports as `--json` lists them.
    private static func reports(in run: InProcessRun, tool: String) throws(MCPToolError) -> [JSONValue] {
        var reports: [JSONValue] = []
        for line in run.output.split(separator: "\n") {
            let value: JSONValue
            do {
                value = try JSONValue.parse(String(line))
            } catch {
                throw MCPToolError(message: "\(tool): the capture gave a line that is no JSON (\(error.message))")
            }
            guard let number = value["again"]?.integerValue else {
                reports.append(value)
                continue
            }
            guard reports.indices.contains(number - 1) else { continue }
            let repeated = reports[number - 1]
            // The repeat line says the count; its line joins the report's others.
            let lines = (repeated["alsoAtLines"]?.arrayValue ?? []) + [value["source"]?["line"] ?? .null]
            reports[number - 1] = repeated.setting("occurrences", to: value["occurrences"] ?? .null).setting(
                "alsoAtLines", to: .array(lines))
        }
        return reports
    }
}
