import LayoutAnalysis

extension AdviceRule {
    /// A conflict wholly inside one of Apple's private
    /// components (or logged by one of Apple's processes) is Apple's.
    static let appleComponent = AdviceRule(
        "apple-component",
        summary: "A conflict wholly inside one of Apple's private components (alerts, bars, the keyboard, "
            + "SwiftUI's hosting views) is Apple's: nothing in the app's code to change."
    ) { context in
        let ownership = Ownership.of(
            context.members, in: context.entries, origins: context.analysis.origins, makers: context.analysis.makers,
            process: context.analysis.report.process)
        guard case .apple(let component) = ownership else { return nil }
        return ConflictVerdict(owner: .apple(component), action: .notAppCode, rule: "")
    }
}
