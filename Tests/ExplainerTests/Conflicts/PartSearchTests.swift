import Testing

@testable import ConstraintSolving
@testable import Explainer

/// The search over one part: members make conflicts, the background holds throughout.
struct PartSearchTests {
    let x = Variable(id: 1), y = Variable(id: 2)

    private func search(
        _ members: [LinearConstraint], background: [LinearConstraint] = [],
        budget: SearchBudget = .unlimited
    ) -> PartOutcome {
        let system = ConstraintSystem(members, background: background)
        var budget = budget
        return system.searchConflicts(weights: system.weights { _ in 1 }, budget: &budget)
    }

    @Test func aConflictIsMinimalInItsMembersWithTheBackgroundHeld() throws {
        // x == y + 10 and y == 20 and x == 25: with y >= 0 from the background
        // too, x == 25 against x == y + 10 alone is no conflict; all three are.
        let members = [
            LinearConstraint(x, .equal, y + 10, tag: 0), LinearConstraint(y, .equal, 20, tag: 1),
            LinearConstraint(x, .equal, 25, tag: 2),
        ]
        guard case .conflicts(let part) = search(members, background: [LinearConstraint(y, .greaterThanOrEqual, 0, tag: 10)])
        else {
            Issue.record("expected a conflict")
            return
        }
        #expect(part.conflicts.map(\.members.members) == [[0, 1, 2]])
        #expect(part.isComplete)
        // Each member alone is a correction; with equal weights the lowest tag is chosen.
        #expect(part.correction?.members == [0])
        // Without y == 20, y >= 0 still makes x == y + 10 at least 10; x == 5 then conflicts
        // with the first member alone and the background's fact.
        let shorter = [LinearConstraint(x, .equal, y + 10, tag: 0), LinearConstraint(x, .equal, 5, tag: 1)]
        guard case .conflicts(let second) = search(shorter, background: [LinearConstraint(y, .greaterThanOrEqual, 0, tag: 10)])
        else {
            Issue.record("expected a conflict")
            return
        }
        #expect(second.conflicts.map(\.members.members) == [[0, 1]])
        #expect(second.conflicts[0].certificate.tags.contains(2), "the proof rests on the background's fact")
    }

    @Test func aBackgroundThatCannotHoldIsSaidSoNotSearched() {
        let background = [LinearConstraint(x, .greaterThanOrEqual, 0, tag: 10), LinearConstraint(x, .lessThanOrEqual, -1, tag: 11)]
        guard case .backgroundConflict = search([LinearConstraint(x, .lessThanOrEqual, 5, tag: 0)], background: background)
        else {
            Issue.record("expected the background's contradiction")
            return
        }
    }

    @Test func withoutBudgetTheTwoAlwaysFoundConflictsAreListedAndTheSearchSaysItStopped() {
        // x == 1, x == 2, x == 3: three minimal conflicts, no member in all of them.
        let members = (1...3).map { LinearConstraint(x, .equal, Double($0), tag: $0 - 1) }
        guard case .conflicts(let stopped) = search(members, budget: SearchBudget(work: 0)),
            case .conflicts(let complete) = search(members)
        else {
            Issue.record("expected conflicts")
            return
        }
        #expect(stopped.conflicts.count == 2 && !stopped.isComplete)
        #expect(
            complete.conflicts.map(\.members.members).sorted { $0.lexicographicallyPrecedes($1) }
                == [[0, 1], [0, 2], [1, 2]])
        #expect(complete.isComplete && complete.correction?.count == 2)
    }
}
