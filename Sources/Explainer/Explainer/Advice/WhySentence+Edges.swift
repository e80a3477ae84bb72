import ConstraintSolving
import LayoutAnalysis
import LogParser

/// The Why shapes read as walks from edge to edge (`EdgeGraph`): where
/// the constraints put an edge, which a reader checks against the layout
/// in their head, instead of two totals to decode.
extension WhySentence {
    /// One edge put in two places: `D puts the top edge of UINavigationBar
    /// level with the top edge of UIView, but A, B and C put it 20 pt above:
    /// 20 pt apart.`
    func twoPlacements() -> String? {
        guard conflict.facts.isEmpty, let graph = EdgeGraph(entries: conflict.entryIndices, words: words), let loop = graph.loop
        else { return nil }
        // Measured from the view the constraints measure from (their second
        // item), a public view before a private one (a layout guide), then
        // the one the conflict is about, then the first named.
        let measuredFrom = Dictionary(grouping: graph.links.map(\.from), by: \.key).mapValues(\.count)
        func rank(_ node: EdgeGraph.Node) -> (Int, Int, Int, Int) {
            (measuredFrom[node.key] ?? 0, -isPrivate(node.key), node.key == subject ? 1 : 0, -loop.firstIndex(of: node)!)
        }
        guard let reference = loop.max(by: { rank($0) < rank($1) }) else { return nil }
        let placements = loop.filter { $0.key != reference.key }.compactMap { placed -> Placement? in
            guard let one = graph.walk(from: reference, to: placed),
                let other = graph.walk(from: reference, to: placed, using: graph.links.filter { !one.entries.contains($0.entry) })
            else { return nil }
            return one.entries.count <= other.entries.count ? Placement(placed, one, other) : Placement(placed, other, one)
        }
        // The edge whose shorter way is shortest: the plainest pair of
        // placements; a view of the app's before one of Apple's private views.
        guard
            let best = placements.min(by: { a, b in
                (a.shorter.entries.count, isPrivate(a.edge.key)) < (b.shorter.entries.count, isPrivate(b.edge.key))
            })
        else { return nil }
        let directional = graph.isDirectional
        let first = offset(best.shorter.distance, axis: graph.axis, directional: directional)
        let level = abs(best.longer.distance) < Numerics.layoutResolution
        let second = level ? "them level" : "it " + offset(best.longer.distance, axis: graph.axis, directional: directional)
        return "\(lettered(best.shorter.entries)) \(best.shorter.entries.count == 1 ? "puts" : "put") \(edgeName(best.edge)) "
            + "\(first) \(edgeName(reference)), but \(lettered(best.longer.entries)) "
            + "\(best.longer.entries.count == 1 ? "puts" : "put") \(second): "
            + "\(NumberText.prose(abs(best.shorter.distance - best.longer.distance))) pt apart."
    }

