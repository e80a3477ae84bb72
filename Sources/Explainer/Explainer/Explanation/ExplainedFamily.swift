import LayoutAnalysis

/// The conflicts one shown conflict stands for, as every format says it:
/// the same constraints with any `chosen` of each class in place of its own.
package struct ExplainedFamily: Sendable {
    package struct Class: Sendable {
        /// Entries that trade places, in printed order.
        package let entryIndices: [Int]
        package let chosen: Int
    }

    package let classes: [Class]
    /// How many minimal conflicts, in decimal digits (exact, however large).
    package let count: String
    /// They are every minimal conflict of their group of related constraints.
    package let isWholeGroup: Bool

    init(_ family: ConflictFamily) {
        classes = family.classes.map { Class(entryIndices: $0.entryIndices, chosen: $0.chosen) }
        count = family.count.description
        isWholeGroup = family.isWholeGroup
    }
}
