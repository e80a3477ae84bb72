/// One rule of advice (field guide §9): its name, the fact it reads, and
/// the verdict it gives when that fact holds. The rules are tried in the
/// order of `AdviceRules.ordered`; the first that decides gives the
/// conflict's verdict, and JSON names it, so a wrong choice is traced to
/// one rule.
struct AdviceRule: Sendable {
    /// `stale-constant`: short, stable, for JSON and tests.
    let name: String
    /// What the rule says, in one line, for the list of rules in docs/how-it-judges.md.
    let summary: String
    let decide: @Sendable (RuleContext) -> ConflictVerdict?

    init(_ name: String, summary: String, decide: @escaping @Sendable (RuleContext) -> ConflictVerdict?) {
        self.name = name
        self.summary = summary
        self.decide = decide
    }
}
