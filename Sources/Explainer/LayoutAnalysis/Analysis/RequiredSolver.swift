import ConstraintSolving

extension Solver {
    /// A solver holding the required ones of `constraints`: exactly as printed
    /// where that holds, so a bound solved for is the printed numbers' own;
    /// within the printing's rounding only where it must be. Nil when they
    /// cannot all hold.
    static func holdingRequired(_ constraints: [ModelConstraint]) -> Solver? {
        var solver = Solver()
        for constraint in constraints where constraint.linear.isRequired {
            let linear = constraint.linear
            let exact = LinearConstraint(linear.expression, linear.relation, strength: linear.strength, tag: linear.tag)
            if (try? solver.add(exact)) != nil { continue }
            guard linear.tolerance > 0, (try? solver.add(linear)) != nil else { return nil }
        }
        return solver
    }
}
