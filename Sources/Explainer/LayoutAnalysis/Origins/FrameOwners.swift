import LogParser

/// Views whose frame their container sets: a view
/// controller's root view, a cell and its content view, a table header,
/// `NSTableCellView`, a menu item's view, a window's content view, an
/// input accessory view, a scroll view's clip view, a split view's pane.
/// A mask is known by its class, not its `h=`/`v=` flags, which some
/// layout libraries leave out. Their autoresizing mask is how the container's
/// frame reaches them, so turning it off breaks the layout; the fix is in
/// the constraints inside.
package struct FrameOwners {
    private let constraints: [ConstraintEntry]
    private let superviews: [ItemKey: ItemKey]
    /// Each view's class, by model key, as the report first prints it.
    private let classOf: [ItemKey: String]

    /// Reads the report's constraints once; each question is then about them.
    package init(_ report: Report, superviews: [ItemKey: ItemKey]) {
        constraints = report.entries.compactMap(\.constraint)
        self.superviews = superviews
        var classOf: [ItemKey: String] = [:]
        for constraint in constraints {
            constraint.equation.forEachAnchor { anchor in
                guard let className = anchor.item.className else { return }
                let key = anchor.item.key
                if classOf[key] == nil { classOf[key] = className }
            }
        }
        self.classOf = classOf
    }

    /// Why `key`'s frame is its container's, in words to follow "it is";
    /// nil when the app places the view itself.
    package func containerSetsFrame(of key: ItemKey) -> String? {
        if let className = classOf[key], let reason = Self.reason(forClass: className) { return reason }
        if let superview = superviews[key] ?? maskedSuperview(of: key), let superclass = classOf[superview],
            let reason = Self.reason(forSuperclass: superclass)
        {
            return reason
        }
        for constraint in constraints where constraint.equation.firstItem.key == key {
            guard let identifier = constraint.identifier else { continue }
            if identifier.hasPrefix("NSWindow-current-") { return "a window's content view, whose frame the window sets" }
            if identifier.hasPrefix("UIView-Encapsulated-Layout-") || identifier.hasPrefix("NSView-Encapsulated-Layout-") {
                return "a view its container sizes (\(identifier))"
            }
        }
        // The outermost view of the list, placed by something it does not show.
        if isOutermost(key) {
            return "the outermost view here, which its container places"
        }
        return nil
    }

    private static func reason(forClass className: String) -> String? {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        if name == "UITableViewCellContentView" || name == "UICollectionViewCellContentView" {
            return "a cell's content view, whose frame the cell sets"
        }
        if let library = LibraryCatalogue.library(ofClass: className), LibraryCatalogue.placesByFrame(library) {
            return "a view of \(library)'s, which sets its frame from a layout of its own"
        }
        // `…TableViewCell`, `…CollectionViewCell` and the app's own cells.
        if name.hasSuffix("Cell") {
            return "a cell, whose frame the table or collection view sets"
        }
        if name == "NSTableCellView" || name.hasSuffix("CellView") || name == "NSTableRowView" || name.hasSuffix("RowView") {
            return "a table cell view, whose frame the table view sets"
        }
        // The scroll view tiles its clip view, leaving room for scrollers and a header view.
        if name == "NSClipView" { return "a scroll view's clip view, whose frame the scroll view tiles" }
        if name.hasSuffix("HeaderFooterView") || name == "_UITableViewHeaderFooterContentView" {
            return "a table header or footer, whose frame the table view sets"
        }
        return nil
    }

    /// A cell, a cell's content view or a table header: a table or
    /// collection view can size it from its content (self-sizing), so its
    /// height follows what is inside it.
    package static func followsContent(className: String) -> Bool {
        guard let reason = reason(forClass: className) else { return false }
        return reason.hasPrefix("a cell") || reason.hasPrefix("a table")
    }

    private static func reason(forSuperclass className: String) -> String? {
        // A view filling a cell (its content view, as a xib makes it) is sized by the cell.
        if reason(forClass: className)?.hasPrefix("a cell,") == true {
            return "a cell's content view, whose frame the cell sets"
        }
        if OriginCatalogue.hostClasses.contains(className), className != "UITableViewWrapperView" {
            return "a view controller's root view, whose frame its container sets"
        }
        if className.hasPrefix("UIInputSet") { return "an input accessory view, whose frame the keyboard sets" }
        if className == "NSSplitView" { return "a split view's pane, whose frame the split view sets" }
        if className == "NSScrollView" { return "a scroll view's clip view, whose frame the scroll view tiles" }
        if className.hasPrefix("NSMenu") { return "a menu item's view, whose frame the menu sets" }
        if className == "NSThemeFrame" || className.hasPrefix("NSTitlebar") {
            return "a window's content view, whose frame the window sets"
        }
        return nil
    }

    /// A view with a fixed frame (a mask relating it to nothing else), no
    /// superview in the list, that other views are laid out in and that no
    /// constraint places: its frame comes from outside what the log shows,
    /// and without its mask nothing would place it.
    private func isOutermost(_ key: ItemKey) -> Bool {
        guard superviews[key] == nil, maskedSuperview(of: key) == nil else { return false }
        var hasFixedMask = false
        var holdsOthers = superviews.values.contains(key)
        for constraint in constraints {
            let equation = constraint.equation
            // Read in place: an array of keys per constraint per question was most of the cost.
            var mentionsKey = false
            var firstOther: ItemKey?
            equation.forEachAnchor { anchor in
                let anchorKey = anchor.item.key
                if anchorKey == key {
                    mentionsKey = true
                } else if firstOther == nil {
                    firstOther = anchorKey
                }
            }
            guard mentionsKey else { continue }
            if constraint.isAutoresizingMask {
                hasFixedMask = hasFixedMask || (equation.firstItem.key == key && equation.rhs == nil)
                continue
            }
            guard let other = firstOther else { continue }
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
    private func maskedSuperview(of key: ItemKey) -> ItemKey? {
        for constraint in constraints where constraint.isAutoresizingMask && constraint.equation.firstItem.key == key {
            if let other = constraint.equation.anchors.dropFirst().first?.item, other.key != key { return other.key }
        }
        return nil
    }
}

extension ConstraintEntry {
    /// An autoresizing mask's constraint, by its class.
    package var isAutoresizingMask: Bool { className == "NSAutoresizingMaskLayoutConstraint" }
}
