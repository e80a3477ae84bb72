import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import Rendering

/// A log of a few layouts with varying constants reads as its kinds: a line
/// each in `--brief`, the reports each counts adding up to the log's, and
/// the range of each constant that varies.
@Suite struct ConflictKindsTests {
    /// A cell `height` tall whose label asks for 8 + `label` + 8.
    private func cell(height: Int, label: Int, at address: Int) -> String {
        """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x\(address + 1) V:|-(8)-[UILabel:0x\(address + 2)]   (active, names: '|':UITableViewCellContentView:0x\(address + 3) )>",
            "<NSLayoutConstraint:0x\(address + 4) UILabel:0x\(address + 2).height == \(label)   (active)>",
            "<NSLayoutConstraint:0x\(address + 5) V:[UILabel:0x\(address + 2)]-(8)-|   (active, names: '|':UITableViewCellContentView:0x\(address + 3) )>",
            "<NSLayoutConstraint:0x\(address + 6) 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x\(address + 3).height == \(height)   (active)>"
        )

        """
    }

    private func log() -> String {
        var text = ""
        for index in 0..<30 { text += cell(height: 44 + index, label: 60 + index, at: 0x1000 * (index + 1)) }
        // Rows of 6 to 15 buttons in containers too narrow for them: one kind, however long.
        for views in 6...15 { text += RowReport(views: views, containerWidth: 200).text }
        return text
    }

    @Test func aFewLayoutsAreAFewKinds() throws {
        let groups = ReportGroup.group(LogScanner.reports(in: log(), source: "ui-test.log"))
        #expect(groups.count == 40)
        let facts = groups.map { ReportFacts.Group(kept: ReportExplanation($0.analysis, detail: []).facts, alsoAtLines: []) }
        let kinds = ConflictKinds(facts)
        #expect(kinds.kinds.map(\.reports) == [30, 10])
        #expect(kinds.kinds.map(\.reports).reduce(0, +) + kinds.reportsWithoutConflict == 40)
        #expect(kinds.kinds.map(\.subject) == ["UITableViewCellContentView (vertical)", "UIView (horizontal)"])
        #expect(
            kinds.kinds[0].varying == [
                "UILabel.height == 60–89 pt", "UIView-Encapsulated-Layout-Height UITableViewCellContentView.height == 44–73 pt",
            ])
        // Every row's widths are 44, its gaps 8 and its edges 20 in 200 pt: nothing varies but the length.
        #expect(kinds.kinds[1].varying.isEmpty && kinds.kinds[1].distinct == 10)

