import LogParser

/// Whose a margins guide is, when the log prints the guide
/// (`UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`) but not the constraints
/// that tie it to its view (`'UIView-leftMargin-guide-constraint'`): the
/// superview every view pinned to it shares, or else the one view of the
/// report not pinned to it. Its edges are then that view's margins, which
/// the analysis can assume to be UIKit's defaults and say so, rather than
/// leave the guide floating free.
enum MarginsGuideOwners {
    static let guideLabel = "UIViewLayoutMarginsGuide"

    /// Guide key → the view it is taken to belong to; `owned`, guides the
    /// report already ties to a view, are left out. Asked only of a report
    /// that prints such a guide (`ModelBuilder` notes it as it reads).
    static func guess(in report: Report, superviews: [ItemKey: LayoutItem], owned: Set<ItemKey>) -> [ItemKey: LayoutItem] {
        var pinned: [ItemKey: Set<ItemKey>] = [:]
        var guides: [ItemKey: LayoutItem] = [:]
        var views: [ItemKey: LayoutItem] = [:]
        for entry in report.entries {
            guard let constraint = entry.constraint else { continue }
            let items = constraint.equation.anchors.map(\.item).filter { $0.name != "|" }
            for item in items where item.isLayoutGuide && item.label == guideLabel && !owned.contains(item.key) {
                guides[item.key] = item
                for other in items where other.key != item.key { pinned[item.key, default: []].insert(other.key) }
            }
            for item in items where !item.isLayoutGuide { views[item.key] = item }
        }
        var owners: [ItemKey: LayoutItem] = [:]
        for (key, _) in guides {
            let tied = pinned[key] ?? []
            let shared = Set(tied.compactMap { superviews[$0]?.key })
            if shared.count == 1, tied.allSatisfy({ superviews[$0] != nil }), let owner = superviews[tied.first!] {
                owners[key] = owner
                continue
            }
            let others = views.values.filter { !tied.contains($0.key) }
            if others.count == 1 { owners[key] = others[0] }
        }
        return owners
    }

    /// The margin attribute a guide's edge stands for; nil for its size.
    static func marginAttribute(for attribute: Attribute) -> Attribute? {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: nil
        }
    }
}
