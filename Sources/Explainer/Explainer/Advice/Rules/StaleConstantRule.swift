import LogParser

extension AdviceRule {
    /// Two required constants for one thing (two sizes
    /// of one view, two positions of one edge, a centre and an edge) are
    /// almost never meant together: the code activated a new constraint
    /// without deactivating the old one. One goes; lowering either would
    /// keep the stale one alive.
    static let staleConstant = AdviceRule(
        "stale-constant",
        summary: "Two of the app's constants for one size or one edge mean one is stale: keep one constraint and update "
            + "its constant; never lower the one UIKit broke when the one left in force is the wrong one."
    ) { context in
        guard let pair = StalePair.find(context) else { return nil }
        if context.origin(pair.other) == .autoresizingMask || context.origin(pair.stale) == .autoresizingMask {
            // The mask stays (its container sets the frame): the frame is what to correct.
            let mask = context.origin(pair.stale) == .autoresizingMask ? pair.stale : pair.other
            let other = mask == pair.stale ? pair.other : pair.stale
            var verdict = ConflictVerdict(owner: .app, action: .changeConstant, rule: "", changed: [mask])
            verdict.alternative = other
            return verdict
        }
        var verdict = ConflictVerdict(owner: .app, action: .remove, rule: "", changed: [pair.stale])
        verdict.alternative = pair.other
        verdict.because = pair.because
        return verdict
    }
}

/// Two of the app's equalities that give one quantity two values, and which of them is the stale one.
struct StalePair {
    let stale: Int
    let other: Int
    /// Why this one is named first, when something in the log says: a
    /// clause after "Of the two, ".
    let because: String?

    /// What one equality fixes: a view's size, or one of its positions along an axis.
    private struct Target: Hashable {
        let view: ItemKey
        let attribute: String
        let axis: Axis?
    }

    private struct ViewAxis: Hashable {
        let view: ItemKey
        let axis: Axis?
    }

    static func find(_ context: RuleContext) -> StalePair? {
        // A frame its container sets is a value too: its mask may be the stale one (a fraction of a point off).
        let keptMasks = context.appMasks.filter { index in context.maskDecision.kept.contains { $0.key == context.maskedView(index) } }
        let candidates = (context.appMembers + keptMasks).compactMap { index -> (index: Int, target: Target, isCenter: Bool)? in
            guard let constraint = context.constraint(index), constraint.priority.isRequired,
                let target = target(of: constraint.equation, keys: context.words.anchorKeys(index), containment: context.containment)
            else { return nil }
            return (index, target, target.attribute == "centerX" || target.attribute == "centerY")
        }
        // Grouped, so a chain of thousands is read once: by what each fixes, and by view and axis.
        var byTarget: [Target: Int] = [:]
        var byViewAxis: [ViewAxis: (index: Int, isCenter: Bool)] = [:]
        for candidate in candidates {
            if let earlier = byTarget[candidate.target] { return choose(earlier, candidate.index, context) }
            byTarget[candidate.target] = candidate.index
            guard candidate.target.axis != nil, !["width", "height"].contains(candidate.target.attribute) else { continue }
            // A centre and an edge of one view along one axis, against one reference: two placements.
            let key = ViewAxis(view: candidate.target.view, axis: candidate.target.axis)
            if let earlier = byViewAxis[key], earlier.isCenter != candidate.isCenter,
                sameReference(earlier.index, candidate.index, context)
            {
                return choose(earlier.index, candidate.index, context)
            }
            if byViewAxis[key] == nil { byViewAxis[key] = (candidate.index, candidate.isCenter) }
        }
        return nil
    }

    /// The quantity an equality of multiplier 1 fixes: a view's size, or
    /// the position of the anchor it places. Of two views, the one inside
    /// the other is placed (`H:[Field]-(0)-|` places the field's trailing
    /// edge, though it prints the superview first); else the first printed.
    /// Nil for inequalities, ratios and engine variables.
    private static func target(of equation: Equation, keys: [ItemKey], containment: Containment) -> Target? {
        guard equation.relation == .equal, equation.multiplierValue == 1, let view = keys.first,
            equation.firstAttribute.axis != nil, case .anchor = equation.lhs
        else { return nil }
        if equation.firstAttribute.isSize {
            // `height == 44` and `height == 0`; a size tied to another view's is not a constant.
            return equation.rhs == nil
                ? Target(view: view, attribute: equation.firstAttribute.name, axis: equation.firstAttribute.axis) : nil
        }
        guard let second = equation.secondAttribute, !second.isSize, second.axis == equation.firstAttribute.axis,
            keys.count == 2, keys[1] != view
        else { return nil }
        if containment.isInside(keys[1], view) { return Target(view: keys[1], attribute: canonical(second), axis: second.axis) }
        return Target(view: view, attribute: canonical(equation.firstAttribute), axis: second.axis)
    }

    /// A mask's `minX` is the view's `left`; `left` and
    /// `leading` differ in a right-to-left layout, so they stay apart.
    private static func canonical(_ attribute: Attribute) -> String {
        switch attribute {
        case .minX: "left"
        case .maxX: "right"
        case .minY: "top"
        case .maxY: "bottom"
        default: attribute.name
        }
    }

    private static func sameReference(_ a: Int, _ b: Int, _ context: RuleContext) -> Bool {
        Set(context.words.anchorKeys(a)) == Set(context.words.anchorKeys(b))
    }

    /// The stale one of two: a constraint that reaches past the view's
    /// superview (to an ancestor beyond it) before one that stays inside;
    /// then the one UIKit broke, since removing it keeps the screen as it
    /// is, unless what it left in force is a size of 0 that hides the view;
    /// then the first printed.
    private static func choose(_ a: Int, _ b: Int, _ context: RuleContext) -> StalePair {
        let reachesPast = { (index: Int) -> Bool in
            let keys = context.words.anchorKeys(index)
            guard keys.count == 2 else { return false }
            let inner = context.containment.isInside(keys[1], keys[0]) ? (keys[1], keys[0]) : (keys[0], keys[1])
            return context.containment.isInside(inner.0, inner.1) && context.containment.parent[inner.0] != inner.1
        }
        if reachesPast(a) != reachesPast(b) {
            let (stale, other) = reachesPast(a) ? (a, b) : (b, a)
            return StalePair(
                stale: stale, other: other,
                because: "the first named is likely stale: it reaches past \(context.words.firstItemName(stale))'s superview, "
                    + "which the other stays inside")
        }
        if let broken = context.analysis.brokenBySystem, broken == a || broken == b {
            let left = broken == a ? b : a
            if hidesView(left, context) {
                return StalePair(
                    stale: left, other: broken,
                    because: "the first named is likely stale: \(context.words.engine) broke the other and left this 0 in "
                        + "force, which hides the view for good")
            }
            // Which of two the engine breaks says nothing of which is older, so no
            // reason is given; removing it keeps the screen as it is, which the
            // fix's outcome says once it is checked.
            return StalePair(stale: broken, other: left, because: nil)
        }
        return StalePair(stale: a, other: b, because: nil)
    }

    /// A size of 0 (`height == 0`): a view it holds is not seen.
    private static func hidesView(_ index: Int, _ context: RuleContext) -> Bool {
        guard let equation = context.equation(index) else { return false }
        return equation.rhs == nil && equation.firstAttribute.isSize && equation.constantValue == 0
    }
}
