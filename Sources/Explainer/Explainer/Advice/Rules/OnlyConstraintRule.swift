extension AdviceRule {
    /// A constraint that cannot hold on its own (a negative size) can never
    /// hold anywhere: it goes, whoever else is listed.
    static let onlyConstraint = AdviceRule(
        "only-constraint",
        summary: "A constraint that cannot hold on its own (a negative size) is removed."
    ) { context in
        guard context.members.count == 1, context.appMembers.count == 1 else { return nil }
        return ConflictVerdict(owner: .app, action: .remove, rule: "", changed: context.appMembers)
    }
}
