import Testing

@testable import Explainer
@testable import LogParser

/// The advice for each kind of ambiguous view the trace can mark.
@Suite struct AmbiguityExplanationTests {
    static func sentences(_ trace: String) -> [[String]] {
        AmbiguityTraceReader.traces(in: trace).flatMap { AmbiguityExplanation($0).views.map(\.sentences) }
    }

    /// The app's Swift classes print as runtime names beginning `_Tt`: not Apple's private ones.
    @Test func aMangledAppClassIsTheApps() {
        let advice = Self.sentences(
            "UIWindow:0x1\n|   *_TtC7Wayfare9BadgeView:0x2- AMBIGUOUS LAYOUT for _TtC7Wayfare9BadgeView:0x2.Height{id: 4}\n")
        #expect(
            advice == [
                [
                    "Nothing fixes its height.",
                    "Give it a height constraint, or pin both its top and bottom edges to UIWindow (0x1), its superview, to size it.",
                ]
            ])
    }

    /// Values the reader does not know are said as the trace names them.
    @Test func onlyUnknownValuesAreSaidAsNamed() {
        let advice = Self.sentences("UIWindow:0x1\n|   *UIView:0x2- AMBIGUOUS LAYOUT for UIView:0x2.maxX{id: 4}\n")
        #expect(
            advice == [
                [
                    "The trace names maxX as free: in the paused app, e -l objc -- (void)[(id)0x2 exerciseAmbiguityInLayout] "
                        + "moves it between the frames its constraints allow."
                ]
            ])
    }

    /// A stack view places its arranged views: no pins are advised.
    @Test func anArrangedViewIsLeftToItsStackView() {
        let advice = Self.sentences(
            "UIWindow:0x1\n|   *UIStackView:0x2\n|   |   *UILabel:0x3'Hi'- AMBIGUOUS LAYOUT for UILabel:0x3'Hi'.Width{id: 4}\n")
        #expect(
            advice == [
                [
                    "Nothing fixes its width.",
                    "Its superview is UIStackView (0x2), which places its arranged views along its axis itself: if it is one of "
                        + "them, give it the size the stack view's distribution and alignment need rather than pins of your own.",
                ]
            ])
    }
}
