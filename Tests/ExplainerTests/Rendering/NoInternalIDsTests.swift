import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// Prose names constraints by their letter or their equation, never by the
/// JSON's ids (`C12`), which a reader cannot find in the log.
@Suite struct NoInternalIDsTests {
    @Test func noOutputProseUsesAnInternalID() throws {
        let apple = try FileManager.default.contentsOfDirectory(
            at: packageRoot.appendingPathComponent("SampleLogs/apple"), includingPropertiesForKeys: nil)
        let corpus =
            try corpusFolder.map { folder in
                try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".log") }.map {
                    folder.appendingPathComponent($0)
                }
            } ?? []
        let id = try Regex(#"\bC[0-9]+\b"#)
        var checked = 0
        for url in sampleLogs + apple + corpus where url.pathExtension == "log" {
            let groups = ReportGroup.group(try readReports(url))
            let text = TextRenderer(width: nil).render(groups)
            // Markdown's prose, without the raw report it quotes.
            let markdown = MarkdownRenderer().render(groups).split(separator: "<details>").map {
                $0.split(separator: "</details>").last ?? ""
            }
            .joined()
            for output in [text, String(markdown)] {
                checked += 1
                let found = output.firstMatch(of: id).map { String(output[$0.range]) }
                #expect(found == nil, "\(url.lastPathComponent): \(found ?? "")")
            }
        }
        #expect(checked > 40)
    }

    @Test func lettersGoOnPastZ() {
        #expect((0..<28).map(AdviceBuilder.letter).suffix(3) == ["Z", "AA", "AB"])
        #expect(AdviceBuilder.letter(26 * 27) == "AAA")
    }
}
