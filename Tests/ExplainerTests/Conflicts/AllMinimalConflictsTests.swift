import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis

struct AllMinimalConflictsTests {
    @Test func verticalChainHasExactlyOneConflict() {
        let list = FirstMinimalConflictTests().verticalChain
        let result = allMinimalConflicts(in: list.constraints)
        #expect(!result.isTruncated)
        #expect(result.conflicts.map(\.tags) == [[0, 1, 2, 3]])
        #expect(result.conflicts[0].certificate.discrepancy == 20)
    }

    @Test func twoIndependentConflictsAreFoundPerPart() {
        let cell = Frame(index: 0)
        let label = Frame(index: 1)
        let card = Frame(index: 2)
        let badge = Frame(index: 3)
        var list = ConstraintList()
        list.add(label.top, .equal, cell.top)  // 0
        list.add(label.height, .equal, 60)  // 1
        list.add(cell.bottom, .equal, label.bottom)  // 2
        list.add(cell.height, .equal, 80)  // 3
        list.add(badge.left, .equal, card.left + 8)  // 4
        list.add(badge.right, .equal, card.right - 8)  // 5
        list.add(card.width, .equal, 50)  // 6
        list.add(badge.width, .equal, 40)  // 7
        list.add(badge.width, .greaterThanOrEqual, 0)  // 8
        #expect(independentParts(list.constraints).map { $0.map(\.tag) } == [[0, 1, 2, 3], [4, 5, 6, 7, 8]])
        let result = allMinimalConflicts(in: list.constraints)
        #expect(!result.isTruncated)
        #expect(result.conflicts.map(\.tags) == [[0, 1, 2, 3], [4, 5, 6, 7]])
        #expect(result.conflicts.map(\.certificate.discrepancy) == [20, 6])
        #expect(result.conflicts.allSatisfy { $0.certificate.isVerified })
    }

    @Test func overlappingConflictsAreAllListedSmallestFirst() {
        // Three ways to pin one height: any two of them conflict, and the
        // sum of two halves conflicts with each single pin.
        let v = Frame(index: 0)
        var list = ConstraintList()
        list.add(v.height, .equal, 10)  // 0
        list.add(v.height, .equal, 12)  // 1
        list.add(v.height, .greaterThanOrEqual, 11)  // 2
        list.add(v.bottom, .equal, v.top + 10)  // 3: same as 0
        let result = allMinimalConflicts(in: list.constraints)
        #expect(result.conflicts.map(\.tags) == [[0, 1], [0, 2], [1, 3], [2, 3]])
        #expect(!result.isTruncated)
    }

    @Test func capCutsTheListAndSaysSo() {
        let v = Frame(index: 0)
        var list = ConstraintList()
        for height in 0..<6 { list.add(v.height, .equal, Double(height)) }
        let all = allMinimalConflicts(in: list.constraints)
        #expect(all.conflicts.count == 15)
        #expect(!all.isTruncated)
        let capped = allMinimalConflicts(in: list.constraints, cap: 4)
        #expect(capped.isTruncated)
        #expect(capped.conflicts.map(\.tags) == [[0, 1], [0, 2], [0, 3], [0, 4]])
    }

    @Test func satisfiableSystemHasNoConflicts() {
        let x = Variable(id: 0)
        let result = allMinimalConflicts(in: [LinearConstraint(x, .lessThanOrEqual, 3, tag: 0)])
        #expect(result.conflicts.isEmpty)
        #expect(!result.isTruncated)
    }

    @Test func manyIndependentCellsEachGiveTheirConflict() {
        // 60 cells of 10 constraints, each 1..60 points too tall for its label.
        var constraints: [LinearConstraint] = []
        for index in 0..<60 {
            let cell = Frame(index: 2 * index)
            let label = Frame(index: 2 * index + 1)
            func add(_ lhs: some LinearExpressionConvertible, _ relation: LinearRelation, _ rhs: LinearExpression) {
                constraints.append(LinearConstraint(lhs, relation, rhs, tag: constraints.count, tolerance: 1e-4))
            }
            add(cell.top, .equal, LinearExpression(constant: 0))
            add(label.top, .equal, cell.top + 8)
            add(label.height, .equal, LinearExpression(constant: 30))
            add(cell.bottom, .equal, label.bottom + 8)
            add(cell.height, .equal, LinearExpression(constant: Double(46 + index + 1)))
            add(label.height, .greaterThanOrEqual, LinearExpression())
            add(cell.left, .equal, LinearExpression(constant: 0))
            add(cell.width, .equal, LinearExpression(constant: 320))
            add(label.left, .equal, cell.left + 16)
            add(label.right, .equal, cell.right - 16)
        }
        let result = allMinimalConflicts(in: constraints, cap: 100)
        #expect(!result.isTruncated)
        #expect(result.conflicts.count == 60)
        #expect(result.conflicts.map(\.tags) == (0..<60).map { [10 * $0 + 1, 10 * $0 + 2, 10 * $0 + 3, 10 * $0 + 4] })
        #expect(result.conflicts.map(\.certificate.discrepancy) == (0..<60).map { Double($0 + 1) })
    }
}
