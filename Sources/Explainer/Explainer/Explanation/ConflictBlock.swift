import LayoutAnalysis

/// What a report shows under one heading: one conflict, or several that one
/// checked change resolves (`SharedFix`), their constraints listed once,
/// a Why for each, and the change said once with one pair of pictures.
package struct ConflictBlock: Sendable {
    /// The conflicts shown, by position in the report's list, ascending.
    package let positions: [Int]
    /// `conflict 2 of 7`, `conflicts 1, 2 and 3 of 3`.
    package let title: String
    package let subject: String
    package let brokenNote: String?
    /// `These 3 constraints cannot all hold:`, `These 5 constraints make 3 conflicts, which one change resolves:`.
    package let lead: String
    /// Every constraint of the conflicts shown, lettered once, in printed order.
    package let constraints: [ExplainedConstraint]
    /// Each conflict's arithmetic; numbered where the block shows several.
    package let reasons: [Reason]
    /// The conflict whose fix, outcome, code and pictures the block shows:
    /// those of a shared change are the same on every conflict it resolves.
    package let fixed: ConflictExplanation
    /// Every conflict's notes, each once.
    package let caveats: [String]
    /// Some conflict shown is not in the baseline; nil without one.
    package let isNew: Bool?

    package struct Reason: Sendable {
        /// The conflict's number in the report (1 for the first), where the block shows several.
        package let number: Int?
        package let why: String
        package let ruler: RulerChain?
        /// The sizes at which it holds, in a sentence each (`ExplainedSizeRange`).
        package let when: [String]
    }

    /// The conflicts the block resolves, as a heading says them: `conflicts 1, 2 and 3`.
    package var resolved: String? {
        positions.count > 1 ? "conflicts " + SharedFix.numbers(positions) : nil
    }

    /// The Whys a block prints in full; the rest of a large group are counted (JSON has each).
    package static let reasonsInFull = 5
}

extension ConflictBlock {
    /// One block per conflict, but one for each group in `sharing` (positions
    /// of conflicts one change resolves), where its first conflict is.
    static func blocks(_ conflicts: [ConflictExplanation], sharing: [[Int]], analysis: ReportAnalysis) -> [ConflictBlock] {
        var groupOf: [Int: [Int]] = [:]
        for group in sharing { for position in group { groupOf[position] = group } }
        return conflicts.indices.compactMap { position in
            guard let group = groupOf[position] else { return ConflictBlock(single: position, conflicts[position]) }
            return group[0] == position ? ConflictBlock(group: group, conflicts, analysis: analysis) : nil
        }
    }

    private init(single position: Int, _ conflict: ConflictExplanation) {
        positions = [position]
        title = conflict.title
        subject = conflict.subject
        brokenNote = conflict.brokenNote
        lead = conflict.lead
        constraints = conflict.constraints
        reasons = [Reason(number: nil, why: conflict.why, ruler: conflict.ruler, when: Self.when(conflict))]
        fixed = conflict
        caveats = conflict.caveats
        isNew = conflict.isNew
    }

    private init(group: [Int], _ conflicts: [ConflictExplanation], analysis: ReportAnalysis) {
        let shown = group.map { conflicts[$0] }
        positions = group
        title = "conflicts \(SharedFix.numbers(group)) of \(ReportWords.conflictCount(analysis))"
        subject = shown[0].subject
        brokenNote = shown.lazy.compactMap(\.brokenNote).first
        var seen = Set<Int>()
        constraints = shown.flatMap(\.constraints).filter { seen.insert($0.entryIndex).inserted }.sorted { $0.entryIndex < $1.entryIndex }
        lead = "These \(constraints.count) constraints make \(group.count) conflicts, which one change resolves:"
        reasons = zip(group, shown).map { Reason(number: $0 + 1, why: $1.why, ruler: $1.ruler, when: Self.when($1)) }
        // Each conflict of the group carries the one shared fix.
        fixed = shown[0]
        var said = Set<String>()
        caveats = shown.flatMap(\.caveats).filter { said.insert($0).inserted }
        isNew = shown.contains { $0.isNew == true } ? true : shown[0].isNew
    }

    /// The When lines: a range the ruler already shows (`holds only when it is exactly 84 pt`)
    /// is said once there, unless its sentence says more than its bounds.
    private static func when(_ conflict: ConflictExplanation) -> [String] {
        conflict.holdsWhen.filter { !$0.onRuler || $0.saysMoreThanBounds }.map(\.sentence)
    }
}
