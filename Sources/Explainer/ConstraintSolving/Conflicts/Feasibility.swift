/// Whether the required constraints can all hold together.
package enum Feasibility: Hashable, Sendable {
    case feasible
    /// The certificate names a subset of the constraints that already cannot hold.
    case infeasible(FarkasCertificate)

    var isFeasible: Bool { self == .feasible }
}

/// Checks the required constraints (strength 1000) within their tolerances.
/// Optional constraints are ignored, and so are malformed ones (NaN or
/// infinite numbers), which state nothing checkable.
package func feasibility(of constraints: [LinearConstraint]) -> Feasibility {
    let system = ConstraintSystem(constraints)
    switch system.check(system.all) {
    case .feasible: return .feasible
    case .infeasible(let certificate): return .infeasible(system.publicCertificate(certificate))
    }
}

/// Whether `valueOf` is a solution: every required constraint holds within
/// its tolerance, up to the round-off the feasibility check allows. A
/// solution found any way (a layout solved with them) proves them feasible
/// without a search. Malformed constraints, which state nothing, are passed over as there.
package func isSolution(of constraints: [LinearConstraint], _ valueOf: (Variable) -> Double) -> Bool {
    constraints.allSatisfy { constraint in
        !constraint.isRequired || !(constraint.violation(valueOf) > Numerics.infeasibility)
    }
}
