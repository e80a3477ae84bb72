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
    @Test(arguments: [("navigation-bar-cut.log", "UINavigationBar"), ("toolbar-cut.log", "UIToolbar")])
    func cutReportInsideAComponentIsApples(_ log: String, _ component: String) throws {
        let explanation = try Self.explain(log)
        #expect(explanation.verdict == .noConflictFound)
        #expect(explanation.title == "not your code: inside \(component)")
        #expect(explanation.sentences.first?.hasPrefix("Every constraint the log shows belongs to \(component), ") == true)
        #expect(explanation.suggestion?.action == .notAppCode)
        #expect(explanation.suggestion?.entryIndices.isEmpty == true)
    }

    @Test func toolbarSaysWhatTheAppCanInfluence() throws {
        let explanation = try Self.explain("toolbar-cut.log")
        #expect(
            explanation.sentences.last
                == "What you can influence: if you create the toolbar in code, give it a non-zero frame so its buttons have room from the start."
        )
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
