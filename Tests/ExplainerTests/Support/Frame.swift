@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis

/// A rectangle's four unknowns, for writing layout-like constraints in tests:
/// `frame.bottom` is `y + height`, `frame.centerX` is `x + width/2`, and so on.
struct Frame {
    let x: Variable, y: Variable, width: Variable, height: Variable

    /// Ids `4·index ... 4·index + 3`, so frames built from distinct indices never share variables.
    init(index: Int) {
        x = Variable(id: 4 * index)
        y = Variable(id: 4 * index + 1)
        width = Variable(id: 4 * index + 2)
        height = Variable(id: 4 * index + 3)
    }

    var left: LinearExpression { LinearExpression(x) }
    var right: LinearExpression { x + width }
    var top: LinearExpression { LinearExpression(y) }
    var bottom: LinearExpression { y + height }
    var centerX: LinearExpression { x + 0.5 * width }
    var centerY: LinearExpression { y + 0.5 * height }
}

/// Numbers constraints as they are written, so tests can name them by tag.
struct ConstraintList {
    private(set) var constraints: [LinearConstraint] = []

    @discardableResult
    mutating func add(
        _ lhs: some LinearExpressionConvertible, _ relation: LinearRelation, _ rhs: some LinearExpressionConvertible,
        tolerance: Double = 0, strength: Strength = .required
    ) -> Int {
        let tag = constraints.count
        constraints.append(LinearConstraint(lhs, relation, rhs, strength: strength, tag: tag, tolerance: tolerance))
        return tag
    }

    @discardableResult
    mutating func add(
        _ lhs: some LinearExpressionConvertible, _ relation: LinearRelation, _ rhs: Double,
        tolerance: Double = 0, strength: Strength = .required
    ) -> Int {
        add(lhs, relation, LinearExpression(constant: rhs), tolerance: tolerance, strength: strength)
    }
}
