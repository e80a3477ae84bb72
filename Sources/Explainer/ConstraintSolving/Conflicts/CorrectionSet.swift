/// Constraints whose removal lets all the remaining required constraints hold.
package struct CorrectionSet: Hashable, Sendable {
    /// Ascending.
    package let tags: [Int]
    /// Sum of the removed constraints' weights.
    let cost: Double
}
