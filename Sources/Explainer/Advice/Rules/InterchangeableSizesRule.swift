import LayoutAnalysis

extension AdviceRule {
    /// A family of conflicts (any k of n equal sizes of the app's in too
    /// little room, `ConflictFamily`) has no one wrong member: the sizes
    /// together ask for more room than there is, every choice of k of them
    /// is a conflict, and lowering a pin only lets the whole set run past its
    /// container's edge. What gives way is the sizes, all of them alike, so
    /// they shrink together (field guide §9.6: here the fixed sizes are not
    /// what the design wants; they are what cannot fit).
    static let interchangeableSizes = AdviceRule(
        "interchangeable-sizes",
        summary: "When any k of n equal sizes of the app's are already too many (a family of conflicts), let all n "
            + "shrink together (priority 999 or <=), or show fewer, wrap them, or scroll; not a pin that lets them overflow."
    ) { context in
        guard let family = context.conflict.family else { return nil }
        let sizes = family.classes.filter { kind in
            kind.entryIndices.allSatisfy { index in
                context.origin(index) == .app
                    && context.equation(index).map { $0.rhs == nil && $0.firstAttribute.isSize } == true
            }
        }
        guard let kind = sizes.max(by: { $0.entryIndices.count < $1.entryIndices.count }) else { return nil }
        return ConflictVerdict(
            // Those the conflict shows first, so the fix names one by its letter.
            owner: .app, action: .lowerPriority, rule: "",
            changed: kind.entryIndices.filter(context.members.contains) + kind.entryIndices.filter { !context.members.contains($0) },
            because: "so they shrink together into the room the rest leaves them; "
                + "or show fewer of them, wrap them onto more lines, or put them in a scroll view")
    }
}
