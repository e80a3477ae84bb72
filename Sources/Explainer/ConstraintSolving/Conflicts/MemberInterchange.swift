/// Whether two members can trade places: a symmetry of the whole system,
/// found from its equations and checked, never assumed from names.
///
/// Members i and j, reading `uᵢ·x ⋈ c` and `uⱼ·x ⋈ c` (the same relation,
/// constant and tolerance), trade places when some direction `v` has
/// `uᵢ·v = -1`, `uⱼ·v = 1` and leaves the expression of every other
/// constraint unchanged (`a·v = 0`). Then `φ(x) = x + (uᵢ·x - uⱼ·x)·v` swaps
/// the values of `uᵢ` and `uⱼ` and keeps every other expression's value: it
/// maps each constraint on `uᵢ` alone onto the same constraint on `uⱼ`, and
/// every other constraint onto itself. If every constraint on `uᵢ` alone
/// (its member, a fact such as "a width is never negative") has its twin on
/// `uⱼ` and back, φ maps the whole system onto itself with i and j swapped
/// and every other member fixed: a solution of any set of members becomes a
/// solution of the set with i and j exchanged, so an infeasible set stays
/// infeasible and a minimal conflict stays minimal.
///
/// In a row of views, v shrinks view i by 1 pt, moves every view between
/// them 1 pt back, and grows view j by 1 pt.
extension ConstraintSystem {
    /// The candidates that trade places with `member` (see above), in order.
    /// Identical members trade places trivially; the others are tried with
    /// one tableau, from which each candidate's direction is read.
    func interchangeable(with member: Int, among candidates: [Int]) -> [Int] {
        let cells = prepared[member].cells
        let sameCells = { (other: Int) in
            self.prepared[other].cells.elementsEqual(cells) { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
        }
        let alike = candidates.filter { $0 != member && prepared[$0].sameReading(as: prepared[member]) }
        let directions = SwapDirections(self, from: member, toward: alike.filter { !sameCells($0) })
        return alike.filter { other in
            if sameCells(other) { return true }
            guard let direction = directions.direction(toward: other) else { return false }
            return swapMapsSystemOntoItself(member, other, direction: direction)
        }
    }

    /// Checks the direction against every constraint: uᵢ moved by -1 and uⱼ by +1, the others unmoved,
    /// each constraint on `uᵢ` or `uⱼ` alone with its twin on the other, and
    /// no member but i and j among them.
    private func swapMapsSystemOntoItself(_ i: Int, _ j: Int, direction: [Double]) -> Bool {
        let first = prepared[i].cells
        let second = prepared[j].cells
        let scale = direction.reduce(1.0) { max($0, abs($1)) }
        // The moves themselves, not only the solver's word for them: a zero direction swaps nothing.
        let moved = { (cells: [PreparedConstraint.Cell]) in cells.reduce(0.0) { $0 + $1.coefficient * direction[Int($1.variable)] } }
        guard abs(moved(first) + 1) <= Numerics.certificateResidual, abs(moved(second) - 1) <= Numerics.certificateResidual else {
            return false
        }
        // Constraints on uᵢ or uⱼ alone: (tag, which, factor).
        var onSwapped: [(tag: Int, onFirst: Bool, factor: Double)] = []
        for constraint in prepared + background {
            if let factor = proportion(of: constraint.cells, to: first) {
                onSwapped.append((constraint.tag, true, factor))
            } else if let factor = proportion(of: constraint.cells, to: second) {
                onSwapped.append((constraint.tag, false, factor))
            } else {
                let size = constraint.cells.reduce(0.0) { $0 + abs($1.coefficient) } * scale
                guard abs(moved(constraint.cells)) <= Numerics.certificateResidual * max(size, 1) else { return false }
            }
        }
        for (tag, onFirst, factor) in onSwapped {
            if tag < count && tag != i && tag != j { return false }
            let constraint = self.constraint(tagged: tag)
            let hasTwin = onSwapped.contains { other in
                other.onFirst != onFirst && other.factor == factor && (other.tag < count) == (tag < count)
                    && self.constraint(tagged: other.tag).sameReading(as: constraint)
            }
            if !hasTwin { return false }
        }
        return true
    }
}

/// Directions that move one member's expression by -1 and a candidate's by
/// +1 and no other constraint's. One tableau holds every expression at 0,
/// the member's and the candidates' too; raising one held expression to 1
/// moves the variables along its marker's column, read off the tableau
/// without a solve, and the two moves together are the direction. A held
/// expression implied by those held before it has no column of its own: it
/// moves with them, and the check that follows (`swapMapsSystemOntoItself`)
/// tells whether it moved as asked.
private struct SwapDirections {
    private var solver = Solver()
    private let variables: [Variable]
    /// Tag of each moved expression's "held at 0", by member.
    private var heldTags: [Int: Int] = [:]
    /// The member's expression raised by 1; nil when the fixed expressions imply it.
    private var memberRaised: [Double]?

    init(_ system: ConstraintSystem, from member: Int, toward candidates: [Int]) {
        variables = (0..<system.variableCount).map { Variable(id: $0) }
        guard !candidates.isEmpty else { return }
        let moved = [member] + candidates
        var nextTag = 0
        // Every expression held at 0: the zero vector satisfies them all, so none is refused.
        func hold(_ cells: [PreparedConstraint.Cell]) -> Int? {
            let expression = LinearExpression(cells.map { Term(Variable(id: Int($0.variable)), $0.coefficient) })
            nextTag += 1
            do {
                try solver.add(LinearConstraint(expression, .equal, 0, tag: nextTag))
                return nextTag
            } catch {
                return nil
            }
        }
        for constraint in system.prepared + system.background
        where !moved.contains(where: { proportion(of: constraint.cells, to: system.prepared[$0].cells) != nil }) {
            _ = hold(constraint.cells)
        }
        for index in moved { heldTags[index] = hold(system.prepared[index].cells) }
        memberRaised = heldTags[member].flatMap { solver.movement(of: variables, raisingExpressionOf: $0) }
    }

    /// The member's expression lowered by 1 and the candidate's raised by 1.
    /// The member is held first after the fixed expressions: when they imply
    /// it, it cannot move at all and no direction exists. A candidate implied
    /// by those held before it moves with the member alone.
    func direction(toward candidate: Int) -> [Double]? {
        guard let held = heldTags[candidate], let memberRaised else { return nil }
        guard let candidateRaised = solver.movement(of: variables, raisingExpressionOf: held) else {
            return memberRaised.map { -$0 }
        }
        return zip(candidateRaised, memberRaised).map { $0 - $1 }
    }
}

extension PreparedConstraint {
    /// The same relation, constant and tolerance, whatever the expression.
    fileprivate func sameReading(as other: PreparedConstraint) -> Bool {
        relation == other.relation && constant == other.constant && tolerance == other.tolerance
    }
}

/// The factor f with `cells = f·reference`, when there is one exactly.
private func proportion(of cells: [PreparedConstraint.Cell], to reference: [PreparedConstraint.Cell]) -> Double? {
    guard cells.count == reference.count, let head = cells.first, let referenceHead = reference.first,
        head.variable == referenceHead.variable
    else { return nil }
    let factor = head.coefficient / referenceHead.coefficient
    for (cell, other) in zip(cells, reference) where cell.variable != other.variable || cell.coefficient != factor * other.coefficient {
        return nil
    }
    return factor
}
