import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// A conflict repeated many times lists its first few lines and counts the
/// rest ("and 412 more"), in every format that lists them.
@Suite struct RepeatLinesTests {
    static let report = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>"
        )

        """

    private var groups: [ReportGroup] {
        ReportGroup.group(LogScanner.reports(in: String(repeating: Self.report, count: 8), source: "r.log"))
    }

    @Test func theFirstFiveLinesAndACount() {
        let lines = "1, 6, 11, 16, 21 and 3 more"
        #expect(TextRenderer(width: nil).render(groups).contains("  seen 8 times: lines \(lines)\n"))
        #expect(MarkdownRenderer().render(groups).contains("Seen 8 times: lines \(lines)."))
        #expect(HTMLRenderer(title: "t").render(groups).contains("Seen 8 times: lines \(lines).</p>"))
    }

    @Test func fiveOrFewerAreAllListed() {
        let few = ReportGroup.group(LogScanner.reports(in: String(repeating: Self.report, count: 5), source: "r.log"))
        #expect(TextRenderer(width: nil).render(few).contains("  seen 5 times: lines 1, 6, 11, 16, 21\n"))
    }
}
