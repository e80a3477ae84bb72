import ConstraintSolving
import LayoutAnalysis
import LogParser

/// What the screen shows once a fix is applied to the report's model and
/// solved again: every number in it is read off that solved layout.
package struct AfterFix: Sendable {
    /// A view's size along the conflict's axis, where the constraints fix it.
    package struct Size: Sendable {
        package let view: ItemKey
        package let axis: Axis
        package let size: Double
        /// The framework's recovery left this size to no constraint (a
        /// label's or button's content may decide it), and the fix fixes it:
        /// at 999 it beats the content's compression resistance (750).
        package var fromContent = false
    }

    /// A constraint the fix lowered that no longer holds, and by how much it misses.
    package struct GivenWay: Sendable {
        package let entryIndex: Int
        package let by: Double
    }

    /// Minimal conflicts sharing a constraint with this one that are left after the change.
    package let conflictsLeft: Int
    /// The conflict's views, in the order they first appear in it; stated
    /// once the fix is accepted (`statedSizes`), as each costs two probes.
    package var sizes: [Size] = []
    /// The sizes are left unsaid on purpose: this pass's are not what shows
    /// (a self-sizing cell sizes itself again).
    var sizesWithheld = false
    /// The conflict's constraints that still hold, by entry index, in printed order.
    package let keeps: [Int]
    /// The lowered constraints that give way; empty when several are lowered
    /// together, whose split of the shortfall is the engine's choice.
    package let givenWay: [GivenWay]
    /// When several are lowered together: how far they miss in all.
    package let givenWayTogether: Double?
    /// The entries the change removes (or whose mask or frame it changes).
    package let removed: [Int]
    /// How many the change lowers.
    package let relaxedCount: Int
    /// The screen differs from what UIKit's recovery left; nil when the
    /// log does not say what it broke in this conflict, or the layouts are too large to solve.
    package var changesScreen: Bool?
    /// For a conflict past the margin bound (`conflictPastMarginBound`): the
    /// margins at which the fixed constraints hold, solved for; nil when no
    /// margin bounds them. Its sizes and misses are then not stated: they
    /// are the margin's the search took, not the log's.
    package var marginRange: MarginRange? = nil
}

/// Where a fix is looked at: the constraints it resolves, along which axis
/// (both when nil), their views and the layout's parts those reach.
struct FixScope {
    let members: [Int]
    let axis: Axis?
    let keys: [ItemKey]
    let parts: [Int]
}

extension AdviceBuilder {
    /// Views whose sizes a fix's line states, at most: a row of thousands is summed up by its conflict's figure.
    static let sizesStated = 6
    /// Less than this is no move a screen shows (a 3× screen's pixel is a third of a point).
    static let visibleShift = 0.1

    /// The fix applied and solved (`left` conflicts found left by the
    /// search): what holds, what gives way, and whether the screen changes.
    func afterFix(_ change: FixChange, in scope: FixScope, conflictsLeft left: Int) -> AfterFix {
        let members = scope.members
        guard let session = fixedSession(change, in: scope) else {
            return AfterFix(
                conflictsLeft: left, keeps: [], givenWay: [], givenWayTogether: nil, removed: change.removed.sorted(),
                relaxedCount: change.relaxed.count, changesScreen: nil)
        }
        let layout = session.layout
        var keeps: [Int] = []
        for index in members where !change.removed.contains(index) {
            guard let linear = analysis.model.linear(forEntry: index) else { continue }
            if layout.violation(of: linear) <= Numerics.layoutResolution { keeps.append(index) }
        }
        // How far each lowered one misses as printed, not past the rounding the check allows.
        let misses = change.relaxed.sorted().compactMap { index -> AfterFix.GivenWay? in
            guard let linear = analysis.model.linear(forEntry: index),
                layout.violation(of: linear) > Numerics.layoutResolution
            else { return nil }
            let exact = LinearConstraint(linear.expression, linear.relation, strength: linear.strength, tag: linear.tag)
            return AfterFix.GivenWay(entryIndex: index, by: layout.violation(of: exact))
        }
        let together = change.relaxed.count > 1
        let givenWay = together ? [] : misses
        let givenWayTogether = together ? misses.reduce(0) { $0 + $1.by } : nil
        return AfterFix(
            conflictsLeft: left, keeps: keeps, givenWay: givenWay, givenWayTogether: givenWayTogether,
            removed: change.removed.sorted(), relaxedCount: change.relaxed.count,
            changesScreen: changesScreen(session.layout, in: scope))
    }