        let brief = BriefRenderer(style: .plain).render(groups)
        #expect(
            brief == """
                ui-test.log:1  conflict in UITableViewCellContentView (vertical): lower UITableViewCellContentView.bottom == UILabel.bottom + 8 to priority 999 (x30); UILabel.height == 60–89 pt, UIView-Encapsulated-Layout-Height UITableViewCellContentView.height == 44–73 pt
                ui-test.log:211  conflict in UIView (horizontal): let all 6 like UIButton #4.width == 44 shrink (priority 999 or <=) (x10)
                Summary: 40 reports, 40 conflicts, all in your code

                """)

        // The summaries of text, Markdown and HTML lead with the kinds.
        let text = TextRenderer(style: .plain).render(groups)
        #expect(text.contains("\n  2 kinds of conflict:\n  x30  ui-test.log:1 — UITableViewCellContentView (vertical): "))
        #expect(text.contains("\n  x10  ui-test.log:211 — UIView (horizontal): let all 6 like UIButton #4.width == 44 shrink"))
        let markdown = MarkdownRenderer().render(groups)
        #expect(markdown.contains("\n| 30 | `ui-test.log:1` — UITableViewCellContentView (vertical) | yours | "))
        let html = HTMLRenderer(title: "t").render(groups)
        #expect(
            html.contains(
                "<tr><td>30</td><td><a href=\"#report-1\"><span class=\"word\">ui-test.log:1</span></a> — UITableViewCellContentView (vertical)</td><td>yours</td>"
            ))
    }

    /// Past the limit of reports shown in full, a page shows each kind's
    /// first report and a row for every report: its size follows the kinds.
    @Test func aBigLogShowsAWorkedReportPerKind() throws {
        let groups = ReportGroup.group(LogScanner.reports(in: log(), source: "ui-test.log"))
        let html = HTMLRenderer(title: "t", fullReportLimit: 39).render(groups)
        let sections = html.matches(of: /<section class="report" id="(report-\d+)">/).map { String($0.output.1) }
        #expect(sections == ["report-1", "report-31"])
        let lead =
            "40 distinct reports, 2 kinds of conflict. The first report of each kind is shown in full below; "
            + "every report is a row of the table at the end."
        #expect(html.contains("<h2>Kinds of conflict</h2>\n<p>\(lead)</p>\n<table>"))
        // The kinds come before the worked reports, the rows of all reports (folded away) after.
        let kinds = try #require(html.range(of: "<h2>Kinds of conflict</h2>"))
        let rows = try #require(html.range(of: "<details><summary>All 40 distinct reports</summary>"))
        #expect(kinds.upperBound < html.range(of: "id=\"report-1\"")!.lowerBound)
        #expect(html.range(of: "id=\"report-31\"")!.upperBound < rows.lowerBound)
        // Each report a row; only the worked ones link to a section.
        #expect(html.matches(of: /<tr><td>1<\/td><td>/).count == 40)
        #expect(Set(html.matches(of: /<a href="(#report-\d+)"/).map { String($0.output.1) }) == ["#report-1", "#report-31"])
        #expect(html.matches(of: /<a href="#report-/).count == 4)

        let markdown = MarkdownRenderer(fullReportLimit: 39).render(groups)
        #expect(markdown.contains("## Kinds of conflict\n\n\(lead)\n\n| Reports | Kind of conflict, first seen |"))
        #expect(markdown.matches(of: /\n## `ui-test.log:\d+`/).count == 2)
        #expect(markdown.contains("<details><summary>All 40 distinct reports</summary>\n\n| Seen | Report |"))
        // A place with a size limit takes the first rows, and is told how many more there are.
        let capped = MarkdownRenderer(fullReportLimit: 39, reportRowLimit: 5).render(groups)
        #expect(capped.matches(of: /\n\| 1 \| `ui-test.log:/).count == 5)
        #expect(capped.contains("each kind is shown in full below; the 5 seen most are rows of the table at the end.\n"))
        #expect(capped.contains("<details><summary>The 5 seen most of 40 distinct reports</summary>"))
        #expect(capped.contains("\n\nAnd 35 more distinct reports, seen 35 times in all: `wtflayout --markdown` lists every one.\n"))
        // The kinds' table is capped alike.
        let oneKind = MarkdownRenderer(fullReportLimit: 39, reportRowLimit: 1).render(groups)
        #expect(oneKind.contains("\n\nAnd 1 more kind: `wtflayout --markdown` lists every one.\n"))
        #expect(oneKind.contains("\n\nAnd 39 more distinct reports, seen 39 times in all:"))

        // At the limit, every report in full, as before.
        #expect(HTMLRenderer(title: "t", fullReportLimit: 40).render(groups).matches(of: /<section class="report" id=/).count == 40)
        let one = HTMLRenderer(title: "t", fullReportLimit: 1).render(groups)
        #expect(one.contains("The first report of the kind seen most is shown in full below"))
        #expect(one.matches(of: /<section class="report" id=/).count == 1)
    }

    /// A report without a conflict is the one the tool could not explain: a
    /// compact page says how many there are and shows the first in full.
    @Test func aBigLogShowsItsFirstReportWithoutAConflict() throws {
        // Two cells whose labels fit them (8 + 28 + 8 = 44): nothing conflicts.
        let text = log() + cell(height: 44, label: 28, at: 0x100000) + cell(height: 46, label: 30, at: 0x200000)
        let groups = ReportGroup.group(LogScanner.reports(in: text, source: "ui-test.log"))
        let html = HTMLRenderer(title: "t", fullReportLimit: 39).render(groups)
        #expect(
            html.contains(
                "<p>42 distinct reports, 2 kinds of conflict and 2 reports without one. The first report of each kind and the "
                    + "first without one are shown in full below; every report is a row of the table at the end.</p>"))
        let sections = html.matches(of: /<section class="report" id="(report-\d+)">/).map { String($0.output.1) }
        #expect(sections == ["report-1", "report-31", "report-41"])

        // None with a conflict at all.
        let fitting = (0..<3).map { cell(height: 44 + $0, label: 28 + $0, at: 0x10000 * ($0 + 1)) }.joined()
        let none = HTMLRenderer(title: "t", fullReportLimit: 2).render(
            ReportGroup.group(LogScanner.reports(in: fitting, source: "fit.log")))
        #expect(
            none.contains(
                "<p>3 distinct reports, none with a conflict. The first is shown in full below; every report is a row of the "
                    + "table at the end.</p>"))
    }

    @Test func kindsAreListedOnlyWhereTheyGroupReports() throws {
        // Two reports of different shapes: each its own kind, and the summary lists the reports alone.
        let text = cell(height: 44, label: 60, at: 0x1000) + RowReport(views: 6, containerWidth: 200).text
        let groups = ReportGroup.group(LogScanner.reports(in: text, source: "two.log"))
        let facts = groups.map { ReportFacts.Group(kept: ReportExplanation($0.analysis, detail: []).facts, alsoAtLines: []) }
        #expect(!ConflictKinds(facts).groupsReports && ConflictKinds(facts).kinds.count == 2)
        #expect(!TextRenderer(style: .plain).render(groups).contains("kinds of conflict"))
    }
}
