import LayoutAnalysis
import LogParser

/// What a verdict's change does to the report's constraints, so that it can
/// be applied to the model and solved again before it is advised: entries
/// that go (removed, or made by a mask that is turned off, or by a frame
/// that is corrected to fit) and entries that stay at priority 999.
struct FixChange: Hashable, Sendable {
    var removed: Set<Int> = []
    var relaxed: Set<Int> = []

    var isEmpty: Bool { removed.isEmpty && relaxed.isEmpty }
    /// Every entry the change gives up.
    var givenUp: Set<Int> { removed.union(relaxed) }
}

extension AdviceBuilder {
    /// The change a verdict makes, or nil when it is none the model can
    /// say (nothing for the app to change; a stack view's settings).
    func change(of verdict: ConflictVerdict) -> FixChange? {
        let changed = Set(verdict.changed)
        switch verdict.action {
        case .lowerPriority, .checkValues, .transient:
            return changed.isEmpty ? nil : FixChange(relaxed: changed)
        case .remove:
            // Of two either of which may go, the first named is the one advised first.
            return verdict.changed.first.map { FixChange(removed: [$0]) }
        case .disableAutoresizingMask:
            // Turning a mask off takes every constraint it made, in the conflict or not.
            let views = Set(verdict.maskViews.map(\.key))
            let masks = entries.indices.filter {
                analysis.origins[$0] == .autoresizingMask && words.maskedViewKey($0).map(views.contains) == true
            }
            return FixChange(removed: changed.union(masks))
        case .changeConstant, .giveFrame:
            // A frame made to fit puts the edge where the others do: its mask's constraint no longer disagrees.
            return changed.isEmpty ? nil : FixChange(removed: changed)
        case .notAppCode, .adjustStackView:
            return nil
        }
    }
}
