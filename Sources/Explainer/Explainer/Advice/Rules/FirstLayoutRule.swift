extension AdviceRule {
    /// A conflict with the engine's temporary size
    /// (`_UITemporaryLayoutWidth == 0`) happens while a view of the app's is
    /// laid out for the first time, before it has its real size. It passes;
    /// to silence it, give that view a non-zero starting frame or let one
    /// inner constraint give way.
    static let firstLayout = AdviceRule(
        "first-layout",
        summary: "A conflict with the engine's temporary first-layout size passes by itself; to silence it, give the "
            + "view a non-zero starting frame or lower one inner constraint, and name that view."
    ) { context in
        guard let temporary = context.members.first(where: { context.origin($0) == .temporarySize }) else { return nil }
        var verdict = ConflictVerdict(owner: .passing, action: .transient, rule: "")
        verdict.viewKey = context.words.anchorKeys(temporary).first
        let apps = context.appMembers
        if !apps.isEmpty {
            verdict.changed = [ContainerChain.find(context)?.change ?? context.cheapest(apps)]
        }
        return verdict
    }
}
