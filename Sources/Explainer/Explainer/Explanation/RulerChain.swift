import ConstraintSolving
import LayoutAnalysis
import LogParser

/// A chain of gaps and views laid end to end inside a view whose size is
/// fixed, and by how much it does not fit: what the text ruler writes
/// (`H:|-12-[UILabel 'Total' 150]-12-|  174 > 160 by 14`) and the HTML
/// ruler draws. Worked out by `ChainRuler`.
package struct RulerChain: Sendable {
    package struct Piece: Sendable {
        package enum Kind: Sendable {
            /// Space between two edges.
            case gap
            /// A view whose size a constraint sets.
            case view
            /// A view the proof lets shrink to nothing.
            case flexibleView
            /// The edge of a view two gaps meet at.
            case edge
        }

        package let kind: Kind
        /// The view's name (for a view or an edge).
        package let name: String?
        package let colorSlot: Int?
        /// Along the axis: exactly this, at least (≥) or at most (≤).
        package let length: Double
        package let relation: Relation
        /// For an edge: which (`leading`, `bottom`).
        package let side: String?

        /// `-12-`, `-≥8-`, `[UILabel 150]`, `[UIImageView]`, `(UIView.leading)`;
        /// nothing for edges that touch.
        var text: String {
            switch kind {
            case .edge: "(\(name ?? "?").\(side ?? "?"))"
            case .flexibleView: "[\(name ?? "?")]"
            case .view: "[\(name ?? "?") \(lengthText)]"
            case .gap: Numerics.isZero(length) && relation == .equal ? "" : "-\(lengthText)-"
            }
        }

        /// `150`, `≥8`.
        package var lengthText: String { RulerChain.mark(relation) + NumberText.prose(length) }
    }

    package let axis: Axis
    package let pieces: [Piece]
    /// What the pieces add up to.
    package let total: Double
    /// The container's size, and how it is fixed (`160`, `≥44`).
    package let limit: Double
    package let limitRelation: Relation
    package let container: String
    package let containerSlot: Int
    package let discrepancy: Double
    /// The container's sizes at which the required constraints tied to it
    /// hold, where its container gives its size (`SizeRange`): the ruler marks them.
    package var holds: HoldingSizes?

    /// Sizes from `lower` to `upper`; nil for an open end (no lower bound is 0).
    package struct HoldingSizes: Sendable {
        package let lower: Double?
        package let upper: Double?

        /// `holds only when it is exactly 84 pt`: the size range's own words,
        /// which the When line then need not repeat.
        package var text: String { "holds only when it is " + ExplainedSizeRange.bounds(lower: lower, upper: upper, unit: " pt") }
    }

    /// The pieces need more than the container gives.
    package var overflows: Bool { total > limit }

    /// The ruler in one line of text, as a visual format would write the chain.
    package var text: String {
        let drawn = (axis == .horizontal ? "H:|" : "V:|") + pieces.map(\.text).joined() + "|"
        return "\(drawn)  \(NumberText.prose(total)) \(overflows ? ">" : "<") \(Self.mark(limitRelation))\(NumberText.prose(limit)) "
            + "by \(NumberText.prose(discrepancy))" + (holds.map { "; " + $0.text } ?? "")
    }

    /// The ruler for a reader of the Why just above: only where the sizes
    /// at which the chain holds are not the total the Why already says
    /// (the views it let shrink to nothing have sizes elsewhere), and then
    /// without the totals: the chain drawn, and where it holds.
    package var beyondTheWhy: String? {
        guard let holds, ![holds.lower, holds.upper].contains(where: { $0.map(NumberText.prose) == NumberText.prose(total) })
        else { return nil }
        let drawn = (axis == .horizontal ? "H:|" : "V:|") + pieces.map(\.text).joined() + "|"
        return "\(drawn)  \(holds.text)"
    }

    package static func mark(_ relation: Relation) -> String {
        switch relation {
        case .equal: ""
        case .greaterThanOrEqual: "≥"
        case .lessThanOrEqual: "≤"
        }
    }
}
