/// The rules of advice in the order an expert applies them (field guide
/// §9): the first that decides gives the conflict's verdict. Whose the
/// conflict is comes first, because it decides everything after it; the
/// fallback, the cheapest change the proof allows, comes last.
enum AdviceRules {
    static let ordered: [AdviceRule] = [
        .appleComponent,
        .systemOnly,
        .framesOnly,
        .appStackView,
        .maskOnPlacedView,
        .staleConstant,
        .duplicate,
        .interchangeableSizes,
        .lastPin,
        .firstLayout,
        .onlyConstraint,
        .cheapest,
    ]

    /// The verdict of the first rule that decides; `cheapest` always does.
    static func verdict(_ context: RuleContext) -> ConflictVerdict {
        for rule in ordered {
            guard var verdict = rule.decide(context) else { continue }
            verdict.rule = rule.name
            return verdict
        }
        preconditionFailure("the last rule, cheapest, always decides")
    }
}
