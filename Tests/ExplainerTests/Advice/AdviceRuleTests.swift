import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Each rule of advice and each kind of view whose frame its container sets:
/// a report in the console's format, and a control that differs in the one
/// fact the rule reads, with the verdict each gets.
@Suite struct AdviceRuleTests {
    /// The first conflict's verdict: the rule that chose, whose it is, what to do, and the constraints changed (by address).
    struct Said: Equatable, CustomStringConvertible {
        let rule: String
        let owner: String
        let action: Suggestion.Action
        let changed: [String]

        var description: String { "\(rule) \(owner) \(action.rawValue) \(changed)" }
    }

    private func said(_ entries: [String], breaking broken: String? = nil) throws -> Said {
        let analysis = try analyze(entries, breaking: broken)
        let conflict = try #require(ReportExplanation(analysis, detail: []).conflicts.first)
        return Said(
            rule: conflict.verdict.rule, owner: conflict.ownerName, action: conflict.action,
            changed: conflict.changed.map { analysis.report.entries[$0].address ?? "?" })
    }

    // MARK: - whose it is

    @Test func appleComponentAndAnAppViewInItsPlace() throws {
        let alert = [
            "<NSLayoutConstraint:0x1 _UIAlertControllerView:0xa.width == 270   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(0)-[UIView:0xb]   (active, names: '|':_UIAlertControllerView:0xa )>",
            "<NSLayoutConstraint:0x3 UIView:0xb.width == 300   (active)>",
            "<NSLayoutConstraint:0x4 H:[UIView:0xb]-(0)-|   (active, names: '|':_UIAlertControllerView:0xa )>",
        ]
        #expect(try said(alert) == Said(rule: "apple-component", owner: "apple", action: .notAppCode, changed: []))
        let control = alert.map { $0.replacingOccurrences(of: "_UIAlertControllerView", with: "Shop.PromoView") }
        let controlSaid = try said(control)
        #expect(controlSaid == Said(rule: "cheapest", owner: "app", action: .lowerPriority, changed: ["0x1"]), "\(controlSaid)")
    }

    @Test func systemOnlyIsNeverYours() throws {
        // A temporary width against a cell's size: nothing of the app's takes part.
        let system = [
            "<NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' UITableViewCellContentView:0xa.width == 0   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xa.width == 320   (active)>",
        ]
        #expect(try said(system) == Said(rule: "system-only", owner: "apple", action: .notAppCode, changed: []))
        // The control: the 320 is the app's, so it is a first layout of the app's view.
        let control = [system[0], "<NSLayoutConstraint:0x2 UITableViewCellContentView:0xa.width == 320   (active)>"]
        #expect(try said(control) == Said(rule: "first-layout", owner: "harmless", action: .transient, changed: ["0x2"]))
    }

    @Test func theBackButtonsGuideIsTheNavigationBarsEvenBesidePlainViews() throws {
        // SwiftUI's navigation bar: a plain view and a guide, known by their identifiers.
        let back = [
            "<NSLayoutConstraint:0x1 'BackButton.leading' UILayoutGuide:0xa'BackButtonGuide(0xb)'.leading == UIView:0xc.leading + 8   (active)>",
            "<NSLayoutConstraint:0x2 'BackButton.trailing' UIView:0xc.trailing >= UILayoutGuide:0xa'BackButtonGuide(0xb)'.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 0   (active)>",
        ]
        #expect(try said(back) == Said(rule: "apple-component", owner: "apple", action: .notAppCode, changed: []))
        // The control: the app's own identifiers and guide.
        let control = back.map {
            $0.replacingOccurrences(of: "'BackButton.", with: "'trailHeader.").replacingOccurrences(
                of: "BackButtonGuide(0xb)", with: "HeaderGuide")
        }
        #expect(try said(control) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x2"]))
    }

    @Test func theSizingPassIsUIKitsNeverTheOneToEdit() throws {
        let sizing = [
            "<NSLayoutConstraint:0x1 'fittingSizeHTarget' UITableViewCellContentView:0xc.width == 375   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(16)-[UILabel:0xa'Summit']   (active, names: '|':UITableViewCellContentView:0xc )>",
            "<NSLayoutConstraint:0x3 UILabel:0xa'Summit'.width == 400   (active)>",
            "<NSLayoutConstraint:0x4 H:[UILabel:0xa'Summit']-(16)-|   (active, names: '|':UITableViewCellContentView:0xc )>",
        ]
        let analysis = try analyze(sizing)
        #expect(analysis.origins[0] == .cellSize)
        let conflict = try #require(ReportExplanation(analysis, detail: []).conflicts.first)
        #expect(conflict.changed == [2])
        #expect(conflict.constraints[0].maker == "UIKit's sizing pass (systemLayoutSizeFitting) (fittingSizeHTarget)")
        // The control: without the identifier the width is the app's own.
        let control = [sizing[0].replacingOccurrences(of: "'fittingSizeHTarget' ", with: "")] + sizing.dropFirst()
        #expect(try analyze(control).origins[0] == .app)
    }

