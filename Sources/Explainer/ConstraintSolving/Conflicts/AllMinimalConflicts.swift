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
package func allMinimalConflicts(in constraints: [LinearConstraint], cap: Int = 64) -> MinimalConflictList {
    var found: [MinimalConflict] = []
    var complete = true
    for part in independentPartIndices(constraints) {
        let system = ConstraintSystem(part.map { constraints[$0] })
        guard system.count > 0 else { continue }
        var budget = SearchBudget.unlimited
        switch system.searchConflicts(weights: system.weights { _ in 1 }, budget: &budget) {
        case .holds:
            continue
        case .backgroundConflict, .tooLarge:
            complete = false
        case .conflicts(let part):
            complete = complete && part.isComplete
            var listed = part.conflicts
            if let family = part.family, let representative = listed.first?.members {
                // A family's other conflicts, each proved on its own here.
                for members in family.conflicts(representative: representative, limit: min(cap, .max - 1) + 1)
                where members != representative {
                    guard case .infeasible(let certificate) = system.check(members) else {
                        complete = false
                        continue
                    }
                    listed.append((members, certificate))
                }
            }
            found += listed.map {
                MinimalConflict(tags: system.tags(of: $0.members), certificate: system.publicCertificate($0.certificate))
            }
        }
    }
    found.sort(by: MinimalConflict.smallerFirst)
    let truncated = !complete || found.count > max(cap, 0)
    return MinimalConflictList(conflicts: Array(found.prefix(max(cap, 0))), isTruncated: truncated)
}

struct PartEnumeration {
    package var conflicts: [(members: MemberSet, certificate: FarkasCertificate)]
    /// Every minimal correction set found, seeds included.
    var correctionSets: [MemberSet]
    var complete: Bool
}

/// Dualize and advance over one system (see `allMinimalConflicts`), starting
/// from minimal correction sets already known (`seeds`), within a budget.
func enumerateMinimalConflicts(
    _ system: ConstraintSystem, seeds: [MemberSet] = [], budget: inout SearchBudget
) -> PartEnumeration {
    var hittingSets = MinimalHittingSets<FarkasCertificate>()
    var correctionSets: [MemberSet] = []
    // A step adds at least every constraint of the part to a tableau.
    guard budget.remaining >= system.count + system.background.count else {
        return PartEnumeration(conflicts: [], correctionSets: seeds, complete: false)
    }
    var complete = true
    var seen = Set<MemberSet>()
    for seed in seeds where seen.insert(seed).inserted {
        correctionSets.append(seed)
        hittingSets.add(seed)
    }
    search: while let index = hittingSets.transversals.firstIndex(where: { $0.payload == nil }) {
        let open = hittingSets.transversals.lazy.filter { $0.payload == nil }.count
        let available = budget.available(openCandidates: open)
        if available < system.count + system.background.count {
            complete = false
            break search
        }
        var work = 0
        defer { budget.spend(work) }
        let candidate = hittingSets.transversals[index].members
        switch system.checkThenGrow(candidate, work: &work, limit: available) {
        case .stopped:
            complete = false
            break search
        case .infeasible(let certificate):
            hittingSets.setPayload(certificate, at: index)
        case .feasible(let grown):
            let correction = grown.complement(count: system.count)
            if correctionSets.count >= SearchLimits.enumeratedCorrectionSets || correction.isEmpty {
                // An empty correction set would mean the part is feasible after all
                // (round-off); either way there is nothing sound left to do.
                complete = false
                break search
            }
            correctionSets.append(correction)
            // Berge's step visits every transversal: count it as work too.
            work += hittingSets.transversals.count
            hittingSets.add(correction)
            if hittingSets.transversals.count > SearchLimits.enumeratedHittingSets {
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
