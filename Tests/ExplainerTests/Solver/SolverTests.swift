import Testing

@testable import ConstraintSolving
@testable import Explainer

/// The certificate a refused add carries; nil when the add succeeds.
func certificateOfRefusal(_ body: () throws(SolverError) -> Void) -> FarkasCertificate? {
    do {
        try body()
        return nil
    } catch {
        if case .unsatisfiable(let certificate) = error { return certificate }
        return nil
    }
}

struct SolverTests {
    let x = Variable(id: 1)
    let y = Variable(id: 2)
    let z = Variable(id: 3)

    private func solved(_ constraints: [LinearConstraint]) throws -> Solver {
        var solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        return solver
    }

    @Test func equalitiesChainValues() throws {
        let solver = try solved([
            LinearConstraint(x, .equal, 10, tag: 0),
            LinearConstraint(y, .equal, x + 5, tag: 1),
            LinearConstraint(z, .equal, 2 * y - x, tag: 2),
        ])
        #expect(solver.values(of: [x, y, z]) == [10, 15, 20])
    }

    @Test func onlyExactRequiredEqualitiesPinAValue() throws {
        // x is fixed, y follows it; z is only bounded below, and w held by a
        // weak pull that anything stronger could move.
        let w = Variable(id: 4)
        let solver = try solved([
            LinearConstraint(x, .equal, 10, tag: 0),
            LinearConstraint(y, .equal, x + 5, tag: 1),
            LinearConstraint(z, .greaterThanOrEqual, y, tag: 2),
            LinearConstraint(LinearExpression(w), .equal, 3, strength: Strength(250), tag: 3),
        ])
        #expect([x, y, z, w].map(solver.isPinned) == [true, true, false, false])
        // A variable no constraint names is not pinned: it is free at 0.
        #expect(solver.isPinned(Variable(id: 9)) == false)
        // An equality within a tolerance holds over a band: its value may move.
        let banded = try solved([LinearConstraint(x, .equal, 0, tag: 0, tolerance: 0.5)])
        #expect(banded.isPinned(x) == false)
    }

    @Test func raisingAHeldExpressionMovesTheVariablesAlongItsColumn() throws {
        // x + y == 0 and x - y == 0 held, z tied to y: raising x - y to 1 moves
        // x by 1/2 and y (and z, twice y) by -1/2, x + y staying at 0.
        let solver = try solved([
            LinearConstraint(x + y, .equal, 0, tag: 0),
            LinearConstraint(x - y, .equal, 0, tag: 1),
            LinearConstraint(z, .equal, 2 * y, tag: 2),
        ])
        #expect(solver.movement(of: [x, y, z], raisingExpressionOf: 1) == [0.5, -0.5, -1])
        #expect(solver.movement(of: [x, y, z], raisingExpressionOf: 0) == [0.5, 0.5, 1])
        // Nothing moved yet: the values are where the equalities hold them.
        #expect(solver.values(of: [x, y, z]) == [0, 0, 0])
    }

    @Test func anImpliedOrTolerantEqualityCannotMoveOnItsOwn() throws {
        // 2x + 2y == 0 follows from x + y == 0, added before it: it has no
        // column of its own. Raising x + y moves it too (to 2), as it must.
        let implied = try solved([
            LinearConstraint(x + y, .equal, 0, tag: 0),
            LinearConstraint(2 * x + 2 * y, .equal, 0, tag: 1),
        ])
        #expect(implied.movement(of: [x, y], raisingExpressionOf: 1) == nil)
        #expect(implied.movement(of: [x, y], raisingExpressionOf: 0) == [1, 0])
        // An equality with a tolerance holds over a band, not at one value.
        let banded = try solved([LinearConstraint(x, .equal, 0, tag: 0, tolerance: 0.5)])
        #expect(banded.movement(of: [x], raisingExpressionOf: 0) == nil)
        #expect(banded.movement(of: [x], raisingExpressionOf: 7) == nil)
    }

