import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Conflicts inside Apple's private views are called Apple's, naming the
/// component, with no change to the app's code; one the app's own view takes
/// part in stays the app's. Each log is in `SampleLogs/apple/`.
@Suite struct AppleComponentTests {
    static let folder = packageRoot.appendingPathComponent("SampleLogs/apple")

    static func explain(_ name: String) throws -> ReportExplanation {
        let report = try #require(try readReports(folder.appendingPathComponent(name)).first)
        return ReportExplanation(ReportAnalyzer.analyze(report), detail: [])
    }

    @Test(arguments: [
        ("alert-controller.log", "UIAlertController"),
        ("action-sheet-width.log", "UIAlertController's action sheet"),
        ("share-sheet-airdrop.log", "the share sheet (UIActivityViewController)"),
        ("messages-extension.log", "the Messages extension host"),
        ("spotlight-springboard.log", "Spotlight (logged by SpringBoard)"),
        ("media-player-controls.log", "MediaPlayer's controls"),
        ("keyboard-assistant-bar.log", "the keyboard's input assistant bar"),
        ("appkit-toolbar-item.log", "the window's toolbar (NSToolbar)"),
        ("springboard-home-screen.log", "SpringBoard (the Home Screen and its views)"),
        ("swiftui-back-button.log", "UINavigationBar"),
    ])
    func conflictInsideAComponentIsApples(_ log: String, _ component: String) throws {
        let explanation = try Self.explain(log)
        #expect(explanation.verdict == .conflict)
        let suggestion = try #require(explanation.suggestion)
        #expect(suggestion.action == .notAppCode)
        #expect(suggestion.entryIndices.isEmpty)
        for conflict in explanation.conflicts {
            #expect(conflict.changed.isEmpty)
            #expect(conflict.shortFix == "not your code (\(component))")
            #expect(conflict.fix.hasPrefix("nothing to fix in your code: every constraint here belongs to \(component), "))
        }
    }

    /// Cut before the conflict shows, the constraints still tell whose it is.
    /// A toolbar's zero size is its own frame, which its creator gives: the title says so, not "not your code".
    @Test(arguments: [
        ("navigation-bar-cut.log", "UINavigationBar", "not your code: inside UINavigationBar"),
        ("toolbar-cut.log", "UIToolbar", "inside UIToolbar: laid out before it had a frame"),
    ])
    func cutReportInsideAComponentIsApples(_ log: String, _ component: String, _ title: String) throws {
        let explanation = try Self.explain(log)
        #expect(explanation.verdict == .noConflictFound)
        #expect(explanation.title == title)
        // Nothing of the app's is listed: no "What you can influence" that would only say a view of its own is not.
        #expect(!explanation.sentences.contains { $0.hasPrefix("What you can influence") })
        #expect(explanation.sentences.first?.hasPrefix("Every constraint the log shows belongs to \(component), ") == true)
        #expect(explanation.suggestion?.action == .notAppCode)
        #expect(explanation.suggestion?.entryIndices.isEmpty == true)
    }

    /// A toolbar's conflict says what the app can influence; where it is the
    /// known one (laid out at zero size), its "Known:" line says it instead, once.
    @Test func toolbarSaysWhatTheAppCanInfluenceOnce() throws {
        let known = try Self.explain("toolbar-cut.log")
        #expect(known.known?.id == "toolbar-zero-size")
        #expect(!known.sentences.contains { $0.hasPrefix("What you can influence") })
        #expect(
            known.sentences.first
                == "Every constraint the log shows belongs to UIToolbar, whose views are private to Apple, so no constraint of "
                + "yours takes part; their zero size is the UIToolbar's own frame, which the code that creates it gives: "
                + "yours, a library's or Apple's (the log does not show whose).")
        #expect(known.suggestion?.text.hasSuffix("Where your code creates the UIToolbar, give it a non-zero frame there.") == true)
        let text =
            KnownAppleConflictsTests.header + """
                    "<NSAutoresizingMaskLayoutConstraint:0x600002131540 h=-&- v=-&- _UIToolbarContentView:0x106a07b90.width == UIToolbar:0x106a01c20.width   (active)>",
                    "<NSLayoutConstraint:0x600002125180 H:|-(0)-[_UIButtonBarStackView:0x106a084c0]   (active, names: '|':_UIToolbarContentView:0x106a07b90 )>",
                    "<NSLayoutConstraint:0x6000021262b0 H:[_UIButtonBarStackView:0x106a084c0]-(0)-|   (active, names: '|':_UIToolbarContentView:0x106a07b90 )>",
                    "<NSLayoutConstraint:0x600002133250 'TB_Trailing_Trailing' H:[_UIModernBarButton:0x106919a40]-(8)-|   (active, names: '|':_UIButtonBarButton:0x106a08df0 )>",
                    "<NSLayoutConstraint:0x600002133300 'TB_Leading_Leading' H:|-(8)-[_UIModernBarButton:0x106919a40]   (active, names: '|':_UIButtonBarButton:0x106a08df0 )>",
                    "<NSLayoutConstraint:0x600002133350 _UIButtonBarButton:0x106a08df0.width == 0   (active)>"
                """ + KnownAppleConflictsTests.footer
        let other = try #require(KnownAppleConflictsTests.explanations(text: text).first)
        #expect(other.owner == .apple && other.known == nil)
        #expect(
            other.conflicts.first?.fix.hasSuffix(
                "What you can influence: if you create the toolbar in code, give it a non-zero frame so its buttons have room from the start."
            ) == true, "\(other.conflicts.first?.fix ?? "")")
    }

    /// The app's own class in a component's view: the app's to fix.
    @Test func appViewInsideANavigationBarIsTheApps() throws {
        let explanation = try Self.explain("title-view-in-navigation-bar.log")
        let suggestion = try #require(explanation.suggestion)
        #expect(suggestion.action == .lowerPriority)
        #expect(suggestion.entryIndices == [0])
    }

    @Test func everyAppleSampleIsTested() throws {
        let logs = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".log") }
        // mangled-names.log is MangledNamesTests'; the known conflicts' samples are KnownAppleConflictsTests'.
        #expect(logs.count == 14 + KnownAppleConflictsTests.ownSamples.count)
    }

    /// Logged by Apple's own process, plain views are Apple's too, and said so in each constraint's maker.
    @Test func aSystemProcessIsApples() throws {
        let explanation = try Self.explain("springboard-home-screen.log")
        #expect(explanation.report.process == "SpringBoard")
        #expect(explanation.owner == .apple)
        #expect(
            explanation.conflicts.first?.constraints.map(\.maker)
                == Array(repeating: "Apple's (SpringBoard (the Home Screen and its views))", count: 4))
    }
}
