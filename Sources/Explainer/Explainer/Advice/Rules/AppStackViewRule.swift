extension AdviceRule {
    /// `UISV-*` constraints come from a stack view's
    /// settings. When the stack views are the app's and nothing else of the
    /// app's takes part, the fix is in the stack: its spacing while an
    /// arranged view is hidden, or which views it hides.
    static let appStackView = AdviceRule(
        "app-stack-view",
        summary: "A conflict among the stack-view constraints (UISV-*) of the app's own stack views is fixed through "
            + "the stack: spacing 0 while a view is hidden, hide the views inside a nested stack, alignment."
    ) { context in
        guard context.appMembers.isEmpty, !context.appStackMembers.isEmpty else { return nil }
        let identifier = { (index: Int) in context.constraint(index)?.identifier ?? "" }
        let spacing = context.appStackMembers.first { identifier($0) == "UISV-spacing" }
        let hidden = context.appStackMembers.first { identifier($0) == "UISV-hiding" }
        let changed = spacing ?? context.appStackMembers[0]
        var verdict = ConflictVerdict(owner: .app, action: .adjustStackView, rule: "", changed: [changed])
        verdict.viewKey = hidden.flatMap { context.words.anchorKeys($0).first }
        return verdict
    }
}
