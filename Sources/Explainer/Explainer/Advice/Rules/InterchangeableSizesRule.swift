import LayoutAnalysis

extension AdviceRule {
    /// Equal sizes of the app's that trade places in the equations (a
    /// proved symmetry, `Conflict.interchangeable`) have no one wrong
    /// member: together with the rest they ask for more room than there is.
    /// With room for fewer, any k of the n are a conflict of their own (a
    /// family); with room for all but a few points, the one conflict holds
    /// all n. Either way lowering a pin only lets the whole set run past its
    /// container's edge, and lowering one of them makes that one the odd
    /// one out: the sizes give way, all of them alike, so they shrink
    /// together (here the fixed sizes are not what the
    /// design wants; they are what cannot fit). Against a self-sizing
    /// cell's height the cell grows to its content, so its last pin is the
    /// one (`lastPin`).
    static let interchangeableSizes = AdviceRule(
        "interchangeable-sizes",
        summary: "When n equal sizes of the app's that trade places cannot all fit (any k of them already too many, "
            + "or all n), let all n shrink together (priority 999 or <=), or show fewer, wrap them, or scroll; "
            + "not a pin that lets them overflow, nor one of them alone. Not against a self-sizing cell's height."
    ) { context in
        let sizes = context.conflict.interchangeable.filter { kind in
            // Sizes of several views; copies of one view's size are one constraint added twice.
            Set(kind.entryIndices.compactMap { context.words.anchorKeys($0).first }).count > 1
                && kind.entryIndices.allSatisfy { index in
                    context.origin(index) == .app
                        && context.equation(index).map { $0.rhs == nil && $0.firstAttribute.isSize } == true
                }
        }
        guard let kind = sizes.max(by: { $0.entryIndices.count < $1.entryIndices.count }),
            !ContainerChain.isAgainstSelfSizingHeight(context),
            asksForTooMuch(kind, in: context.conflict)
        else { return nil }
        return ConflictVerdict(
            // Those the conflict shows first, so the fix names one by its letter.
            owner: .app, action: .lowerPriority, rule: "",
            changed: kind.entryIndices.filter(context.members.contains) + kind.entryIndices.filter { !context.members.contains($0) },
            because: "so they shrink together into the room the rest leaves them; "
                + "or show fewer of them, wrap them onto more lines, or put them in a scroll view")
    }

    /// The sizes count on the side of the arithmetic that asks for more than
    /// the other gives: they overflow. (Sizes that fall short of filling
    /// their room, pinned at both ends, are not too big: the pin is.)
    private static func asksForTooMuch(_ kind: ConflictFamily.Class, in conflict: Conflict) -> Bool {
        guard let (side, other) = conflict.proof.side(holding: kind.entryIndices.filter(conflict.entryIndices.contains)) else {
            return false
        }
        return side.reduce(0) { $0 + $1.value } > other.reduce(0) { $0 + $1.value }
    }
}
