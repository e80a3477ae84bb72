/// `expression RELATION 0`, with a strength, a caller's tag and a tolerance.
///
/// The tolerance says how far from exact the constraint may be and still count
/// as satisfied: `|expression| <= tolerance` for `==`, `expression <= tolerance`
/// for `<=`, `expression >= -tolerance` for `>=`. Callers derive it from how a
/// log rounded the numbers it printed; zero means exact.
package struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    package let expression: LinearExpression
    package let relation: LinearRelation
    package let strength: Strength
    /// Identifies the constraint to the caller; solver and conflict search report tags.
    package let tag: Int
    package let tolerance: Double

    package init(
        _ expression: LinearExpression, _ relation: LinearRelation,
        strength: Strength = .required, tag: Int, tolerance: Double = 0
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.tag = tag
        self.tolerance = tolerance.isNaN ? tolerance : abs(tolerance)
    }

    /// `lhs RELATION rhs`, stored as `lhs - rhs RELATION 0`.
    package init(
        _ lhs: some LinearExpressionConvertible, _ relation: LinearRelation, _ rhs: some LinearExpressionConvertible,
        strength: Strength = .required, tag: Int, tolerance: Double = 0
    ) {
        self.init(
            lhs.linearExpression - rhs.linearExpression, relation,
            strength: strength, tag: tag, tolerance: tolerance)
    }

    /// `lhs RELATION constant`.
    package init(
        _ lhs: some LinearExpressionConvertible, _ relation: LinearRelation, _ rhs: Double,
        strength: Strength = .required, tag: Int, tolerance: Double = 0
    ) {
        self.init(lhs.linearExpression - rhs, relation, strength: strength, tag: tag, tolerance: tolerance)
    }

    package var isRequired: Bool { strength.isRequired }

    /// False when a coefficient, the constant or the tolerance is NaN or infinite:
    /// such a constraint says nothing that can be checked, and the solver refuses it.
    var isWellFormed: Bool {
        tolerance.isFinite && expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// How far the constraint is from holding at the given values, beyond its
    /// tolerance; zero when it holds.
    package func violation(_ valueOf: (Variable) -> Double) -> Double {
        let value = expression.value(valueOf)
        switch relation {
        case .equal: return max(0, abs(value) - tolerance)
        case .lessThanOrEqual: return max(0, value - tolerance)
        case .greaterThanOrEqual: return max(0, -value - tolerance)
        }
    }

    package var description: String {
        var text = "#\(tag): \(expression) \(relation.rawValue) 0"
        if tolerance != 0 { text += " ±\(tolerance)" }
        if !strength.isRequired { text += " \(strength)" }
        return text
    }
}
