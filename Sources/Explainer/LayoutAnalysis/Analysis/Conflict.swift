import ConstraintSolving
import LogParser

/// A minimal set of required constraints that cannot hold together: drop any
/// one of them and the rest can.
package struct Conflict: Hashable, Sendable {
    /// Indices into the report's entries, in printed order.
    package let entryIndices: [Int]
    /// The implicit facts the contradiction also rests on (a width that would
    /// have to be negative, an assumed default margin).
    package let facts: [ImplicitFact]
    package let axis: Axis?
    /// How far apart the two sides are, in points.
    package let discrepancy: Double
    /// The multipliers that prove it, by model tag.
    package let certificate: FarkasCertificate
    /// The arithmetic a person can check: `12 + 60 + 12 = 84, but 44`.
    package let proof: Proof
    /// The conflicts this one stands for: itself and those made of the same
    /// entries but for which of some interchangeable ones take part.
    package let family: ConflictFamily?
    /// Entries of this conflict that trade places with others (a proved
    /// symmetry): its family's classes, or, when it is the only conflict of
    /// its part, classes of entries on one view's size or position each, all of them in it.
    package let interchangeable: [ConflictFamily.Class]

    package var size: Int { entryIndices.count }
    /// How many minimal conflicts this one stands for.
    package var count: ExactCount { family?.count ?? ExactCount(1) }
}

/// The arithmetic of a conflict: the constants of one side add up to one
/// total, those of the other side to another, and they differ.
package struct Proof: Hashable, Sendable {
    package struct Term: Hashable, Sendable {
        /// The list entry the constant comes from, or nil for an implicit fact (an assumed margin).
        package let entryIndex: Int?
        package let fact: ImplicitFact?
        /// The constant as it counts in the sum (multiplier × constant).
        package let value: Double
        /// How many times the constraint counts; 1 in a plain chain.
        package let multiplier: Double

        package var isPlain: Bool { Numerics.isUnit(multiplier) }
    }

    package let sum: [Term]
    package let against: [Term]
    package let discrepancy: Double

    package init(sum: [Term], against: [Term], discrepancy: Double) {
        self.sum = sum
        self.against = against
        self.discrepancy = discrepancy
    }

    package var sumTotal: Double { sum.reduce(0) { $0 + $1.value } }
    package var againstTotal: Double { against.reduce(0) { $0 + $1.value } }

    /// The side whose terms count every one of `entries`, and the other
    /// side; nil when they are split between the two or missing.
    package func side(holding entries: [Int]) -> (terms: [Term], other: [Term])? {
        let holds = { (terms: [Term]) in entries.allSatisfy { entry in terms.contains { $0.entryIndex == entry } } }
        if holds(sum) { return (sum, against) }
        if holds(against) { return (against, sum) }
        return nil
    }

    /// `0 + 60 + 0 = 60, but 80`; only the totals when some constraint counts
    /// other than once (a multiplier), where the pieces would not add up visibly.
    package var text: String {
        guard (sum + against).allSatisfy(\.isPlain) else {
            return "\(NumberText.points(sumTotal)), but \(NumberText.points(againstTotal))"
        }
        let left = sum.map { NumberText.points($0.value) }.joined(separator: " + ")
        let right = against.map { NumberText.points($0.value) }.joined(separator: " + ")
        let total = sum.count > 1 ? "\(left) = \(NumberText.points(sumTotal))" : left
        let otherTotal = against.count > 1 ? "\(right) = \(NumberText.points(againstTotal))" : right
        return "\(total), but \(otherTotal.isEmpty ? "0" : otherTotal)"
    }
}
