import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// The catalogue of known conflicts of Apple's views: each entry named on
/// its sample, Apple's, and never on a report where the app's constraints
/// take part.
@Suite struct KnownAppleConflictsTests {
    static let apple = packageRoot.appendingPathComponent("SampleLogs/apple")
    /// The samples written for the catalogue (the others are AppleComponentTests').
    static let ownSamples = [
        "toolbar-zero-frame.log", "share-sheet-link-title.log", "share-sheet-action-cell.log", "assistant-bar-zero-height.log",
        "shortcut-bar-button.log",
    ]

    static func explanations(_ url: URL) throws -> [ReportExplanation] {
        try readReports(url).map { ReportExplanation(ReportAnalyzer.analyze($0), detail: []) }
    }

    static func explanations(text: String) -> [ReportExplanation] {
        var scanner = LogScanner(source: "test.log")
        let reports = scanner.scan(Array(text.utf8)) + scanner.finish()
        return reports.map { ReportExplanation(ReportAnalyzer.analyze($0), detail: []) }
    }

    @Test(arguments: [
        ("action-sheet-width.log", "action-sheet-negative-width", "UIAlertController's action sheet"),
        ("toolbar-zero-frame.log", "toolbar-zero-size", "UIToolbar"),
        // Cut before a conflict shows: the zero width alone names it.
        ("toolbar-cut.log", "toolbar-zero-size", "UIToolbar"),
        ("share-sheet-link-title.log", "share-sheet-title-zero-width", "the share sheet (UIActivityViewController)"),
        ("share-sheet-action-cell.log", "share-sheet-action-cell-height", "the share sheet (UIActivityViewController)"),
        ("assistant-bar-zero-height.log", "assistant-bar-zero-height", "the keyboard"),
        ("shortcut-bar-button.log", "shortcut-bar-button-zero-height", "the keyboard's input assistant bar"),
        ("keyboard-assistant-bar.log", "keyboard-assistant-height", "the keyboard's input assistant bar"),
        ("swiftui-back-button.log", "navigation-bar-zero-width", "UINavigationBar"),
    ])
    func eachSampleIsItsKnownConflict(_ sample: String, _ id: String, _ component: String) throws {
        let explanation = try #require(Self.explanations(Self.apple.appendingPathComponent(sample)).first)
        #expect(explanation.owner == .apple)
        #expect(explanation.appleComponent == component)
        #expect(explanation.known?.id == id)
        #expect(explanation.facts.known?.id == id)
        #expect(explanation.knownNote?.hasPrefix("Known: \(explanation.known?.name ?? "?"), reported on ") == true)
    }

    /// Apple's conflicts the catalogue does not hold stay unnamed.
    @Test(arguments: ["alert-controller.log", "share-sheet-airdrop.log", "navigation-bar-cut.log", "appkit-toolbar-item.log"])
    func otherConflictsOfApplesAreNotKnown(_ sample: String) throws {
        for explanation in try Self.explanations(Self.apple.appendingPathComponent(sample)) {
            #expect(explanation.owner == .apple)
            #expect(explanation.known == nil)
        }
    }

