import Explainer
import Rendering
import Run

/// An agent's capture: the app's log followed for some seconds as
/// `wtflayout capture` follows it, each distinct report's JSON members
/// collected as it is explained (no text written, none read back), and
/// what the capture has to say kept for the answer.
struct AgentCapture {
    /// The reports as `--json` lists them, repeats counted on the first.
    let reports: [JSONValue]
    let notes: [String]

    static func run(_ options: CaptureOptions, context: MCPToolContext) throws(MCPToolError) -> AgentCapture {
        // No streams of its own: it reads the child's output, and what it says is collected.
        let console = Console(input: -1, output: -1, error: -1, environment: context.environment)
        let notes = Collected<String>()
        var seen: [DistinctReports<JSONReportMembers>.Group] = []
        let capture = CaptureRun(options: options, console: console, say: notes.add) { stream, code, deadline in
            let follow = FollowMode(input: stream, console: console, deadline: deadline)
            let groups = follow.run(
                part: { analysis in JSONRenderer.reportMembers(ReportExplanation(analysis, detail: .namedEquations, code: code)) },
                sink: { _ in })
            guard let groups else { return 2 }
            seen = groups
            return 0
        }
        let status = capture.run()
        // Stopped before any report was seen (no Xcode, no simulator, a bad source root): the call's error.
        if status == 2, seen.isEmpty { throw MCPToolError(message: notes.all.joined(separator: "\n")) }
        let document = JSONRenderer().document(seen, diagnostics: [])
        return AgentCapture(reports: document["reports"]?.arrayValue ?? [], notes: notes.all)
    }
}