    /// A view centred in another and also pinned to its edge: `B centres
    /// UIButton in UIView, which puts its leading edge (390 − 200) ÷ 2 = 95 pt
    /// after the leading edge of UIView; C puts it 20 pt after: 75 pt apart.`
    func centreAgainstEdge() -> String? {
        guard conflict.facts.isEmpty, conflict.entryIndices.count == 4 else { return nil }
        var centre: (index: Int, keys: [ItemKey], constant: Double)?
        var edge: (index: Int, keys: [ItemKey], attribute: Attribute, constant: Double)?
        var sizes: [ItemKey: (index: Int, value: Double)] = [:]
        for index in conflict.entryIndices {
            guard let equation = entries[index].constraint?.equation, equation.relation == .equal else { return nil }
            let keys = words.anchorKeys(index)
            let first = equation.firstAttribute
            if equation.rhs == nil, first.isSize, let key = keys.first {
                sizes[key] = (index, equation.constantValue)
            } else if Numerics.isUnit(equation.multiplierValue), keys.count == 2, equation.secondAttribute == first {
                if first == .centerX || first == .centerY {
                    centre = (index, keys, equation.constantValue)
                } else if [.leading, .trailing, .left, .right, .top, .bottom].contains(first) {
                    edge = (index, keys, first, equation.constantValue)
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
        guard let centre, let edge, centre.keys == edge.keys, let axis = edge.attribute.axis,
            let placed = sizes[centre.keys[0]], let container = sizes[centre.keys[1]],
            let placedSize = entries[placed.index].constraint?.equation.firstAttribute, placedSize.axis == axis,
            let containerSize = entries[container.index].constraint?.equation.firstAttribute, containerSize.axis == axis
        else { return nil }
        // Where the centring puts the pinned edge, from the same edge of the container.
        let atStart = [.leading, .left, .top].contains(edge.attribute)
        let half = (atStart ? container.value - placed.value : placed.value - container.value) / 2
        let centred = half + centre.constant
        let arithmetic =
            (atStart
                ? "(\(NumberText.prose(container.value)) − \(NumberText.prose(placed.value))) ÷ 2"
                : "(\(NumberText.prose(placed.value)) − \(NumberText.prose(container.value))) ÷ 2")
            + (Numerics.isZero(centre.constant) ? "" : " \(centre.constant < 0 ? "−" : "+") \(NumberText.prose(abs(centre.constant)))")
        let directional = AttributeWords.isDirectional(edge.attribute)
        let placedName = words.names.name(of: centre.keys[0])
        let containerName = words.names.name(of: centre.keys[1])
        let edgeWords = AttributeWords.words(edge.attribute)
        let value = NumberText.prose(abs(centred))
        let direction = AttributeWords.offset(centred, axis: axis, directional: directional).replacingOccurrences(
            of: value + " pt ", with: "")
        return "\(letters[centre.index] ?? "?") centres \(placedName) in \(containerName), which with \(letters[placed.index] ?? "?") "
            + "and \(letters[container.index] ?? "?") puts its \(edgeWords) \(arithmetic) = \(value) pt \(direction) the \(edgeWords) "
            + "of \(containerName); \(letters[edge.index] ?? "?") puts it \(AttributeWords.offset(edge.constant, axis: axis, directional: directional)): "
            + "\(NumberText.prose(abs(centred - edge.constant))) pt apart."
    }

    /// A view whose far edge would come before its near one: `A and B put the
    /// right edge of UIView 6 pt to the left of its left edge: UIView would be
    /// −6 pt wide, and a width cannot be negative.`
    func negativeByEdges() -> String? {
        let negative = conflict.facts.compactMap { fact -> (key: ItemKey, axis: Axis)? in
            guard case .nonNegativeSize(let key, let axis) = fact else { return nil }
            return (key, axis)
        }
        guard negative.count == 1, conflict.facts.count == 1, let (key, axis) = negative.first,
            let graph = EdgeGraph(entries: conflict.entryIndices, words: words), graph.axis == axis
        else { return nil }
        let usesLeftRight = graph.links.contains {
            [.left, .right].contains($0.from.attribute) || [.left, .right].contains($0.to.attribute)
        }
        let (startEdge, endEdge) = EdgeGraph.edges(of: axis, leftRight: usesLeftRight)
        let start = EdgeGraph.Node(key: key, attribute: startEdge)
        let end = EdgeGraph.Node(key: key, attribute: endEdge)
        guard let walk = graph.walk(from: start, to: end), Set(walk.entries) == Set(conflict.entryIndices), walk.distance < 0
        else { return nil }
        let name = words.names.name(of: key)
        let dimension = axis == .horizontal ? "width" : "height"
        let size = "−\(NumberText.prose(-walk.distance)) pt \(axis == .horizontal ? "wide" : "tall")"
        if walk.entries.count == 1, let equation = entries[walk.entries[0]].constraint?.equation, equation.firstAttribute.isSize {
            return "\(lettered(walk.entries)) asks \(name) to be \(size), and a \(dimension) cannot be negative."
        }
        let placement = offset(walk.distance, axis: axis, directional: graph.isDirectional)
        return "\(lettered(walk.entries)) \(walk.entries.count == 1 ? "puts" : "put") the \(AttributeWords.words(endEdge)) of \(name) "
            + "\(placement) its \(AttributeWords.words(startEdge)): \(name) would be \(size), and a \(dimension) cannot be negative."
    }

    /// An edge and the two ways the constraints reach it.
    private struct Placement {
        let edge: EdgeGraph.Node
        let shorter: (entries: [Int], distance: Double)
        let longer: (entries: [Int], distance: Double)

        init(_ edge: EdgeGraph.Node, _ shorter: (entries: [Int], distance: Double), _ longer: (entries: [Int], distance: Double)) {
            self.edge = edge
            self.shorter = shorter
            self.longer = longer
        }
    }

    /// `A`, `A and B`, `A, B and C`, in the list's order.
    private func lettered(_ indices: [Int]) -> String {
        conflict.entryIndices.filter(indices.contains).compactMap { letters[$0] }.spokenList
    }

    /// `the top edge of UINavigationBar`.
    private func edgeName(_ node: EdgeGraph.Node) -> String {
        "the \(AttributeWords.words(node.attribute)) of \(words.names.name(of: node.key))"
    }

    private func offset(_ distance: Double, axis: Axis, directional: Bool) -> String {
        AttributeWords.offset(distance, axis: axis, directional: directional)
    }

    /// One of UIKit's or AppKit's own views (a layout guide, a private view).
    private func isPrivate(_ key: ItemKey) -> Int {
        let className = words.analysis.model.items.first { $0.key == key }?.item.className ?? ""
        return OriginCatalogue.isSystemClass(className) || className.hasPrefix("_") ? 1 : 0
    }
}
