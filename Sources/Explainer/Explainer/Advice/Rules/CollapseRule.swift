import LayoutAnalysis
import LogParser

extension AdviceRule {
    /// A required size of 0 or 1 pt on a view, or a stack
    /// view's hiding, is the code collapsing that view on purpose (a bar
    /// folded away, a width animated to 1). When the pins or padding of the
    /// views inside it ask for room, those give way: the inner pin at its far
    /// edge (bottom, trailing) at 999, or the inner pins deactivated while it
    /// is collapsed. Lowering the collapse would keep the view on screen as a
    /// strip the size of its padding.
    static let collapse = AdviceRule(
        "collapse",
        summary: "A size of 0 or 1 pt (or a stack view's hiding) collapses a view on purpose: lower the pin inside it "
            + "that fights the collapse (its bottom or trailing at 999), or deactivate the inner pins while it is "
            + "collapsed; never the collapse itself."
    ) { context in
        guard let collapse = context.members.first(where: context.builder.isCollapse),
            let view = context.words.anchorKeys(collapse).first,
            let axis = context.equation(collapse)?.firstAttribute.axis
        else { return [] }
        // The app's pins that tie a view inside the collapsing one to its edges, far edge first.
        let inner = context.appMembers.filter { context.holdsInside(view, index: $0) || context.pinsToSameEdge(of: view, index: $0) }
        let ordered =
            inner.filter { context.isFarEdgePin($0, of: view, axis: axis) }
            + inner.filter { !context.isFarEdgePin($0, of: view, axis: axis) }
        let name = context.words.names.name(of: view)
        let size = context.equation(collapse).map { NumberText.prose($0.constantValue) } ?? "0"
        return ordered.map { pin in
            ConflictVerdict(
                owner: .app, action: .lowerPriority, rule: "", changed: [pin], viewKey: view,
                because: "so \(name) can collapse to \(size) pt as its constraint asks, and what is inside it gives way "
                    + "(or deactivate the pins inside it while it is collapsed)")
        }
    }
}

extension RuleContext {
    /// The constraint ties another view's edge to the same edge of `view`
    /// (`Stack.top == Bar.top + 8`): how content is pinned inside a view
    /// when the log prints no `'|'` to say which holds which.
    func pinsToSameEdge(of view: ItemKey, index: Int) -> Bool {
        guard let equation = equation(index), equation.anchors.count == 2, equation.multiplierValue == 1 else { return false }
        let keys = words.anchorKeys(index)
        guard keys.count == 2, keys.contains(view), keys[0] != keys[1] else { return false }
        let (a, b) = (equation.anchors[0].attribute, equation.anchors[1].attribute)
        return a == b && !a.isSize && a != .centerX && a != .centerY
    }

    /// The constraint pins a view inside `container` to the container's far
    /// edge along `axis` (its bottom, trailing or right).
    func isFarEdgePin(_ index: Int, of container: ItemKey, axis: Axis) -> Bool {
        guard let equation = equation(index) else { return false }
        let far: Set<Attribute> =
            axis == .vertical ? [.bottom, .bottomMargin, .lastBaseline, .maxY] : [.trailing, .right, .trailingMargin, .rightMargin, .maxX]
        return zip(equation.anchors, words.anchorKeys(index)).contains { anchor, key in
            key == container && far.contains(anchor.attribute)
        }
    }
}
