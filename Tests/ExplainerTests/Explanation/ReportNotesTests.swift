import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// A note about the paste ("not whole") is a fact the parse established,
/// said once.
@Suite struct ReportNotesTests {
    private static let list = """
        Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x6000021c4190 NSButton:0x7f8b0e40c8a0'OK'.width == 82   (active)>",
            "<NSLayoutConstraint:0x6000021c41e0 NSButton:0x7f8b0e40c8a0'OK'.width == 100   (active)>"
        )

        Will attempt to recover by breaking constraint 

        """

    private static func explain(_ text: String) throws -> ReportExplanation {
        let report = try #require(LogScanner.reports(in: text, source: "notes.log").first)
        return ReportExplanation(ReportAnalyzer.analyze(report), detail: [])
    }

    /// Only the recovery entry is cut: the list is whole, and no caveat says otherwise.
    @Test func aCutRecoveryIsNoListNotWhole() throws {
        let explanation = try Self.explain(Self.list + "<NSLayoutConstraint:0x6000021c41e0 NSButton:0x7f8b0e40c8a0'OK'.wid")
        let conflict = try #require(explanation.conflicts.first)
        #expect(!conflict.caveats.contains { $0.contains("not whole") })
        #expect(conflict.caveats.isEmpty)
        // The same list cut inside its last entry is not whole, and says so.
        let cutList = try Self.explain(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x6000021c4190 NSButton:0x7f8b0e40c8a0'OK'.width == 82   (active)>",
                "<NSLayoutConstraint:0x6000021c41e0 NSButton:0x7f8b0e40c8a0'OK'.width == 100   (active)>",
                "<NSLayoutConstraint:0x6000021c4230 NSButton:0x7f8b0e40c8a0'OK'.lea
            """)
        let cutConflict = try #require(cutList.conflicts.first)
        #expect(cutConflict.caveats.contains("The list is not whole, so other constraints may take part too."))
    }

    /// A header with no list says so in its reason, and not again as a gap.
    @Test func aMissingListIsSaidOnce() throws {
        let headerOnly = try Self.explain("Unable to simultaneously satisfy constraints.\n")
        #expect(headerOnly.sentences == ["The report holds no constraint list."])
        #expect(headerOnly.gapNote == nil)
        let recoveryOnly = try Self.explain(
            "Will attempt to recover by breaking constraint \n"
                + "<NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height == 24   (active)>\n")
        #expect(recoveryOnly.sentences.first?.contains("not the list of constraints around it") == true)
        #expect(recoveryOnly.gapNote == nil)
        // A lone recovery inside Apple's views still says whose it is, as the brief line does.
        let apples = try Self.explain(
            "Will attempt to recover by breaking constraint \n"
                + "<NSLayoutConstraint:0x600000a85d80 _UIAlertControllerView:0x7fa4d0dece80.width == 270   (active)>\n")
        #expect(apples.sentences.count >= 2)
        #expect(
            apples.sentences.first?.hasPrefix("The input holds only the constraint UIKit broke, _UIAlertControllerView.width == 270")
                == true)
        #expect(apples.sentences[1].hasPrefix("What it shows belongs to UIAlertController, whose views are private to Apple"))
    }
}
