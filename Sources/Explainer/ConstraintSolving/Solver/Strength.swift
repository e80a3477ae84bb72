/// How much a constraint matters, on UIKit's priority scale: 1000 is required,
/// anything below is optional.
///
/// Optional constraints are satisfied as well as possible by minimising the sum
/// of their errors, each error weighted by `weight`. The weight grows tenfold
/// for every 100 points of priority (`10^((priority - 500) / 100)`), so the
/// usual levels dominate one another: one point of error at priority 750 costs
/// as much as 100,000 points at 250. A strict (lexicographic) order for every
/// one of the 999 levels cannot be expressed in doubles, and the tenfold step
/// keeps the objective's coefficients within 1e-5...1e5, where the tableau's
/// tolerances (see `Numerics`) stay meaningful.
package struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// UIKit priority, clamped to 0...1000 (NaN counts as 0).
    package let priority: Double

    package init(_ priority: Double) {
        self.priority = priority.isNaN ? 0 : min(max(priority, 0), 1000)
    }

    package static let required = Strength(1000)
    static let defaultHigh = Strength(750)
    static let defaultLow = Strength(250)

    package var isRequired: Bool { priority >= 1000 }

    /// Weight of one unit of error in the objective; meaningless for required strengths.
    var weight: Double { Numerics.optionalWeight(priority: priority) }

    package static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    package var description: String { isRequired ? "required" : "@\(priority)" }
}
