import LogParser

/// A minimal set of required constraints that cannot hold together: drop any
/// one of them and the rest can.
public struct Conflict: Hashable, Sendable {
    /// Indices into the report's entries, in printed order.
    public let entryIndices: [Int]
    /// The implicit facts the contradiction also rests on (a width that would
    /// have to be negative, an assumed default margin).
    public let facts: [ImplicitFact]
    public let axis: Axis?
    /// How far apart the two sides are, in points.
    public let discrepancy: Double
    /// The multipliers that prove it, by model tag.
    public let certificate: FarkasCertificate
    /// The arithmetic a person can check: `12 + 60 + 12 = 84, but 44`.
    public let proof: Proof

    public var size: Int { entryIndices.count }
}

/// The arithmetic of a conflict: the constants of one side add up to one
/// total, those of the other side to another, and they differ.
public struct Proof: Hashable, Sendable {
    public struct Term: Hashable, Sendable {
        /// The list entry the constant comes from, or nil for an implicit fact (an assumed margin).
        public let entryIndex: Int?
        public let fact: ImplicitFact?
        /// The constant as it counts in the sum (multiplier × constant).
        public let value: Double
        /// How many times the constraint counts; 1 in a plain chain.
        public let multiplier: Double

        var isPlain: Bool { abs(multiplier - 1) < 1e-9 }
    }

    public let sum: [Term]
    public let against: [Term]
    public let discrepancy: Double

    public var sumTotal: Double { sum.reduce(0) { $0 + $1.value } }
    public var againstTotal: Double { against.reduce(0) { $0 + $1.value } }

    /// `0 + 60 + 0 = 60, but 80`; only the totals when some constraint counts
    /// other than once (a multiplier), where the pieces would not add up visibly.
    public var text: String {
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
