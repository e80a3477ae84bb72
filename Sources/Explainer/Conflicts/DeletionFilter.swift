/// One minimal conflict from any infeasible set, and the check that a set
/// is one: both ask, member by member, whether the set holds without it.
extension ConstraintSystem {
    /// Shrinks the members of an infeasible set, given by its certificate, to
    /// a minimal conflict (a deletion filter, after Chinneck, dropping
    /// members a chunk at a time).
    ///
    /// A chunk of the members not yet known needed is dropped: if the rest
    /// (with the background) still cannot hold, the new certificate names a
    /// smaller infeasible set without the chunk, and the search goes on
    /// inside that; if it holds, the chunk is halved, and a single member
    /// whose absence lets the rest hold is needed. A needed member stays
    /// needed in every subset, and every infeasible subset contains it, so
    /// it is never lost by such a jump. When every member left is needed,
    /// the set is infeasible (the last certificate) and each member was shown
    /// needed by a solution without it: minimal, checked, not assumed.
    ///
    /// The first chunk is every unknown member: on a row of views whose gaps
    /// alone overflow, all the widths go at once. Each refusal also says
    /// which members its tableau shows needed without a question of their
    /// own (`MemberTableau.Outcome.fails`), so on a long chain most members
    /// cost nothing.
    ///
    /// - Parameter needed: members already shown needed in the start set.
    func minimalConflict(
        from start: FarkasCertificate, needed known: MemberSet = MemberSet(), work: inout Int
    ) -> (members: MemberSet, certificate: FarkasCertificate) {
        var certificate = start
        var members = support(of: start)
        var needed = MemberSet(known.filter(members.contains))
        var checker = SubsetChecker(self, work: &work)
        var chunk = Int.max
        while true {
            let unknown = members.filter { !needed.contains($0) }
            guard !unknown.isEmpty else { break }
            chunk = min(chunk, unknown.count)
            var rest = members
            for member in unknown.suffix(chunk) { rest.remove(member) }
            switch checker.check(rest, work: &work) {
            case .feasible:
                if chunk == 1 { needed.insert(unknown[unknown.count - 1]) } else { chunk = (chunk + 1) / 2 }
            case .infeasible(let smaller):
                certificate = smaller
                members = support(of: smaller)
                needed.formUnion(checker.lastNeeded)
                // Only round-off could leave a needed member out; keep the invariant exact.
                needed = MemberSet(needed.filter(members.contains))
                chunk = chunk > Int.max / 2 ? chunk : 2 * chunk
            }
        }
        return (members, certificate)
    }

    /// Whether the members form a minimal conflict: they cannot hold
    /// together (a verified certificate using only them and the background),
    /// and they do once any one of them is dropped.
    func isMinimalConflict(_ members: MemberSet, certificate: FarkasCertificate, work: inout Int) -> Bool {
        guard certificate.isVerified, !members.isEmpty, support(of: certificate).isSubset(of: members) else {
            return false
        }
        var checker = SubsetChecker(self, work: &work)
        for member in members {
            guard case .feasible = checker.check(members, without: member, work: &work) else { return false }
        }
        return true
    }
}
