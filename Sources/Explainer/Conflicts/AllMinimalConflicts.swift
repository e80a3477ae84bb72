/// Every minimal conflict among the required constraints, smallest first.
///
/// Complete by hitting-set duality (Bailey & Stuckey's "dualize and advance"):
/// minimal conflicts (MUSes) are exactly the minimal hitting sets of the
/// family of all minimal correction sets (MCSes). Per independent part:
///   1. take the smallest minimal hitting set of the MCSes found so far that
///      is not yet known to be a conflict;
///   2. if it is infeasible, it is a minimal conflict: each proper subset
///      misses some known MCS, so lies inside that MCS's complement, which is
///      feasible;
///   3. if it is feasible, grow it greedily to a maximal feasible set; the
///      complement is an MCS not found before (it misses the grown set, while
///      every known MCS meets it); add it and repeat.
/// When every minimal hitting set is a conflict, the family of MCSes is
/// complete and so is the list of conflicts.
///
/// - Parameter cap: at most this many conflicts are returned.
public func allMinimalConflicts(in constraints: [LinearConstraint], cap: Int = 64) -> MinimalConflictList {
    var found: [MinimalConflict] = []
    var complete = true
    for part in independentPartIndices(constraints) {
        let system = ConstraintSystem(part.map { constraints[$0] })
        guard system.count > 0, case .infeasible = system.check(system.all) else { continue }
        let search = enumerateMinimalConflicts(system)
        complete = complete && search.complete
        found += search.conflicts.map {
            MinimalConflict(tags: system.tags(of: $0.members), certificate: system.publicCertificate($0.certificate))
        }
    }
    found.sort(by: MinimalConflict.smallerFirst)
    let truncated = !complete || found.count > max(cap, 0)
    return MinimalConflictList(conflicts: Array(found.prefix(max(cap, 0))), isTruncated: truncated)
}

/// Work limits of one part's enumeration. Layout reports stay far below them
/// (a handful of correction sets per part, a few hundred constraint
/// additions); they only stop pathological input from running away: many
/// disjoint conflicts over shared variables (their correction sets multiply),
/// or one huge conflict (each of its thousands of members is a correction set,
/// each found by re-solving the whole part; `firstMinimalConflict` is the tool
/// for those).
enum EnumerationLimits {
    static let correctionSets = 4_096
    static let hittingSets = 16_384
    /// Constraints added to tableaux, summed over the whole enumeration.
    static let additions = 1_000_000
}

struct PartEnumeration {
    var conflicts: [(members: MemberSet, certificate: FarkasCertificate)]
    var correctionSets: [MemberSet]
    var complete: Bool
}

/// Dualize and advance over one system (see `allMinimalConflicts`).
func enumerateMinimalConflicts(_ system: ConstraintSystem) -> PartEnumeration {
    var hittingSets = MinimalHittingSets<FarkasCertificate>()
    var correctionSets: [MemberSet] = []
    var complete = true
    var additions = 0
    search: while let index = hittingSets.transversals.firstIndex(where: { $0.payload == nil }) {
        additions += system.count
        if additions > EnumerationLimits.additions {
            complete = false
            break search
        }
        let candidate = hittingSets.transversals[index].members
        switch system.checkThenGrow(candidate) {
        case .infeasible(let certificate):
            hittingSets.setPayload(certificate, at: index)
        case .feasible(let grown):
            let correction = grown.complement(count: system.count)
            if correctionSets.count >= EnumerationLimits.correctionSets || correction.isEmpty {
                // An empty correction set would mean the part is feasible after all
                // (round-off); either way there is nothing sound left to do.
                complete = false
                break search
            }
            correctionSets.append(correction)
            hittingSets.add(correction)
            if hittingSets.transversals.count > EnumerationLimits.hittingSets {
                complete = false
                break search
            }
        }
    }
    let conflicts = hittingSets.transversals.compactMap { transversal in
        transversal.payload.map { (members: transversal.members, certificate: $0) }
    }
    return PartEnumeration(conflicts: conflicts, correctionSets: correctionSets, complete: complete)
}
