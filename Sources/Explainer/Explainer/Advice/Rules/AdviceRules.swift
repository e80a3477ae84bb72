/// The rules of advice in the order an expert applies them (listed in
/// docs/how-it-judges.md): the first verdict whose fix passes its check gives the conflict's
/// verdict. Whose the conflict is comes first, because it decides
/// everything after it; the fallback, the cheapest change the proof
/// allows, comes last.
enum AdviceRules {
    static let ordered: [AdviceRule] = [
        .appleComponent,
        .systemOnly,
        .framesOnly,
        .appStackView,
        .maskOnPlacedView,
        .staleConstant,
        .duplicate,
        .collapse,
        .interchangeableSizes,
        .lastPin,
        .firstLayout,
        .onlyConstraint,
        .cheapest,
    ]

    /// The first verdict, rule by rule, whose fix is applied, solved and
    /// found to end the conflict and change the screen (or that changes
    /// nothing the model can apply). When none is, the first verdict found
    /// with its refusal, which the fix sentence then says after it
    /// (`refusalSentence`), and without an outcome.
    static func verdict(_ context: RuleContext) -> ConflictVerdict {
        var firstRefused: ConflictVerdict?
        for rule in ordered {
            for var verdict in rule.candidates(context) {
                verdict.rule = rule.name
                switch context.builder.check(verdict, in: context) {
                case .accepted(let after):
                    verdict.afterFix = after
                    return verdict
                case .notModelled:
                    return verdict
                case .refused(let refusal):
                    // A passing first layout keeps its verdict; only its optional change goes.
                    if verdict.action == .transient {
                        verdict.changed = []
                        return verdict
                    }
                    verdict.refusal = refusal
                    if firstRefused == nil { firstRefused = verdict }
                }
            }
        }
        guard let firstRefused else { preconditionFailure("the last rule, cheapest, always decides") }
        return firstRefused
    }
}
