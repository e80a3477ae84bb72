/// Decides exactly whether linear constraints over the rationals can all
/// hold: the general simplex of Dutertre & de Moura ("A Fast
/// Linear-Arithmetic Solver for DPLL(T)", 2006), with Bland's rule.
///
/// Chosen because it shares nothing with the tool's solver (floating point,
/// Cassowary-style tableau, tolerances): every variable is free unless a
/// bound says otherwise, each constraint of two or more variables gets a
/// slack variable bounded by its constant, and one-variable constraints
/// (sizes ≥ 0, `width == 44`) become bounds directly. The tableau is sparse,
/// so a chain of n constraints costs about n² operations, not n³.
struct ReferenceSolver {
    /// Bland's rule guarantees termination; this only stops a bug from hanging a CI run.
    static let pivotLimit = 200_000

    private var lower: [Rational?]
    private var upper: [Rational?]
    private var value: [Rational]
    /// Variable → the row it is basic in, or -1 when it is nonbasic.
    private var rowOfBasic: [Int]
    private var basicOfRow: [Int] = []
    /// Row r: basicOfRow[r] = Σ coefficient · nonbasic variable.
    private var rows: [[Int: Rational]] = []
    /// Nonbasic variable → the rows it appears in.
    private var rowsUsing: [Set<Int>]

    /// Whether all `constraints` hold together for some real values of their variables.
    static func isFeasible(_ constraints: [ExactConstraint]) throws(ReferenceError) -> Bool {
        guard var solver = try ReferenceSolver(constraints) else { return false }
        return try solver.check()
    }

    /// nil when the bounds alone already contradict each other.
    private init?(_ constraints: [ExactConstraint]) throws(ReferenceError) {
        var index: [Int: Int] = [:]
        for constraint in constraints {
            for variable in constraint.variables.sorted() where index[variable] == nil {
                index[variable] = index.count
            }
        }
        let slackCount = constraints.filter { $0.terms.count >= 2 }.count
        let count = index.count + slackCount
        lower = Array(repeating: nil, count: count)
        upper = Array(repeating: nil, count: count)
        value = Array(repeating: .zero, count: count)
        rowOfBasic = Array(repeating: -1, count: count)
        rowsUsing = Array(repeating: [], count: count)

        var nextSlack = index.count
        for constraint in constraints {
            switch constraint.terms.count {
            case 0:
                guard Self.holds(.zero, constraint.relation, constraint.constant) else { return nil }
            case 1:
                let (variable, coefficient) = constraint.terms.first!
                let bound = try Self.exact { () throws(RationalOverflow) in try constraint.constant.divided(by: coefficient) }
                let relation = coefficient.isNegative ? constraint.relation.flipped : constraint.relation
                guard bind(index[variable]!, relation, bound) else { return nil }
            default:
                let slack = nextSlack
                nextSlack += 1
                var row: [Int: Rational] = [:]
                for (variable, coefficient) in constraint.terms { row[index[variable]!] = coefficient }
                addRow(basic: slack, row)
                guard bind(slack, constraint.relation, constraint.constant) else { return nil }
            }
        }
        // Nonbasic variables start at the bound nearest 0; basic ones follow.
        for variable in 0..<index.count {
            if let low = lower[variable], low.isPositive { value[variable] = low }
            if let high = upper[variable], high.isNegative { value[variable] = high }
        }
        for row in rows.indices {
            var sum = Rational.zero
            for (variable, coefficient) in rows[row] {
                sum = try Self.exact { () throws(RationalOverflow) in try sum.adding(coefficient.multiplied(by: value[variable])) }
            }
            value[basicOfRow[row]] = sum
        }
    }

    private static func holds(_ left: Rational, _ relation: ExactRelation, _ right: Rational) -> Bool {
        switch relation {
        case .equal: left == right
        case .atLeast: !(left < right)
        case .atMost: !(right < left)
        }
    }

    /// Tightens the variable's bounds; false when they cross.
    private mutating func bind(_ variable: Int, _ relation: ExactRelation, _ bound: Rational) -> Bool {
        if relation != .atMost { lower[variable] = lower[variable].map { Rational.max($0, bound) } ?? bound }
        if relation != .atLeast { upper[variable] = upper[variable].map { Rational.min($0, bound) } ?? bound }
        if let low = lower[variable], let high = upper[variable], high < low { return false }
        return true
    }

