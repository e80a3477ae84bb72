import Foundation
import Testing

@testable import LayoutAnalysis
@testable import LogParser

/// Views the unified log withheld (`<private>`) carry no address: two of them
/// would share one key and read as one view. Their constraints are left out.
struct WithheldViewTests {
    @Test func twoWithheldViewsAreNeverOne() throws {
        let text =
            "Ledger: (AppKit) [com.apple.AppKit:Layout] Unable to simultaneously satisfy constraints:\n(\n"
            + "    \"<NSLayoutConstraint:0x600003b1d230 <private>.width == 120   (active)>\",\n"
            + "    \"<NSLayoutConstraint:0x600003b1d240 <private>.width == 80   (active)>\"\n)\n"
        var scanner = LogScanner(source: "paste")
        let report = try #require((scanner.scan(Array(text.utf8)) + scanner.finish()).first)
        #expect(report.entries.count == 2)
        let analysis = ReportAnalyzer.analyze(report)
        #expect(analysis.conflicts.isEmpty)
        #expect(analysis.model.items.isEmpty)
    }
}
