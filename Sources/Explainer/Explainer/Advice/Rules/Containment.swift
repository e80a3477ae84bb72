import LayoutAnalysis
import LogParser

/// Which view holds which, as far as the report tells: `'|'` bindings, an
/// autoresizing mask (it relates a view to its superview), and margins (a
/// view pinned to another's `leadingMargin` or `topMargin` is inside it).
/// Rules ask whether a constraint places a view from
/// outside (against its superview or a sibling) or ties a subview to it.
struct Containment {
    /// Child → parent, by model key.
    let parent: [ItemKey: ItemKey]

    init(_ analysis: ReportAnalysis, words: ConstraintWords) {
        var parent = analysis.model.superviewKeys
        // Read in place, anchor by anchor: every report with a conflict of the app's builds this.
        for index in analysis.report.entries.indices {
            guard case .success(let constraint) = analysis.report.entries[index].parsed else { continue }
            var count = 0
            var isBar = (false, false)
            var isMargin = (false, false)
            constraint.equation.forEachAnchor { anchor in
                if count == 0 {
                    isBar.0 = anchor.item.name == "|"
                    isMargin.0 = Self.isMargin(anchor.attribute)
                } else if count == 1 {
                    isBar.1 = anchor.item.name == "|"
                    isMargin.1 = Self.isMargin(anchor.attribute)
                }
                count += 1
            }
            guard count == 2, isMargin.0 || isMargin.1 || constraint.isAutoresizingMask else { continue }
            let keys = words.anchorKeys(index)
            guard keys.count == 2, keys[0] != keys[1] else { continue }
            if constraint.isAutoresizingMask {
                // The masked view is the one that is not `'|'`.
                let masked = isBar.0 ? 1 : 0
                if parent[keys[masked]] == nil { parent[keys[masked]] = keys[1 - masked] }
                continue
            }
            if isMargin.1, !isMargin.0, parent[keys[0]] == nil { parent[keys[0]] = keys[1] }
            if isMargin.0, !isMargin.1, parent[keys[1]] == nil { parent[keys[1]] = keys[0] }
        }
        self.parent = parent
    }

    /// `key` lies inside `ancestor` (a subview, or a subview's subview).
    func isInside(_ key: ItemKey, _ ancestor: ItemKey) -> Bool {
        var current = key
        // Bounded: a report's bindings could, damaged, form a cycle.
        for _ in 0..<64 {
            guard let next = parent[current] else { return false }
            if next == ancestor { return true }
            current = next
        }
        return false
    }

    static func isMargin(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}
