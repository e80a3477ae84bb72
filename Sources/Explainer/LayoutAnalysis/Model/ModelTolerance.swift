import ConstraintSolving
import LogParser

/// How far from exact a modelled constraint may be and still hold.
///
/// UIKit prints numbers with `%g`, six significant digits; a discrepancy the
/// rounding can explain is no conflict (`94.3333` is 283/3). A constant may be
/// off by half a unit in its last printed digit; a multiplier's error is
/// scaled by the size of what it multiplies, which the log does not print, so
/// the largest number in the report stands in for it.
enum ModelTolerance {
    static func tolerance(of equation: Equation, scale: Double) -> Double {
        var tolerance = 0.0
        if let constant = equation.constant {
            tolerance += constant.number.roundingError
        }
        if let multiplier = equation.multiplier {
            tolerance += multiplier.roundingError * scale
        }
        return tolerance + Numerics.arithmeticNoise * (1 + abs(equation.constantValue) + scale)
    }

    static func isInRange(_ equation: Equation) -> Bool {
        abs(equation.constantValue) <= Numerics.largestModelledValue && abs(equation.multiplierValue) <= Numerics.largestModelledValue
    }

    /// The scale so far, with one more entry's number taken into account;
    /// an entry left out of the model (`isInRange`) has no say, or a stray
    /// `1e+308` would widen every tolerance until no conflict is left.
    static func scale(_ scale: Double, including constraint: ConstraintEntry) -> Double {
        guard isInRange(constraint.equation) else { return scale }
        return max(scale, abs(constraint.equation.constantValue))
    }
}
