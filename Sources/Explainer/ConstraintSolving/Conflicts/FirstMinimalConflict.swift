/// One minimal conflict among the required constraints, or nil when they can
/// all hold.
///
/// The certificate of the first refusal is already an infeasible subset; a
/// deletion filter (`ConstraintSystem.minimalConflict(from:checker:work:)`)
/// shrinks it and checks each member needed, starting from those the
/// refusal's tableau already shows needed.
package func firstMinimalConflict(in constraints: [LinearConstraint]) -> MinimalConflict? {
    let system = ConstraintSystem(constraints)
    var work = 0
    var checker = SubsetChecker(system, work: &work)
    guard let refusal = checker.refusal(holding: system.all, work: &work) else { return nil }
    let minimal = system.minimalConflict(from: refusal, checker: &checker, work: &work)
    return MinimalConflict(
        tags: system.tags(of: minimal.members),
        certificate: system.publicCertificate(minimal.certificate))
}
