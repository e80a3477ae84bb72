import Testing

@testable import Explainer
@testable import LogParser

/// A view whose frame its container sets keeps its autoresizing mask: the
/// advice changes one of the app's constraints inside instead, and says why.
/// Each report is written as the console prints it.
@Suite struct FrameOwnerAdviceTests {
    /// The report's one conflict, explained.
    private func explain(_ entries: [String]) throws -> ConflictExplanation {
        try #require(ReportExplanation(try analyze(entries), detail: []).conflicts.first)
    }

    /// The mask stays, an app constraint gives way, and the fix says whose the frame is.
    private func expectMaskKept(_ explanation: ConflictExplanation, view: String, because reason: String) {
        #expect(explanation.action == .lowerPriority)
        #expect(
            explanation.fix.contains("Keep the autoresizing mask of \(view): it is \(reason), and without its mask nothing would size it."))
    }

    @Test func viewControllersRootView() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- UIView:0xa.width == UIViewControllerWrapperView:0xb.width   (active)>",
            "<NSLayoutConstraint:0x2 UIViewControllerWrapperView:0xb.width == 320   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(20)-[UILabel:0xd'Welcome back']   (active, names: '|':UIView:0xa )>",
            "<NSLayoutConstraint:0x4 UILabel:0xd'Welcome back'.width == 300   (active)>",
            "<NSLayoutConstraint:0x5 H:[UILabel:0xd'Welcome back']-(20)-|   (active, names: '|':UIView:0xa )>",
        ])
        expectMaskKept(explanation, view: "UIView", because: "a view controller's root view, whose frame its container sets")
    }

    @Test func tableCell() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Recipes.RecipeCell:0xa.height == 44   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(12)-[UIImageView:0xe1]   (active, names: '|':Recipes.RecipeCell:0xa )>",
            "<NSLayoutConstraint:0x3 UIImageView:0xe1.height == 60   (active)>",
            "<NSLayoutConstraint:0x4 V:[UIImageView:0xe1]-(12)-|   (active, names: '|':Recipes.RecipeCell:0xa )>",
        ])
        expectMaskKept(explanation, view: "RecipeCell", because: "a cell, whose frame the table or collection view sets")
    }

    @Test func cellContentView() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- UITableViewCellContentView:0xc.height == Recipes.RecipeCell:0xa.height   (active)>",
            "<NSLayoutConstraint:0x2 Recipes.RecipeCell:0xa.height == 44   (active)>",
            "<NSLayoutConstraint:0x3 V:|-(12)-[UIImageView:0xe1]   (active, names: '|':UITableViewCellContentView:0xc )>",
            "<NSLayoutConstraint:0x4 UIImageView:0xe1.height == 60   (active)>",
            "<NSLayoutConstraint:0x5 V:[UIImageView:0xe1]-(12)-|   (active, names: '|':UITableViewCellContentView:0xc )>",
        ])
        expectMaskKept(explanation, view: "UITableViewCellContentView", because: "a cell's content view, whose frame the cell sets")
    }

    @Test func appKitTableCellView() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& NSTableCellView:0xa.height == 17   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(2)-[NSTextField:0xf]   (active, names: '|':NSTableCellView:0xa )>",
            "<NSLayoutConstraint:0x3 NSTextField:0xf.height == 22   (active)>",
            "<NSLayoutConstraint:0x4 V:[NSTextField:0xf]-(2)-|   (active, names: '|':NSTableCellView:0xa )>",
        ])
        expectMaskKept(explanation, view: "NSTableCellView", because: "a table cell view, whose frame the table view sets")
    }

    @Test func menuItemView() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- Ledger.VolumeItemView:0xa.width == NSMenuItemView:0xb.width   (active)>",
            "<NSLayoutConstraint:0x2 NSMenuItemView:0xb.width == 180   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(20)-[NSSlider:0x5a]   (active, names: '|':Ledger.VolumeItemView:0xa )>",
            "<NSLayoutConstraint:0x4 NSSlider:0x5a.width >= 160   (active)>",
            "<NSLayoutConstraint:0x5 H:[NSSlider:0x5a]-(20)-|   (active, names: '|':Ledger.VolumeItemView:0xa )>",
        ])
        expectMaskKept(explanation, view: "VolumeItemView", because: "a menu item's view, whose frame the menu sets")
    }

    @Test func windowContentView() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& NSView:0xa.width == 480   (active)>",
            "<NSLayoutConstraint:0x2 'NSWindow-current-height' NSView:0xa.height == 320   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(20)-[NSTextField:0xf]   (active, names: '|':NSView:0xa )>",
            "<NSLayoutConstraint:0x4 NSTextField:0xf.width >= 500   (active)>",
            "<NSLayoutConstraint:0x5 H:[NSTextField:0xf]-(20)-|   (active, names: '|':NSView:0xa )>",
        ])
        expectMaskKept(explanation, view: "NSView", because: "a window's content view, whose frame the window sets")
    }

    @Test func inputAccessoryView() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- Chat.ComposerBar:0xa.height == UIInputSetHostView:0xb.height   (active)>",
            "<NSLayoutConstraint:0x2 UIInputSetHostView:0xb.height == 44   (active)>",
            "<NSLayoutConstraint:0x3 V:|-(8)-[UITextView:0x7e]   (active, names: '|':Chat.ComposerBar:0xa )>",
            "<NSLayoutConstraint:0x4 UITextView:0x7e.height >= 40   (active)>",
            "<NSLayoutConstraint:0x5 V:[UITextView:0x7e]-(8)-|   (active, names: '|':Chat.ComposerBar:0xa )>",
        ])
        expectMaskKept(explanation, view: "ComposerBar", because: "an input accessory view, whose frame the keyboard sets")
    }

    /// SnapKit pins the subviews; the view they are pinned to is sized from outside.
    @Test func viewALayoutLibraryPinsInto() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Trips.HeaderView:0xa.height == 120   (active)>",
            "<SnapKit.LayoutConstraint:0x2@HeaderView.swift#31 UILabel:0x1e.top == Trips.HeaderView:0xa.top + 16.0>",
            "<SnapKit.LayoutConstraint:0x3@HeaderView.swift#32 UILabel:0x1e.height == 100.0>",
            "<SnapKit.LayoutConstraint:0x4@HeaderView.swift#33 UILabel:0x1e.bottom == Trips.HeaderView:0xa.bottom - 16.0>",
        ])
        #expect(explanation.action == .lowerPriority)
        #expect(!explanation.fix.contains("translatesAutoresizingMaskIntoConstraints"))
    }

    /// A view the app places itself still gets its mask turned off.
    @Test func viewTheAppPlacesLosesItsMask() throws {
        let explanation = try explain([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Trips.BadgeView:0xb.width == 0   (active)>",
            "<NSLayoutConstraint:0x2 Trips.BadgeView:0xb.width == 24   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(8)-[Trips.BadgeView:0xb]   (active, names: '|':Trips.CardView:0xc )>",
        ])
        #expect(explanation.action == .disableAutoresizingMask)
        #expect(explanation.changed == [0])
    }
}
