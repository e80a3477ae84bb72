import Foundation

/// Every numeric threshold of the model, the solver, the conflict search and
/// the layouts, with the reason for its value: the one tolerance policy.
/// Nothing else in the module invents an epsilon. (How the log's printing
/// widens a constraint's tolerance is applied in `ModelTolerance`, with the
/// figures here.)
///
/// The scale they assume: layout values are points, rarely beyond 1e5 in size;
/// coefficients are small (1, 0.5, a multiplier of a few hundred at most).
/// Doubles carry about 16 significant digits, so the round-off that piles up
/// over thousands of pivots stays around 1e-11 in absolute terms.
package enum Numerics {
    /// A tableau coefficient or constant smaller than this is zero. It sits well
    /// above the accumulated round-off (~1e-11) and well below the smallest
    /// tolerance a log's 6-significant-digit printing implies for ordinary
    /// values (5e-7 for a value of 0.5), so it never decides a real conflict.
    /// Kiwi uses the same 1e-8.
    static let epsilon = 1e-8

    /// The artificial objective must stay at or below this for a constraint to
    /// count as satisfiable; the same margin as `epsilon`, for the same reasons.
    static let infeasibility = epsilon

    /// When a certificate's multipliers recombine the original constraints, the
    /// coefficient left on any variable must be below this fraction of the
    /// largest coefficient that went into the sum. 1e-7 allows for round-off
    /// through long chains while still catching a wrong multiplier (which leaves
    /// a residue of the order of the coefficients themselves).
    static let certificateResidual = 1e-7

    /// Multipliers smaller than this fraction of the largest one are noise from
    /// the tableau and are dropped; multipliers this close (relatively) to an
    /// integer are snapped to it, so a person reads `2`, not `1.9999999999`.
    static let multiplierCleanup = 1e-9

    /// Pivots allowed per optimisation, per row of the tableau. Bland's rule
    /// cannot cycle in exact arithmetic; this cap only stops a loop caused by
    /// round-off from running forever (the result is then merely suboptimal).
    static let pivotsPerRow = 50

    /// The deletion filter drops, in one question, members whose capacities
    /// (`RefusalProbe.capacity`) together stay below the discrepancy by this
    /// fraction: capacities read off a tableau may sum a hair below a
    /// discrepancy they equal exactly, and such a chunk would let the rest hold.
    static let capacityMargin = 1e-9

    /// Costs of correction sets closer than this (relatively) are equal, so that
    /// summation round-off never beats the documented tie-breaks.
    static let costComparison = 1e-12

    /// Floating-point noise on top of a log's printing, relative to the
    /// numbers a modelled constraint involves.
    package static let arithmeticNoise = 1e-9

    /// Numbers beyond this are no layout's (screens are thousands of points):
    /// doubles would lose the points that decide a conflict, so such entries
    /// are left out of the model and the analysis says so.
    package static let largestModelledValue = 1e9

    /// The stand-in for the size a multiplier multiplies (which the log does
    /// not print) is the largest number printed, and at least this.
    package static let smallestMultipliedSize = 100.0

    /// Two values of a solved layout closer than this are one: a millionth of
    /// a point, far below what a screen shows and far above the solver's
    /// round-off.
    package static let layoutResolution = 1e-6

    /// How far a layout probe pulls a value up and down to see whether the
    /// constraints fix it: beyond any screen, within the solver's precision.
    package static let probeReach = 1e6

    /// A multiplier of 1 after cleanup: the constraint counts once in a sum.
    package static func isUnit(_ multiplier: Double) -> Bool { abs(multiplier - 1) < multiplierCleanup }

    static func isCostGreater(_ a: Double, than b: Double) -> Bool {
        if a == b { return false }
        if a.isInfinite || b.isInfinite { return a > b }
        return a - b > costComparison * max(1, abs(a), abs(b))
    }

    package static func isZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// See `Strength`: tenfold weight per 100 points of priority, 1 at 500.
    static func optionalWeight(priority: Double) -> Double {
        pow(10, (priority - 500) / 100)
    }

    /// A finite stand-in for a value that came out NaN or infinite, so that no
    /// such value ever reaches a caller.
    static func sanitized(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
