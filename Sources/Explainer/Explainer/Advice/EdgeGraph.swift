import ConstraintSolving
import LayoutAnalysis
import LogParser

/// A conflict's constraints as distances between edges, when each is one:
/// `B.top == A.bottom + 8` puts B's top 8 pt below A's bottom, and
/// `A.height == 44` puts A's bottom 44 pt below its top. Walking from one
/// edge to another adds the distances up, which is how a reader checks a
/// placement: the Why of two placements of one edge and of a negative size
/// is such a walk. Nil for anything else (a multiplier, an inequality, a
/// constant position, sizes tied to each other): those keep the totals.
struct EdgeGraph {
    /// An edge (or centre) of one view along one axis.
    struct Node: Hashable {
        let key: ItemKey
        let attribute: Attribute
    }

    /// `to` lies `distance` pt after (right of, below) `from`, by `entry`.
    struct Link {
        let entry: Int
        let from: Node
        let to: Node
        let distance: Double
    }

    let links: [Link]
    let axis: Axis

    init?(entries: [Int], words: ConstraintWords) {
        let report = words.analysis.report.entries
        let equations = entries.compactMap { report[$0].constraint?.equation }
        guard equations.count == entries.count else { return nil }
        // A size joins the two edges the other constraints name: left and right, or leading and trailing.
        let usesLeftRight = equations.contains { $0.anchors.contains { [.left, .right].contains($0.attribute) } }
        var links: [Link] = []
        var axis: Axis?
        for (index, equation) in zip(entries, equations) {
            let keys = words.anchorKeys(index)
            let attribute = equation.firstAttribute
            guard equation.relation == .equal, let first = keys.first, let thisAxis = attribute.axis, axis == nil || axis == thisAxis
            else { return nil }
            axis = thisAxis
            if case .anchor(let lhs) = equation.lhs, case .anchor(let rhs)? = equation.rhs, keys.count == 2 {
                guard Numerics.isUnit(equation.multiplierValue), Self.isEdge(lhs.attribute), Self.isEdge(rhs.attribute),
                    rhs.attribute.axis == thisAxis
                else { return nil }
                links.append(
                    Link(
                        entry: index, from: Node(key: keys[1], attribute: rhs.attribute), to: Node(key: first, attribute: lhs.attribute),
                        distance: equation.constantValue))
            } else if equation.rhs == nil, attribute.isSize {
                let (start, end) = Self.edges(of: thisAxis, leftRight: usesLeftRight)
                links.append(
                    Link(
                        entry: index, from: Node(key: first, attribute: start), to: Node(key: first, attribute: end),
                        distance: equation.constantValue))
            } else {
                return nil
            }
        }
        guard let axis else { return nil }
        self.links = links
        self.axis = axis
    }

    /// The edges a size lies between along `axis`.
    static func edges(of axis: Axis, leftRight: Bool) -> (start: Attribute, end: Attribute) {
        axis == .vertical ? (.top, .bottom) : leftRight ? (.left, .right) : (.leading, .trailing)
    }

    /// A position along the axis (not a size, margin or engine variable, whose
    /// distances to the edges the log does not print).
    private static func isEdge(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .firstBaseline, .lastBaseline, .baseline:
            true
        default: false
        }
    }

    /// Whether the links name leading or trailing edges, so that distances
    /// read "after" and "before" (the reading direction), not right and left.
    var isDirectional: Bool {
        links.contains { AttributeWords.isDirectional($0.from.attribute) || AttributeWords.isDirectional($0.to.attribute) }
    }

    /// The links joining `from` to `to`, each once, and how far `to` lies from
    /// `from` along them; nil when they do not join them.
    func walk(from: Node, to: Node, using allowed: [Link]? = nil) -> (entries: [Int], distance: Double)? {
        var reached: [Node: (entries: [Int], distance: Double)] = [from: ([], 0)]
        var queue = [from]
        let usable = allowed ?? links
        while !queue.isEmpty {
            let node = queue.removeFirst()
            guard let here = reached[node] else { continue }
            if node == to { return here }
            for link in usable where !here.entries.contains(link.entry) {
                let step: (Node, Double)? =
                    link.from == node ? (link.to, link.distance) : link.to == node ? (link.from, -link.distance) : nil
                guard let (next, distance) = step, reached[next] == nil else { continue }
                reached[next] = (here.entries + [link.entry], here.distance + distance)
                queue.append(next)
            }
        }
        return nil
    }

    /// The nodes, when the links close one loop through every one of them
    /// (two ways from any edge to any other): the shape of two placements.
    var loop: [Node]? {
        var degree: [Node: Int] = [:]
        for link in links {
            degree[link.from, default: 0] += 1
            degree[link.to, default: 0] += 1
        }
        guard degree.values.allSatisfy({ $0 == 2 }), degree.count == links.count, let start = links.first?.from else { return nil }
        // Connected: one walk reaches them all.
        var seen: Set<Node> = [start]
        var queue = [start]
        while let node = queue.popLast() {
            for link in links where link.from == node || link.to == node {
                let next = link.from == node ? link.to : link.from
                if seen.insert(next).inserted { queue.append(next) }
            }
        }
        guard seen.count == degree.count else { return nil }
        // In the order the constraints first name them.
        var order: [Node] = []
        for link in links {
            for node in [link.from, link.to] where !order.contains(node) { order.append(node) }
        }
        return order
    }
}
