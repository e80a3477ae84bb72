import CodeIndex
import Explainer
import Foundation
import Rendering
import Run

/// An agent's sources read and explained into `--json`'s document, as
/// data: the run's explanations collected as they are made, with no
/// command line, no temporary file, and no JSON text written or read back.
struct AgentExplanation {
    let document: JSONValue
    /// What the reading said, in order (a source without a report, a bundle's gaps).
    let notes: [String]

    /// `sourceRoot`, a folder inside the roots already resolved, says where
    /// each constraint is made; `fullReportLimit` is the distinct reports
    /// given in full before the document turns compact.
    static func run(
        _ sources: [RunSource], sourceRoot: String?, fullReportLimit: Int = .max, context: MCPToolContext
    ) throws(MCPToolError) -> AgentExplanation {
        let code: CodeIndex?
        do {
            let workingDirectory = SourceTree.resolved(FileManager.default.currentDirectoryPath)
            code = try sourceRoot.map { folder throws(CommandFailure) in try SourceTree.index([folder], from: workingDirectory) }
        } catch {
            throw MCPToolError(message: error.message)
        }
        let tool = ToolRun(
            environment: context.environment, timeout: CommandOptions().toolTimeout, temporaryDirectory: context.temporaryDirectory,
            handlesInterrupts: false)
        let notes = Collected<String>()
        let keeping = InputReader.Keeping(rawLines: false, names: ViewNameBook()) { analysis in
            JSONRenderer.reportMembers(ReportExplanation(analysis, detail: .namedEquations, code: code))
        }
        let read = SourcesReading(sources: sources, tool: tool, console: nil, say: notes.add).read(keeping)
        let found = DistinctReports<JSONReportMembers>.Group.reportCount(read.groups)
        SourcesReading.noneReadable(read.groups.map(\.kept.facts), found: found).map(notes.add)
        let document = JSONRenderer(fullReportLimit: fullReportLimit).document(read.groups, diagnostics: read.diagnostics)
        return AgentExplanation(document: document, notes: notes.all)
    }
}
