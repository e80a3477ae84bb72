/// Solves a set of linear constraints incrementally: required constraints
/// hold exactly (within their tolerances), optional ones as well as their
/// weights allow (see `Strength`).
///
/// A value type: copying a solver snapshots it. The algorithm lives in `Tableau`.
package struct Solver: Sendable {
    private var tableau = Tableau()
    private var numbering = VariableNumbering()
    /// By tableau handle, including removed constraints (handles are never reused).
    private var prepared: [PreparedConstraint] = []
    private var originals: [LinearConstraint] = []
    /// Only looked up, never iterated.
    private var handleByTag: [Int: Int] = [:]

    package init() {}

    /// Adds a constraint. A required constraint that contradicts the required
    /// constraints already present is refused with a Farkas certificate.
    package mutating func add(_ constraint: LinearConstraint) throws(SolverError) {
        guard constraint.isWellFormed else { throw .malformedConstraint(tag: constraint.tag) }
        guard handleByTag[constraint.tag] == nil else { throw .duplicateTag(constraint.tag) }
        let entry = PreparedConstraint(constraint, numbering: &numbering)
        switch tableau.add(entry) {
        case .added(let handle):
            precondition(handle == prepared.count, "tableau and solver disagree on handles")
            prepared.append(entry)
            originals.append(constraint)
            handleByTag[constraint.tag] = handle
        case .unsatisfiable(let pending, let multipliers):
            let raw = multipliers.map { (handle, multiplier) in
                (constraint: handle == pending ? entry : prepared[handle], multiplier: multiplier)
            }
            // Phase one only fails with a positive minimum, and the multipliers
            // then exist; a nil here would be a bug, reported as the constraint alone.
            let certificate =
                FarkasCertificate(rawMultipliers: raw)
                ?? FarkasCertificate(checking: [(entry, 1)])!
            throw .unsatisfiable(certificate)
        }
    }

    /// Removes the constraint with this tag.
    package mutating func remove(tag: Int) throws(SolverError) {
        guard let handle = handleByTag[tag] else { throw .unknownTag(tag) }
        tableau.remove(handle: handle)
        handleByTag[tag] = nil
    }

    func contains(tag: Int) -> Bool { handleByTag[tag] != nil }

    /// The constraints currently in the solver, in the order they were added.
    var constraints: [LinearConstraint] {
        originals.filter { handleByTag[$0.tag] != nil }
    }

    /// Solved value of a variable; zero for a variable nothing constrains.
    /// Never NaN or infinite.
    package func value(of variable: Variable) -> Double {
        guard let index = numbering.existingIndex(of: variable) else { return 0 }
        return tableau.value(ofVariable: index)
    }

    func values(of variables: [Variable]) -> [Double] { variables.map(value(of:)) }

    /// Whether exact required equalities alone fix the variable's value: no
    /// optional constraint added now could move it.
    package func isPinned(_ variable: Variable) -> Bool {
        guard let index = numbering.existingIndex(of: variable) else { return false }
        return tableau.isPinned(variable: index)
    }

    /// How the variables move when the exact equality tagged `tag`, `e == 0`,
    /// becomes `e == 1`, read off the tableau without a solve. Meant for a
    /// solver of exact equalities alone: every other equality holds as
    /// before, except those added after it that it implies, which move with
    /// it. Nil when the equalities added before it imply it (`e` cannot move
    /// on its own), when it has a tolerance, or when it is unknown.
    func movement(of variables: [Variable], raisingExpressionOf tag: Int) -> [Double]? {
        guard let handle = handleByTag[tag] else { return nil }
        let indices = variables.map { numbering.existingIndex(of: $0) ?? -1 }
        // `e == 1` is `e - 1 == 0`: the constant falls by 1.
        return tableau.movement(perConstantOf: handle, ofVariables: indices)?.map { -$0 }
    }
}
