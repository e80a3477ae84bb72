import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// The exact HTML page of a row family: the samples whose page
/// says something no other format checks in full. Kept in
/// `Tests/ExplainerTests/GoldenHTML/<sample>.html`; regenerate with
/// `WTFLAYOUT_UPDATE_GOLDEN=1 swift test --filter GoldenHTML` and read the diff.
@Suite struct GoldenHTMLTests {

    @Test(arguments: ["row-of-swatches"])
    func htmlOutput(_ sample: String) throws {
        let url = packageRoot.appendingPathComponent("SampleLogs/\(sample).log")
        let reports = try readReports(url, source: "SampleLogs/\(sample).log")
        let output = HTMLRenderer(title: "wtflayout: \(sample).log").render(ReportGroup.group(reports))
        try GoldenFile("GoldenHTML", sample + ".html").expect(output, "\(sample).log")
        // The family is one conflict, its lead and whole-row arithmetic said.
        #expect(output.components(separatedBy: "<div class=\"conflict\">").count == 2)
        #expect(
            output.contains(
                "<p>These 17 constraints cannot all hold, nor can the same with any 4 of the 10 widths in place of I, K, M and O:</p>"))
        #expect(output.contains("10 × 44 + 12 × 8 = 536 pt against 232 pt"))
    }
}
