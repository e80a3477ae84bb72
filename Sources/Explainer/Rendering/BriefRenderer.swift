import Explainer
import LayoutAnalysis
import LogParser

/// `--brief`: a line per distinct conflict (the view it is about and the
/// fix in a few words), a line per report without one, then the summary.
/// For a log too long to read whole.
package struct BriefRenderer: DocumentFormat {
    let summaryFormat: TextRenderer

    package init(style: TextStyle = .plain, width: Int? = nil) {
        summaryFormat = TextRenderer(style: style, width: width)
    }

    package var quotesReportLines: Bool { false }
    package var detail: ExplanationDetail { [] }

    package func part(_ explanation: ReportExplanation) -> RenderedReport<String> {
        let lines =
            explanation.conflicts.isEmpty
            ? ["\(explanation.location)  \(explanation.facts.oneLine)"]
            : explanation.conflicts.map { "\(explanation.location)  \($0.title) in \($0.subject): \($0.shortFix)" }
        return RenderedReport(head: lines.asLines, tail: "", facts: explanation.facts)
    }

    package func opening(_ groups: [ReportFacts.Group]) -> String { "" }

    /// The part, its lines marked with how often the report was seen.
    package func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        guard !alsoAtLines.isEmpty else { return part.head }
        return part.head.split(separator: "\n").map { "\($0) (x\(alsoAtLines.count + 1))" }.asLines
    }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        groups.isEmpty ? "" : "\n" + summaryFormat.summary(groups) + legend(groups)
    }

    /// One legend for the run: each view the lines above name, once.
    private func legend(_ groups: [ReportFacts.Group]) -> String {
        var seen: Set<String> = []
        let entries = groups.flatMap(\.kept.briefLegend).filter { seen.insert($0.name).inserted }
        guard !entries.isEmpty else { return "" }
        let shown = Array(entries.prefix(AnalysisLimits.summaryRows))
        var lines = summaryFormat.legend(shown)
        if entries.count > shown.count { lines.append("    … and \(entries.count - shown.count) more (see the full output)") }
        return lines.asLines
    }
}
