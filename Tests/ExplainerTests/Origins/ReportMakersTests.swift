import Testing

@testable import LayoutAnalysis
@testable import LogParser

/// Whose each constraint is, from the fact its entry shows, and how sure;
/// each case beside a control that differs in that one fact.
@Suite struct ReportMakersTests {
    /// The maker of the one entry of a report logged by `process` (none when nil).
    private func maker(_ entry: String, process: String? = "Shop") throws -> Maker {
        let prefix = process.map { "2024-03-01 10:00:00.000000+0100 \($0)[311:9012] " } ?? ""
        let text = """
            \(prefix)Unable to simultaneously satisfy constraints.
            (
                "\(entry)"
            )
            """
        let report = try #require(LogScanner.reports(in: text, source: "makers.log").first)
        let analysis = ReportAnalyzer.analyze(report)
        return try #require(analysis.makers.first ?? nil)
    }

    @Test func publicClassesAloneAreNotKnown() throws {
        let found = try maker("<NSLayoutConstraint:0x1 UILabel:0x2.leading == UIView:0x3.leading + 16   (active)>")
        #expect(found == Maker(.appOrLibrary, .publicClassesOnly, .notKnown))
    }

    @Test func aClassOfTheProcesssModuleIsSurelyTheApps() throws {
        let found = try maker("<NSLayoutConstraint:0x1 UILabel:0x2.leading == Shop.CartView:0x3.leading + 16   (active)>")
        #expect(found == Maker(.app, .appClass("Shop.CartView"), .sure))
    }

    @Test func aClassOfAnotherModuleIsLikelyALibrarys() throws {
        let found = try maker("<NSLayoutConstraint:0x1 Pager.PagerBar:0x3.height == 44   (active)>")
        #expect(found == Maker(.library("Pager"), .libraryClass("Pager.PagerBar"), .likely))
    }

    @Test func aLibrarysViewBesideAPublicOneIsPlacedByEither() throws {
        // Placed in a public view: the app's placing or the library's insides, the log does not say.
        let placed = try maker("<NSLayoutConstraint:0x1 UILabel:0x2.leading == Tabman.TabmanBar:0x3.leading + 16   (active)>")
        #expect(placed == Maker(.appOrLibrary, .libraryClass("Tabman.TabmanBar"), .notKnown))
        // The control: the library's view is the superview, so this is its own inside.
        let inside = try maker("<NSLayoutConstraint:0x1 H:|-(16)-[UILabel:0x2]   (active, names: '|':Tabman.TabmanBar:0x3 )>")
        #expect(inside == Maker(.library("Tabman"), .libraryClass("Tabman.TabmanBar"), .sure))
    }

    @Test func withoutAProcessAModuleIsLikelyTheApps() throws {
        let found = try maker("<NSLayoutConstraint:0x1 UILabel:0x2.leading == Pager.PagerBar:0x3.leading + 16   (active)>", process: nil)
        #expect(found == Maker(.app, .otherClass("Pager.PagerBar"), .likely))
    }

    @Test func aKnownLibrarysClassIsSurelyItsOwn() throws {
        let swift = try maker("<NSLayoutConstraint:0x1 Tabman.TabmanBar:0x3.height == 44   (active)>")
        #expect(swift == Maker(.library("Tabman"), .libraryClass("Tabman.TabmanBar"), .sure))
        let objectiveC = try maker("<NSLayoutConstraint:0x1 RCTView:0x2.height == 44   (active)>")
        #expect(objectiveC == Maker(.library("React Native"), .libraryClass("RCTView"), .sure))
    }

    @Test func aSystemIdentifierIsSurelyApples() throws {
        let found = try maker("<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' UIView:0x2.width == 320   (active)>")
        #expect(found == Maker(.apple, .systemIdentifier("UIView-Encapsulated-Layout-Width"), .sure))
    }

    @Test func anIdentifierOfItsOwnIsLikelyTheApps() throws {
        let found = try maker("<NSLayoutConstraint:0x1 'cardHeight' UIView:0x2.height == 120   (active)>")
        #expect(found == Maker(.app, .ownIdentifier("cardHeight"), .likely))
    }

