/// Why the solver refused a request. A refused request leaves the solver as it was.
package enum SolverError: Error, Hashable, Sendable {
    /// The required constraint cannot hold together with the required
    /// constraints already added; the certificate proves it (its entries name
    /// the constraint being added and some of those already present).
    case unsatisfiable(FarkasCertificate)
    /// A constraint with this tag is already in the solver.
    case duplicateTag(Int)
    /// No constraint with this tag is in the solver.
    case unknownTag(Int)
    /// The constraint holds a NaN or infinite number.
    case malformedConstraint(tag: Int)
}
