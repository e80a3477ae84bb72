/// The minimal conflicts that differ from one only by which of some
/// interchangeable members take part: a row's "any k of these n widths".
///
/// From a checked minimal conflict C and classes of members that trade
/// places (`interchangeable`), each class meeting C in k of its n members:
/// every set made of C's other members and any k of each class's is the
/// image of C under a symmetry of the system, so it is a minimal conflict
/// too, and there are Π C(n, k) of them.
///
/// The family is every minimal conflict of the part (`isComplete`) when the
/// part holds without any one of C's other members and without any n - k + 1
/// of a class's (one such set checked per class; the symmetry carries it to
/// the rest). These are then correction sets, every minimal conflict meets
/// each of them, and the sets meeting all of them minimally are exactly the
/// family's, each a conflict: by hitting-set duality, there is no other.
package struct PartFamily {
    package struct Class {
        /// Positions, ascending.
        package var members: [Int]
        /// How many of them each conflict of the family takes.
        package var chosen: Int
    }

    /// Classes with members outside the representative.
    package var classes: [Class]
    /// The family is every minimal conflict of its part.
    package var isComplete: Bool
    /// C's members in no class: with `isComplete`, each is a minimal
    /// correction set alone.
    var fixed: [Int]

    /// How many minimal conflicts the family holds, exactly.
    package var count: ExactCount {
        classes.reduce(ExactCount(1)) { $0.times(.binomial($1.members.count, $1.chosen)) }
    }

    /// With `isComplete`, the cheapest of each kind of minimal correction set:
    /// each fixed member alone, and the cheapest n - k + 1 of each class
    /// (any n - k + 1 of a class are one).
    func correctionSets(weights: [Double]) -> [MemberSet] {
        fixed.map { MemberSet([$0]) }
            + classes.map { kind in
                MemberSet(
                    kind.members.sorted { (weights[$0], $0) < (weights[$1], $1) }
                        .prefix(kind.members.count - kind.chosen + 1))
            }
    }

    /// The family's conflicts, the representative first, up to `limit`.
    func conflicts(representative: MemberSet, limit: Int) -> [MemberSet] {
        familyConflicts(
            representative: representative.members, classes: classes.map { ($0.members, $0.chosen) }, limit: limit
        ).map { MemberSet($0) }
    }

    /// Whether a set of members is one of the family's conflicts.
    func contains(_ members: MemberSet, representative: MemberSet) -> Bool {
        var fixed = representative
        for kind in classes {
            for member in kind.members { fixed.remove(member) }
            if kind.members.count(where: members.contains) != kind.chosen { return false }
        }
        let inClasses = MemberSet(classes.flatMap(\.members))
        return members.members.allSatisfy { fixed.contains($0) || inClasses.contains($0) }
            && fixed.isSubset(of: members)
    }
}

/// The conflicts of a family: `representative` with, for each class, its
/// members replaced by any `chosen` of the class; the representative first,
/// then in lexicographic order of the choices, up to `limit`, each sorted.
package func familyConflicts(representative: [Int], classes: [(members: [Int], chosen: Int)], limit: Int) -> [[Int]] {
    guard limit > 0 else { return [] }
    let inClasses = Set(classes.flatMap(\.members))
    var sets = [representative.filter { !inClasses.contains($0) }]
    for kind in classes {
        let choices = combinations(of: kind.members, choosing: kind.chosen, limit: limit)
        sets = Array(sets.lazy.flatMap { set in choices.lazy.map { set + $0 } }.prefix(limit))
    }
    let first = representative.sorted()
    return [first] + sets.map { $0.sorted() }.filter { $0 != first }.prefix(limit - 1)
}

