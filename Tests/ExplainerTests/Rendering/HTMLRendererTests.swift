import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The HTML report: self-contained, escaped, well-formed, with a picture per conflict.
@Suite struct HTMLRendererTests {
    private func html(_ url: URL) throws -> String {
        let reports = try readReports(url, source: "SampleLogs/\(url.lastPathComponent)")
        return HTMLRenderer(title: url.lastPathComponent).render(ReportGroup.group(reports))
    }

    /// Parses the document as XML; nil when it is well-formed, else the parser's complaint.
    private func wellFormednessError(_ document: String) -> String? {
        let parser = XMLParser(data: Data(document.utf8))
        return parser.parse() ? nil : "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")"
    }

    /// Any `src`, `href`, `url(...)` or `@import` that points off the page.
    static func remoteReferences(in document: String) -> [String] {
        let patterns = [#"(src|href)\s*=\s*["']?\s*(https?:|//)"#, #"url\(\s*["']?\s*(https?:|//)"#, #"@import"#]
        return patterns.flatMap { pattern in
            let expression = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            let range = NSRange(document.startIndex..., in: document)
            return expression.matches(in: document, range: range).map { (document as NSString).substring(with: $0.range) }
        }
    }

    @Test(arguments: sampleLogs)
    func sampleReport(_ url: URL) throws {
        let document = try html(url)
        #expect(wellFormednessError(document) == nil, "\(url.lastPathComponent): \(wellFormednessError(document) ?? "")")
        #expect(Self.remoteReferences(in: document).isEmpty)
        #expect(
            document.contains(
                #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"/>"#))
        let groups = ReportGroup.group(try readReports(url))
        #expect(document.components(separatedBy: "<section class=\"report\" id=").count - 1 == groups.count)
        // A heading for each conflict, or for each group of them one change resolves.
        let blocks = groups.flatMap { ReportExplanation($0.analysis, detail: .figures).blocks }
        #expect(document.components(separatedBy: "<h2>").count - 1 >= blocks.count)
        // A ruler for every chain against its container; frame pictures only
        // where the log fixes the frames, one pair for each change.
        let rulers = blocks.flatMap(\.reasons).filter { $0.ruler != nil }.count
        let frames = blocks.reduce(0) { $0 + ($1.fixed.figures?.panels.count ?? 0) }
        #expect(document.components(separatedBy: "<svg class=\"ruler").count - 1 == rulers, "\(url.lastPathComponent)")
        #expect(document.components(separatedBy: "<svg viewBox=").count - 1 == frames, "\(url.lastPathComponent)")
    }

    @Test func hostileLabelsAreText() throws {
        let reports = LogScanner.reports(
            in: """
                Unable to simultaneously satisfy constraints.
                (
                    "<NSLayoutConstraint:0x1 UILabel:0x2'<script>alert(1)</script>'.width == 10   (active)>",
                    "<NSLayoutConstraint:0x3 UILabel:0x2'<script>alert(1)</script>'.width == 20   (active)>"
                )
                <img src="https://example.com/x.png">
                """, source: "evil\"<b>.log")
        let document = HTMLRenderer(title: "evil\"<b>.log").render(ReportGroup.group(reports))
        #expect(!document.contains("<script>"))
        #expect(document.contains("Label &#39;&lt;script&gt;alert(1)&lt;/scri…&#39;"))
        #expect(document.contains("UILabel:0x2&#39;&lt;script&gt;alert(1)&lt;/script&gt;&#39;.width == 10"))
        #expect(!document.contains("<b>"))
        #expect(Self.remoteReferences(in: document).isEmpty)
        #expect(wellFormednessError(document) == nil)
    }

    @Test func theCellPicturesShowUIKitsChoiceAndTheFixWithTheirNamesMarked() throws {
        // UIKit broke the image's height; the fix relaxes the cell's bottom pin.
        let url = try #require(sampleLogs.first { $0.lastPathComponent == "table-cell-height.log" })
        let document = try html(url)
        #expect(document.components(separatedBy: "<svg viewBox=").count - 1 == 2)
        #expect(document.contains(#"<text class="title" x="6" y="14">On screen now (UIKit broke A)</text>"#))
        #expect(document.contains(#"<text class="title" x="6" y="14">With the fix (C at priority 999)</text>"#))
        #expect(document.contains(#"<tspan class="view-name">UIImageView</tspan>"#))
        #expect(document.contains(#"<tspan class="view-name">UITableViewCellContentView</tspan>"#))
        // The relaxed constraint: a spring, its letter with its new priority.
        #expect(document.contains(#"font-weight="bold">C<tspan font-weight="normal"> @999</tspan></text>"#))
        #expect(document.contains("<polyline points="))
        #expect(document.contains("<p class=\"figure-caption\">With the fix, UIImageView is 60 pt tall, not 20.</p>"))
    }

    @Test func detectsRemoteReferences() {
        #expect(Self.remoteReferences(in: #"<img src="https://x/y.png"/> <a href='//cdn'>x</a> url( http://a ) @import "b";"#).count == 4)
        #expect(Self.remoteReferences(in: ##"<a href="#report-1">x</a>"##).isEmpty)
    }
}
