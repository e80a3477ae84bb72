extension AdviceRule {
    /// When every constraint is an autoresizing mask of the
    /// app's views, the frames they were given do not fit together; nothing
    /// to turn off or lower, the frame is what to change.
    static let framesOnly = AdviceRule(
        "frames-only",
        summary: "When every constraint is an autoresizing mask of the app's views, give the outermost one a frame "
            + "that fits before layout: the frames disagree, not the constraints."
    ) { context in
        guard context.appMembers.isEmpty, context.appStackMembers.isEmpty, !context.appMasks.isEmpty,
            context.members.allSatisfy({ context.origin($0) == .autoresizingMask })
        else { return nil }
        let views = context.appMasks.map(context.maskedView)
        let outermost = views.first { view in !views.contains { context.containment.isInside(view, $0) } } ?? views[0]
        var verdict = ConflictVerdict(owner: .app, action: .giveFrame, rule: "", changed: [], viewKey: outermost)
        verdict.changed = context.appMasks.filter { context.maskedView($0) == outermost }
        return verdict
    }
}
