/// The reference's answers about one generated report, from the generator's
/// own model alone: which sets of entries can hold together with the facts
/// that always hold (sizes and margins are never negative; margins are 8 when
/// UIKit's defaults are assumed).
struct ReferenceJudge {
    /// UIKit's layout margin when nothing pins it.
    static let defaultMargin = Rational(8)

    /// Each entry's constraint, by entry index.
    let constraints: [ExactConstraint]
    private let factsByVariable: [Int: [ExactConstraint]]

    init(_ report: GeneratedReport, assumingDefaultMargins: Bool) {
        self.init(report, margin: assumingDefaultMargins ? Self.defaultMargin : nil)
    }

    /// With `margin`, every margin the report does not pin takes that value; nil leaves them free.
    init(_ report: GeneratedReport, margin: Rational?) {
        constraints = report.entries.map(\.constraint)
        var facts: [Int: [ExactConstraint]] = [:]
        func fact(_ variable: Int, _ relation: ExactRelation, _ value: Rational) {
            facts[variable, default: []].append(ExactConstraint(terms: [variable: .one], relation: relation, constant: value))
        }
        for variable in report.sizeVariables { fact(variable, .atLeast, .zero) }
        for variable in report.marginVariables {
            fact(variable, .atLeast, .zero)
            if let margin { fact(variable, .equal, margin) }
        }
        factsByVariable = facts
    }

    /// Whether the entries at `indices` and the facts can all hold.
    func isFeasible(_ indices: some Sequence<Int>) throws(ReferenceError) -> Bool {
        var system: [ExactConstraint] = []
        var seen: Set<Int> = []
        for index in indices {
            let constraint = constraints[index]
            system.append(constraint)
            // Facts on variables no entry uses are bounds that hold alone: left out.
            for variable in constraint.variables where seen.insert(variable).inserted {
                system += factsByVariable[variable] ?? []
            }
        }
        return try ReferenceSolver.isFeasible(system)
    }

    /// No fact bounds it: a position, which may take any value.
    func isFree(_ variable: Int) -> Bool { factsByVariable[variable] == nil }

    enum Judgement: Equatable {
        /// Cannot hold, and can once any one entry is dropped.
        case minimal
        /// Not a conflict at all: the entries can hold together.
        case holds
        /// A conflict still without this entry.
        case notMinimal(droppable: Int)
    }

    /// Whether `conflict` (entry indices) is a minimal conflict: |S| + 1 solves.
    func judge(_ conflict: [Int]) throws(ReferenceError) -> Judgement {
        guard try !isFeasible(conflict) else { return .holds }
        for dropped in conflict {
            if try !isFeasible(conflict.lazy.filter { $0 != dropped }) { return .notMinimal(droppable: dropped) }
        }
        return .minimal
    }

    /// The entries in groups that share no variable: each minimal conflict
    /// lies within one group (the facts bind one variable each).
    func components(of indices: [Int]) -> [[Int]] {
        var owner: [Int: Int] = [:]
        var parent = Array(indices.indices)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for (position, index) in indices.enumerated() {
            for variable in constraints[index].variables {
                if let other = owner[variable] {
                    parent[root(position)] = root(other)
                } else {
                    owner[variable] = position
                }
            }
        }
        var groups: [Int: [Int]] = [:]
        for (position, index) in indices.enumerated() { groups[root(position), default: []].append(index) }
        return groups.values.sorted { $0[0] < $1[0] }
    }
}
