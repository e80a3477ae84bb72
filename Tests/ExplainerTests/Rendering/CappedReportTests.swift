import Foundation
import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import Rendering

/// What every format says when the list of conflicts is not the whole
/// story: a search that stopped early says "at least", a list longer than
/// the cap says how many exist, and neither invents a total.
@Suite struct CappedReportTests {
    /// A row of 10 views 40 to 49 pt wide in 300 pt: 243 minimal conflicts,
    /// no two alike (a row of equal widths is one family, never capped).
    private let row = RowReport(widths: Array(40...49), containerWidth: 300)

    private func groups(budget: SearchBudget) throws -> [ReportGroup] {
        let report = try #require(LogScanner.reports(in: row.text, source: "row.log").first)
        return [ReportGroup(analysis: ReportAnalyzer.analyze(report, budget: budget), alsoAtLines: [])]
    }

    /// Lines joined with single spaces, so the words are checked whatever the wrapping.
    private func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func aSearchStoppedEarlySaysAtLeastInEveryFormat() throws {
        // No budget at all: the two conflicts that are always found (the first,
        // and one avoiding a member of it, which shows it is not the only one).
        let groups = try groups(budget: SearchBudget(work: 0))
        let analysis = groups[0].analysis
        #expect(analysis.conflicts.count == 2 && analysis.conflictCount == 2 && !analysis.conflictsComplete)
        let note =
            "(At least 2 minimal conflicts exist; these 2 were found before the search reached its limit, "
            + "and there may be more.)"

        let text = words(TextRenderer().render(groups))
        // Both are resolved by lowering the same pin: one heading, one fix.
        #expect(text.contains("row.log:1 conflicts 1 and 2 of at least 2 in UIView (horizontal)"))
        #expect(
            text.contains(
                "Fix for conflicts 1 and 2: lower G to priority 999"))
        #expect(text.contains("UIKit broke UIButton.width == 40, outside these conflicts, which it leaves unresolved."))
        #expect(text.contains(note))
        #expect(text.contains("(UIKit listed 22; 5 of them play no part in the conflicts shown.)"))

        let markdown = MarkdownRenderer().render(groups)
        #expect(markdown.contains("## `row.log:1`: conflicts 1 and 2 of at least 2 in UIView (horizontal)\n"))
        #expect(markdown.contains("\n" + note + "\n"))

        let html = HTMLRenderer(title: "t").render(groups)
        #expect(html.contains("<h2>row.log:1 — conflicts 1 and 2 of at least 2 in UIView (horizontal)</h2>"))
        #expect(html.contains("<p class=\"muted\">" + note + "</p>"))
        #expect(html.contains("1 report, at least 2 conflicts (2 listed), both in your code. Made by wtflayout."))
        // The summary of a log with several reports: a line each.
        let summary = words(TextRenderer().render(groups + groups))
        #expect(
            summary.contains(
                "row.log:1 — UIView (horizontal): lower UIButton.leading == UIView.leading + 20 to priority 999 "
                    + "(resolves 2 conflicts listed; there may be more)"))

        let json = JSONRenderer(indent: nil).render(groups, diagnostics: [])
        #expect(json.contains(#""conflictCount":2,"minimalConflictCount":2,"conflictsComplete":false,"conflictsCapped":true"#))
        #expect(json.contains(#""explanation":"At least 2 minimal sets of constraints cannot hold.""#))
    }

    @Test func aCompleteListLongerThanTheCapSaysHowManyExist() throws {
        let groups = try groups(budget: .unlimited)
        let analysis = groups[0].analysis
        #expect(row.overflowingSets == 243)
        #expect(analysis.conflictsComplete && analysis.conflictCount == 243 && analysis.minimalConflictCount == ExactCount(243))
        #expect(analysis.conflicts.count == AnalysisLimits.listedConflicts)
        let note = "(243 minimal conflicts exist; the 64 smallest are shown.)"

        let text = words(TextRenderer().render(groups))
        // Lowering one pin resolves each listed conflict: one heading, five Whys, the rest counted.
        #expect(text.contains("row.log:1 conflicts 1–64 of 243 in UIView (horizontal)"))
        #expect(text.contains("These 22 constraints make 64 conflicts, which one change resolves:"))
        #expect(text.contains(" 5. the other 16 constraints ") && !text.contains(" 6. the other 16 constraints "))
        #expect(text.contains("… and 59 more this change resolves (see --json for each one's arithmetic)"))
        #expect(
            text.contains("Fix for conflicts 1–64: lower L to priority 999")
        )
        #expect(text.contains(note))

        #expect(MarkdownRenderer().render(groups).contains("\n" + note + "\n"))
        let html = HTMLRenderer(title: "t").render(groups)
        #expect(html.contains("<p class=\"muted\">" + note + "</p>"))
        #expect(html.contains("1 report, 243 conflicts (64 listed), all in your code. Made by wtflayout."))
        #expect(
            words(TextRenderer().render(groups + groups)).contains("to priority 999 (resolves 64 conflicts listed; +179 more)"))

        let json = JSONRenderer(indent: nil).render(groups, diagnostics: [])
        #expect(json.contains(#""conflictCount":243,"minimalConflictCount":243,"conflictsComplete":true,"conflictsCapped":true"#))
        #expect(json.contains(#""explanation":"243 minimal sets of constraints cannot hold.""#))
    }

    @Test func aCompleteShortListSaysNothingMore() throws {
        let row = RowReport(views: 40, containerWidth: 300)
        let report = try #require(LogScanner.reports(in: row.text, source: "row.log").first)
        let groups = [ReportGroup(analysis: ReportAnalyzer.analyze(report), alsoAtLines: [])]
        #expect(groups[0].analysis.conflictsComplete && groups[0].analysis.conflictCount == 1)
        let text = words(TextRenderer().render(groups))
        #expect(text.hasPrefix("row.log:1 conflict in UIView (horizontal)"))
        #expect(!text.contains("minimal conflicts exist"))
        #expect(text.contains("(UIKit listed 82; 40 of them play no part in it.)"))
        #expect(
            JSONRenderer(indent: nil).render(groups, diagnostics: [])
                .contains(#""conflictCount":1,"minimalConflictCount":1,"conflictsComplete":true,"conflictsCapped":false"#))
    }
}
