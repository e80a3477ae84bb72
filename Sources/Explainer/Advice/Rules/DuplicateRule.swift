extension AdviceRule {
    /// Field guide §9.5: the same constraint twice (same views, attributes,
    /// relation, constant and multiplier) was added twice, by code that runs
    /// more than once; one copy goes, whatever the arithmetic says.
    static let duplicate = AdviceRule(
        "duplicate",
        summary: "The same constraint listed twice was added twice (code that runs more than once): remove one copy, "
            + "whatever the arithmetic."
    ) { context in
        for member in context.appMembers {
            guard let twin = context.reportFacts.twin(of: member) else { continue }
            var verdict = ConflictVerdict(owner: .app, action: .remove, rule: "", changed: [member])
            verdict.alternative = twin
            return verdict
        }
        return nil
    }
}
