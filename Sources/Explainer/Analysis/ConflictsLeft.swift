import ConstraintSolving
import LogParser

extension ReportAnalysis {
    /// How many minimal conflicts sharing a constraint with `members` (entry
    /// indices) are left once `removed` are gone and `relaxed` are no longer
    /// required: the check a fix must pass before it is advised.
    ///
    /// Solved with the margins the log does not print at UIKit's default, as
    /// the layouts are, so the fix is checked in the model the sentences use.
    /// Only the independent parts the members' variables reach are searched;
    /// a part that holds costs one feasibility check.
    package func conflictsLeft(removing removed: Set<Int>, relaxing relaxed: Set<Int>, touching members: [Int]) -> Int {
        let gone = removed.union(relaxed)
        let required =
            model.constraints.filter { constraint in
                constraint.linear.isRequired && !(constraint.entryIndex.map(gone.contains) ?? false)
            } + ReportAnalyzer.defaultMarginAssumptions(model)
        var reached = Set<Variable>()
        for index in members {
            for term in model.constraint(forEntry: index)?.linear.expression.terms ?? [] { reached.insert(term.variable) }
        }
        let linear = required.map(\.linear)
        let touched = independentPartIndices(linear).filter { part in
            part.contains { position in linear[position].expression.terms.contains { reached.contains($0.variable) } }
        }
        let system = touched.flatMap { $0 }.sorted().map { required[$0] }
        guard !system.isEmpty else { return 0 }
        var budget = SearchBudget.perReport
        let search = ReportAnalyzer.searchConflicts(in: system, report: report, origins: origins, budget: &budget)
        let shared = Set(members)
        return search.found.filter { conflict in conflict.entryIndices.contains(where: shared.contains) }.count
    }
}
