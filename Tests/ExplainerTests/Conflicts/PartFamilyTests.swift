import Testing

@testable import ConstraintSolving

/// Families of interchangeable members: found from the equations, counted
/// exactly, and said to be every conflict only when shown.
struct PartFamilyTests {
    /// A chain from 0 to `end` through views of the given widths, each
    /// view's width a member (`== width`), its link to the next a member,
    /// and `width >= 0` in the background. Members: the widths first, then
    /// the links (the first pins x₀ at 0, the last ends the chain at `end`).
    private func row(widths: [Double], end: Double) -> ConstraintSystem {
        let count = widths.count
        let x = (0...count).map { Variable(id: $0) }
        let w = (0..<count).map { Variable(id: count + 1 + $0) }
        var members = widths.indices.map { LinearConstraint(w[$0], .equal, widths[$0], tag: $0) }
        members.append(LinearConstraint(x[0], .equal, 0, tag: count))
        for index in 0..<count {
            members.append(LinearConstraint(x[index + 1], .equal, x[index] + w[index], tag: count + 1 + index))
        }
        members.append(LinearConstraint(x[count], .equal, end, tag: 2 * count + 1))
        let background = w.indices.map { LinearConstraint(w[$0], .greaterThanOrEqual, 0, tag: 100 + $0) }
        return ConstraintSystem(members, background: background)
    }

    private func conflicts(of system: ConstraintSystem) throws -> PartConflicts {
        var budget = SearchBudget.unlimited
        guard case .conflicts(let part) = system.searchConflicts(weights: system.weights { _ in 1 }, budget: &budget) else {
            throw Failure.noConflict
        }
        return part
    }

    private enum Failure: Error { case noConflict }

    @Test func anyThreeOfFourEqualWidthsAreOneFamilyOfFour() throws {
        // 3 × 10 > 25 ≥ 2 × 10: every link, the end and any 3 of the 4 widths.
        let system = row(widths: [10, 10, 10, 10], end: 25)
        let part = try conflicts(of: system)
        let family = try #require(part.family)
        #expect(family.classes.map(\.members) == [[0, 1, 2, 3]])
        #expect(family.classes.map(\.chosen) == [3])
        #expect(family.count == ExactCount(4))
        #expect(family.isComplete && part.isComplete)
        #expect(part.conflicts.count == 1)
        let links = Set(4...9)
        #expect(Set(part.conflicts[0].members.members).isSuperset(of: links))
        // Dropping any 2 widths lets the row hold, but one link alone is
        // cheaper with equal weights: the lowest, x₀'s pin.
        #expect(part.correction == MemberSet([4]))
    }

    @Test func theFamilysConflictsAreEachMinimalOnTheirOwn() throws {
        let system = row(widths: [10, 10, 10, 10, 10], end: 25)
        let part = try conflicts(of: system)
        let family = try #require(part.family)
        #expect(family.count == .binomial(5, 3))
        let listed = family.conflicts(representative: part.conflicts[0].members, limit: 100)
        #expect(listed.count == 10 && Set(listed).count == 10)
        var work = 0
        var checker = SubsetChecker(system, work: &work)
        for members in listed {
            guard case .infeasible(let certificate) = system.check(members) else {
                Issue.record("a member of the family holds")
                continue
            }
            #expect(system.isMinimalConflict(members, certificate: certificate, checker: &checker, work: &work))
            #expect(family.contains(members, representative: part.conflicts[0].members))
        }
    }

    @Test func widthsOfDifferentSizesMakeNoFamily() throws {
        let part = try conflicts(of: row(widths: [10, 11, 12, 13], end: 25))
        #expect(part.family == nil)
        #expect(part.isComplete && part.conflicts.count > 1)
    }

    @Test func aWidthOffTheChainDoesNotTradePlacesWithOneOnIt() {
        // Views 0–2 chained from 0 to 35; view 3 is 10 wide too but only
        // shares view 1's leading edge: shrinking it moves nothing else.
        // View 2's width is implied by the chain's end and the widths held
        // before it: its swap with view 0 is view 0's move alone.
        let x = (0...4).map { Variable(id: $0) }
        let w = (0...3).map { Variable(id: 10 + $0) }
        var members = (0...3).map { LinearConstraint(w[$0], .equal, 10, tag: $0) }
        members.append(LinearConstraint(x[0], .equal, 0, tag: 4))
        for index in 0..<3 { members.append(LinearConstraint(x[index + 1], .equal, x[index] + w[index], tag: 5 + index)) }
        members.append(LinearConstraint(x[3], .equal, 35, tag: 8))
        members.append(LinearConstraint(x[4], .equal, x[1], tag: 9))
        let background = w.indices.map { LinearConstraint(w[$0], .greaterThanOrEqual, 0, tag: 100 + $0) }
        let system = ConstraintSystem(members, background: background)
        #expect(system.interchangeable(with: 0, among: [1, 2, 3]) == [1, 2])
        #expect(system.interchangeable(with: 3, among: [0, 1, 2]) == [])
    }

    @Test func countsAreExactBeyondAnyMachineInteger() {
        #expect(ExactCount.binomial(10, 4).description == "210")
        #expect(ExactCount.binomial(60, 30).description == "118264581564861424")
        #expect(ExactCount.binomial(60, 30).intValue == 118_264_581_564_861_424)
        let huge = ExactCount.binomial(100, 50)
        #expect(huge.description == "100891344545564193334812497256")
        #expect(huge.intValue == nil)
        #expect(ExactCount.binomial(5, 2).times(.binomial(4, 1)) == ExactCount(40))
        #expect(ExactCount(999_999_999) + ExactCount(1) == ExactCount(1_000_000_000))
        #expect(ExactCount(7) < ExactCount.binomial(100, 50))
        #expect(ExactCount.binomial(3, 5) == ExactCount(0))
    }
}
