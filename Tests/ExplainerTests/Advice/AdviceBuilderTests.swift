import Testing

@testable import Explainer
@testable import LogParser

/// The advice for each kind of conflict, exactly as a user reads it.
@Suite struct AdviceBuilderTests {
    private func explanations(_ entries: [String], breaking broken: String? = nil) throws -> [ConflictExplanation] {
        ReportExplanation(try analyze(entries, breaking: broken), detail: []).conflicts
    }

    /// What each conflict says about UIKit's choice.
    private func recoveryLines(_ entries: [String], breaking broken: String) throws -> [String?] {
        ReportExplanation(try analyze(entries, breaking: broken), detail: .recovery).conflicts.map(\.recovery)
    }

    private let cell = [
        "<NSLayoutConstraint:0x1 UIImageView:0xa.top == UITableViewCellContentView:0xc.top   (active)>",
        "<NSLayoutConstraint:0x2 UIImageView:0xa.height == 60   (active)>",
        "<NSLayoutConstraint:0x3 UITableViewCellContentView:0xc.bottom == UIImageView:0xa.bottom   (active)>",
        "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 80   (active)>",
    ]

    @Test func appAgainstCellSize() throws {
        let explanation = try #require(
            try explanations(cell, breaking: "<NSLayoutConstraint:0x2 UIImageView:0xa.height == 60   (active)>").first)
        #expect(explanation.subject == "UITableViewCellContentView (vertical)")
        #expect(explanation.action == .lowerPriority)
        // In a self-sizing cell the chain's last pin gives way, not the image's height.
        #expect(explanation.changed == [2])
        #expect(explanation.verdict.rule == "last-pin")
        #expect(
            explanation.why
                == "A + B + C make UITableViewCellContentView 60 pt tall, but D, set by the table view, fixes it at 80 pt: 20 pt too little."
        )
        #expect(
            explanation.fix
                == "lower C to priority 999 so the chain gives way at its end and every fixed size in it is kept."
        )
        #expect(
            try recoveryLines(cell, breaking: "<NSLayoutConstraint:0x2 UIImageView:0xa.height == 60   (active)>")
                == ["UIKit broke B instead of C, so on screen UIImageView is 80 pt tall, not 60."])
    }

    @Test func uikitBrokeTheSystemOneInstead() throws {
        let explanation = try #require(
            try explanations(
                cell,
                breaking:
                    "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 80   (active)>"
            ).first)
        #expect(explanation.changed == [2])
        #expect(
            try recoveryLines(
                cell,
                breaking:
                    "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 80   (active)>"
            ).first
                == "UIKit broke D instead of C, so on screen UITableViewCellContentView is 60 pt tall, not 80."
        )
    }

    @Test func autoresizingMask() throws {
        let explanation = try #require(
            try explanations([
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& ToastView:0xa.height == 0   (active)>",
                "<NSLayoutConstraint:0x2 ToastView:0xa.height == 48   (active)>",
            ]).first)
        #expect(explanation.action == .disableAutoresizingMask)
        #expect(explanation.changed == [0])
        #expect(
            explanation.fix
                == "set translatesAutoresizingMaskIntoConstraints = false on ToastView (its mask adds A): the autoresizing mask turns the view's frame into constraints, which fight the ones you gave it."
        )
    }

    @Test func stackViewHiding() throws {
        let explanation = try #require(
            try explanations([
                "<NSLayoutConstraint:0x1 LoopUI.ChartContentView:0xa.height >= 100   (active)>",
                "<NSLayoutConstraint:0x2 'UISV-hiding' LoopUI.ChartContentView:0xa.height == 0   (active)>",
            ]).first)
        #expect(explanation.changed == [0])
        #expect(
            explanation.why
                == "A needs ChartContentView at least 100 pt tall, but B, the stack view collapsing a hidden arranged subview to 0, fixes it at 0 pt: 100 pt too much."
        )
        #expect(
            explanation.fix.hasPrefix(
                "lower A to priority 999 so ChartContentView can collapse while the stack view hides it (never give a hidden arranged subview a required size)."
            ))
    }

    @Test func margins() throws {
        let explanation = try #require(
            try explanations([
                "<NSLayoutConstraint:0x1 UILabel:0xa'Weekly'.width == 300   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0xa'Weekly'.leading == UILayoutGuide:0xe'UIViewLayoutMarginsGuide'.leading   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0xa'Weekly'.trailing == UILayoutGuide:0xe'UIViewLayoutMarginsGuide'.trailing   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-leftMargin-guide-constraint' H:|-(20)-[UILayoutGuide:0xe'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':HeaderView:0xc )>",
                "<NSLayoutConstraint:0x5 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0xe'UIViewLayoutMarginsGuide']-(20)-|(LTR)   (active, names: '|':HeaderView:0xc )>",
                "<NSLayoutConstraint:0x6 HeaderView:0xc.width == 320   (active)>",
            ]).first)
        #expect(explanation.changed == [0])
        #expect(
            explanation.fix.hasPrefix(
                "lower A to priority 999 so UILabel 'Weekly' gives way where the layout margins leave too little room."
            ))
    }

    /// Two decimals would round this difference away: the sentence keeps four.
    @Test func aDifferenceBelowACentIsNotRoundedAway() throws {
        let explanation = try #require(
            try explanations([
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 100.002   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width == 100   (active)>",
            ]).first)
        #expect(explanation.why == "A makes UIView 100.002 pt wide, but B fixes it at 100 pt: 0.002 pt too much.")
    }

    @Test func safeArea() throws {
        let explanation = try #require(
            try explanations([
                "<NSLayoutConstraint:0x1 HeroView:0xa.top == UILayoutGuide:0xe'UIViewSafeAreaLayoutGuide'.top   (active)>",
                "<NSLayoutConstraint:0x2 HeroView:0xa.height == 800   (active)>",
                "<NSLayoutConstraint:0x3 HeroView:0xa.bottom <= UILayoutGuide:0xe'UIViewSafeAreaLayoutGuide'.bottom   (active)>",
                "<NSLayoutConstraint:0x4 'UIViewSafeAreaLayoutGuide-top' V:|-(59)-[UILayoutGuide:0xe'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0xc )>",
                "<NSLayoutConstraint:0x5 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0xe'UIViewSafeAreaLayoutGuide']-(34)-|   (active, names: '|':UIView:0xc )>",
                "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UIView:0xc.height == 852   (active)>",
            ]).first)
        #expect(explanation.changed == [1])
        #expect(
            explanation.why
                == "A + B + C + D + E need UIView at least 893 pt tall (HeroView 800 pt and gaps of 59 and 34 pt), but F, set by its container, fixes it at 852 pt: 41 pt too much."
        )
        #expect(
            explanation.fix.hasPrefix(
                "lower B to priority 999 so HeroView gives way where the safe area leaves too little room."
            )
        )
    }

    @Test func keyboardOnlyIsNotYourBug() throws {
        let explanation = try #require(
            try explanations([
                "<NSLayoutConstraint:0x1 'assistantHeight' SystemInputAssistantView:0xa.height == 45   (active)>",
                "<NSLayoutConstraint:0x2 'assistantView.top' V:|-(0)-[SystemInputAssistantView:0xa]   (active, names: '|':UIInputSetHostView:0xc )>",
                "<NSLayoutConstraint:0x3 'assistantView.bottom' SystemInputAssistantView:0xa.bottom == UIInputSetHostView:0xc.bottom   (active)>",
                "<NSLayoutConstraint:0x4 UIInputSetHostView:0xc.height == 0   (active)>",
            ]).first)
        #expect(explanation.action == .notAppCode)
        #expect(explanation.changed.isEmpty)
        #expect(
            explanation.fix
                == "nothing to fix in your code: every constraint here belongs to the keyboard's input assistant bar, whose views are "
                + "private to Apple. UIKit recovers by breaking one of them."
        )
    }

    @Test func temporaryWidth() throws {
        let explanation = try #require(
            try explanations([
                "<NSLayoutConstraint:0x1 CarbonSwipeRefresh:0xa.width == 40   (active)>",
                "<NSLayoutConstraint:0x2 '_UITemporaryLayoutWidth' CarbonSwipeRefresh:0xa.width == 0   (active)>",
            ]).first)
        #expect(explanation.action == .transient)
        #expect(explanation.changed == [0])
        #expect(explanation.verdict.owner == .passing)
        #expect(
            explanation.fix
                == "this passes: _UITemporaryLayoutWidth is the size the engine gives CarbonSwipeRefresh before its first layout, and it goes away once CarbonSwipeRefresh has its real size. To silence it, give CarbonSwipeRefresh a non-zero starting frame, or lower A to priority 999."
        )
    }

    @Test func snapKitSourceLocation() throws {
        let explanation = try #require(
            try explanations([
                "<SnapKit.LayoutConstraint:0x1@TripSettingsViewController.swift#67 UIImageView:0xa.left == UIView:0xc.left + 20.0>",
                "<SnapKit.LayoutConstraint:0x2@TripSettingsViewController.swift#73 UILabel:0xb.left == UIImageView:0xa.right + 10.0>",
                "<SnapKit.LayoutConstraint:0x3@TripSettingsViewController.swift#74 UILabel:0xb.right == UIView:0xc.right - 20.0>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 20   (active)>",
            ]).first)
        // The container is 20 pt wide for a moment (the pins and gaps alone need 50): the last pin gives way.
        #expect(explanation.changed == [2])
        #expect(
            explanation.fix.hasPrefix(
                "lower C to priority 999"))
    }

    @Test func twoConflictsInOneReport() throws {
        let all = try explanations(
            [
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.height == 20   (active)>",
                "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 30   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UIView:0xa.height == 40   (active)>",
            ], breaking: "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>")
        #expect(all.map(\.changed) == [[0], [1]])
        #expect(all.map(\.subject) == ["UIView (horizontal)", "UIView (vertical)"])
        #expect(
            try recoveryLines(
                [
                    "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
                    "<NSLayoutConstraint:0x2 UIView:0xa.height == 20   (active)>",
                    "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 30   (active)>",
                    "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UIView:0xa.height == 40   (active)>",
                ], breaking: "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>")[1]
                == "UIKit broke UIView.width == 10, outside this conflict, which it leaves unresolved.")
    }

    @Test func dependsOnDefaultMargins() throws {
        let explanation = try #require(
            try explanations([
                "<NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xc.leadingMargin   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0xa.width == 310   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xc.trailingMargin == UILabel:0xa.trailing   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 320   (active)>",
            ]).first)
        #expect(
            explanation.why
                == "A + B + C make UIView 326 pt wide (UILabel 310 pt and 2 default margins of 8 pt), but D, set by its container, fixes it at 320 pt: 6 pt too much."
        )
        #expect(
            explanation.caveats == [
                "This holds if the layout margins are UIKit's default 8 pt; the log does not show them. Only with margins of "
                    + "exactly 5 pt, all alike, can these constraints all hold."
            ])
    }

    @Test func widthCannotBeNegative() throws {
        let explanation = try #require(try explanations(["<NSLayoutConstraint:0x1 MyApp.Badge:0xa.width == - 20   (active)>"]).first)
        #expect(explanation.action == .remove)
        #expect(explanation.fix == "remove A: it can never hold on its own.")
    }

    /// A plain `UIView.width == - 16`, alone, is UIAlertController's action sheet.
    @Test func actionSheetWidthIsApples() throws {
        let explanation = try #require(try explanations(["<NSLayoutConstraint:0x1 UIView:0xa.width == - 16   (active)>"]).first)
        #expect(explanation.action == .notAppCode)
        #expect(explanation.changed.isEmpty)
        #expect(explanation.shortFix == "not your code (UIAlertController's action sheet)")
        #expect(
            explanation.fix
                == "nothing to fix in your code: every constraint here belongs to UIAlertController's action sheet, whose views are "
                + "private to Apple. UIKit recovers by breaking one of them.")
    }

    /// A view centred in and right-aligned to one container: one of the two is stale.
    @Test func viewPlacedTwiceAlongOneAxis() throws {
        let explanation = try #require(
            try explanations([
                "<MASLayoutConstraint:0x1 UIButton:0xb1.width == 75>",
                "<MASLayoutConstraint:0x2 UIButton:0xb1.centerX == UIView:0xc0.centerX>",
                "<MASLayoutConstraint:0x3 UIButton:0xb1.right == UIView:0xc0.right>",
                "<MASLayoutConstraint:0x4 UIView:0xc0.width == 200>",
            ]).first)
        #expect(explanation.action == .remove)
        #expect(explanation.changed == [1])
        #expect(explanation.shortFix == "remove UIButton.centerX == UIView.centerX or UIButton.right == UIView.right")
        #expect(
            explanation.fix.hasPrefix(
                "remove B or C: "
            )
        )
    }

    /// Pinning both edges to one container is how a width follows it: not placed twice.
    @Test func bothEdgesPinnedIsNotPlacedTwice() throws {
        let explanation = try #require(
            try explanations([
                "<NSLayoutConstraint:0x1 MyApp.Badge:0xb1.width == 75   (active)>",
                "<NSLayoutConstraint:0x2 MyApp.Badge:0xb1.leading == UIView:0xc0.leading   (active)>",
                "<NSLayoutConstraint:0x3 MyApp.Badge:0xb1.trailing == UIView:0xc0.trailing   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0xc0.width == 200   (active)>",
            ]).first)
        #expect(explanation.action == .lowerPriority)
    }

    /// An old SnapKit's absolute path is kept whole: it is what makes `path:line` clickable.
    @Test func snapKitPathIsKeptAsPrinted() throws {
        let explanation = try #require(
            try explanations([
                "<SnapKit.LayoutConstraint:0x1@/Users/dev/Trips/HeaderView.swift#31 UILabel:0xa.height == 100.0>",
                "<SnapKit.LayoutConstraint:0x2@/Users/dev/Trips/HeaderView.swift#32 UILabel:0xa.height == 80.0>",
            ]).first)
        #expect(
            explanation.constraints.map(\.maker) == [
                "yours (/Users/dev/Trips/HeaderView.swift:31)", "yours (/Users/dev/Trips/HeaderView.swift:32)",
            ])
    }
}
