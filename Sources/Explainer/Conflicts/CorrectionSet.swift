/// Constraints whose removal lets all the remaining required constraints hold.
public struct CorrectionSet: Hashable, Sendable {
    /// Ascending.
    public let tags: [Int]
    /// Sum of the removed constraints' weights.
    public let cost: Double
}