    @Test func aCellsTemplateHeightIsUIKits() throws {
        let template = [
            "<NSLayoutConstraint:0x1 V:[UITableViewCellContentView:0xc(44)]>",
            "<NSLayoutConstraint:0x2 V:|-(12)-[UIImageView:0xa]   (Names: '|':UITableViewCellContentView:0xc )>",
            "<NSLayoutConstraint:0x3 V:[UIImageView:0xa(60)]>",
            "<NSLayoutConstraint:0x4 V:[UIImageView:0xa]-(12)-|   (Names: '|':UITableViewCellContentView:0xc )>",
        ]
        #expect(try said(template) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x4"]))
        // The control: 43.5 is no template height; the app's own size on the cell is the odd one out.
        let control = [template[0].replacingOccurrences(of: "(44)", with: "(43.5)")] + template.dropFirst()
        #expect(try said(control).changed == ["0x1"])
    }

    // MARK: - a library's constraint is the library's

    /// A width on a cell's content view is a measuring fence, which a
    /// library may make: said as maybe a library's, with code only for the
    /// case the app makes it; a width with an identifier is no fence.
    @Test func aContentViewsWidthIsAFenceThatMayBeALibrarys() throws {
        let fence = [
            "<NSLayoutConstraint:0x1 UITableViewCellContentView:0xc.width == 280   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc.width == 286   (active)>",
        ]
        #expect(try said(fence) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x1"]))
        let analysis = try analyze(fence)
        let conflict = try #require(ReportExplanation(analysis, detail: []).conflicts.first)
        #expect(conflict.constraints[0].maker == "yours or a measuring library's")
        #expect(conflict.fix.contains("If a library makes it, it is the library's"))
        #expect(
            conflict.code.map { $0.lines.first }
                == Array(repeating: "// only if your own code makes this fence, in place of that code:", count: 2))
        // The control: a width the app names is its own, and its code is the app's.
        let named = [fence[0].replacingOccurrences(of: "0x1 ", with: "0x1 'rowWidth' ")] + fence.dropFirst()
        let plain = try #require(ReportExplanation(try analyze(named), detail: []).conflicts.first)
        #expect(!plain.fix.contains("library") && plain.code.first?.lines.first == "// in place of the code that makes it:")
    }

    @Test func theAppsStackViewIsFixedThroughTheStack() throws {
        // A hidden nested stack keeps its own spacing between the views arranged in it.
        let nested = [
            "<NSLayoutConstraint:0x1 'UISV-hiding' UIStackView:0xb.height == 0   (active)>",
            "<NSLayoutConstraint:0x2 'UISV-canvas-connection' UIStackView:0xb.top == UILabel:0xc'Price'.top   (active)>",
            "<NSLayoutConstraint:0x3 'UISV-spacing' V:[UILabel:0xc'Price']-(8)-[UILabel:0xd'Tax']   (active)>",
            "<NSLayoutConstraint:0x4 'UISV-canvas-connection' V:[UILabel:0xd'Tax']-(0)-|   (active, names: '|':UIStackView:0xb )>",
        ]
        #expect(try said(nested) == Said(rule: "app-stack-view", owner: "app", action: .adjustStackView, changed: ["0x3"]))
        // The control: the stacks are a toolbar's private ones.
        let control = nested.map { $0.replacingOccurrences(of: "UIStackView:0xb", with: "_UIButtonBarStackView:0xb") }
        #expect(try said(control) == Said(rule: "apple-component", owner: "apple", action: .notAppCode, changed: []))
    }

    // MARK: - whose frame it is

    private let maskedLabel = [
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0xa'Hello'.width == 0   (active)>",
        "<NSLayoutConstraint:0x2 UILabel:0xa'Hello'.leading == UIView:0xc.leading + 16   (active)>",
        "<NSLayoutConstraint:0x3 UILabel:0xa'Hello'.trailing == UIView:0xc.trailing - 16   (active)>",
        "<NSLayoutConstraint:0x4 UIView:0xc.width == 320   (active)>",
        "<NSAutoresizingMaskLayoutConstraint:0x5 h=--& v=--& UILabel:0xa'Hello'.minX == 0   (active, names: '|':UIView:0xc )>",
    ]

    @Test func aMaskGoesWhereTheAppsConstraintsPlaceTheView() throws {
        let verdict = try said(maskedLabel)
        #expect(
            verdict == Said(rule: "mask-on-placed-view", owner: "app", action: .disableAutoresizingMask, changed: ["0x5"]),
            "\(verdict)")
    }

    @Test func aMaskStaysWhereTheAppsConstraintsAreInsideTheView() throws {
        // The control: the app's constraints hold a subview inside the masked view, which its own code places by frame.
        let control = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Charts.LegendView:0xa.width == 40   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(16)-[UILabel:0xb'Legend']   (active, names: '|':Charts.LegendView:0xa )>",
            "<NSLayoutConstraint:0x3 UILabel:0xb'Legend'.width == 60   (active)>",
            "<NSLayoutConstraint:0x4 H:[UILabel:0xb'Legend']-(16)-|   (active, names: '|':Charts.LegendView:0xa )>",
        ]
        let verdict = try said(control)
        #expect(verdict == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x3"]))
    }

    /// Each view whose frame its container sets keeps its mask, even where the app's constraint sizes it; the
    /// control, a plain view of the app's in a plain superview, loses its mask.
    @Test(arguments: [
        ("UIView:0xa1", "UIViewControllerWrapperView:0xa2"),  // a root view
        ("UIView:0xa1", "UITransitionView:0xa2"),  // a root view, presented
        ("NSClipView:0xa1", "NSScrollView:0xa2"),  // the clip view the scroll view tiles
        ("NSView:0xa1", "NSScrollView:0xa2"),  // a scroll view's other tiled views
        ("NSView:0xa1", "NSSplitView:0xa2"),  // a split view's pane
        ("UIView:0xa1", "Shop.ProductCell:0xa2"),  // a cell's content view
    ])
    func frameOwnersKeepTheirMask(view: String, superview: String) throws {
        func entries(_ view: String, in superview: String) -> [String] {
            [
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- \(view).width == \(superview).width   (active)>",
                "<NSLayoutConstraint:0x2 \(superview).width == 200   (active)>",
                "<NSLayoutConstraint:0x3 \(view).width == 300   (active)>",
            ]
        }
        let verdict = try said(entries(view, in: superview))
        #expect(verdict.action == .lowerPriority && verdict.changed == ["0x3"], "\(verdict)")
        let plain = view.hasPrefix("NS") ? "NSView:0xa1" : "UIView:0xa1"
        let control = try said(entries(plain, in: "Shop.Panel:0xa2"))
        #expect(control.action == .disableAutoresizingMask && control.changed == ["0x1"], "\(control)")
    }

    @Test func marginsCountAsContainment() throws {
        // The label is inside the masked view (pinned to its margins): the view is placed by its frame.
        let inside = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Charts.LegendView:0xa.width == 40   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb'Legend'.leading == Charts.LegendView:0xa.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xb'Legend'.width == 60   (active)>",
            "<NSLayoutConstraint:0x4 Charts.LegendView:0xa.trailingMargin == UILabel:0xb'Legend'.trailing   (active)>",
        ]
        #expect(try said(inside) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x3"]))
        // The control: the app's constraints place the view beside a button, 100 pt wide.
        let beside = [
            inside[0],
            "<NSLayoutConstraint:0x2 Charts.LegendView:0xa.leading == UIButton:0xc.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x3 Charts.LegendView:0xa.trailing == UIButton:0xc.trailing + 108   (active)>",
        ]
        #expect(try said(beside).action == .disableAutoresizingMask)
    }

    @Test func framesAloneAreGivenAFrame() throws {
        // Every constraint a mask of the app's views: a scroll view too short for its header.
        let frames = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- NSClipView:0xa.minY == 28   (active, names: '|':NSScrollView:0xb )>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- NSClipView:0xa.height == NSScrollView:0xb.height - 28   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& NSScrollView:0xb.height == 20   (active)>",
        ]
        let verdict = try said(frames)
        #expect(verdict.rule == "frames-only" && verdict.owner == "app" && verdict.action == .giveFrame, "\(verdict)")
        // The control: Finder's private views in an open panel are Apple's.
        let control = frames.map { $0.replacingOccurrences(of: "NSScrollView", with: "FI_TListScrollView") }
        #expect(try said(control) == Said(rule: "apple-component", owner: "apple", action: .notAppCode, changed: []))
    }

    @Test func aCellsContentViewOffByAFractionKeepsItsMaskAndGetsItsFrameCorrected() throws {
        let cell = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- H:[UIView:0xa]-(0.4)-|   (active, names: '|':Shop.GameCell:0xc )>",
            "<NSLayoutConstraint:0x2 'UIIBSystemGenerated' H:[UIView:0xa]-(0)-|   (active, names: '|':Shop.GameCell:0xc )>",
        ]
        let analysis = try analyze(cell, breaking: cell[1])
        let conflict = try #require(ReportExplanation(analysis, detail: []).conflicts.first)
        #expect(conflict.verdict.rule == "stale-constant" && conflict.action == .changeConstant && conflict.changed == [0])
        #expect(
            conflict.fix
                == "correct the frame of UIView: A, its autoresizing mask, places an edge 0.4 pt from where B puts it. Keep the mask (it is a cell's content view, whose frame the cell sets) "
                + "and make the frame match: a fractional size in a xib, or code that moves or sizes the view.")
        // The control: a view of the app's in a plain superview loses its mask.
        let control = cell.map { $0.replacingOccurrences(of: "Shop.GameCell", with: "Shop.Panel") }
        #expect(try said(control).action == .disableAutoresizingMask)
    }

    @Test func aMaskPrintedWithoutFlagsIsStillAMask() throws {
        // Masonry prints the class without `h=`/`v=`: a root view's frame, 667 tall.
        let root = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 UIView:0xa.height == 667>",
            "<MASLayoutConstraint:0x2 UIScrollView:0xb.top == UIView:0xa.top>",
            "<MASLayoutConstraint:0x3 UIScrollView:0xb.height == 5011>",
            "<MASLayoutConstraint:0x4 UIScrollView:0xb.bottom == UIView:0xa.bottom>",
        ]
        let verdict = try said(root)
        #expect(verdict == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x3"]))
        #expect(verdict.changed == ["0x3"], "\(verdict)")
    }

    // MARK: - two constants for one thing

    @Test func theZeroLeftInForceIsTheStaleOne() throws {
        let menu = [
            "<NSLayoutConstraint:0x1 Shop.MenuView:0xa.height == 44   (active)>",
            "<NSLayoutConstraint:0x2 Shop.MenuView:0xa.height == 0   (active)>",
        ]
        #expect(
            try said(menu, breaking: menu[0]) == Said(rule: "stale-constant", owner: "app", action: .remove, changed: ["0x2"]))
        // The control: what UIKit left in force shows the view, so the one it broke is the stale one.
        let control = [menu[0], "<NSLayoutConstraint:0x2 Shop.MenuView:0xa.height == 20   (active)>"]
        #expect(
            try said(control, breaking: control[0])
                == Said(rule: "stale-constant", owner: "app", action: .remove, changed: ["0x1"]))
    }

    @Test func theStaleWordsSayWhatTheTwoDisagreeAbout() throws {
        let menu = [
            "<NSLayoutConstraint:0x1 Shop.MenuView:0xa.height == 44   (active)>",
            "<NSLayoutConstraint:0x2 Shop.MenuView:0xa.height == 0   (active)>",
        ]
        let analysis = try analyze(menu, breaking: menu[0])
        let conflict = try #require(ReportExplanation(analysis, detail: []).conflicts.first)
        #expect(
            conflict.fix
                == "remove B or A: both set the height of "
                + "MenuView, to 0 and 44 pt. Two values for one thing are almost never meant together: usually one is left "
                + "from an earlier layout. Keep one constraint and update its constant, or deactivate the old one before "
                + "activating the new. Of the two, the first named is likely stale: UIKit broke the other and left this 0 in "
                + "force, which hides the view for good.")
        // Which of two UIKit broke says nothing of which is older: no reason is claimed for it.
        let control = [menu[0], "<NSLayoutConstraint:0x2 Shop.MenuView:0xa.height == 20   (active)>"]
        let broken = try #require(ReportExplanation(try analyze(control, breaking: control[0]), detail: []).conflicts.first)
        #expect(broken.fix.hasPrefix("remove A or B: "))
        #expect(!broken.fix.contains("Of the two"))
        #expect(!broken.fix.contains("stale"))
        // Made a line apart (as SnapKit prints where), the two were written together: neither is left from earlier.
        let together = [
            "<SnapKit.LayoutConstraint:0x1@MenuView.swift#30 Shop.MenuView:0xa.height == 44.0>",
            "<SnapKit.LayoutConstraint:0x2@MenuView.swift#31 Shop.MenuView:0xa.height == 20.0>",
        ]
        let slip = try #require(ReportExplanation(try analyze(together), detail: []).conflicts.first)
        #expect(
            slip.fix.contains(
                ": both set the height of MenuView, to 44 and 20 pt. They are made together (MenuView.swift:30 and 31), so "
                    + "one of them is a slip: keep the one you mean and delete the other."))
        #expect(!slip.fix.contains("earlier layout"))
        // From one line, they are one statement run twice (a cell reused, `makeConstraints` again): the stale case.
        let twice = together.map { $0.replacingOccurrences(of: "#31", with: "#30") }
        let again = try #require(ReportExplanation(try analyze(twice), detail: []).conflicts.first)
        #expect(!again.fix.contains("slip"))
        #expect(again.fix.contains("usually one is left from an earlier layout"))
        // One edge placed twice against one view: no size is fixed, so none is said to be.
        let edge = [
            "<NSLayoutConstraint:0x1 Shop.MenuView:0xa.top == UIView:0xc.top + 20   (active)>",
            "<NSLayoutConstraint:0x2 Shop.MenuView:0xa.top == UIView:0xc.top + 64   (active)>",
        ]
        let placed = try #require(ReportExplanation(try analyze(edge), detail: []).conflicts.first)
        #expect(placed.fix.contains(": both place the top edge of MenuView against UIView, 44 pt apart. "))
        #expect(!placed.fix.contains("size"))
    }

    @Test func theEdgeThatReachesPastItsSuperviewIsStale() throws {
        let field = [
            "<NSLayoutConstraint:0x1 H:[UIScrollView:0xa4]-(0)-|   (active, names: '|':UIView:0xa6 )>",
            "<NSLayoutConstraint:0x2 Shop.Field:0xf.trailing == UIView:0xa6.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x3 H:[Shop.Field:0xf]-(0)-|   (active, names: '|':UIScrollView:0xa4 )>",
        ]
        #expect(try said(field, breaking: field[2]).changed == ["0x2"])
        // The control: both pins stay inside the superview; UIKit's choice decides.
        let control = [
            field[0], "<NSLayoutConstraint:0x2 Shop.Field:0xf.trailing == UIScrollView:0xa4.trailing - 8   (active)>", field[2],
        ]
        #expect(try said(control, breaking: field[2]).changed == ["0x3"])
    }

    // MARK: - the same constraint twice

    @Test func theSameConstraintTwiceWasAddedTwice() throws {
        let twice = [
            "<NSLayoutConstraint:0x1 Shop.Badge:0xa.width == 40   (active)>",
            "<NSLayoutConstraint:0x2 Shop.Badge:0xa.width == 40   (active)>",
            "<NSLayoutConstraint:0x3 Shop.Badge:0xa.width <= 30   (active)>",
        ]
        // Removing a copy ends no conflict (the other copy says the same): the check refuses it,
        // the next rule's fix is said, and the copy is named in a note.
        #expect(try said(twice) == Said(rule: "cheapest", owner: "app", action: .lowerPriority, changed: ["0x3"]))
        let analysis = try analyze(twice, breaking: nil)
        let notes = AdviceBuilder(analysis).advise(analysis.conflicts[0]).caveats
        #expect(notes.contains { $0.hasPrefix("Badge.width == 40 is listed twice") })
        let control = [twice[0], "<NSLayoutConstraint:0x2 Shop.Badge:0xa.width == 41   (active)>", twice[2]]
        #expect(try said(control) == Said(rule: "stale-constant", owner: "app", action: .remove, changed: ["0x1"]))
    }

    @Test func aCopyIsRemovedEvenWhenNoConflictShows() throws {
        let copies = [
            "<NSLayoutConstraint:0x1 UILabel:0xa'Total'.width == 120.333   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xa'Total'.width == 120.333   (active)>",
        ]
        let explanation = ReportExplanation(try analyze(copies, breaking: copies[1]), detail: [])
        #expect(explanation.verdict == .noConflictFound)
        #expect(explanation.suggestion?.action == .remove && explanation.suggestion?.rule == "duplicate")
        #expect(explanation.suggestion?.entryIndices == [1])
        #expect(
            explanation.sentences.last
                == "Remove one of the two copies of UILabel 'Total'.width == 120.333 (lines 3 and 4): the same constraint was "
                + "added twice, by code that runs more than once, whatever else takes part.")
        // The one line --brief and the summaries print says it too.
        #expect(
            explanation.facts.oneLine
                == "no conflict found in what the log shows; remove a copy of UILabel 'Total'.width == 120.333")
        // The control: two different widths that both hold are no copy; the values the log does not print are.
        let control = [copies[0], "<NSLayoutConstraint:0x2 UILabel:0xa'Total'.width <= 130   (active)>"]
        #expect(ReportExplanation(try analyze(control), detail: []).suggestion?.action == .checkValues)
    }

    @Test func aCopyIsFoundAmongPinsThatDifferOnlyInTheirSecondView() throws {
        // Two labels pinned alike to the cell's trailing edge: the same first view, attribute and
        // constant, so the cheap first look repeats, but the second views differ: no copy.
        let pins = [
            "<NSLayoutConstraint:0x1 UITableViewCellContentView:0xc.trailing == UILabel:0xa'Name'.trailing + 16   (active)>",
            "<NSLayoutConstraint:0x2 UITableViewCellContentView:0xc.trailing == UILabel:0xb'Price'.trailing + 16   (active)>",
        ]
        #expect(ReportExplanation(try analyze(pins), detail: []).suggestion?.rule != "duplicate")
        // The same pin again, at another address: that one is the copy.
        let copied =
            pins + ["<NSLayoutConstraint:0x3 UITableViewCellContentView:0xc.trailing == UILabel:0xb'Price'.trailing + 16   (active)>"]
        let explanation = ReportExplanation(try analyze(copied), detail: [])
        #expect(explanation.suggestion?.rule == "duplicate" && explanation.suggestion?.action == .remove)
        #expect(explanation.suggestion?.entryIndices == [2])
    }

    // MARK: - the last pin

    private func chain(in container: String) -> [String] {
        [
            "<NSLayoutConstraint:0x1 V:|-(12)-[UILabel:0xa3'Title']   (active, names: '|':\(container) )>",
            "<NSLayoutConstraint:0x2 UILabel:0xa3'Title'.height == 21   (active)>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0xa3'Title']-(8)-[UIView:0xa5]   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xa5.height == 1   (active)>",
            "<NSLayoutConstraint:0x5 V:[UIView:0xa5]-(12)-|   (active, names: '|':\(container) )>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' \(container).height == 44   (active)>",
        ]
    }

    @Test func aSelfSizingCellRelaxesItsLastPinNotTheHairline() throws {
        #expect(
            try said(chain(in: "UITableViewCellContentView:0xc"))
                == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x5"]))
        // The control: a screen's height is real, so a fixed size gives way.
        #expect(try said(chain(in: "UIView:0xc")) == Said(rule: "cheapest", owner: "app", action: .lowerPriority, changed: ["0x2"]))
    }

    @Test func anImageTiedToItsWidthKeepsItsRatio() throws {
        // Across both axes: the cell's height is what can give, at its bottom pin.
        let image = [
            "<NSLayoutConstraint:0x1 UIImageView:0xa.width == 0.4*UITableViewCellContentView:0xc.width   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0xa.width == 1.33333*UIImageView:0xa.height   (active)>",
            "<NSLayoutConstraint:0x3 V:|-(8)-[UIImageView:0xa]   (active, names: '|':UITableViewCellContentView:0xc )>",
            "<NSLayoutConstraint:0x4 V:[UIImageView:0xa]-(8)-|   (active, names: '|':UITableViewCellContentView:0xc )>",
            "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc.width == 390   (active)>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 120   (active)>",
        ]
        #expect(try said(image) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x4"]))
        // The control: in a screen (not a cell) the height is real and a fixed part gives way.
        let control = image.map { $0.replacingOccurrences(of: "UITableViewCellContentView", with: "UIView") }
        let controlSaid = try said(control)
        #expect(controlSaid == Said(rule: "cheapest", owner: "app", action: .lowerPriority, changed: ["0x1"]))
    }

    @Test func aSizeOnTheContainerItselfIsTheOddOneOut() throws {
        let fence = [
            "<NSLayoutConstraint:0x1 UITableViewCellContentView:0xc.width == 280   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc.width == 286   (active)>",
        ]
        #expect(try said(fence) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x1"]))
    }

    // MARK: - default margins, said out loud

    @Test func aMarginsGuideWithoutItsViewHasTheDefaultMargins() throws {
        let guide = "UILayoutGuide:0xb'UIViewLayoutMarginsGuide'"
        let cell = [
            "<NSLayoutConstraint:0x1 UILabel:0xa.leading == \(guide).leading   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xa.width == 310   (active)>",
            "<NSLayoutConstraint:0x3 \(guide).trailing >= UILabel:0xa.trailing   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc.width == 320   (active)>",
        ]
        let explanation = ReportExplanation(try analyze(cell), detail: [])
        #expect(explanation.verdict == .conflictAssumingDefaults)
        let conflict = try #require(explanation.conflicts.first)
        #expect(
            conflict.caveats == [
                "This holds if the layout margins are UIKit's default 8 pt; the log does not show them. With margins of at "
                    + "most 5 pt, all alike, these constraints can all hold.",
                "It takes Margins, a margins guide the log prints without its view, to be UITableViewCellContentView's: "
                    + "the one view here it can belong to.",
            ])
        #expect(conflict.why.contains("default margins of 8 pt"), "\(conflict.why)")
        // The control: the log prints the guide's margins (0 pt), and everything fits.
        let printed =
            cell + [
                "<NSLayoutConstraint:0x5 'UIView-leftMargin-guide-constraint' H:|-(0)-[\(guide)]   (active, names: '|':UITableViewCellContentView:0xc )>",
                "<NSLayoutConstraint:0x6 'UIView-rightMargin-guide-constraint' H:[\(guide)]-(0)-|   (active, names: '|':UITableViewCellContentView:0xc )>",
            ]
        #expect(ReportExplanation(try analyze(printed), detail: []).verdict == .noConflictFound)
    }

    // MARK: - first layout

    @Test func aFirstLayoutPassesAndNamesItsView() throws {
        let first = [
            "<NSLayoutConstraint:0x1 Shop.RatingView:0xa.width == 90   (active)>",
            "<NSLayoutConstraint:0x2 '_UITemporaryLayoutWidth' Shop.RatingView:0xa.width == 0   (active)>",
        ]
        let analysis = try analyze(first)
        let conflict = try #require(ReportExplanation(analysis, detail: []).conflicts.first)
        #expect(conflict.verdict.rule == "first-layout" && conflict.ownerName == "harmless")
        #expect(conflict.fix.contains("give RatingView a non-zero starting frame"))
        #expect(!conflict.fix.contains("harmless"))
        // The control: a size its container sets, not the engine's first-layout one, is no passing conflict.
        let control = [first[0], first[1].replacingOccurrences(of: "_UITemporaryLayoutWidth", with: "UIView-Encapsulated-Layout-Width")]
        #expect(try said(control) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x1"]))
    }

    @Test func aConstraintThatCannotHoldAloneIsRemoved() throws {
        let negative = ["<NSLayoutConstraint:0x1 Shop.Badge:0xa.width == - 16   (active)>"]
        #expect(try said(negative) == Said(rule: "only-constraint", owner: "app", action: .remove, changed: ["0x1"]))
        // The control: a plain view's lone -16, the action sheet's known bug, is Apple's.
        let control = [negative[0].replacingOccurrences(of: "Shop.Badge", with: "UIView")]
        #expect(try said(control) == Said(rule: "apple-component", owner: "apple", action: .notAppCode, changed: []))
    }

    // MARK: - families of interchangeable sizes

    /// Four 44 pt buttons, 8 pt apart, in a cell 150 pt wide: any 3 of the
    /// widths are already too many (3 × 44 + 5 × 8 = 172 > 150).
    private func fourButtons(widths: [Int] = [44, 44, 44, 44], containerWidth: Int = 150) -> [String] {
        var entries = [
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xa.width == \(containerWidth)   (active)>"
        ]
        entries.append("<NSLayoutConstraint:0x2 H:|-(8)-[UIButton:0xb0]   (active, names: '|':UITableViewCellContentView:0xa )>")
        for (index, width) in widths.enumerated() {
            entries.append("<NSLayoutConstraint:0x1\(index)0 UIButton:0xb\(index).width == \(width)   (active)>")
            if index > 0 {
                entries.append("<NSLayoutConstraint:0x2\(index)0 H:[UIButton:0xb\(index - 1)]-(8)-[UIButton:0xb\(index)]   (active)>")
            }
        }
        entries.append("<NSLayoutConstraint:0x3 H:[UIButton:0xb3]-(8)-|   (active, names: '|':UITableViewCellContentView:0xa )>")
        return entries
    }

    @Test func equalSizesThatAnyFewAreTooManyShrinkTogether() throws {
        // Every width alike, the family's: all four shrink, not the last pin (which lets the row overflow).
        let analysis = try analyze(fourButtons(), breaking: nil)
        #expect(analysis.conflicts.count == 1 && analysis.minimalConflictCount == .binomial(4, 3))
        #expect(
            try said(fourButtons())
                == Said(rule: "interchangeable-sizes", owner: "app", action: .lowerPriority, changed: ["0x110", "0x120", "0x130", "0x100"]))
        // The control: widths unlike each other are no family; one constraint gives way, as before.
        let unlike = try said(fourButtons(widths: [44, 45, 46, 47]))
        #expect(unlike.rule == "cheapest" && unlike.changed.count == 1, "\(unlike)")
    }

    @Test func equalSizesThatAllOverflowShrinkTogether() throws {
        // 4 × 44 + 5 × 8 = 216 in 190 pt, yet any three fit (172): one conflict, holding every width.
        let entries = fourButtons(containerWidth: 190)
        let analysis = try analyze(entries, breaking: nil)
        #expect(analysis.conflicts.count == 1)
        #expect(analysis.minimalConflictCount == ExactCount(1))
        #expect(analysis.conflicts[0].family == nil)
        #expect(analysis.conflicts[0].interchangeable == [ConflictFamily.Class(entryIndices: [2, 3, 5, 7], chosen: 4)])
        // No one width is the odd one out, nor the pin that lets them overflow: all four shrink.
        #expect(
            try said(entries)
                == Said(rule: "interchangeable-sizes", owner: "app", action: .lowerPriority, changed: ["0x100", "0x110", "0x120", "0x130"]))
        let fix = try #require(ReportExplanation(analysis, detail: []).conflicts.first?.fix)
        #expect(
            fix
                == "lower all 4 widths like C to priority 999, or make each one <=, so they shrink "
                + "together into the room the rest leaves them; or show fewer of them, wrap them onto more lines, or put them in a scroll view."
        )

        // Controls. The same row 34 pt short of filling 250 pt: the widths are not too big, the rule stays out.
        let short = try analyze(fourButtons(containerWidth: 250), breaking: nil)
        #expect(short.conflicts[0].interchangeable.map(\.entryIndices) == [[2, 3, 5, 7]])
        // (What it gets instead is the cheapest change, one width, as before this rule.)
        #expect(
            try said(fourButtons(containerWidth: 250)) == Said(rule: "cheapest", owner: "app", action: .lowerPriority, changed: ["0x100"]))
        // Four equal heights down a self-sizing cell: the cell grows to them, so its bottom pin gives way.
        let column = fourButtons(containerWidth: 190).map {
            $0.replacingOccurrences(of: "Width", with: "Height").replacingOccurrences(of: ".width", with: ".height")
                .replacingOccurrences(of: "H:", with: "V:")
        }
        #expect(try said(column) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x3"]))
        // The same down a self-sizing cell with room for fewer (a family): the cell still grows to them.
        let familyColumn = fourButtons().map {
            $0.replacingOccurrences(of: "Width", with: "Height").replacingOccurrences(of: ".width", with: ".height")
                .replacingOccurrences(of: "H:", with: "V:")
        }
        #expect(try analyze(familyColumn, breaking: nil).conflicts[0].family != nil)
        #expect(try said(familyColumn) == Said(rule: "last-pin", owner: "app", action: .lowerPriority, changed: ["0x3"]))
    }

    // MARK: - a collapse is intent

    @Test func aCollapseKeepsItsSizeAndAnInnerPinGivesWay() throws {
        let bar = [
            "<NSLayoutConstraint:0x1 Notes.FormatBar:0xa.height == 0   (active)>",
            "<NSLayoutConstraint:0x2 UIStackView:0xb.top == Notes.FormatBar:0xa.top + 8   (active)>",
            "<NSLayoutConstraint:0x3 UIStackView:0xb.bottom == Notes.FormatBar:0xa.bottom - 8   (active)>",
        ]
        // Whatever UIKit broke, the bar stays collapsed and the stack view's bottom pin gives way.
        let collapsed = Said(rule: "collapse", owner: "app", action: .lowerPriority, changed: ["0x3"])
        #expect(try said(bar, breaking: bar[0]) == collapsed)
        #expect(try said(bar, breaking: bar[2]) == collapsed)
        // The control: a bar 4 pt tall is no collapse; its size, the cheapest, gives way.
        let control = [bar[0].replacingOccurrences(of: "== 0", with: "== 4"), bar[1], bar[2]]
        #expect(try said(control, breaking: control[0]) == Said(rule: "cheapest", owner: "app", action: .lowerPriority, changed: ["0x1"]))
        // A 0 pt size from a frame is no collapse: the mask's frame is a size not given yet.
        let masked = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Notes.FormatBar:0xa.height == 0   (active)>", bar[1], bar[2],
        ]
        #expect(try said(masked, breaking: masked[2]).rule != "collapse")
        // A collapse with nothing inside to give way, against the size its container sets: no change of
        // the app's passes the check, and the fix says so instead of an outcome.
        let alone = [
            "<NSLayoutConstraint:0x1 Notes.FormatBar:0xa.height == 0   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' Notes.FormatBar:0xa.height == 44   (active)>",
        ]
        let explanation = try #require(ReportExplanation(try analyze(alone, breaking: alone[0]), detail: []).conflicts.first)
        #expect(explanation.afterFix == nil)
        #expect(
            explanation.fix.hasSuffix(
                "Applied to the constraints and solved again, no single change passes the check: this one gives up A, "
                    + "the collapse your code asks for; if the view is meant to show, change that size instead."),
            "\(explanation.fix)")
    }

    @Test func theRulesAreInTheFieldGuidesOrder() {
        #expect(
            AdviceRules.ordered.map(\.name) == [
                "apple-component", "system-only", "frames-only", "app-stack-view", "mask-on-placed-view", "stale-constant",
                "duplicate", "collapse", "interchangeable-sizes", "last-pin", "first-layout", "only-constraint", "cheapest",
            ])
        #expect(Set(AdviceRules.ordered.map(\.name)).count == AdviceRules.ordered.count)
    }
}