    @Test func inequalitiesBoundAnOptionalPull() throws {
        let solver = try solved([
            LinearConstraint(x, .greaterThanOrEqual, 10, tag: 0),
            LinearConstraint(x, .lessThanOrEqual, 20, tag: 1),
            LinearConstraint(x, .equal, 0, strength: .defaultLow, tag: 2),
            LinearConstraint(y, .lessThanOrEqual, 20, tag: 3),
            LinearConstraint(y, .equal, 100, strength: .defaultLow, tag: 4),
        ])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 20)
    }

    @Test func optionalConstraintsPullByWeight() throws {
        // The 750 pull outweighs the 250 one: L1 errors put x exactly on 10.
        let strong = try solved([
            LinearConstraint(x, .equal, 10, strength: .defaultHigh, tag: 0),
            LinearConstraint(x, .equal, 20, strength: .defaultLow, tag: 1),
        ])
        #expect(strong.value(of: x) == 10)
        // Two equal pulls towards 20 outweigh one towards 10.
        let outvoted = try solved([
            LinearConstraint(x, .equal, 10, strength: Strength(500), tag: 0),
            LinearConstraint(x, .equal, 20, strength: Strength(500), tag: 1),
            LinearConstraint(2 * x, .equal, 40, strength: Strength(500), tag: 2),
        ])
        #expect(outvoted.value(of: x) == 20)
        // A ten-times weight (100 priority points) beats nine equal pulls.
        var many = [LinearConstraint(x, .equal, 0, strength: Strength(600), tag: 100)]
        for k in 0..<9 { many.append(LinearConstraint(x, .equal, 7, strength: Strength(500), tag: k)) }
        #expect(try solved(many).value(of: x) == 0)
    }

    @Test func requiredOverridesOptional() throws {
        let solver = try solved([
            LinearConstraint(x, .equal, 100, strength: Strength(999), tag: 0),
            LinearConstraint(x + y, .lessThanOrEqual, 30, tag: 1),
            LinearConstraint(y, .greaterThanOrEqual, 10, tag: 2),
        ])
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 10)
    }

    @Test func toleranceLetsAnAlmostEqualConstraintIn() throws {
        var solver = Solver()
        try solver.add(LinearConstraint(x, .equal, 94.3333, tag: 0, tolerance: 0.005))
        try solver.add(LinearConstraint(3 * x, .equal, 283, tag: 1, tolerance: 0.015))
        let value = solver.value(of: x)
        #expect(abs(value - 94.3333) <= 0.005 + 1e-9)
        #expect(abs(3 * value - 283) <= 0.015 + 1e-9)
    }

    @Test func incrementalAddAndRemoveMatchSolvingFromScratch() throws {
        let base = [
            LinearConstraint(x, .greaterThanOrEqual, 0, tag: 0),
            LinearConstraint(y, .equal, x + 10, tag: 1),
            LinearConstraint(z, .lessThanOrEqual, y, tag: 2, tolerance: 0.5),
            LinearConstraint(x, .equal, 40, strength: Strength(300), tag: 3),
            LinearConstraint(z, .equal, 100, strength: Strength(200), tag: 4),
        ]
        let extra = [
            LinearConstraint(y, .lessThanOrEqual, 30, tag: 10),
            LinearConstraint(z, .equal, 5, strength: Strength(700), tag: 11),
            LinearConstraint(x + z, .equal, 12, tag: 12),
        ]
        var incremental = try solved(base)
        for constraint in extra { try incremental.add(constraint) }
        let withAll = try solved(base + extra)
        #expect(incremental.values(of: [x, y, z]) == withAll.values(of: [x, y, z]))
        #expect(withAll.values(of: [x, y, z]) == [7, 17, 5])

        try incremental.remove(tag: 12)
        try incremental.remove(tag: 11)
        let withoutTwo = try solved(base + [extra[0]])
        #expect(incremental.values(of: [x, y, z]) == withoutTwo.values(of: [x, y, z]))
        #expect(withoutTwo.values(of: [x, y, z]) == [20, 30, 30.5])

        try incremental.remove(tag: 10)
        #expect(incremental.values(of: [x, y, z]) == (try solved(base)).values(of: [x, y, z]))
        #expect(incremental.values(of: [x, y, z]) == [40, 50, 50.5])
    }

    @Test func unsatisfiableAddCarriesACheckedCertificate() throws {
        let constraints = [
            LinearConstraint(x, .equal, 10, tag: 7),
            LinearConstraint(y, .greaterThanOrEqual, x + 5, tag: 8),
            LinearConstraint(z, .equal, 1, tag: 9),
        ]
        var solver = try solved(constraints)
        let culprit = LinearConstraint(y, .lessThanOrEqual, 12, tag: 20)
        let certificate = try #require(certificateOfRefusal { () throws(SolverError) in try solver.add(culprit) })
        do {
            #expect(certificate.isVerified)
            #expect(certificate.tags == [7, 8, 20])
            #expect(certificate.entries.map(\.multiplier) == [-1, -1, 1])
            #expect(certificate.discrepancy == 3)
            #expect(certificate.allowance == 0)
            #expect(certificate.verify(against: constraints + [culprit]))
            #expect(certificate.combination(of: constraints + [culprit]) == LinearExpression(constant: 3))
        }
        // The refused constraint left the solver untouched.
        #expect(!solver.contains(tag: 20))
        #expect(solver.values(of: [x, y, z]) == (try solved(constraints)).values(of: [x, y, z]))
        try solver.add(LinearConstraint(y, .lessThanOrEqual, 16, tag: 21))
        #expect(solver.value(of: y) >= 15 && solver.value(of: y) <= 16)
    }

    @Test func failingBandEqualityRollsBackItsFirstHalf() throws {
        var solver = try solved([
            LinearConstraint(x, .greaterThanOrEqual, 10, tag: 0),
            LinearConstraint(x, .equal, 30, strength: Strength(100), tag: 1),
        ])
        #expect(solver.value(of: x) == 30)
        #expect(throws: SolverError.self) {
            try solver.add(LinearConstraint(x, .equal, 4, tag: 2, tolerance: 1))
        }
        #expect(solver.value(of: x) == 30)
        try solver.add(LinearConstraint(x, .equal, 11, tag: 3, tolerance: 1))
        #expect(solver.value(of: x) == 12)
    }

    @Test func contradictionBetweenExactEqualitiesNeedsNoPhaseOne() throws {
        var solver = try solved([LinearConstraint(x + y, .equal, 10, tag: 1), LinearConstraint(x, .equal, 4, tag: 2)])
        let certificate = try #require(
            certificateOfRefusal { () throws(SolverError) in
                try solver.add(LinearConstraint(y, .equal, 7, tag: 3))
            })
        do {
            #expect(certificate.isVerified)
            #expect(certificate.tags == [1, 2, 3])
            #expect(certificate.discrepancy == 1)
        }
        // A redundant equality is accepted.
        try solver.add(LinearConstraint(y, .equal, 6, tag: 4))
        #expect(solver.values(of: [x, y]) == [4, 6])
        try solver.remove(tag: 4)
        #expect(solver.values(of: [x, y]) == [4, 6])
    }

    @Test func redundantEqualityHoldsAfterTheOneItRepeatedIsRemoved() throws {
        // 0.5x - 2y = -2 and x + 2y = -4 fix (x, y) = (-4, 0); x - 2y = -4 then
        // adds nothing (its dummy marker becomes basic). Removing the second
        // equality must leave the third in force. Kiwi's marker removal broke it.
        var solver = try solved([
            LinearConstraint(0.5 * x - 2 * y + 2, .equal, tag: 0),
            LinearConstraint(x, .equal, -5, strength: Strength(500), tag: 1),
            LinearConstraint(x + 2 * y + 4, .equal, tag: 2),
            LinearConstraint(x - 2 * y + 4, .equal, tag: 3),
        ])
        #expect(solver.values(of: [x, y]) == [-4, 0])
        try solver.remove(tag: 2)
        #expect(solver.values(of: [x, y]) == [-4, 0])
        #expect(throws: SolverError.self) { try solver.add(LinearConstraint(x, .lessThanOrEqual, -10, tag: 4)) }
    }

    @Test func sameInputSameOutput() throws {
        func run() throws -> ([Double], FarkasCertificate?) {
            var solver = Solver()
            var certificate: FarkasCertificate?
            for k in 0..<30 {
                let a = Variable(id: k % 7)
                let b = Variable(id: (k * 3 + 1) % 7)
                let constraint = LinearConstraint(
                    a - b, k % 3 == 0 ? .lessThanOrEqual : .greaterThanOrEqual,
                    Double(k % 5) - 2, strength: k % 4 == 0 ? Strength(300) : .required,
                    tag: k)
                if let proof = certificateOfRefusal({ () throws(SolverError) in try solver.add(constraint) }) {
                    certificate = certificate ?? proof
                }
            }
            return (solver.values(of: (0..<7).map { Variable(id: $0) }), certificate)
        }
        let first = try run()
        let second = try run()
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
        #expect(first.1 != nil)
    }

    @Test func noNaNEscapes() throws {
        var solver = Solver()
        #expect(throws: SolverError.malformedConstraint(tag: 1)) {
            try solver.add(LinearConstraint(x, .equal, .nan, tag: 1))
        }
        #expect(throws: SolverError.malformedConstraint(tag: 2)) {
            try solver.add(LinearConstraint(Double.infinity * x, .equal, 1, tag: 2))
        }
        try solver.add(LinearConstraint(1e-300 * x, .equal, 1e-300, tag: 3))
        try solver.add(LinearConstraint(y, .equal, 1e300, tag: 4))
        for value in solver.values(of: [x, y, z]) { #expect(value.isFinite) }
        #expect(solver.value(of: z) == 0)
    }

    @Test func tagsIdentifyConstraints() throws {
        var solver = Solver()
        try solver.add(LinearConstraint(x, .equal, 1, tag: 5))
        #expect(throws: SolverError.duplicateTag(5)) { try solver.add(LinearConstraint(y, .equal, 1, tag: 5)) }
        #expect(throws: SolverError.unknownTag(6)) { try solver.remove(tag: 6) }
        try solver.remove(tag: 5)
        #expect(solver.constraints.isEmpty)
        #expect(solver.value(of: x) == 0)
    }
}
