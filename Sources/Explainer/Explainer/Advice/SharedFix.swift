import LayoutAnalysis
import LogParser

/// Conflicts of one report that one checked change resolves: the same
/// change, applied and solved for each, along one axis (a mask turned off,
/// one constraint lowered). The report says that change once, over all
/// their constraints lettered once, and names the conflicts it resolves.
struct SharedFix {
    /// Positions of the conflicts in the report's list, ascending.
    let positions: [Int]
    /// Every constraint of those conflicts, in printed order.
    let members: [Int]
    let letters: [Int: String]

    /// Conflicts' numbers by position, runs of four or more as a range: `1, 2 and 4`, `1–64`.
    static func numbers(_ positions: [Int]) -> String {
        var runs: [ClosedRange<Int>] = []
        for position in positions.sorted() {
            if let last = runs.last, last.upperBound + 1 == position {
                runs[runs.count - 1] = last.lowerBound...position
            } else {
                runs.append(position...position)
            }
        }
        return runs.flatMap { run -> [String] in
            run.count >= 4 ? ["\(run.lowerBound + 1)–\(run.upperBound + 1)"] : run.map { "\($0 + 1)" }
        }.spokenList
    }
}

extension AdviceBuilder {
    /// What makes two conflicts' fixes one: the same change, the same kind of
    /// change, along the same axis; for a removal (which takes one of those
    /// the verdict names), the same ones named.
    private struct SharedKey: Hashable {
        let change: FixChange
        let action: Suggestion.Action
        let axis: Axis?
        let named: Set<Int>
    }

    /// The report's conflicts whose checked fixes are one change, in groups
    /// of two or more, ordered by their first conflict.
    func sharedFixes(_ advice: [ConflictAdvice]) -> [SharedFix] {
        // Past the margin bound each fix is said by the margins solved for its own conflict.
        guard advice.count > 1, analysis.verdict != .conflictPastMarginBound else { return [] }
        var groups: [SharedKey: [Int]] = [:]
        var order: [SharedKey] = []
        for (position, item) in advice.enumerated() {
            // A family's lead speaks for the conflicts it stands for: it is listed on its own.
            guard item.conflict.family == nil, item.verdict.afterFix != nil, item.verdict.refusal == nil,
                let change = change(of: item.verdict), !change.isEmpty
            else { continue }
            let key = SharedKey(
                change: change, action: item.action, axis: item.conflict.axis,
                named: item.action == .remove ? Set(item.changed) : [])
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(position)
        }
        return order.compactMap { key in
            guard let positions = groups[key], positions.count > 1 else { return nil }
            let members = Set(positions.flatMap { advice[$0].conflict.entryIndices }).sorted()
            return SharedFix(positions: positions, members: members, letters: Self.letters(members))
        }
    }

    /// The shared fix said once: the verdict of the conflict UIKit broke a
    /// constraint of (else the first), naming every constraint the group's
    /// verdicts change, and its outcome solved again over all the group's
    /// constraints, so each number is read off the one fixed layout.
    func advise(_ shared: SharedFix, advice: [ConflictAdvice]) -> ConflictAdvice {
        let group = shared.positions.map { advice[$0] }
        let broken = analysis.brokenBySystem
        let lead = group.first { broken.map($0.conflict.entryIndices.contains) == true } ?? group[0]
        var verdict = lead.verdict
        verdict.changed = shared.members.filter { index in group.contains { $0.changed.contains(index) } }
        if group.contains(where: { $0.verdict.alternative != lead.verdict.alternative }) { verdict.alternative = nil }
        verdict.maskViews = Self.merged(group.flatMap(\.verdict.maskViews))
        if let change = change(of: lead.verdict) {
            let scope = scope(members: shared.members, axis: lead.conflict.axis)
            var after = afterFix(change, in: scope, conflictsLeft: 0)
            if group.contains(where: { $0.verdict.afterFix?.sizesWithheld == true }) {
                after.sizesWithheld = true
            } else {
                after.sizes = statedSizes(change, in: scope)
            }
            verdict.afterFix = after
        }
        return advise(lead.conflict, letters: shared.letters, verdict: verdict, shown: shared.members)
    }

    /// Each masked view once, with every entry its mask adds in any of the group's conflicts.
    private static func merged(_ views: [ConflictVerdict.MaskedView]) -> [ConflictVerdict.MaskedView] {
        var merged: [ConflictVerdict.MaskedView] = []
        for view in views {
            if let at = merged.firstIndex(where: { $0.key == view.key }) {
                merged[at].entries = Set(merged[at].entries + view.entries).sorted()
            } else {
                merged.append(view)
            }
        }
        return merged
    }
}
