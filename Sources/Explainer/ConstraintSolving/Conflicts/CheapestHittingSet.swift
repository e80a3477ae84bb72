/// The cheapest set of members meeting every given set, by branch and bound;
/// nil when some set has no removable (finite-weight) member.
///
/// Order: lower cost, then fewer members, then lower tags (sorted tag lists
/// compared lexicographically). Costs are summed in tag order, so equal sets
/// always get bit-identical costs; costs within `Numerics.costComparison` of
/// each other count as equal, so round-off never overrides the tie-breaks.
func cheapestHittingSet(of sets: [MemberSet], weights: [Double], tags: [Int]) -> MemberSet? {
    // Small sets first: they branch least and prune most.
    let ordered = sets.sorted(by: MemberSet.sizeThenMembers)
    var branches: [[Int]] = []
    for set in ordered {
        // Cheap members first, so good solutions (and tight bounds) come early.
        let removable = set.members.filter { weights[$0].isFinite }
            .sorted { (weights[$0], tags[$0]) < (weights[$1], tags[$1]) }
        if removable.isEmpty { return nil }
        branches.append(removable)
    }

    var best: CorrectionCandidate?

    func search(_ chosen: MemberSet, count: Int, pathCost: Double) {
        guard let open = ordered.firstIndex(where: { !$0.intersects(chosen) }) else {
            let candidate = CorrectionCandidate(chosen, weights: weights, tags: tags)
            if best == nil || candidate.isBetter(than: best!) { best = candidate }
            return
        }
        if let best {
            // Any completion adds at least one member of the open set.
            let lowerBound = pathCost + weights[branches[open][0]]
            if Numerics.isCostGreater(lowerBound, than: best.cost) { return }
            if !Numerics.isCostGreater(best.cost, than: lowerBound) && count + 1 > best.sortedTags.count { return }
        }
        for member in branches[open] {
            search(chosen.inserting(member), count: count + 1, pathCost: pathCost + weights[member])
        }
    }

    search(MemberSet(), count: 0, pathCost: 0)
    return best?.members
}

/// The cheapest of the given sets, in the order `cheapestHittingSet` uses;
/// nil when every one holds a member that cannot be removed.
func cheapestSet(of sets: [MemberSet], weights: [Double], tags: [Int]) -> MemberSet? {
    var best: CorrectionCandidate?
    for set in sets {
        let candidate = CorrectionCandidate(set, weights: weights, tags: tags)
        guard candidate.cost.isFinite else { continue }
        if best == nil || candidate.isBetter(than: best!) { best = candidate }
    }
    return best?.members
}

/// A set of members to remove, with what decides between two of them.
private struct CorrectionCandidate {
    var members: MemberSet
    var sortedTags: [Int]
    var cost: Double

    init(_ members: MemberSet, weights: [Double], tags: [Int]) {
        let sorted = members.members.sorted { tags[$0] < tags[$1] }
        self.members = members
        sortedTags = sorted.map { tags[$0] }
        cost = sorted.reduce(0) { $0 + weights[$1] }
    }

    func isBetter(than other: CorrectionCandidate) -> Bool {
        if Numerics.isCostGreater(other.cost, than: cost) { return true }
        if Numerics.isCostGreater(cost, than: other.cost) { return false }
        if sortedTags.count != other.sortedTags.count { return sortedTags.count < other.sortedTags.count }
        return sortedTags.lexicographicallyPrecedes(other.sortedTags)
    }
}
