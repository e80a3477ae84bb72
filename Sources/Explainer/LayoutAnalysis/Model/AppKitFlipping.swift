import LogParser

/// Which AppKit views measure `y` from their bottom edge.
///
/// An AppKit view's frame is in its superview's coordinates, and a view that
/// is not flipped puts its origin at the lower-left corner, `y` growing
/// upwards: there a subview's `minY` is the gap below it, `maxY` the height of
/// its top edge above the superview's bottom. Not flipped is `NSView`'s
/// default; the few AppKit classes named here draw flipped. `top` and `bottom`
/// are the visual edges either way, and visual formats (`V:|-(2)-[view]`) are
/// printed in them, so only the frame attributes change meaning.
enum AppKitFlipping {
    /// AppKit classes that are flipped: text and table content lays out from the top.
    static let flippedClasses: Set<String> = ["NSTableView", "NSOutlineView", "NSTextView", "NSTableHeaderView"]

    /// Whether a view of this class, as a superview in an AppKit report,
    /// measures its subviews' `minY` from its bottom.
    static func measuresFromBottom(_ superview: LayoutItem, platform: Platform) -> Bool {
        guard platform == .appKit, let className = superview.className, !superview.isLayoutGuide else { return false }
        return !flippedClasses.contains(className)
    }
}
