import ConstraintSolving
import LogParser

extension LayoutSessions {
    /// How many minimal conflicts sharing a constraint with `members` (entry
    /// indices) are left once `removed` are gone and `relaxed` are no longer
    /// required: the check a fix must pass before it is advised.
    ///
    /// Solved with the margins the log does not print as the search took them
    /// (`assumedMargin`), as the layouts are, so the fix is checked in the
    /// model the sentences use.
    /// Only the independent parts of the model the members reach are searched
    /// (a change only splits parts, so theirs hold every conflict that can be
    /// left); a part that holds costs one feasibility check, or none where
    /// `solved` (the fix's layout) already satisfies every constraint searched.
    package func conflictsLeft(
        removing removed: Set<Int>, relaxing relaxed: Set<Int>, touching members: [Int], solved: SolvedLayout? = nil
    ) -> Int {
        let model = analysis.model
        var system = requiredReached(by: members, without: removed.union(relaxed))
        let variables = Set(system.flatMap { $0.linear.expression.terms.map(\.variable) })
        system += ReportAnalyzer.defaultMarginAssumptions(model, value: analysis.assumedMargin).filter { assumption in
            assumption.linear.expression.terms.allSatisfy { variables.contains($0.variable) }
        }
        guard !system.isEmpty else { return 0 }
        if let solved, isSolution(of: system.map(\.linear), solved.value(of:)) { return 0 }
        var budget = SearchBudget.perReport
        let search = ReportAnalyzer.searchConflicts(in: system, report: analysis.report, origins: analysis.origins, budget: &budget)
        let shared = Set(members)
        return search.found.filter { conflict in conflict.entryIndices.contains(where: shared.contains) }.count
    }

    /// The margins at which the required constraints of the parts `members`
    /// reach hold once `gone` (entry indices) are no longer required: where a
    /// fix of a conflict found past the margin bound holds. Nil when no
    /// margin bounds them.
    package func marginRange(without gone: Set<Int>, touching members: [Int]) -> MarginRange? {
        let model = analysis.model
        return MarginRange.of(
            requiredReached(by: members, without: gone), margins: model.unpinnedMargins, variableCount: model.variableCount)
    }

    /// The required constraints, less `gone`, of the independent parts of the model `members` reach.
    func requiredReached(by members: [Int], without gone: Set<Int>) -> [ModelConstraint] {
        required(inParts: partsReached(by: members), without: gone)
    }

    /// The required constraints, less `gone`, of `reached` (from `partsReached(by:)`), in model order.
    func required(inParts reached: [Int], without gone: Set<Int>) -> [ModelConstraint] {
        let model = analysis.model
        let positions = reached.flatMap { parts[$0] }.sorted()
        // Only those kept are copied out of the model.
        var kept: [ModelConstraint] = []
        kept.reserveCapacity(positions.count)
        for position in positions where model.constraints[position].linear.isRequired {
            if let index = model.constraints[position].entryIndex, gone.contains(index) { continue }
            kept.append(model.constraints[position])
        }
        return kept
    }

    /// The independent parts the constraints of `members` reach, in order.
    func partsReached(by members: [Int]) -> [Int] {
        let partOf = partOfVariable
        var reached = Set<Int>()
        for index in members {
            for term in analysis.model.linear(forEntry: index)?.expression.terms ?? [] where term.variable.id < partOf.count {
                if let part = partOf[term.variable.id] { reached.insert(part) }
            }
        }
        return reached.sorted()
    }
}
