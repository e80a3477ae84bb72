/// One way the tool's answer disagreed with the reference's.
struct Failure: Sendable {
    let kind: FailureKind
    let detail: String
}

enum FailureKind: String, CaseIterable, Sendable {
    /// The text did not come back as the report generated (count, parse, priority).
    case unreadable = "report not read as written"
    case wrongVerdict = "wrong verdict"
    /// A listed conflict whose entries can all hold together.
    case listedConflictHolds = "listed conflict can hold"
    /// A listed conflict that still cannot hold without one of its entries.
    case listedConflictNotMinimal = "listed conflict not minimal"
    /// A listed conflict naming an optional entry, or an index outside the list.
    case listedConflictBadEntry = "listed conflict names an optional or unknown entry"
    case duplicateConflict = "a conflict listed twice"
    /// Not `min(conflictCount, 64)` conflicts listed, or not smallest first.
    case listingInconsistent = "list inconsistent with its count or order"
    /// `conflictsComplete`, yet the count is not the true number of minimal conflicts.
    case completeCountWrong = "complete count wrong"
    /// Not complete, yet more conflicts counted than there are.
    case countAboveTruth = "count above the true number"
    /// A complete list that leaves out a smaller conflict than one it shows.
    case notTheSmallest = "complete list not the smallest conflicts"
    /// Dropping the tool's correction set (complete search) still leaves a conflict.
    case correctionLeavesConflict = "correction set leaves a conflict"
    /// A conflict of a listed family that is not a minimal conflict.
    case familyMemberWrong = "family member not a minimal conflict"
    /// The generator's closed form disagrees with the reference: a bug here, not in the tool.
    case generatorSelfCheck = "generator's closed form disagrees with the reference"
}
