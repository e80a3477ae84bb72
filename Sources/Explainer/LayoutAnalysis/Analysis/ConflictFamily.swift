import ConstraintSolving

/// The minimal conflicts that differ from one only by which of some
/// interchangeable entries take part ("any 4 of these 10 widths"), each a
/// proved symmetry of the report's equations (`PartFamily`).
package struct ConflictFamily: Hashable, Sendable {
    package struct Class: Hashable, Sendable {
        /// Entries that trade places, in printed order.
        package let entryIndices: [Int]
        /// How many of them each conflict of the family takes.
        package let chosen: Int
    }

    package let classes: [Class]
    /// How many minimal conflicts the family holds: Π C(n, k).
    package let count: ExactCount
    /// The family is every minimal conflict of its group of related
    /// constraints, shown by hitting-set duality.
    package let isWholeGroup: Bool

    /// The family's conflicts as entry indices, `representative` first, up
    /// to `limit`.
    package func conflicts(representative: [Int], limit: Int) -> [[Int]] {
        familyConflicts(
            representative: representative, classes: classes.map { ($0.entryIndices, $0.chosen) }, limit: limit)
    }

    /// Whether the entry is one of those that trade places.
    package func isInterchangeable(_ entryIndex: Int) -> Bool {
        classes.contains { $0.entryIndices.contains(entryIndex) }
    }
}
