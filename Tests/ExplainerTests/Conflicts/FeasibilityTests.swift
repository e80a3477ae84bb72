import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis

struct FeasibilityTests {
    let x = Variable(id: 1)

    @Test func satisfiableSystemIsFeasible() {
        let cell = Frame(index: 0)
        let label = Frame(index: 1)
        var list = ConstraintList()
        list.add(label.top, .equal, cell.top + 8)
        list.add(cell.bottom, .equal, label.bottom + 8)
        list.add(cell.height, .equal, 44)
        list.add(label.height, .greaterThanOrEqual, 0)
        list.add(label.height, .equal, 100, strength: Strength(750))
        #expect(feasibility(of: list.constraints) == .feasible)
    }

    @Test func roundingWithinToleranceIsNoConflict() {
        // The log printed 94.3333 for 283/3; 6 significant digits leave an
        // uncertainty of 5e-5 of the value.
        let rounded = [
            LinearConstraint(x, .equal, 94.3333, tag: 0, tolerance: 5e-5 * 94.3333),
            LinearConstraint(3 * x, .equal, 283, tag: 1, tolerance: 5e-5 * 283),
        ]
        #expect(feasibility(of: rounded) == .feasible)
        // Read exactly, the same numbers are 0.0001 apart.
        let exact = rounded.map { LinearConstraint($0.expression, $0.relation, tag: $0.tag) }
        guard case .infeasible(let certificate) = feasibility(of: exact) else {
            Issue.record("exact reading should conflict")
            return
        }
        #expect(certificate.isVerified)
        #expect(certificate.tags == [0, 1])
        #expect(certificate.entries.map(\.multiplier) == [3, -1])
        #expect(abs(certificate.discrepancy - 0.0001) < 1e-9)
    }

    @Test func optionalAndMalformedConstraintsAreIgnored() {
        let constraints = [
            LinearConstraint(x, .equal, 1, tag: 0),
            LinearConstraint(x, .equal, 2, strength: Strength(999), tag: 1),
            LinearConstraint(x, .equal, .nan, tag: 2),
        ]
        #expect(feasibility(of: constraints) == .feasible)
    }

    @Test func constraintWithoutVariablesCanConflictAlone() {
        let constraints = [LinearConstraint(LinearExpression(constant: 5), .equal, tag: 3)]
        guard case .infeasible(let certificate) = feasibility(of: constraints) else {
            Issue.record("0 == 5 should conflict")
            return
        }
        #expect(certificate.tags == [3])
        #expect(certificate.discrepancy == 5)
        #expect(firstMinimalConflict(in: constraints)?.tags == [3])
    }

    @Test func aSolutionIsReadWithinEachTolerance() {
        let y = Variable(id: 2)
        let constraints = [
            LinearConstraint(x, .equal, 94.3333, tag: 0, tolerance: 5e-5 * 94.3333),
            LinearConstraint(x + y, .lessThanOrEqual, 100, tag: 1),
            // Optional: it need not hold.
            LinearConstraint(y, .equal, 50, strength: Strength(750), tag: 2),
        ]
        let values: [Int: Double] = [1: 283.0 / 3, 2: 5]
        #expect(isSolution(of: constraints) { values[$0.id] ?? 0 })
        // 0.1 past the band of the first: no solution, whatever the rest.
        #expect(!isSolution(of: constraints) { $0.id == 1 ? 94.3333 + 0.1 : 0 })
        // The sum just over its bound.
        #expect(!isSolution(of: constraints) { $0.id == 1 ? 94.3333 : 5.7 })
    }
}
