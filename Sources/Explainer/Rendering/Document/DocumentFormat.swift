import Explainer
import LayoutAnalysis
import LogParser

/// An output format written as a stream. Each distinct report is rendered
/// as soon as it is analysed (`part`, on a worker); at the end of the input
/// the document is put together from those parts, the repeats, and a few
/// facts per report. No format needs every analysis at once, so memory
/// follows what is kept of the parts, not the reports.
package protocol DocumentFormat: Sendable {
    /// Whether parts quote the report's lines as logged; when not, the
    /// lines are dropped before analysis.
    var quotesReportLines: Bool { get }
    /// What the format shows beyond what every format does (each costs a
    /// solve, so a format asks only for what it shows).
    var detail: ExplanationDetail { get }
    /// One report's text, but for the lines that count its repeats.
    func part(_ explanation: ReportExplanation) -> RenderedReport<String>
    /// What comes before the first report.
    func opening(_ groups: [ReportFacts.Group]) -> String
    /// One report's part with its repeats; `number` counts from 1 in input order.
    func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String
    /// What goes between two sections written one after the other (JSON's
    /// comma): a compact document leaves reports out, so a section cannot
    /// tell by its number whether one came before it.
    var sectionSeparator: String { get }
    /// What comes after the last report; `diagnostics` are the run's, for
    /// a format that lists them apart from their reports.
    func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String
    /// Which reports get a section: every one, unless the format keeps a
    /// big log's page to a size a reader's tools take.
    func detailPlan(_ groups: [ReportFacts.Group]) -> ReportDetailPlan
}

extension DocumentFormat {
    package func detailPlan(_ groups: [ReportFacts.Group]) -> ReportDetailPlan { .everyReport }

    package var sectionSeparator: String { "" }

    /// One report's part: its analysis explained as far as this format
    /// asks, then formatted.
    package func part(_ analysis: ReportAnalysis) -> RenderedReport<String> {
        part(ReportExplanation(analysis, detail: detail))
    }

    /// The document, handed out a piece at a time (a report at most) so a
    /// long run's output is never held whole. `text` gives back a part's
    /// text from wherever it was stored; when it throws, writing stops there.
    package func write<Stored>(
        _ groups: [RenderedReport<Stored>.Group], diagnostics: [Diagnostic],
        text: (Stored) throws -> String, to output: (String) -> Void
    ) rethrows {
        let facts = groups.map { ReportFacts.Group(kept: $0.kept.facts, alsoAtLines: $0.alsoAtLines) }
        let plan = detailPlan(facts)
        output(opening(facts))
        var isFirst = true
        for (offset, group) in groups.enumerated() where plan.showsInFull(offset) {
            if !isFirst { output(sectionSeparator) }
            output(section(try group.kept.map(text), number: offset + 1, alsoAtLines: group.alsoAtLines))
            isFirst = false
        }
        output(closing(facts, diagnostics: diagnostics))
    }

    /// The whole document for analysed groups, their parts rendered on all cores.
    package func render(_ groups: [ReportGroup], diagnostics: [Diagnostic] = []) -> String {
        let parts = ParallelMap.map(groups) { RenderedReport.Group(kept: part($0.analysis), alsoAtLines: $0.alsoAtLines) }
        var document = ""
        write(parts, diagnostics: diagnostics, text: { $0 }, to: { document += $0 })
        return document
    }
}

extension Array where Element == String {
    /// Each line followed by a line break: parts put end to end read as the
    /// lines of all of them joined.
    var asLines: String { isEmpty ? "" : joined(separator: "\n") + "\n" }
}
