import LogParser

/// Which view holds which, as far as the report tells: `'|'` bindings, an
/// autoresizing mask (it relates a view to its superview), and margins (a
/// view pinned to another's `leadingMargin` or `topMargin` is inside it,
/// field guide §8). Rules ask whether a constraint places a view from
/// outside (against its superview or a sibling) or ties a subview to it.
struct Containment {
    /// Child → parent, by model key.
    let parent: [String: String]

    init(_ analysis: ReportAnalysis, words: ConstraintWords) {
        var parent = analysis.model.superviewKeys
        for index in analysis.report.entries.indices {
            guard let constraint = analysis.report.entries[index].constraint else { continue }
            let anchors = constraint.equation.anchors
            let keys = words.anchorKeys(index)
            guard anchors.count == 2, keys.count == 2, keys[0] != keys[1] else { continue }
            if constraint.className == "NSAutoresizingMaskLayoutConstraint" {
                // The masked view is the one that is not `'|'`.
                let masked = anchors[0].item.name == "|" ? 1 : 0
                if parent[keys[masked]] == nil { parent[keys[masked]] = keys[1 - masked] }
                continue
            }
            let margins = anchors.map { Self.isMargin($0.attribute) }
            if margins[1], !margins[0], parent[keys[0]] == nil { parent[keys[0]] = keys[1] }
            if margins[0], !margins[1], parent[keys[1]] == nil { parent[keys[1]] = keys[0] }
        }
        self.parent = parent
    }

    /// `key` lies inside `ancestor` (a subview, or a subview's subview).
    func isInside(_ key: String, _ ancestor: String) -> Bool {
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
