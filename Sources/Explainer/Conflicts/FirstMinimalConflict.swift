/// One minimal conflict among the required constraints, or nil when they can
/// all hold.
///
/// Fast: the certificate of the first refusal is already an infeasible subset;
/// a rank test often shows it minimal at once, and otherwise it is shrunk by
/// deletion (drop one member, re-check), jumping to each smaller certificate
/// found on the way.
public func firstMinimalConflict(in constraints: [LinearConstraint]) -> MinimalConflict? {
    let system = ConstraintSystem(constraints)
    guard case .infeasible(let certificate) = system.check(system.all) else { return nil }
    let minimal = system.minimalConflict(from: certificate)
    return MinimalConflict(tags: system.tags(of: minimal.members),
                           certificate: system.publicCertificate(minimal.certificate))
}
