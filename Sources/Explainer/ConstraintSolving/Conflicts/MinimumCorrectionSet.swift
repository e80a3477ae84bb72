/// The cheapest set of required constraints whose removal makes the rest
/// feasible: `nil` when none exists (some conflict is made only of
/// constraints that cannot be removed), an empty set when nothing conflicts.
///
/// - Parameter weight: the cost of removing a constraint, at least zero;
///   `.infinity` (or NaN) means it cannot be removed. Among equally cheap sets,
///   the one with fewer constraints wins, then the one with lower tags (sorted
///   tag lists compared lexicographically).
/// Parts are independent, so each is solved alone and the answers joined.
package func minimumCorrectionSet(
    of constraints: [LinearConstraint], weight: (LinearConstraint) -> Double = { _ in 1 }
) -> CorrectionSet? {
    var removed: [(tag: Int, weight: Double)] = []
    for part in independentPartIndices(constraints) {
        let system = ConstraintSystem(part.map { constraints[$0] })
        let weights = system.weights(weight)
        var budget = SearchBudget.unlimited
        var work = 0
        var checker = SubsetChecker(system, work: &work)
        guard system.count > 0, let first = checker.refusal(holding: system.all, work: &work) else { continue }
        let core = system.minimalConflict(from: first, checker: &checker, work: &work).members
        guard
            let fix = system.cheapestCorrection(
                weights: weights, knownConflicts: [core], checker: &checker,
                budget: &budget)
        else { return nil }
        removed += fix.map { (system.originals[$0].tag, weights[$0]) }
    }
    // Summed in tag order, so the cost does not depend on the input order.
    removed.sort { $0.tag < $1.tag }
    return CorrectionSet(tags: removed.map(\.tag), cost: removed.reduce(0) { $0 + $1.weight })
}

extension ConstraintSystem {
    /// Removal costs by position: at least zero, infinite (or NaN) for a
    /// constraint that cannot be removed.
    package func weights(_ weight: (LinearConstraint) -> Double) -> [Double] {
        originals.map { constraint in
            let value = weight(constraint)
            return value.isNaN ? .infinity : max(value, 0)
        }
    }

    /// The cheapest correction set, by implicit hitting sets (as in MaxHS):
    /// a correction set must meet every conflict. Take the cheapest set
    /// meeting the conflicts known so far; if the rest then holds, it is the
    /// cheapest (every correction set meets those conflicts too, so costs at
    /// least as much); otherwise the certificate names an infeasible set it
    /// misses, which joins the list.
    ///
    /// `singles` are members known to be correction sets alone. One of them
    /// costing no more than the cheapest member of the first conflict (which
    /// every correction set meets) is the answer without a solve; on a long
    /// chain each solve is costly.
    ///
    /// Within the budget the answer is the cheapest; past it, the cheapest
    /// single, or else the set found so far completed greedily (the cheapest
    /// member of each conflict still left), is one that works. Nil when some
    /// conflict has no member that can be removed.
    func cheapestCorrection(
        weights: [Double], knownConflicts: [MemberSet], singles: MemberSet = MemberSet(),
        checker: inout SubsetChecker, budget: inout SearchBudget
    ) -> MemberSet? {
        let tags = originals.map(\.tag)
        let single = cheapestSet(of: singles.map { MemberSet([$0]) }, weights: weights, tags: tags)
        if let single, let first = knownConflicts.first,
            let floor = first.map({ weights[$0] }).min(),
            !Numerics.isCostGreater(single.reduce(0) { $0 + weights[$1] }, than: floor)
        {
            return single
        }
        var conflicts = knownConflicts
        var work = 0
        defer { budget.spend(work) }
        while true {
            guard let removal = cheapestHittingSet(of: conflicts, weights: weights, tags: tags) else { return nil }
            guard let refusal = checker.refusal(holding: removal.complement(count: count), work: &work) else {
                return removal
            }
            let core = support(of: refusal.certificate)
            guard !core.isEmpty else { return nil }
            conflicts.append(core)
            if budget.remaining <= work || conflicts.count > SearchLimits.largestHittingSetSearch {
                return single ?? greedyCorrection(from: removal, weights: weights, checker: &checker, work: &work)
            }
        }
    }

    /// `start` grown by the cheapest removable member of each conflict left
    /// until the rest holds; nil when a conflict has none.
    private func greedyCorrection(
        from start: MemberSet, weights: [Double], checker: inout SubsetChecker, work: inout Int
    ) -> MemberSet? {
        var removal = start
        while let refusal = checker.refusal(holding: removal.complement(count: count), work: &work) {
            let candidates = support(of: refusal.certificate).filter { weights[$0].isFinite && !removal.contains($0) }
            guard let cheapest = candidates.min(by: { (weights[$0], $0) < (weights[$1], $1) }) else { return nil }
            removal.insert(cheapest)
        }
        return removal
    }
}
