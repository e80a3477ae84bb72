import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis

/// Hand-worked reports. Frames are x/y/width/height; bottom = y + height.
struct FirstMinimalConflictTests {
    let cell = Frame(index: 0)
    let label = Frame(index: 1)

    /// `label.top == cell.top`, `label.height == 60`, `cell.bottom == label.bottom`,
    /// `cell.height == 80`: 60 and 80 cannot both be the span between the same edges.
    var verticalChain: ConstraintList {
        var list = ConstraintList()
        list.add(label.top, .equal, cell.top)  // 0
        list.add(label.height, .equal, 60)  // 1
        list.add(cell.bottom, .equal, label.bottom)  // 2
        list.add(cell.height, .equal, 80)  // 3
        list.add(label.left, .equal, cell.left + 16)  // 4: horizontal, harmless
        list.add(label.right, .equal, cell.right - 16)  // 5
        list.add(cell.width, .equal, 320)  // 6
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
        let a = Frame(index: 1)
        let b = Frame(index: 2)
        var list = ConstraintList()
        list.add(cell.left, .equal, 0)  // 0: not needed, positions are relative
        list.add(cell.width, .equal, 100)  // 1
        list.add(a.left, .equal, cell.left + 20)  // 2
        list.add(b.left, .equal, a.right + 10)  // 3
        list.add(b.width, .equal, 90)  // 4
        list.add(b.right, .equal, cell.right)  // 5
        list.add(a.width, .greaterThanOrEqual, 0)  // 6
        list.add(b.width, .greaterThanOrEqual, 0)  // 7
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
        let x = Variable(id: 1)
        let y = Variable(id: 2)
        let z = Variable(id: 3)
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

    /// A row of `views` 20-point views, 8 apart and from the edges, in a
    /// container `excess` points too narrow, with size bounds and the printing
    /// tolerances a log implies. Tags: 0 container.x, 1 container.width, then
    /// per view: leading link, width, width >= 0; last: trailing link.
    static func horizontalChain(views: Int, excess: Double) -> [LinearConstraint] {
        let container = Frame(index: 0)
        var list = ConstraintList()
        list.add(container.left, .equal, 0)
        let width = Double(28 * views + 8) - excess
        list.add(container.width, .equal, width, tolerance: 5e-6 * width)
        var previousRight = container.left
        for index in 1...views {
            let view = Frame(index: index)
            list.add(view.left, .equal, previousRight + 8, tolerance: 4e-5)
            list.add(view.width, .equal, 20, tolerance: 1e-4)
            list.add(view.width, .greaterThanOrEqual, 0)
            previousRight = view.right
        }
        list.add(container.right, .equal, previousRight + 8, tolerance: 4e-5)
        return list.constraints
    }

    @Test func longChainWithOneContradictionGivesTheWholeChain() throws {
        let constraints = Self.horizontalChain(views: 666, excess: 3)
        #expect(constraints.count == 2_001)
        let conflict = try #require(firstMinimalConflict(in: constraints))
        // Everything but the container's position and the width bounds.
        let expected = constraints.map(\.tag).filter { $0 != 0 && ($0 < 2 || ($0 - 2) % 3 != 2) }
        #expect(conflict.tags == expected)
        #expect(conflict.certificate.isVerified)
        #expect(abs(conflict.certificate.discrepancy - 3) < 1e-9)
        #expect(conflict.certificate.entries.allSatisfy { abs($0.multiplier) == 1 })
    }

    @Test func longChainWithinItsTolerancesIsFeasible() {
        // 2,000 tolerances of ~1e-4 add up to more than a 0.05-point excess.
        let constraints = Self.horizontalChain(views: 666, excess: 0.05)
        #expect(feasibility(of: constraints) == .feasible)
        #expect(firstMinimalConflict(in: constraints) == nil)
    }

    @Test func longChainWithALocalContradictionGivesThePair() throws {
        var constraints = Self.horizontalChain(views: 666, excess: 0)
        let view = Frame(index: 333)
        constraints.append(LinearConstraint(view.width, .equal, 24, tag: 5_000, tolerance: 1e-4))
        let conflict = try #require(firstMinimalConflict(in: constraints))
        #expect(conflict.tags == [2 + 3 * 332 + 1, 5_000])
        #expect(conflict.certificate.discrepancy == 4)
    }
}