    /// The views of `members` along `axis` (one conflict's, or the union of
    /// several one change resolves), and the parts of the layout their
    /// frames reach: worked out once for a fix's check and its sentences.
    func scope(members: [Int], axis: Axis?) -> FixScope {
        let keys = viewKeys(of: members)
        return FixScope(members: members, axis: axis, keys: keys, parts: layouts.parts(showing: keys, along: axis))
    }

    /// The layout with `change` applied, as far as the frames of the scope's views reach along its axis.
    func fixedSession(_ change: FixChange, in scope: FixScope) -> LayoutSession? {
        layouts.session(removing: change.removed, relaxing: change.relaxed, parts: scope.parts)
    }

    /// The sizes the fixed layout gives the conflict's views, where its constraints fix them.
    func statedSizes(_ change: FixChange, in scope: FixScope) -> [AfterFix.Size] {
        guard let session = fixedSession(change, in: scope) else { return [] }
        // The layout the framework recovered to, where the log says it broke one of the conflict's.
        let recovered = analysis.brokenBySystem.flatMap { broken in
            scope.members.contains(broken) ? layouts.session(removing: [broken], parts: scope.parts) : nil
        }
        var sizes: [AfterFix.Size] = []
        let axes = scope.axis.map { [$0] } ?? [.horizontal, .vertical]
        // Sizes lowered together share what room there is in no one way: the
        // engine picks a split, as the solve does, so none of theirs is stated.
        let shared = change.relaxed.count > 1 ? Set(change.relaxed.flatMap(words.anchorKeys)) : []
        for key in scope.keys where sizes.count < Self.sizesStated && !shared.contains(key) {
            // Where views end up, not the guides and unnamed superviews they are measured from.
            guard let item = analysis.model.item(withKey: key), !item.isPlaceholder, !item.item.isLayoutGuide else { continue }
            let frame = item.frame
            for axis in axes {
                let variable = axis == .horizontal ? frame.width : frame.height
                let expression = LinearExpression(variable)
                guard session.isDetermined(expression) else { continue }
                var size = AfterFix.Size(view: key, axis: axis, size: session.layout.value(of: expression))
                size.fromContent = recovered.map { !$0.isDetermined(expression) } ?? false
                sizes.append(size)
            }
        }
        return sizes
    }

    /// The views `members` name, each once, in the order they name them.
    func viewKeys(of members: [Int]) -> [ItemKey] {
        var seen = Set<ItemKey>()
        return members.flatMap(words.anchorKeys).filter { seen.insert($0).inserted }
    }

    /// Whether the fixed layout places or sizes some view of the conflict
    /// otherwise than the layout UIKit recovered to (its broken constraint
    /// left out); nil when the log does not say it broke one of `members`.
    private func changesScreen(_ fixed: SolvedLayout, in scope: FixScope) -> Bool? {
        guard let broken = analysis.brokenBySystem, scope.members.contains(broken),
            let now = layouts.session(removing: [broken], parts: scope.parts)?.layout
        else { return nil }
        let axis = scope.axis
        for key in scope.keys {
            guard let a = now.frame(of: key), let b = fixed.frame(of: key) else { continue }
            let pairs: [(Double, Double)] =
                switch axis {
                case .horizontal?: [(a.x, b.x), (a.width, b.width)]
                case .vertical?: [(a.y, b.y), (a.height, b.height)]
                case nil: [(a.x, b.x), (a.width, b.width), (a.y, b.y), (a.height, b.height)]
                }
            if pairs.contains(where: { abs($0 - $1) > Self.visibleShift }) { return true }
        }
        return false
    }
}
