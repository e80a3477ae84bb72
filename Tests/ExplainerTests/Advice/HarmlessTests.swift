import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// "harmless" only for what is. A recovery that leaves a
/// view 0 pt where it was asked for more, or shows a view asked to be 0 pt,
/// is a visible bug even inside Apple's views.
@Suite struct HarmlessTests {
    private func fix(_ entries: [String], breaking broken: String) throws -> String {
        try #require(ReportExplanation(try analyze(entries, breaking: broken), detail: []).conflicts.first).fix
    }

    /// An alert whose edges are tied together, in a window `width` wide.
    private func sheet(width: Int) -> [String] {
        [
            "<NSLayoutConstraint:0x1 _UIAlertControllerView:0xa.width == 270   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(0)-[_UIAlertControllerView:0xa]   (active, names: '|':UITransitionView:0xb )>",
            "<NSLayoutConstraint:0x3 _UIAlertControllerView:0xa.trailing == UITransitionView:0xb.leading   (active)>",
            "<NSLayoutConstraint:0x4 UITransitionView:0xb.width == \(width)   (active)>",
        ]
    }

    @Test func aSheetLeftWithNoWidthIsNotHarmless() throws {
        // UIKit breaks the alert's 270, so it is 0 pt wide in a 320 pt window.
        let shown = sheet(width: 320)
        let text = try fix(shown, breaking: shown[0])
        #expect(text.contains("which leaves _UIAlertControllerView 0 pt wide, not 270, so it may not show: not a harmless warning"))
        #expect(!text.contains("the warning is harmless"))
    }

    @Test func aViewCollapsedInsideAContainerOf0PtIsNotSeen() throws {
        // The control: the window itself is 0 pt wide (not on screen yet), so nothing shows wrong.
        let hidden = sheet(width: 0)
        let text = try fix(hidden, breaking: hidden[0])
        #expect(text.contains("no view here collapses, shows when hidden or changes a size it was given: the warning is harmless"))
    }

    /// A size set exactly that the recovery changes (and that does not vanish) is said as it is:
    /// neither "harmless" nor a bug, since the log cannot say which.
    @Test func aSizeTheRecoveryChangesIsNeverHarmless() throws {
        let squeezed = [
            "<NSLayoutConstraint:0x1 _UIAlertControllerView:0xa.width == 270   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(20)-[_UIAlertControllerView:0xa]   (active, names: '|':UITransitionView:0xb )>",
            "<NSLayoutConstraint:0x3 UITransitionView:0xb.trailing == _UIAlertControllerView:0xa.trailing + 20   (active)>",
            "<NSLayoutConstraint:0x4 UITransitionView:0xb.width == 280   (active)>",
        ]
        let text = try fix(squeezed, breaking: squeezed[0])
        #expect(text.contains("UIKit recovers by breaking one of them, which leaves _UIAlertControllerView 240 pt wide, not 270. "))
        #expect(!text.contains("harmless"))
    }

    /// Over every sample and corpus log: where the fix says harmless, UIKit's recovery leaves no size changed.
    @Test func noOutputCallsAVisibleCollapseHarmless() throws {
        var logs = sampleLogs
        let apple = packageRoot.appendingPathComponent("SampleLogs/apple")
        logs += try FileManager.default.contentsOfDirectory(atPath: apple.path).filter { $0.hasSuffix(".log") }
            .map { apple.appendingPathComponent($0) }
        if let corpusFolder {
            logs += try FileManager.default.contentsOfDirectory(atPath: corpusFolder.path).filter { $0.hasSuffix(".log") }
                .map { corpusFolder.appendingPathComponent($0) }
        }
        var harmless = 0
        for url in logs {
            for report in try readReports(url) {
                let explanation = ReportExplanation(ReportAnalyzer.analyze(report), detail: .recovery)
                for conflict in explanation.conflicts where conflict.fix.contains("the warning is harmless") {
                    harmless += 1
                    let recovery = conflict.recovery ?? ""
                    #expect(
                        !recovery.contains(" pt wide, not") && !recovery.contains(" pt tall, not"),
                        "\(url.lastPathComponent):\(report.startLine): harmless, yet \(recovery)")
                }
            }
        }
        // The corpus's keyboard bar and text view lose a pin, not a size: harmless (the samples' own
        // harmless case is the control above).
        #expect(harmless >= (corpusFolder == nil ? 0 : 2), "some conflicts are shown harmless")
    }
}
