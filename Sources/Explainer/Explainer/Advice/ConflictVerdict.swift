import LayoutAnalysis
import LogParser

/// Whose a conflict is and what to change: decided once, by the first of
/// the ordered advice rules (`AdviceRules`) that applies, and read by every
/// output. The fix sentence, the owner in each format, `--fail-on`,
/// `--ignore-system`, annotations and the summary's counts all read this one
/// value, so they cannot disagree about a conflict.
package struct ConflictVerdict: Sendable {
    enum Owner: Hashable, Sendable {
        /// The app has something to change.
        case app
        /// Wholly inside Apple's views: nothing in the app's code to change.
        case apple(AppleComponent)
        /// A first layout's conflict, gone by the next pass.
        case passing

        var component: AppleComponent? {
            if case .apple(let component) = self { component } else { nil }
        }

        /// As JSON and the CI documents name it.
        var name: String {
            switch self {
            case .app: "app"
            case .apple: "apple"
            case .passing: "harmless"
            }
        }
    }

    var owner: Owner
    var action: Suggestion.Action
    /// The rule that decided (`AdviceRule.name`).
    package var rule: String
    /// The entries to change (empty when the app cannot change any).
    var changed: [Int] = []
    /// The other of two constraints either of which may go.
    var alternative: Int? = nil
    /// The views whose autoresizing masks to turn off, by model key, with their constraints.
    var maskViews: [MaskedView] = []
    /// Masked views whose frame their container sets, by model key, with
    /// why: their masks stay, and the fix is inside.
    var containerFrames: [ContainerFrame] = []
    /// The view the change is about, by model key, when it is not the
    /// changed constraint's first view (a frame to give, a stack to adjust).
    var viewKey: ItemKey? = nil
    /// Why the rule chose this change, as a clause after it ("so …", "because …").
    var because: String? = nil
    /// For a conflict not the app's to fix: what UIKit's recovery leaves on
    /// screen, so that "harmless" is said only where it is.
    var harm: RecoveryHarm = .unknown
    /// The fix applied to the model and solved again: what the screen then
    /// shows. Nil where there is no change the model can apply.
    package var afterFix: AfterFix? = nil
    /// Why the fix fails its check, where every rule's did (said instead of a fix).
    var refusal: FixRefusal? = nil

    struct MaskedView: Sendable {
        let key: ItemKey
        var entries: [Int]
    }

    struct ContainerFrame: Sendable {
        let key: ItemKey
        let reason: String
    }
}
