extension AdviceRule {
    /// The fallback: of the app's constraints, the one the cheapest way out
    /// of the whole report drops (a fixed size before an edge, UIKit's own
    /// choice breaking ties) gives way at priority 999; where its fix fails
    /// its check, the next cheapest.
    static let cheapest = AdviceRule(
        "cheapest",
        summary: "Otherwise, lower to 999 the app's constraint that the cheapest way out of the report drops: a fixed "
            + "size before a pin, UIKit's own choice breaking ties."
    ) { context in
        if !context.appMembers.isEmpty {
            return context.cheapestFirst(context.appMembers).map {
                ConflictVerdict(owner: .app, action: .lowerPriority, rule: "", changed: [$0])
            }
        }
        // Only masks of the app's views against the system's sizes: the frame is what the app gave.
        if let mask = context.appMasks.first {
            var verdict = ConflictVerdict(owner: .app, action: .giveFrame, rule: "", changed: [mask])
            verdict.viewKey = context.maskedView(mask)
            return [verdict]
        }
        return [ConflictVerdict(owner: .apple(.systemViews), action: .notAppCode, rule: "")]
    }
}
