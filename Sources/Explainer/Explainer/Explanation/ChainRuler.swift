import ConstraintSolving
import LayoutAnalysis
import LogParser

/// Finds the `RulerChain` of a conflict that is a chain against its
/// container's size: one size fixed, and the others laid end to end from
/// one edge of that view to the other (gaps, sizes, views that shrink to
/// nothing); nil for any other shape, which the sentence alone explains.
enum ChainRuler {
    /// `container`: the view the conflict is about (its subject), whose size the chain fills.
    static func ruler(_ conflict: Conflict, container: ItemKey?, words: ConstraintWords) -> RulerChain? {
        guard let axis = conflict.axis, let container else { return nil }
        // The proof's fixed side first: of two sizes asked of one view, the
        // one the sentence says fixes it is the container's.
        let against = Set(conflict.proof.against.compactMap(\.entryIndex))
        for candidate in conflict.entryIndices.filter(against.contains) + conflict.entryIndices.filter({ !against.contains($0) }) {
            guard let limit = sizeLimit(candidate, axis: axis, words: words), limit.key == container else { continue }
            let others = conflict.entryIndices.filter { $0 != candidate }
            guard let segments = segments(others, facts: conflict.facts, axis: axis, words: words),
                let walked = walk(segments, from: Node(key: limit.key, end: false), to: Node(key: limit.key, end: true)),
                // The container's own size is no chain: drawn between `|` and `|`
                // it would show pins to a superview the log does not have
                // (`H:|[UIView]|` for a lone negative width, or two sizes of one view).
                !walked.contains(where: { $0.from.key == container && $0.to.key == container }),
                let chain = joiningGaps(walked, axis: axis, words: words)
            else { continue }
            let total = chain.reduce(0) { $0 + $1.length }
            guard abs(abs(total - limit.value) - conflict.discrepancy) <= Numerics.layoutResolution,
                chain.contains(where: \.isDrawn)
            else { continue }
            return RulerChain(
                axis: axis, pieces: chain.map { $0.piece(words: words) }, total: total, limit: limit.value,
                limitRelation: limit.relation, container: words.names.name(of: container),
                containerSlot: words.names.slot(of: container), discrepancy: conflict.discrepancy)
        }
        return nil
    }

    /// One edge of a view along the axis: its start (leading, left, top) or its end.
    private struct Node: Hashable {
        let key: ItemKey
        let end: Bool
    }

    /// A piece of the chain between two edges, and how it is drawn.
    private struct Segment {
        let from: Node
        let to: Node
        /// How far `to` lies past `from`: exactly, at least or at most.
        let length: Double
        let relation: Relation
        /// The model key of the view a size belongs to; nil for a gap between two edges.
        let view: ItemKey?
        /// A view the proof lets shrink to nothing: drawn without a size.
        var isFlexible = false
        /// For a mark between two gaps, the side of the view edge they meet at (`leading`).
        var edge: String? = nil

        /// The same piece read from its far end: `label.trailing == view.trailing - 12`
        /// is a gap of 12 from the label's end to the view's.
        var reversed: Segment {
            let flipped: Relation =
                switch relation {
                case .equal: .equal
                case .greaterThanOrEqual: .lessThanOrEqual
                case .lessThanOrEqual: .greaterThanOrEqual
                }
            return Segment(from: to, to: from, length: -length, relation: flipped, view: view, isFlexible: isFlexible, edge: edge)
        }

        /// Drawn at all: a view, or a gap that is not two edges touching.
        var isDrawn: Bool { edge == nil && (view != nil || !(Numerics.isZero(length) && relation == .equal)) }

        func piece(words: ConstraintWords) -> RulerChain.Piece {
            let key = view ?? (edge != nil ? from.key : nil)
            let kind: RulerChain.Piece.Kind = edge != nil ? .edge : view == nil ? .gap : isFlexible ? .flexibleView : .view
            return RulerChain.Piece(
                kind: kind, name: key.map(words.names.name(of:)), colorSlot: key.map(words.names.slot(of:)), length: length,
                relation: relation, side: edge)
        }
    }

    /// The entry fixing a view's size on the axis: the view, the size, and how.
    private static func sizeLimit(_ index: Int, axis: Axis, words: ConstraintWords) -> (key: ItemKey, value: Double, relation: Relation)? {
        guard let equation = words.analysis.report.entries[index].constraint?.equation, equation.rhs == nil,
            equation.firstAttribute.isSize, equation.firstAttribute.axis == axis, let key = words.anchorKeys(index).first
        else { return nil }
        return (key, equation.constantValue, equation.relation)
    }

