/// One minimal conflict from any infeasible set, and the check that a set
/// is one: both ask, member by member, whether the set holds without it.
extension ConstraintSystem {
    /// Shrinks the members of an infeasible set, given by a refusal, to
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
    /// Each refusal says which members its tableau shows needed without a
    /// question of their own (`Refusal`), so on a long
    /// chain most members cost nothing, and how much of the discrepancy each
    /// other member would cover: the next chunk is as many of those as
    /// together cover less than all of it, so that the rest most likely still
    /// cannot hold. On a row of views whose gaps alone overflow, all the
    /// widths go at once; on a chain 10 pt too long, 9 of its 1 pt views.
    ///
    /// - Parameter checker: the tableau to ask in (one tableau of a long
    ///   chain takes hundreds of megabytes, so the search keeps one).
    func minimalConflict(
        from start: Refusal, checker: inout SubsetChecker, work: inout Int
    ) -> (members: MemberSet, certificate: FarkasCertificate) {
        var refusal = start
        var members = support(of: start.certificate)
        var needed = start.needed
        // Nil: plan the next chunk from the last refusal's capacities.
        var chunk: Int?
        while true {
            var unknown = members.filter { !needed.contains($0) }
            guard !unknown.isEmpty else { break }
            let size: Int
            if let chunk {
                size = min(chunk, unknown.count)
            } else {
                // As many members as together cover less than the discrepancy,
                // those covering least first: most likely the rest still
                // cannot hold, and they all go in one question.
                let capacity = refusal.capacity
                unknown.sort { (capacity[$0] ?? .infinity, $0) < (capacity[$1] ?? .infinity, $1) }
                var covered = 0.0
                var count = 0
                while count < unknown.count, let next = capacity[unknown[count]],
                    covered + next < refusal.discrepancy * (1 - Numerics.capacityMargin)
                {
                    covered += next
                    count += 1
                }
                size = count > 0 ? count : unknown.count
            }
            var rest = members
            for member in unknown.prefix(size) { rest.remove(member) }
            guard let smaller = checker.refusal(holding: rest, work: &work) else {
                if size == 1 { needed.insert(unknown[0]) }
                chunk = (size + 1) / 2
                continue
            }
            refusal = smaller
            members = support(of: smaller.certificate)
            needed.formUnion(smaller.needed)
            // Only round-off could leave a needed member out; keep the invariant exact.
            needed = MemberSet(needed.filter(members.contains))
            chunk = nil
        }
        return (members, refusal.certificate)
    }

    /// Whether the members form a minimal conflict: they cannot hold
    /// together (a verified certificate using only them and the background),
    /// and they do once any one of them is dropped.
    func isMinimalConflict(
        _ members: MemberSet, certificate: FarkasCertificate, checker: inout SubsetChecker, work: inout Int
    ) -> Bool {
        guard certificate.isVerified, !members.isEmpty, support(of: certificate).isSubset(of: members) else {
            return false
        }
        return !members.contains { checker.refusal(holding: members, without: $0, work: &work) != nil }
    }
}
