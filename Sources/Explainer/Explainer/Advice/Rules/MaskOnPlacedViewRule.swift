import LogParser

extension AdviceRule {
    /// Turning a view's autoresizing mask off is
    /// right only where the app's own constraints place or size that view;
    /// where its container or its own frame-based code sets the frame, the
    /// mask stays and the fix is inside.
    static let maskOnPlacedView = AdviceRule(
        "mask-on-placed-view",
        summary: "Turn a view's autoresizing mask off only where the app's constraints place or size that view, never "
            + "on a view whose frame its container sets (root views, cells, clip views, split panes)."
    ) { context in
        guard !context.appMembers.isEmpty, !context.maskDecision.turnOff.isEmpty else { return nil }
        var verdict = ConflictVerdict(owner: .app, action: .disableAutoresizingMask, rule: "")
        verdict.maskViews = context.maskDecision.turnOff
        verdict.changed = verdict.maskViews.flatMap(\.entries)
        return verdict
    }
}

/// Which masked views of a conflict lose their mask, and which keep it and why.
struct MaskDecision {
    var turnOff: [ConflictVerdict.MaskedView] = []
    var kept: [ConflictVerdict.ContainerFrame] = []

    init(_ context: RuleContext) {
        var seen = Set<ItemKey>()
        for index in context.appMasks {
            let key = context.maskedView(index)
            if let position = turnOff.firstIndex(where: { $0.key == key }) {
                turnOff[position].entries.append(index)
                continue
            }
            guard seen.insert(key).inserted else { continue }
            if let reason = context.frameOwners.containerSetsFrame(of: key) {
                kept.append(.init(key: key, reason: reason))
            } else if context.appMembers.contains(where: { context.places(key, index: $0) })
                || !context.appMembers.contains(where: { context.holdsInside(key, index: $0) })
            {
                // Placed by the app's constraints, or content the app put among views it lays out.
                turnOff.append(.init(key: key, entries: [index]))
            } else {
                kept.append(
                    .init(key: key, reason: "placed by its frame: the constraints here are inside it, none places or sizes it"))
            }
        }
    }
}

extension RuleContext {
    /// The constraint at `index` places or sizes the view `key` from
    /// outside: a size of its own, or a relation to a view not inside it
    /// (its superview, a sibling). Tying a subview to it does not.
    func places(_ key: ItemKey, index: Int) -> Bool {
        let keys = words.anchorKeys(index)
        guard keys.contains(key) else { return false }
        let others = keys.filter { $0 != key }
        return others.isEmpty || others.contains { !containment.isInside($0, key) }
    }

    /// The constraint at `index` ties a view inside `key` to it.
    func holdsInside(_ key: ItemKey, index: Int) -> Bool {
        let keys = words.anchorKeys(index)
        return keys.contains(key) && keys.contains { $0 != key && containment.isInside($0, key) }
    }
}