    private mutating func addRow(basic: Int, _ row: [Int: Rational]) {
        let number = rows.count
        rows.append(row)
        basicOfRow.append(basic)
        rowOfBasic[basic] = number
        for variable in row.keys { rowsUsing[variable].insert(number) }
    }

    // MARK: - The check

    private mutating func check() throws(ReferenceError) -> Bool {
        for _ in 0..<Self.pivotLimit {
            guard let (row, target) = firstViolatedRow() else { return true }
            let basic = basicOfRow[row]
            let mustGrow = value[basic] < target
            // The smallest-numbered nonbasic variable that can move the basic one towards its bound.
            var entering: Int?
            for (variable, coefficient) in rows[row] where entering == nil || variable < entering! {
                let raising = coefficient.isPositive == mustGrow
                let canMove =
                    raising
                    ? upper[variable].map { value[variable] < $0 } ?? true
                    : lower[variable].map { $0 < value[variable] } ?? true
                if canMove { entering = variable }
            }
            // No variable can move: the row is a contradiction among bounds.
            guard let entering else { return false }
            try Self.exact { () throws(RationalOverflow) in try pivotAndUpdate(row: row, entering: entering, target: target) }
        }
        throw .pivotLimit
    }

    /// The row whose basic variable has the smallest number among those
    /// outside their bounds (Bland's rule), with the bound it must reach.
    private func firstViolatedRow() -> (row: Int, target: Rational)? {
        var best: (row: Int, target: Rational)?
        var bestVariable = Int.max
        for row in rows.indices {
            let basic = basicOfRow[row]
            guard basic < bestVariable else { continue }
            if let low = lower[basic], value[basic] < low {
                best = (row, low)
                bestVariable = basic
            } else if let high = upper[basic], high < value[basic] {
                best = (row, high)
                bestVariable = basic
            }
        }
        return best
    }

    /// Moves `entering` so the row's basic variable lands on `target`, then
    /// swaps their roles.
    private mutating func pivotAndUpdate(row: Int, entering: Int, target: Rational) throws(RationalOverflow) {
        let basic = basicOfRow[row]
        let coefficient = rows[row][entering]!
        let step = try target.subtracting(value[basic]).divided(by: coefficient)
        value[basic] = target
        value[entering] = try value[entering].adding(step)
        for other in rowsUsing[entering] where other != row {
            let otherBasic = basicOfRow[other]
            value[otherBasic] = try value[otherBasic].adding(rows[other][entering]!.multiplied(by: step))
        }
        try pivot(row: row, entering: entering)
    }

    /// Solves row `row` for `entering` and substitutes it everywhere else.
    private mutating func pivot(row: Int, entering: Int) throws(RationalOverflow) {
        let leaving = basicOfRow[row]
        let old = rows[row]
        let coefficient = old[entering]!
        // entering = (1/c)·leaving − Σ (a_k/c)·x_k
        var solved: [Int: Rational] = [leaving: try Rational.one.divided(by: coefficient)]
        for (variable, value) in old where variable != entering {
            solved[variable] = try value.divided(by: coefficient).negated
        }
        rowsUsing[entering].remove(row)
        rows[row] = solved
        rowsUsing[leaving].insert(row)
        basicOfRow[row] = entering
        rowOfBasic[entering] = row
        rowOfBasic[leaving] = -1

        for other in rowsUsing[entering] {
            var updated = rows[other]
            let factor = updated.removeValue(forKey: entering)!
            for (variable, value) in solved {
                let sum = try (updated[variable] ?? .zero).adding(factor.multiplied(by: value))
                if sum.isZero {
                    updated.removeValue(forKey: variable)
                    rowsUsing[variable].remove(other)
                } else {
                    if updated[variable] == nil { rowsUsing[variable].insert(other) }
                    updated[variable] = sum
                }
            }
            rows[other] = updated
        }
        rowsUsing[entering] = []
    }

    private static func exact<T>(_ operation: () throws(RationalOverflow) -> T) throws(ReferenceError) -> T {
        do { return try operation() } catch { throw .overflow }
    }
}

/// Why the reference could not decide.
enum ReferenceError: Error, Hashable, Sendable {
    /// A number outgrew Int64.
    case overflow
    /// More pivots than `ReferenceSolver.pivotLimit`.
    case pivotLimit
}
