/// The cheapest set of required constraints whose removal makes the rest
/// feasible: `nil` when none exists (some conflict is made only of
/// constraints that cannot be removed), an empty set when nothing conflicts.
///
/// - Parameter weight: the cost of removing a constraint, at least zero;
///   `.infinity` (or NaN) means it cannot be removed. Among equally cheap sets,
///   the one with fewer constraints wins, then the one with lower tags (sorted
///   tag lists compared lexicographically).
///
/// Exact by implicit hitting sets (as in MaxHS): a correction set must hit
/// every minimal conflict. Take the cheapest hitting set of the conflicts
/// found so far; if removing it leaves a feasible system it is optimal (every
/// correction set hits those conflicts too, so costs at least as much);
/// otherwise what remains contains a new conflict, which joins the list.
/// Parts are independent, so each is solved alone and the answers joined.
public func minimumCorrectionSet(
    of constraints: [LinearConstraint], weight: (LinearConstraint) -> Double = { _ in 1 }
) -> CorrectionSet? {
    var removed: [(tag: Int, weight: Double)] = []
    for part in independentPartIndices(constraints) {
        let system = ConstraintSystem(part.map { constraints[$0] })
        guard system.count > 0, case .infeasible(let first) = system.check(system.all) else { continue }
        let weights = system.originals.map { constraint -> Double in
            let value = weight(constraint)
            return value.isNaN ? .infinity : max(value, 0)
        }
        let tagsOfMembers = system.originals.map(\.tag)
        var conflicts = [system.minimalConflict(from: first).members]
        while true {
            guard let removal = cheapestHittingSet(of: conflicts, weights: weights, tags: tagsOfMembers) else {
                return nil
            }
            let rest = removal.complement(count: system.count)
            guard case .infeasible(let certificate) = system.check(rest) else {
                removed += removal.map { (tagsOfMembers[$0], weights[$0]) }
                break
            }
            conflicts.append(system.minimalConflict(from: certificate).members)
        }
    }
    // Summed in tag order, so the cost does not depend on the input order.
    removed.sort { $0.tag < $1.tag }
    return CorrectionSet(tags: removed.map(\.tag), cost: removed.reduce(0) { $0 + $1.weight })
}
