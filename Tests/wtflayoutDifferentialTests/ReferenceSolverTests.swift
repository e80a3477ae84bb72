import SeededRandom
import Testing

@testable import wtflayout_differential

@Suite struct ReferenceSolverTests {
    /// `Σ coefficients·v_i relation constant` over variables 0, 1, 2, ...
    private func row(_ coefficients: [Int: Rational], _ relation: ExactRelation, _ constant: Rational) -> ExactConstraint {
        ExactConstraint(terms: coefficients, relation: relation, constant: constant)
    }

    @Test func tinyInfeasibleSystem() throws {
        // x + y == 10, x >= 6, y >= 5.
        let system = [
            row([0: .one, 1: .one], .equal, Rational(10)), row([0: .one], .atLeast, Rational(6)),
            row([1: .one], .atLeast, Rational(5)),
        ]
        #expect(try !ReferenceSolver.isFeasible(system))
    }

    @Test func tinyFeasibleSystem() throws {
        // x + y == 10, x >= 6, y >= 4: exactly x = 6, y = 4.
        let system = [
            row([0: .one, 1: .one], .equal, Rational(10)), row([0: .one], .atLeast, Rational(6)),
            row([1: .one], .atLeast, Rational(4)),
        ]
        #expect(try ReferenceSolver.isFeasible(system))
    }

    @Test func decidesAroundOneThirdExactly() throws {
        // 3x + 3y == 1 with y == 0 forces x = 1/3: 100x >= 33 holds, 100x >= 34 does not.
        let third = [row([0: Rational(3), 1: Rational(3)], .equal, .one), row([1: .one], .equal, .zero)]
        #expect(try ReferenceSolver.isFeasible(third + [row([0: Rational(100)], .atLeast, Rational(33))]))
        #expect(try !ReferenceSolver.isFeasible(third + [row([0: Rational(100)], .atLeast, Rational(34))]))
        #expect(
            try ReferenceSolver.isFeasible(
                third + [
                    row([0: .one, 2: Rational(-1)], .atLeast, try Rational.fraction(1, 3)),
                    row([2: .one], .atLeast, .zero),
                ]))
    }

    @Test func chainThatOverflowsItsContainer() throws {
        // Container x0, w1 == 100; views (x2, w3), (x4, w5) of width 50 and 51
        // chained from edge to edge with no gaps: 101 > 100.
        let chain = [
            row([2: .one, 0: Rational(-1)], .equal, .zero), row([3: .one], .equal, Rational(50)),
            row([4: .one, 2: Rational(-1), 3: Rational(-1)], .equal, .zero), row([5: .one], .equal, Rational(51)),
            row([0: .one, 1: .one, 4: Rational(-1), 5: Rational(-1)], .equal, .zero), row([1: .one], .equal, Rational(100)),
        ]
        #expect(try !ReferenceSolver.isFeasible(chain))
        #expect(try ReferenceSolver.isFeasible(Array(chain.dropLast())))
    }

    @Test func constantOnlyConstraints() throws {
        #expect(try ReferenceSolver.isFeasible([row([:], .atMost, .zero)]))
        #expect(try !ReferenceSolver.isFeasible([row([:], .equal, .one)]))
    }

    @Test func bruteForceFindsEveryPairOfDisagreeingWidths() throws {
        var random = SplitMix64(seed: 7)
        var writer = LayoutWriter(random: &random)
        let view = writer.view("UIView")
        for value in [44, 60, 82] { writer.equation(view.anchor(.width), .equal, constant: Rational(value)) }
        writer.equation(view.anchor(.width), .atLeast, constant: Rational(50), priority: .at(750))
        let report = GeneratedReport(
            shape: .tiny, entries: writer.entries, sizeVariables: writer.sizeVariables,
            marginVariables: [], knownConflictCount: 3, brokenEntry: 0, linePrefix: "")
        let judge = ReferenceJudge(report, assumingDefaultMargins: false)
        let conflicts = try BruteForceConflicts.all(in: report.requiredEntries, judge: judge)
        #expect(Set(conflicts) == [[0, 1], [0, 2], [1, 2]])
        #expect(try judge.judge([0, 1]) == .minimal)
        #expect(try judge.judge([0, 1, 2]) == .notMinimal(droppable: 0))
        #expect(try judge.judge([0]) == .holds)
    }

    @Test func widthsCannotBeNegative() throws {
        var random = SplitMix64(seed: 7)
        var writer = LayoutWriter(random: &random)
        writer.equation(writer.view("UIView").anchor(.width), .equal, constant: Rational(-16))
        let report = GeneratedReport(
            shape: .tiny, entries: writer.entries, sizeVariables: writer.sizeVariables,
            marginVariables: [], knownConflictCount: 1, brokenEntry: 0, linePrefix: "")
        #expect(try ReferenceJudge(report, assumingDefaultMargins: false).judge([0]) == .minimal)
    }
}
