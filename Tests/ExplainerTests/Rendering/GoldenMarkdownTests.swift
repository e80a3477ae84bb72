import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// The exact Markdown for every sample log, as pasted into an issue. Kept in
/// `Tests/ExplainerTests/GoldenMarkdown/<sample>.md`; regenerate with
/// `WTFLAYOUT_UPDATE_GOLDEN=1 swift test --filter GoldenMarkdown` and read the diff.
@Suite struct GoldenMarkdownTests {

    @Test(arguments: sampleLogs)
    func markdownOutput(_ url: URL) throws {
        let reports = try readReports(url, source: "SampleLogs/\(url.lastPathComponent)")
        let output = MarkdownRenderer().render(ReportGroup.group(reports))
        try GoldenFile("GoldenMarkdown", sample: url, fileExtension: "md").expect(output, url.lastPathComponent)
    }

    @Test func logTextCannotBreakTheMarkup() throws {
        let reports = LogScanner.reports(
            in: """
                Unable to simultaneously satisfy constraints.
                (
                    "<NSLayoutConstraint:0x1 UILabel:0x2'a|b `x` <script>'.width == 10   (active)>",
                    "<NSLayoutConstraint:0x3 UILabel:0x2'a|b `x` <script>'.width == 20   (active)>"
                )
                ```
                """, source: "x.log")
        let output = MarkdownRenderer().render(ReportGroup.group(reports))
        #expect(output.contains("| **A** | ``UILabel 'a\\|b `x` <script>'.width == 10`` |"))
        #expect(output.contains("\n````\n"))
        #expect(!output.contains("<script>'.width == 10   (active)>\",\n```\n"))
    }
}
