import LayoutAnalysis
import LogParser

/// Why a rule's fix is not advised. Each fix is applied to the report's
/// model and solved again first (docs/how-it-judges.md, "A fix is checked"):
/// one that fails is never printed, and the next rule decides.
enum FixRefusal: Hashable, Sendable {
    /// Minimal conflicts sharing a constraint with this one are left.
    case leavesConflicts(Int)
    /// Solved, the layout is the one UIKit's recovery left (as when it lowers
    /// the constraint UIKit broke), and that layout is a visible bug: a view
    /// collapsed to 0 pt that the code sized, or one asked to be 0 pt that shows.
    case keepsTheBug(String)
    /// It gives up a collapse (a size of 0 or 1, a stack view's hiding), which the code means.
    case givesUpCollapse(Int)
}

/// A verdict's fix, applied and solved: accepted with what the screen then
/// shows, refused, or not one the model can apply (nothing to change, a
/// stack view's settings).
enum FixCheck {
    case accepted(AfterFix)
    case refused(FixRefusal)
    case notModelled
}

extension AdviceBuilder {
    /// Where no rule's fix passed its check, what the one said falls short
    /// of, in plain words: a limit reached is said, never hidden.
    func refusalSentence(_ refusal: FixRefusal, letters: [Int: String]) -> String {
        let checked = "Applied to the constraints and solved again, no single change passes the check:"
        switch refusal {
        case .leavesConflicts(let count):
            return "\(checked) this one still leaves \(count) conflict\(count == 1 ? "" : "s") with these constraints, so more "
                + "than one of them must change."
        case .keepsTheBug(let bug):
            return "\(checked) this one leaves the screen as \(words.engine) did, with \(bug)."
        case .givesUpCollapse(let index):
            return "\(checked) this one gives up \(letters[index] ?? words.equation(index)), the collapse your code asks for; "
                + "if the view is meant to show, change that size instead."
        }
    }

    func check(_ verdict: ConflictVerdict, in context: RuleContext) -> FixCheck {
        let conflict = context.conflict
        guard let change = change(of: verdict), !change.isEmpty else { return .notModelled }
        // Two sizes for one view show which one is meant.
        let givenUp = change.givenUp
        if verdict.rule != AdviceRule.staleConstant.name,
            let collapse = conflict.entryIndices.first(where: { givenUp.contains($0) && isCollapse($0) })
        {
            return .refused(.givesUpCollapse(collapse))
        }
        // The fix's layout, solved first: where it holds every required
        // constraint, it proves no conflict is left without a search (and is the one the sentences read).
        let scope = scope(members: conflict.entryIndices, axis: conflict.axis)
        let solved = fixedSession(change, in: scope)?.layout
        let left = layouts.conflictsLeft(
            removing: change.removed, relaxing: change.relaxed, touching: conflict.entryIndices, solved: solved)
        if left > 0 { return .refused(.leavesConflicts(left)) }
        var after = afterFix(change, in: scope, conflictsLeft: left)
        if after.changesScreen == false, !mayKeepTheScreen(verdict, context: context),
            case .visible(let bug) = recoveryHarm(conflict)
        {
            return .refused(.keepsTheBug(bug.description))
        }
        if analysis.verdict == .conflictPastMarginBound {
            // No size at a margin the log does not fix: the fix is said by the margins it holds at.
            after.marginRange = layouts.marginRange(without: givenUp, touching: conflict.entryIndices)
            return .accepted(after)
        }
        // A self-sizing cell sizes itself again on the next pass: this pass's squeezed sizes are not what shows.
        if ContainerChain.isAgainstSelfSizingHeight(context) {
            after.sizesWithheld = true
        } else {
            after.sizes = statedSizes(change, in: scope)
            // A size the recovery left to content and the fix fixes is a screen that changes.
            if after.sizes.contains(where: \.fromContent) { after.changesScreen = true }
        }
        return .accepted(after)
    }

    /// A fix may leave the layout as UIKit recovered it, bug and all, where
    /// that layout is not what stays: a wrong constraint removed (stale, a
    /// copy, one that can never hold) is no value given up; and a first
    /// layout's temporary size and a self-sizing cell's height give way to
    /// real sizes on the next pass, which this layout does not show.
    private func mayKeepTheScreen(_ verdict: ConflictVerdict, context: RuleContext) -> Bool {
        verdict.action == .remove || verdict.action == .transient || ContainerChain.isAgainstSelfSizingHeight(context)
    }

    /// A required size of 0 or 1 pt that the app's code wrote (`height == 0`,
    /// an animated `width == 1`), or a stack view's hiding: the code means the
    /// view to vanish. A 0 pt size from a frame (a mask, the engine's first
    /// layout, a container's size) is no such intent: it is a size not given yet.
    func isCollapse(_ index: Int) -> Bool {
        guard let constraint = entries[index].constraint, constraint.priority.isRequired else { return false }
        if constraint.identifier == "UISV-hiding" { return true }
        guard analysis.origins[index] == .app else { return false }
        let equation = constraint.equation
        return equation.rhs == nil && equation.firstAttribute.isSize && equation.relation == .equal
            && equation.constantValue >= 0 && equation.constantValue <= 1
    }
}
