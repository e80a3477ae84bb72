import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// The exact terminal output for every sample log: the product's face. The
/// expected text lives in `Tests/ExplainerTests/Golden/<sample>.txt` and is
/// reviewed by reading it. After a deliberate change, regenerate with
/// `WTFLAYOUT_UPDATE_GOLDEN=1 swift test --filter GoldenText` and read the diff.
@Suite struct GoldenTextTests {

    static func render(_ url: URL) throws -> String {
        let reports = try readReports(url, source: "SampleLogs/\(url.lastPathComponent)")
        return TextRenderer(style: .plain, width: 100).render(ReportGroup.group(reports))
    }

    /// The README's "What it prints" is the golden text of its command, word for word.
    @Test func theReadmeShowsWhatTheCommandPrints() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let golden = try String(contentsOf: GoldenFile("Golden", "table-cell-height.txt").url, encoding: .utf8)
        #expect(readme.contains("$ swift run wtflayout SampleLogs/table-cell-height.log\n" + golden + "```\n"))
    }

    @Test(arguments: sampleLogs)
    func textOutput(_ url: URL) throws {
        try GoldenFile("Golden", sample: url, fileExtension: "txt").expect(try Self.render(url), url.lastPathComponent)
    }

    @Test(arguments: sampleLogs)
    func linesFitOneHundredColumns(_ url: URL) throws {
        for line in TextOutputLines.prose(try Self.render(url)) {
            #expect(line.count <= 100 || !line.contains(" "), "too long: \(line)")
        }
    }

    @Test func everySampleHasAGoldenFile() throws {
        #expect(
            try GoldenFile.names(in: "Golden", fileExtension: "txt")
                == Set(sampleLogs.map { GoldenFile("Golden", sample: $0, fileExtension: "txt").url.lastPathComponent }))
    }
}

/// Labels are the app's own text: emoji and combining marks must come out
/// whole, and the makers column aligned by characters.
@Suite struct TextAlignmentTests {
    @Test func labelsWithEmojiAndCombiningMarksAreNotCut() {
        let label = "Hi 🙂🙂 cafe\u{301}"
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UILabel:0x7f1'\(label)'.width == 300   (active)>",
                "<NSLayoutConstraint:0x600002 'UIView-Encapsulated-Layout-Width' UIView:0x7f2.width == 100   (active)>",
                "<NSLayoutConstraint:0x600003 UILabel:0x7f1'\(label)'.leading == UIView:0x7f2.leading   (active)>",
                "<NSLayoutConstraint:0x600004 UILabel:0x7f1'\(label)'.trailing == UIView:0x7f2.trailing   (active)>"
            )

            """
        let output = TextRenderer(style: .plain).render(ReportGroup.group(LogScanner.reports(in: text, source: "e.log")))
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("    ") && $0.hasSuffix("yours or a library's") }
        #expect(
            rows == [
                "    A  UILabel '\(label)'.width == 300                 yours or a library's",
                "    C  UILabel '\(label)'.leading == UIView.leading    yours or a library's",
                "    D  UILabel '\(label)'.trailing == UIView.trailing  yours or a library's",
            ])
    }
}