    @Test func aFileAndLineAreSurelyTheApps() throws {
        let found = try maker("<SnapKit.LayoutConstraint:0x1@Cell.swift#88 UIView:0x2.height == 120.0>")
        #expect(found == Maker(.app, .sourceLocation(CodeLocation(path: "Cell.swift", line: 88)), .sure))
        let vendored = try maker("<SnapKit.LayoutConstraint:0x1@/Users/me/App/Pods/Tabman/Bar.swift#12 UIView:0x2.height == 1.0>")
        #expect(vendored.kind == .library("Tabman"))
    }

    @Test func applesPrivateViewsAloneAreApples() throws {
        let found = try maker("<NSLayoutConstraint:0x1 _UIButtonBarStackView:0x2.height == 0   (active)>")
        #expect(found == Maker(.apple, .appleClass("_UIButtonBarStackView"), .sure))
        let tied = try maker("<NSLayoutConstraint:0x1 UIView:0x2.height == _UIButtonBarStackView:0x3.height   (active)>")
        #expect(tied == Maker(.apple, .heldView("UIView", by: "_UIButtonBarStackView"), .likely))
    }

    @Test func aMaskIsWhoeverOwnsTheViews() throws {
        let app = try maker("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Shop.CartView:0x2.width == 0   (active)>")
        #expect(app == Maker(.app, .frameOf("Shop.CartView"), .sure))
        let plain = try maker("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.width == 0   (active)>")
        #expect(plain == Maker(.appOrLibrary, .frameOf("UIView"), .notKnown))
    }

    @Test func appleProcessesLogOnlyApplesConstraints() throws {
        let found = try maker("<NSLayoutConstraint:0x1 UILabel:0x2.leading == Shop.CartView:0x3.leading + 16>", process: "SpringBoard")
        #expect(found == Maker(.apple, .appleProcess("SpringBoard"), .sure))
    }

    /// The makers of a report's entries.
    private func makers(_ entries: [String]) throws -> [Maker?] {
        ReportAnalyzer.analyze(try listReport(entries)).makers
    }

    /// Another entry's `'|'` that binds the public view inside the library's view says the same as this entry's would.
    @Test func aLibrarysViewAsTheSuperviewAnotherEntryBindsHoldsItsInsides() throws {
        let found = try makers([
            "<NSLayoutConstraint:0x1 V:|-(0)-[UIStackView:0x2]   (active, names: '|':Tabman.TabmanBar:0x3 )>",
            "<NSLayoutConstraint:0x4 UIStackView:0x2.bottom == Tabman.TabmanBar:0x3.bottom   (active)>",
        ])
        #expect(found.map { $0?.kind } == [.library("Tabman"), .library("Tabman")])
        // The control: alone, the same pin says nothing of which side placed which.
        let alone = try makers(["<NSLayoutConstraint:0x4 UIStackView:0x2.bottom == Tabman.TabmanBar:0x3.bottom   (active)>"])
        #expect(alone.map { $0?.kind } == [.appOrLibrary])
    }

    @Test func aPlainViewTiedOnlyToApplesPrivateViewsIsTheirs() throws {
        let held = try makers([
            "<NSLayoutConstraint:0x1 H:[UIView:0xa(270)]   (active)>",
            "<NSLayoutConstraint:0x2 _UIAlertControllerView:0xb.width >= UIView:0xa.width   (active)>",
        ])
        #expect(held.map { $0?.kind } == [.apple, .apple])
        #expect(held[0]?.evidence == .heldView("UIView", by: "_UIAlertControllerView"))
        // The control: the view is also tied to another public view, which could be the app's.
        let free = try makers([
            "<NSLayoutConstraint:0x1 H:[UIView:0xa(270)]   (active)>",
            "<NSLayoutConstraint:0x2 _UIAlertControllerView:0xb.width >= UIView:0xa.width   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xc.leading == UIView:0xa.leading + 20   (active)>",
        ])
        #expect(free.map { $0?.kind } == [.appOrLibrary, .apple, .appOrLibrary])
    }

    @Test func aGuideNamedWithAnAddressIsApples() throws {
        let found = try makers(["<NSLayoutConstraint:0x1 UILayoutGuide:0xa'TitleView(layout=0x101c11390)'.width == 0   (active)>"])
        #expect(found.first??.kind == .apple)
        let control = try makers(["<NSLayoutConstraint:0x1 UILayoutGuide:0xa'TitleView'.width == 0   (active)>"])
        #expect(control.first??.kind == .appOrLibrary)
    }
}