    /// Each member as a piece between two edges; nil when one is not a gap or a size on the axis.
    private static func segments(_ members: [Int], facts: [ImplicitFact], axis: Axis, words: ConstraintWords) -> [Segment]? {
        var segments: [Segment] = []
        for index in members {
            guard let equation = words.analysis.report.entries[index].constraint?.equation,
                equation.multiplierValue == 1, case .anchor(let lhs) = equation.lhs
            else { return nil }
            let keys = words.anchorKeys(index)
            let constant = equation.constantValue
            if equation.rhs == nil {
                guard lhs.attribute.isSize, lhs.attribute.axis == axis, let key = keys.first else { return nil }
                segments.append(
                    Segment(
                        from: Node(key: key, end: false), to: Node(key: key, end: true), length: constant,
                        relation: equation.relation, view: key))
                continue
            }
            guard case .anchor(let rhs)? = equation.rhs, keys.count == 2, let to = node(lhs.attribute, keys[0], axis: axis),
                let from = node(rhs.attribute, keys[1], axis: axis)
            else { return nil }
            // `to == from + constant`: the gap from one edge to the other.
            segments.append(Segment(from: from, to: to, length: constant, relation: equation.relation, view: nil))
        }
        for fact in facts {
            guard case .nonNegativeSize(let key, let factAxis) = fact, factAxis == axis else { return nil }
            segments.append(
                Segment(
                    from: Node(key: key, end: false), to: Node(key: key, end: true), length: 0, relation: .greaterThanOrEqual,
                    view: key, isFlexible: true))
        }
        return segments
    }

    private static func node(_ attribute: Attribute, _ key: ItemKey, axis: Axis) -> Node? {
        guard attribute.axis == axis else { return nil }
        switch attribute {
        case .leading, .left, .top: return Node(key: key, end: false)
        case .trailing, .right, .bottom: return Node(key: key, end: true)
        default: return nil
        }
    }

    /// The segments in order from `start` to `end`, each used once and each
    /// going forward; nil when they do not make one such chain.
    private static func walk(_ segments: [Segment], from start: Node, to end: Node) -> [Segment]? {
        // The segments at each edge, in order: the first unused one at the
        // edge reached is the next, found without a search along them all.
        var atNode: [Node: [Int]] = [:]
        for (index, segment) in segments.enumerated() {
            atNode[segment.from, default: []].append(index)
            if segment.to != segment.from { atNode[segment.to, default: []].append(index) }
        }
        var used = [Bool](repeating: false, count: segments.count)
        var chain: [Segment] = []
        var here = start
        while chain.count < segments.count {
            guard let next = atNode[here]?.first(where: { !used[$0] }) else { return nil }
            used[next] = true
            var segment = segments[next]
            if segment.from != here { segment = segment.reversed }
            // A segment that goes backwards folds the chain, and no ruler says that.
            guard segment.length >= -Numerics.layoutResolution else { return nil }
            chain.append(segment)
            here = segment.to
        }
        return here == end ? chain : nil
    }

    /// Gaps that meet at a layout guide's edge (a margin, then the gap to
    /// it) drawn as one: `-16--34-` is `-50-`; nil when one is at least and
    /// the other at most. Gaps that meet at a view's edge keep it between
    /// them: `-4-(UIView.leading)-10-`.
    private static func joiningGaps(_ chain: [Segment], axis: Axis, words: ConstraintWords) -> [Segment]? {
        var joined: [Segment] = []
        for segment in chain {
            guard let last = joined.last, last.view == nil, segment.view == nil else {
                joined.append(segment)
                continue
            }
            let edge = segment.from
            // An edge between two gaps is worth drawing only when both are gaps to see.
            let bothDrawn = last.isDrawn && segment.isDrawn
            guard !bothDrawn || words.analysis.model.item(withKey: edge.key)?.item.isLayoutGuide == true else {
                let side = axis == .horizontal ? (edge.end ? "trailing" : "leading") : (edge.end ? "bottom" : "top")
                joined.append(
                    Segment(
                        from: edge, to: edge, length: 0, relation: .equal, view: nil, edge: side))
                joined.append(segment)
                continue
            }
            let relations = Set([last.relation, segment.relation]).subtracting([.equal])
            guard relations.count <= 1 else { return nil }
            joined[joined.count - 1] = Segment(
                from: last.from, to: segment.to, length: last.length + segment.length, relation: relations.first ?? .equal, view: nil)
        }
        return joined
    }
}
