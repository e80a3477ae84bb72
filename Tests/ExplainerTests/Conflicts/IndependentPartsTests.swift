import Testing

@testable import ConstraintSolving
@testable import Explainer

struct IndependentPartsTests {
    @Test func partsFollowSharedVariablesInInputOrder() {
        let a = Variable(id: 10)
        let b = Variable(id: 20)
        let c = Variable(id: 30)
        let d = Variable(id: 40)
        let constraints = [
            LinearConstraint(c, .equal, 1, tag: 0),
            LinearConstraint(a, .equal, b, tag: 1),
            LinearConstraint(LinearExpression(constant: 2), .equal, tag: 2),
            LinearConstraint(d, .equal, c, tag: 3),
            LinearConstraint(b, .lessThanOrEqual, 4, tag: 4),
        ]
        #expect(independentParts(constraints).map { $0.map(\.tag) } == [[0, 3], [1, 4], [2]])
        #expect(independentParts([]).isEmpty)
    }
}
