import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Whatever of a damaged paste is readable says whose it
/// is. Each paste is written as it arrives, beside a control that differs in
/// the one fact read.
@Suite struct ReadableOwnershipTests {
    private func explain(_ text: String) throws -> ReportExplanation {
        let report = try #require(LogScanner.reports(in: text, source: "paste.log").first)
        return ReportExplanation(ReportAnalyzer.analyze(report), detail: [])
    }

    private let header = "Unable to simultaneously satisfy constraints.\n(\n"

    @Test func anEntryCutOnlyAtItsClosingBracketIsWhole() throws {
        // The paste ends inside the list: the last entry has lost its `>"` and nothing else.
        let text =
            header + """
                    "<NSLayoutConstraint:0x600001 Shop.BadgeView:0x7f01.width == 60   (active)>",
                    "<NSLayoutConstraint:0x600002 Shop.BadgeView:0x7f01.width >= UIView:0x7f02.width
                """
        let explanation = try explain(text)
        #expect(explanation.report.entries.map { $0.constraint != nil } == [true, true])
        #expect(explanation.report.entries[1].constraint?.equation.relation == .greaterThanOrEqual)
        #expect(explanation.report.diagnostics.contains { $0.message.contains("no closing '>' but is otherwise whole") })
        // The control: cut inside a number, it may have lost digits, and stays unread.
        let control = text.replacingOccurrences(of: ">= UIView:0x7f02.width", with: ">= UIView:0x7f02.width + 1")
        #expect(try explain(control).report.entries[1].constraint == nil)
    }

    @Test func aCutEntrysClassSaysWhoseTheViewsAre() throws {
        let text =
            header + """
                    "<NSLayoutConstraint:0x600001 UIView:0x7f02.width == 40   (active)>",
                    "<NSLayoutConstraint:0x600002 _UIModernBarButton:0x7f01.leading == UIView:0x7f
                """
        let explanation = try explain(text)
        #expect(explanation.owner == .apple)
        #expect(explanation.appleComponent == AppleComponent.barButtons.name)
        // The control: the cut entry shows a class of the app's.
        let control = text.replacingOccurrences(of: "_UIModernBarButton", with: "Shop.PriceTag")
        #expect(try explain(control).owner != .apple)
    }

    @Test func aRecoveryLineAloneNamesTheComponent() throws {
        let text =
            "Will attempt to recover by breaking constraint \n"
            + "<NSLayoutConstraint:0x6000027d8d20 MPVolumeSlider:0x7f9e8a51a9b0.width >= 20   (active)>\n"
        let explanation = try explain(text)
        #expect(explanation.verdict == .unreadable)
        #expect(explanation.owner == .apple)
        #expect(explanation.title == "not your code: inside MediaPlayer's controls")
        #expect(explanation.suggestion?.action == .notAppCode)
        // The control: the broken constraint is the app's.
        let control = text.replacingOccurrences(of: "MPVolumeSlider", with: "Tunes.VolumeBar")
        #expect(try explain(control).owner == .none)
        #expect(try explain(control).title == "nothing to analyse")
    }
}