    @Test func everyEntryHasASampleAndPublicSources() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: Self.apple.path).filter { $0.hasSuffix(".log") }
        let known = try Set(samples.flatMap { try Self.explanations(Self.apple.appendingPathComponent($0)).compactMap(\.known?.id) })
        for entry in KnownAppleConflicts.catalogue {
            #expect(known.contains(entry.id), "no sample shows \(entry.id)")
            #expect(!entry.sources.isEmpty && entry.sources.allSatisfy { $0.hasPrefix("https://") || $0.hasPrefix("http://") })
        }
        #expect(Set(KnownAppleConflicts.catalogue.map(\.id)).count == KnownAppleConflicts.catalogue.count)
    }

    @Test func theDocsNameEveryEntryAndSource() throws {
        let docs = try String(contentsOf: packageRoot.appendingPathComponent("docs/known-apple-conflicts.md"), encoding: .utf8)
        for entry in KnownAppleConflicts.catalogue {
            #expect(docs.contains("| `\(entry.id)` | \(entry.name) |"), "\(entry.id)")
            for source in entry.sources { #expect(docs.contains(source), "\(entry.id): \(source)") }
        }
    }

    static let header = """
        2026-12-01 10:14:52.208841+0100 Wayfare[6204:411930] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (

        """
    static let footer = """
        )

        Will attempt to recover by breaking constraint
        """

    /// The app's own button in a toolbar laid out at zero width: the app's
    /// conflict, whatever the toolbar shows.
    @Test func theAppsConstraintsAreNeverKnown() throws {
        let text =
            Self.header + """
                    "<NSAutoresizingMaskLayoutConstraint:0x6000011a2d00 h=--& v=--& _UIToolbarContentView:0x7f9b3c40a1d0.width == 0   (active)>",
                    "<NSLayoutConstraint:0x6000011a2e40 H:|-(0)-[_UIButtonBarStackView:0x7f9b3c40b3f0]   (active, names: '|':_UIToolbarContentView:0x7f9b3c40a1d0 )>",
                    "<NSLayoutConstraint:0x6000011a2e90 H:[_UIButtonBarStackView:0x7f9b3c40b3f0]-(0)-|   (active, names: '|':_UIToolbarContentView:0x7f9b3c40a1d0 )>",
                    "<NSLayoutConstraint:0x6000011a3020 Wayfare.ShareButton:0x7f9b3c50c6a0.width == 120   (active)>",
                    "<NSLayoutConstraint:0x6000011a3070 H:|-(0)-[Wayfare.ShareButton:0x7f9b3c50c6a0]   (active, names: '|':_UIButtonBarStackView:0x7f9b3c40b3f0 )>",
                    "<NSLayoutConstraint:0x6000011a30c0 H:[Wayfare.ShareButton:0x7f9b3c50c6a0]-(0)-|   (active, names: '|':_UIButtonBarStackView:0x7f9b3c40b3f0 )>"
                """ + Self.footer
        let explanation = try #require(Self.explanations(text: text).first)
        #expect(explanation.owner == .app)
        #expect(explanation.known == nil)
    }

    /// The action sheet's shape needs the lone unnamed width: named, or beside another constraint, it is not that bug.
    @Test func theActionSheetWidthIsTheLoneUnnamedOne() {
        let named =
            Self.header + """
                    "<NSLayoutConstraint:0x600001c8e300 'sheetWidth' UIView:0x7fa1c2e51a70.width == - 16   (active)>"
                """ + Self.footer
        let lone =
            Self.header + """
                    "<NSLayoutConstraint:0x600001c8e300 UIView:0x7fa1c2e51a70.width == - 16   (active)>"
                """ + Self.footer
        #expect(Self.explanations(text: named).first?.known == nil)
        #expect(Self.explanations(text: lone).first?.known?.id == "action-sheet-negative-width")
    }
}

extension KnownAppleConflictsTests {
    /// A zero height is no zero width: the navigation bar's entry names a width.
    @Test func theZeroSizeIsTheEntrysAttribute() {
        let height =
            Self.header + """
                    "<NSLayoutConstraint:0x6000021735c0 'UIView-Encapsulated-Layout-Height' _UINavigationBarContentView:0x7fb2a1d0c2a0.height == 0   (active)>",
                    "<NSLayoutConstraint:0x600002115f40 'BackButton.height' UILayoutGuide:0x6000037a8460'BackButtonGuide(0x7fb2a1d17e30)'.height >= 44   (active)>",
                    "<NSLayoutConstraint:0x600002115ea0 'Mask_Top_Top' _UIBackButtonMaskView:0x7fb2a1d1a6c0.top == _UINavigationBarContentView:0x7fb2a1d0c2a0.top   (active)>"
                """ + Self.footer
        #expect(Self.explanations(text: height).first?.known?.id != "navigation-bar-zero-width")
    }

    /// The share sheet's LPLinkView is Apple's by its private title view; an
    /// app's own LPLinkView, the same constraints in a plain view, is the app's.
    @Test func anLPLinkViewOutsideTheShareSheetIsTheApps() {
        let text =
            Self.header + """
                    "<NSLayoutConstraint:0x600003e5c1e0 H:|-(16)-[LPLinkView:0x7fc2d8e1a5b0]   (active, names: '|':UIView:0x7fc2d8e19f40 )>",
                    "<NSLayoutConstraint:0x600003e5c230 H:[LPLinkView:0x7fc2d8e1a5b0]-(59)-|   (active, names: '|':UIView:0x7fc2d8e19f40 )>",
                    "<NSLayoutConstraint:0x600003e5d540 'UIView-Encapsulated-Layout-Width' UIView:0x7fc2d8e19f40.width == 0   (active)>"
                """ + Self.footer
        let explanation = Self.explanations(text: text).first
        #expect(explanation?.owner == .app)
        #expect(explanation?.known == nil)
    }

    /// The action sheet's lone width, beside an entry that could not be read, is not known to be alone.
    @Test func aLoneConstraintCountsEveryEntry() {
        let text =
            Self.header + """
                    "<NSLayoutConstraint:0x600001c8e300 UIView:0x7fa1c2e51a70.width == - 16   (active)>",
                    "<NSLayoutConstraint:0x600001c8e350 UIView:0x7fa1c2e51a70.wid"
                """ + Self.footer
        #expect(Self.explanations(text: text).first?.known == nil)
    }
}
