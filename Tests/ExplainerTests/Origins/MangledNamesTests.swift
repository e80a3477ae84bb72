import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Swift classes as the runtime prints them: Apple's, mangled or with their
/// module, are Apple's and read with their module; the app's stay the app's,
/// their module dropped; generic ones keep their printed names.
@Suite struct MangledNamesTests {
    @Test(arguments: [
        ("_TtC5MyApp8CardView", "MyApp", ["CardView"]),
        ("_TtCC5UIKit19NavigationButtonBar15ItemWrapperView", "UIKit", ["NavigationButtonBar", "ItemWrapperView"]),
        ("_TtCV7Recipes4List3Row", "Recipes", ["List", "Row"]),
        ("_TtCs12_SwiftObject", "Swift", ["_SwiftObject"]),
    ])
    func mangledNamesAreRead(_ name: String, _ module: String, _ path: [String]) throws {
        let mangled = try #require(MangledClassName(name))
        #expect(mangled.module == module)
        #expect(mangled.path == path)
    }

    @Test(arguments: [
        "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_",  // generic
        "_TtC5MyApp9CardView",  // a length past the end
        "_TtC5MyApp8CardViewX",  // text left over
        "_TtCC5MyApp8CardView",  // a kind letter without its name
        "_TtC9223372036854775807",  // a length past any name, near Int.max
        "_TtC99999999999999999999999AB",  // more digits than an Int holds
        "_TtVC5MyApp4List3Row",  // a struct: no class of the runtime
        "UIView",
    ])
    func otherNamesAreNotRead(_ name: String) {
        #expect(MangledClassName(name) == nil)
    }

    static let log = packageRoot.appendingPathComponent("SampleLogs/apple/mangled-names.log")

    @Test func eachFormHasItsOwnerAndReadableNames() throws {
        let explanations = try readReports(Self.log).map { ReportExplanation(ReportAnalyzer.analyze($0), detail: []) }
        try #require(explanations.count == 4)
        let subjects = explanations.map { $0.conflicts.first?.subject }
        #expect(
            subjects == [
                "UIKit.NavigationBarView (horizontal)", "UIKit.NavigationBarTransitionView (vertical)", "CardView (horizontal)",
                "SwiftUI.UIHostingContentView (vertical)",
            ])
        #expect(explanations.map(\.appleComponent) == ["UIKit's private views", "UIKit's private views", nil, "SwiftUI's hosting views"])
        // The app's nested class, by its types' names; Apple's generic one as printed.
        let card = try #require(explanations[2].conflicts.first)
        #expect(card.constraints[0].equation == "CardView.BadgeView.width == 64")
        #expect(card.ownerName == "app")
        let hosting = try #require(explanations[3].conflicts.first)
        #expect(hosting.constraints[0].equation == "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_.height == 120")
    }
}
