extension AdviceRule {
    /// When no constraint the app made takes part (no
    /// constraint of its code, no mask of its views, no stack view of its
    /// own), the conflict is among UIKit's or AppKit's own constraints.
    static let systemOnly = AdviceRule(
        "system-only",
        summary: "When no constraint of the app's takes part (encapsulated, temporary and fitting sizes, guides, "
            + "the keyboard's), the conflict is the system's, never \"yours\"."
    ) { context in
        guard context.appMembers.isEmpty, context.appMasks.isEmpty, context.appStackMembers.isEmpty else { return nil }
        let keyboard = context.members.allSatisfy { context.origin($0) == .keyboard }
        return ConflictVerdict(owner: .apple(keyboard ? .keyboard : .systemViews), action: .notAppCode, rule: "")
    }
}
