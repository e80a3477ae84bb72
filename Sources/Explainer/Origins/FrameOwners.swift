import LogParser

/// Views whose frame their container sets (field guide §8): a view
/// controller's root view, a cell and its content view, a table header,
/// `NSTableCellView`, a menu item's view, a window's content view, an
/// input accessory view. Their autoresizing mask is how the container's
/// frame reaches them, so turning it off breaks the layout; the fix is in
/// the constraints inside.
enum FrameOwners {
    /// Why `key`'s frame is its container's, in words to follow "it is";
    /// nil when the app places the view itself.
    static func containerSetsFrame(of key: String, in report: Report, superviews: [String: String]) -> String? {
        let item = report.entries.lazy.compactMap(\.constraint).flatMap(\.equation.anchors).map(\.item).first { $0.key == key }
        if let className = item?.className, let reason = reason(forClass: className) { return reason }
        if let superview = superviews[key] ?? maskedSuperview(of: key, in: report), let superclass = className(of: superview, in: report),
            let reason = reason(forSuperclass: superclass)
        {
            return reason
        }
        for constraint in report.entries.lazy.compactMap(\.constraint) where constraint.equation.firstItem.key == key {
            guard let identifier = constraint.identifier else { continue }
            if identifier.hasPrefix("NSWindow-current-") { return "a window's content view, whose frame the window sets" }
            if identifier.hasPrefix("UIView-Encapsulated-Layout-") || identifier.hasPrefix("NSView-Encapsulated-Layout-") {
                return "a view its container sizes (\(identifier))"
            }
        }
        // The outermost view of the list, placed by something it does not show.
        if isOutermost(key, in: report, superviews: superviews) {
            return "the outermost view here, placed by its container (a view controller's root view, or a view it hosts)"
        }
        return nil
    }

    private static func reason(forClass className: String) -> String? {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        if name == "UITableViewCellContentView" || name == "UICollectionViewCellContentView" {
            return "a cell's content view, whose frame the cell sets"
        }
        if name.hasSuffix("TableViewCell") || name.hasSuffix("CollectionViewCell") || name.hasSuffix("Cell") {
            return "a cell, whose frame the table or collection view sets"
        }
        if name == "NSTableCellView" || name.hasSuffix("CellView") || name == "NSTableRowView" || name.hasSuffix("RowView") {
            return "a table cell view, whose frame the table view sets"
        }
        if name.hasSuffix("HeaderFooterView") || name == "_UITableViewHeaderFooterContentView" {
            return "a table header or footer, whose frame the table view sets"
        }
        return nil
    }

    private static func reason(forSuperclass className: String) -> String? {
        let hosts = [
            "UIViewControllerWrapperView", "UITransitionView", "UINavigationTransitionView", "UILayoutContainerView", "UIDropShadowView",
        ]
        if hosts.contains(className) { return "a view controller's root view, whose frame its container sets" }
        if className.hasPrefix("UIInputSet") { return "an input accessory view, whose frame the keyboard sets" }
        if className.hasPrefix("NSMenuItem") || className.hasPrefix("NSMenu") { return "a menu item's view, whose frame the menu sets" }
        if className == "NSThemeFrame" || className.hasPrefix("NSTitlebar") {
            return "a window's content view, whose frame the window sets"
        }
        return nil
    }

    /// A view with a fixed frame (a mask relating it to nothing else), no
    /// superview in the list, that other views are laid out in and that no
    /// constraint places: its frame comes from outside what the log shows,
    /// and without its mask nothing would place it.
    private static func isOutermost(_ key: String, in report: Report, superviews: [String: String]) -> Bool {
        guard superviews[key] == nil, maskedSuperview(of: key, in: report) == nil else { return false }
        var hasFixedMask = false
        var holdsOthers = superviews.values.contains(key)
        for constraint in report.entries.lazy.compactMap(\.constraint) {
            let equation = constraint.equation
            let keys = equation.anchors.map(\.item.key)
            guard keys.contains(key) else { continue }
            if constraint.autoresizingMask != nil {
                hasFixedMask = hasFixedMask || (equation.firstItem.key == key && equation.rhs == nil)
                continue
            }
            guard let other = keys.first(where: { $0 != key }) else { continue }
            holdsOthers = true
            // Placed beside another view (`key.leading == other.trailing + 8`),
            // not holding one of its own subviews.
            if equation.firstItem.key == key, let second = equation.secondAttribute, second != equation.firstAttribute,
                superviews[other] != key
            {
                return false
            }
        }
        return hasFixedMask && holdsOthers
    }

    /// The other view of an autoresizing mask's constraint on `key`: a mask
    /// relates a view to its superview (`h=-&- View.width == Superview.width`).
    private static func maskedSuperview(of key: String, in report: Report) -> String? {
        for constraint in report.entries.lazy.compactMap(\.constraint)
        where constraint.autoresizingMask != nil && constraint.equation.firstItem.key == key {
            if let other = constraint.equation.anchors.dropFirst().first?.item, other.key != key { return other.key }
        }
        return nil
    }

    private static func className(of key: String, in report: Report) -> String? {
        report.entries.lazy.compactMap(\.constraint).flatMap(\.equation.anchors).map(\.item).first { $0.key == key }?.className
    }
}
