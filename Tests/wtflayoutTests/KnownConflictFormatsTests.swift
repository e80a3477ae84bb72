import Foundation
import Testing

/// A known conflict of Apple's views as each document says it: the same
/// sentences, the first public report as the format sets it.
@Suite struct KnownConflictFormatsTests {
    static let prose =
        "Known: UIAlertController's action sheet asks for a width of −16, reported on iOS 12.2 and later, on iPhone "
        + "(not on iOS 12.1)."
    static let source = "https://github.com/lionheart/openradar-mirror/issues/21120"

    @Test func htmlSetsTheReportAsCodeToCopy() async throws {
        let run = try await CommandRunTests.run(["--html", "SampleLogs/apple/action-sheet-width.log"])
        #expect(run.status == 0)
        let escaped = Self.prose.replacingOccurrences(of: "'", with: "&#39;")
        #expect(run.output.contains("<p class=\"known\">\(escaped) Reported at <code>\(Self.source)</code> (and 2 more).</p>"))
    }

    @Test func markdownLinksTheReport() async throws {
        let run = try await CommandRunTests.run(["--markdown", "SampleLogs/apple/action-sheet-width.log"])
        #expect(run.status == 0)
        #expect(run.output.contains("\n\(Self.prose) Reported at <\(Self.source)> (and 2 more).\n"))
    }
}