/// The first `limit` k-subsets of `members` in lexicographic order.
private func combinations(of members: [Int], choosing k: Int, limit: Int) -> [[Int]] {
    var result: [[Int]] = []
    var chosen: [Int] = []
    func extend(from start: Int) {
        guard result.count < limit else { return }
        if chosen.count == k {
            result.append(chosen)
            return
        }
        guard members.count - start >= k - chosen.count else { return }
        for index in start..<members.count {
            chosen.append(members[index])
            extend(from: index + 1)
            chosen.removeLast()
            if result.count >= limit { return }
        }
    }
    extend(from: 0)
    return result
}

extension ConstraintSystem {
    /// The family of a checked minimal conflict, when some of its members
    /// have interchangeable members outside it; nil otherwise.
    ///
    /// - Parameter singles: members already known to be correction sets alone.
    func family(
        of conflict: MemberSet, singles: MemberSet, checker: inout SubsetChecker, work: inout Int
    ) -> PartFamily? {
        guard count <= SearchLimits.largestFamilySearch else { return nil }
        // Only a class reaching outside the conflict makes other conflicts.
        let reachesOutside = { (members: [Int]) in members.contains { !conflict.contains($0) } }
        let classes = interchangeClasses(
            from: conflict.members, among: Array(0..<count), worthTrying: reachesOutside, keeping: reachesOutside
        ).map { PartFamily.Class(members: $0, chosen: $0.count(where: conflict.contains)) }
        guard !classes.isEmpty else { return nil }
        let claimed = MemberSet(classes.flatMap(\.members))

        let fixed = conflict.members.filter { !claimed.contains($0) }
        var complete = fixed.allSatisfy { singles.contains($0) || checker.refusal(holding: all, without: $0, work: &work) == nil }
        for kind in classes where complete {
            // n - k + 1 of the class: all those outside C and one inside.
            let dropped = MemberSet(kind.members.filter { !conflict.contains($0) } + [kind.members.first(where: conflict.contains)!])
            complete = checker.refusal(holding: dropped.complement(count: count), work: &work) == nil
        }
        return PartFamily(classes: classes, isComplete: complete, fixed: fixed)
    }
}

extension ConstraintSystem {
    /// Classes of two or more members of the only conflict, each member on
    /// one variable (a size, mostly), that trade places (`interchangeable`):
    /// every member of a class is chosen, as the conflict is the only one.
    func classes(within conflict: MemberSet) -> [PartFamily.Class] {
        guard count <= SearchLimits.largestFamilySearch else { return [] }
        let members = conflict.members
        return interchangeClasses(
            from: members.filter { prepared[$0].cells.count == 1 }, among: members, worthTrying: { !$0.isEmpty },
            keeping: { $0.count > 1 }
        ).map { PartFamily.Class(members: $0, chosen: $0.count) }
    }

    /// Classes of members that trade places, each grown from one of
    /// `starts` (not yet in a class) with the members of `pool` alike it:
    /// tried when `worthTrying` says so of those candidates, kept when
    /// `keeping` says so of the class found. Members ascending.
    private func interchangeClasses(
        from starts: [Int], among pool: [Int], worthTrying: ([Int]) -> Bool, keeping: ([Int]) -> Bool
    ) -> [[Int]] {
        var classes: [[Int]] = []
        var claimed = MemberSet()
        for member in starts where !claimed.contains(member) {
            let candidates = pool.filter { $0 != member && !claimed.contains($0) && prepared[$0].looksLike(prepared[member]) }
            guard worthTrying(candidates) else { continue }
            let members = [member] + interchangeable(with: member, among: candidates)
            guard keeping(members) else { continue }
            claimed.formUnion(MemberSet(members))
            classes.append(members.sorted())
        }
        return classes
    }
}

extension PreparedConstraint {
    /// The same relation, constant, tolerance and coefficients, whatever the
    /// variables: the cheap test before `interchangeable`'s directions.
    fileprivate func looksLike(_ other: PreparedConstraint) -> Bool {
        relation == other.relation && constant == other.constant && tolerance == other.tolerance
            && cells.map(\.coefficient).sorted() == other.cells.map(\.coefficient).sorted()
    }
}
