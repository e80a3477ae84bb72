/// One rule of advice: its name, the fact it reads, and
/// the verdicts it gives when that fact holds, best first. The rules are
/// tried in the order of `AdviceRules.ordered`; the first verdict whose fix
/// passes its check decides the conflict, and JSON names its rule, so a
/// wrong choice is traced to one rule.
struct AdviceRule: Sendable {
    /// `stale-constant`: short, stable, for JSON and tests.
    let name: String
    /// What the rule says, in one line, for the list of rules in docs/how-it-judges.md.
    let summary: String
    /// The rule's verdicts, best first; empty when its fact does not hold.
    let candidates: @Sendable (RuleContext) -> [ConflictVerdict]

    init(_ name: String, summary: String, decide: @escaping @Sendable (RuleContext) -> ConflictVerdict?) {
        self.name = name
        self.summary = summary
        self.candidates = { context in decide(context).map { [$0] } ?? [] }
    }

    /// A rule with several verdicts to try in turn (the cheapest change, then the next).
    init(_ name: String, summary: String, candidates: @escaping @Sendable (RuleContext) -> [ConflictVerdict]) {
        self.name = name
        self.summary = summary
        self.candidates = candidates
    }
}
