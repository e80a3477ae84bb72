import Testing
@testable import Explainer

/// Hand-worked reports. Frames are x/y/width/height; bottom = y + height.
struct FirstMinimalConflictTests {
    let cell = Frame("cell", index: 0)
    let label = Frame("label", index: 1)

    /// `label.top == cell.top`, `label.height == 60`, `cell.bottom == label.bottom`,
    /// `cell.height == 80`: 60 and 80 cannot both be the span between the same edges.
    var verticalChain: ConstraintList {
        var list = ConstraintList()
        list.add(label.top, .equal, cell.top)           // 0
        list.add(label.height, .equal, 60)              // 1
        list.add(cell.bottom, .equal, label.bottom)     // 2
        list.add(cell.height, .equal, 80)               // 3
        list.add(label.left, .equal, cell.left + 16)    // 4: horizontal, harmless
        list.add(label.right, .equal, cell.right - 16)  // 5
        list.add(cell.width, .equal, 320)               // 6
        list.add(label.height, .greaterThanOrEqual, 0)  // 7
        return list
    }

    @Test func verticalChainIsOneConflictOfFour() throws {
        let conflict = try #require(firstMinimalConflict(in: verticalChain.constraints))
        #expect(conflict.tags == [0, 1, 2, 3])
        #expect(conflict.certificate.isVerified)
        #expect(conflict.certificate.entries.map(\.multiplier) == [1, 1, 1, -1])
        #expect(conflict.certificate.entries.map(\.contribution) == [0, -60, 0, 80])
        #expect(conflict.certificate.discrepancy == 20)
        #expect(conflict.certificate.allowance == 0)
        #expect(conflict.certificate.combination(of: verticalChain.constraints) == LinearExpression(constant: 20))
    }

    @Test func twoFixedHeightsConflictAsAPair() throws {
        var list = ConstraintList()
        list.add(label.top, .equal, cell.top + 8)
        list.add(label.height, .equal, 60)
        list.add(label.height, .equal, 44)
        let conflict = try #require(firstMinimalConflict(in: list.constraints))
        #expect(conflict.tags == [1, 2])
        #expect(conflict.certificate.discrepancy == 16)
    }

    @Test func chainThatOnlyFailsBecauseAWidthCannotBeNegative() throws {
        let a = Frame("a", index: 1), b = Frame("b", index: 2)
        var list = ConstraintList()
        list.add(cell.left, .equal, 0)                     // 0: not needed, positions are relative
        list.add(cell.width, .equal, 100)                  // 1
        list.add(a.left, .equal, cell.left + 20)           // 2
        list.add(b.left, .equal, a.right + 10)             // 3
        list.add(b.width, .equal, 90)                      // 4
        list.add(b.right, .equal, cell.right)              // 5
        list.add(a.width, .greaterThanOrEqual, 0)          // 6
        list.add(b.width, .greaterThanOrEqual, 0)          // 7
        // Without the bounds, a.width = -20 satisfies everything.
        #expect(feasibility(of: list.constraints.filter { $0.tag < 6 }) == .feasible)
        let conflict = try #require(firstMinimalConflict(in: list.constraints))
        #expect(conflict.tags == [1, 2, 3, 4, 5, 6])
        #expect(conflict.certificate.isVerified)
        #expect(conflict.certificate.discrepancy == 20)
        #expect(conflict.certificate.multiplier(for: 6) < 0)
    }

    @Test func noConflictInASatisfiableSystem() {
        let satisfiable = verticalChain.constraints.filter { $0.tag != 3 }
        #expect(firstMinimalConflict(in: satisfiable) == nil)
    }

    @Test func toleranceIsPartOfTheProof() throws {
        // Bands of ±0.5 on each side of a 1-point gap still conflict; the
        // allowance shows how much of the discrepancy the tolerances forgive.
        var list = ConstraintList()
        list.add(label.height, .equal, 60, tolerance: 0.25)
        list.add(label.height, .lessThanOrEqual, 59, tolerance: 0.25)
        let conflict = try #require(firstMinimalConflict(in: list.constraints))
        #expect(conflict.tags == [0, 1])
        #expect(conflict.certificate.entries.map(\.multiplier) == [-1, 1])
        #expect(conflict.certificate.discrepancy == 1)
        #expect(conflict.certificate.allowance == 0.5)
        var wider = ConstraintList()
        wider.add(label.height, .equal, 60, tolerance: 0.5)
        wider.add(label.height, .lessThanOrEqual, 59, tolerance: 0.5)
        #expect(firstMinimalConflict(in: wider.constraints) == nil)
    }

    @Test func shrinksANonMinimalCertificate() throws {
        // The first refusal involves a redundant detour (tags 1 and 2 say the
        // same as 3); the minimal conflict must not.
        let x = Variable(id: 1), y = Variable(id: 2), z = Variable(id: 3)
        let constraints = [
            LinearConstraint(x, .equal, 0, tag: 0),
            LinearConstraint(y, .equal, x + 5, tag: 1),
            LinearConstraint(z, .equal, y + 5, tag: 2),
            LinearConstraint(z, .equal, x + 10, tag: 3),
            LinearConstraint(z, .lessThanOrEqual, 4, tag: 4),
        ]
        let conflict = try #require(firstMinimalConflict(in: constraints))
        #expect(allMinimalConflicts(in: constraints).conflicts.contains(conflict))
        #expect(feasibility(of: constraints.filter { conflict.tags.contains($0.tag) }) != .feasible)
    }
}
