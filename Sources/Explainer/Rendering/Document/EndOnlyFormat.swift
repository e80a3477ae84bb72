import Explainer

/// A format written whole at the end of the run from each report's facts
/// (`--brief`, SARIF): it gives each conflict once with all its repeats,
/// so it needs every report first, and no report has a part of its own.
package protocol EndOnlyFormat: DocumentFormat {}

extension EndOnlyFormat {
    package var quotesReportLines: Bool { false }
    package var detail: ExplanationDetail { [] }

    /// Only the facts the closing reads.
    package func part(_ explanation: ReportExplanation) -> RenderedReport<String> {
        RenderedReport(head: "", tail: "", facts: explanation.facts)
    }

    package func opening(_ groups: [ReportFacts.Group]) -> String { "" }

    package func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String { "" }
}
