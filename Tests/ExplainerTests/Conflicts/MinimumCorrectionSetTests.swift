import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis

struct MinimumCorrectionSetTests {
    @Test func cheapestConstraintGoesAndTiesPreferLowerTags() throws {
        let list = FirstMinimalConflictTests().verticalChain
        // The encapsulated cell height (tag 3) is the system's: expensive.
        let fix = try #require(minimumCorrectionSet(of: list.constraints) { $0.tag == 3 ? 10 : 1 })
        #expect(fix.tags == [0])
        #expect(fix.cost == 1)
        let systemOnly = try #require(minimumCorrectionSet(of: list.constraints) { $0.tag == 3 ? 0.5 : 1 })
        #expect(systemOnly.tags == [3])
    }

    @Test func oneRemovalCanFixTwoConflicts() throws {
        let v = Frame(index: 0)
        var list = ConstraintList()
        list.add(v.height, .equal, 10)  // 0
        list.add(v.height, .equal, 12)  // 1
        list.add(v.height, .lessThanOrEqual, 11)  // 2
        // Conflicts: {0,1}, {1,2}; removing 1 fixes both.
        let fix = try #require(minimumCorrectionSet(of: list.constraints))
        #expect(fix.tags == [1])
        // If 1 cannot go, both others must.
        let pinned = try #require(minimumCorrectionSet(of: list.constraints) { $0.tag == 1 ? .infinity : 1 })
        #expect(pinned.tags == [0, 2])
        #expect(pinned.cost == 2)
    }

    @Test func fewerConstraintsWinAmongEqualCosts() throws {
        let v = Frame(index: 0)
        var list = ConstraintList()
        list.add(v.height, .equal, 10)  // 0
        list.add(v.height, .equal, 12)  // 1
        list.add(v.height, .lessThanOrEqual, 11)  // 2
        let fix = try #require(minimumCorrectionSet(of: list.constraints) { $0.tag == 1 ? 2 : 1 })
        #expect(fix.tags == [1])
        #expect(fix.cost == 2)
    }

    @Test func independentPartsAreFixedSeparately() throws {
        let a = Frame(index: 0)
        let b = Frame(index: 1)
        var list = ConstraintList()
        list.add(a.width, .equal, 1)  // 0
        list.add(a.width, .equal, 2)  // 1
        list.add(b.width, .equal, 1)  // 2
        list.add(b.width, .equal, 2)  // 3
        let fix = try #require(minimumCorrectionSet(of: list.constraints) { $0.tag == 2 ? 5 : 1 })
        #expect(fix.tags == [0, 3])
        #expect(fix.cost == 2)
    }

    @Test func nothingToRemoveWhenFeasibleAndNilWhenImpossible() throws {
        let x = Variable(id: 0)
        let feasible = [LinearConstraint(x, .equal, 1, tag: 0)]
        #expect(minimumCorrectionSet(of: feasible) == CorrectionSet(tags: [], cost: 0))
        let width = LinearConstraint(x, .equal, -16, tag: 0)
        let bound = LinearConstraint(x, .greaterThanOrEqual, 0, tag: 1)
        #expect(minimumCorrectionSet(of: [width, bound]) { _ in .infinity } == nil)
        #expect(minimumCorrectionSet(of: [width, bound]) { $0.tag == 1 ? .infinity : 3 }?.tags == [0])
    }
}
