/// The minimal hitting sets (minimal transversals) of a growing family of
/// sets, maintained one set at a time by Berge's algorithm.
///
/// Adding a set C keeps every transversal that meets C; each one that misses
/// C is extended by one member of C, and an extension survives only if it
/// contains no kept transversal. (Extensions cannot contain one another: the
/// transversals form an antichain and miss C.)
struct MinimalHittingSets<Payload> {
    struct Transversal {
        var members: MemberSet
        var payload: Payload?
    }

    /// Sorted smallest first, then by members; starts as the one empty set,
    /// the only minimal hitting set of an empty family.
    private(set) var transversals: [Transversal] = [Transversal(members: MemberSet(), payload: nil)]

    package mutating func add(_ set: MemberSet) {
        var kept: [Transversal] = []
        var missing: [MemberSet] = []
        for transversal in transversals {
            if transversal.members.intersects(set) { kept.append(transversal) } else { missing.append(transversal.members) }
        }
        var result = kept
        for base in missing {
            for member in set {
                let candidate = base.inserting(member)
                if !kept.contains(where: { $0.members.isSubset(of: candidate) }) {
                    result.append(Transversal(members: candidate, payload: nil))
                }
            }
        }
        result.sort { MemberSet.sizeThenMembers($0.members, $1.members) }
        transversals = result
    }

    mutating func setPayload(_ payload: Payload, at index: Int) {
        transversals[index].payload = payload
    }
}
