/// What the conflict search finds in one independent part.
package enum PartOutcome {
    /// The part's members hold together with its background: a solution was found.
    case holds
    case conflicts(PartConflicts)
    /// The background alone cannot hold, so no conflict of members can be
    /// shown (the model's facts contradict each other: a bug, not a log's).
    case backgroundConflict
    /// More linking constraints than the caller's bound, after merging
    /// those in series: not searched. The part's size, and how many link.
    case tooLarge(size: Int, linking: Int)
}

/// The minimal conflicts of a part that cannot hold, each checked, and the
/// cheapest way out.
package struct PartConflicts {
    /// Each one infeasible by a verified certificate and feasible without any
    /// one member; the first found first, then as the enumeration found them.
    package var conflicts: [(members: MemberSet, certificate: FarkasCertificate)]
    /// The first conflict's family (`PartFamily`): the conflicts it stands
    /// for are not in `conflicts`.
    package var family: PartFamily?
    /// The only conflict's members on one variable each (sizes, mostly)
    /// that trade places among themselves (`ConstraintSystem.classes(within:)`):
    /// no family, as no other conflict exists, but no odd one out either.
    package var classesWithin: [PartFamily.Class] = []
    /// Every minimal conflict of the part is in `conflicts`.
    package var isComplete: Bool
    /// A set of members whose removal lets the part hold: the cheapest
    /// where the search can show it, else one found within the budget
    /// (`cheapestCorrection`); nil when some conflict has no member that can
    /// be removed.
    package var correction: MemberSet?
}

extension ConstraintSystem {
    /// The search in the order its answers matter, each step polynomial but
    /// the optional last one:
    ///   1. every member added in order, those refused skipped: the verdict,
    ///      and a maximal set that holds, whose complement is a minimal
    ///      correction set;
    ///   2. a deletion filter on a refusal's certificate: one minimal
    ///      conflict, checked;
    ///   3. for its members, whether the whole part holds without each. If it
    ///      does for every one, that conflict is the only one (every conflict
    ///      contains each member, so contains it, so is it), and its members
    ///      are the correction sets of one constraint; if not, the failing
    ///      solve names a second conflict, which a deletion filter makes
    ///      minimal. With one refusal in step 1, the tableau holding all but
    ///      it answers most of these at once (`MemberTableau.Outcome.fails`);
    ///      with more, the refused form a correction set of several members,
    ///      so there is more than one conflict;
    ///   4. within `budget`: the other minimal conflicts (dualize and advance,
    ///      seeded with the correction sets found so far) and the cheapest
    ///      correction set. Each conflict it lists is checked like step 2's.
    ///
    /// Chains of members in series are merged first (`SeriesReduction`), and
    /// the answer over the merged system read back in these members.
    /// A system with more than `largest` linking constraints after merging
    /// (`ConstraintSystem.linkingCount`) is `.tooLarge`: the tableau's
    /// memory grows with the square of what is left of a cycle.
    /// Chains are merged only in a part that links at least
    /// `mergingSeriesFrom` sizes and positions (tests set it to compare).
    package func searchConflicts(
        weights: [Double], budget: inout SearchBudget, largest: Int = .max,
        mergingSeriesFrom: Int = SearchLimits.seriesMergedFrom
    ) -> PartOutcome {
        let linkingCount = linkingCount
        guard linkingCount >= mergingSeriesFrom, let reduction = SeriesReduction(self) else {
            guard linkingCount <= largest else { return .tooLarge(size: size, linking: linkingCount) }
            return searchUnreduced(weights: weights, budget: &budget)
        }
        let linking = reduction.system.linkingCount
        guard linking <= largest else { return .tooLarge(size: size, linking: linking) }
        let reduced = reduction.system.searchUnreduced(weights: reduction.weights(weights), budget: &budget)
        return reduction.outcome(reduced, in: self, weights: weights)
    }

    /// Members and background.
    var size: Int { count + background.count }

    /// The members and background that tie two or more variables together.
    /// A bound on one variable (a width never negative, a width of 44 pt)
    /// is a row a pivot only renames, never fills in, so only these bound
    /// the search's memory.
    var linkingCount: Int {
        prepared.count { $0.cells.count > 1 } + background.count { $0.cells.count > 1 }
    }

    private func searchUnreduced(weights: [Double], budget: inout SearchBudget) -> PartOutcome {
        var work = 0
        defer { budget.count(work) }
        var checker = SubsetChecker(self, work: &work)
        guard checker.backgroundConflict == nil else { return .backgroundConflict }
        let refusals = checker.grow(all, work: &work)
        guard let firstRefusal = refusals.first else { return .holds }

        var start = firstRefusal.refusal
        var singleCorrections = MemberSet()
        if refusals.count == 1, let again = checker.refusal(holding: all, work: &work) {
            // All but the refused member hold; asked again, the refusal shows
            // which members the whole part holds without.
            start = again
            singleCorrections = again.needed
        }
        let first = minimalConflict(from: start, checker: &checker, work: &work)
        guard !first.members.isEmpty else { return .backgroundConflict }
        let tags = originals.map(\.tag)

        // With more than one conflict, some member of this one is no
        // correction set alone (else every conflict would contain this one);
        // the first such member found shows a conflict without it.
        var avoiding: Refusal?
        for member in first.members where !singleCorrections.contains(member) {
            avoiding = checker.refusal(holding: all, without: member, work: &work)
            if avoiding != nil { break }
            singleCorrections.insert(member)
        }
        guard let avoiding else {
            if refusals.count == 1 {
                let singles = singleCorrections.map { MemberSet([$0]) }
                return .conflicts(
                    PartConflicts(
                        conflicts: [first], classesWithin: classes(within: first.members), isComplete: true,
                        correction: cheapestSet(of: singles, weights: weights, tags: tags)))
            }
            // Several refused (a correction set of several members, so more
            // than one conflict), yet every member of this one is a correction
            // set alone: only round-off can say both; claim no more than found.
            return .conflicts(PartConflicts(conflicts: [first], isComplete: false, correction: nil))
        }

        // Another conflict exists: it may be this one with interchangeable
        // members traded, and the family may be every conflict there is.
        let family = family(of: first.members, singles: singleCorrections, checker: &checker, work: &work)
        if let family, family.isComplete {
            return .conflicts(
                PartConflicts(
                    conflicts: [first], family: family, isComplete: true,
                    correction: cheapestSet(of: family.correctionSets(weights: weights), weights: weights, tags: tags)))
        }

        var conflicts = [first]
        let second = minimalConflict(from: avoiding, checker: &checker, work: &work)
        if !second.members.isEmpty, second.members != first.members { conflicts.append(second) }
        var seeds = singleCorrections.map { MemberSet([$0]) }
        if refusals.count > 1 { seeds.append(MemberSet(refusals.map(\.member))) }
        let enumeration = enumerateMinimalConflicts(self, seeds: seeds, budget: &budget)
        for found in enumeration.conflicts where !conflicts.contains(where: { $0.members == found.members }) {
            // Found by duality; checked all the same before anyone reads it.
            if isMinimalConflict(found.members, certificate: found.certificate, checker: &checker, work: &work) {
                conflicts.append(found)
            }
        }
        let isComplete = enumeration.complete && conflicts.count == enumeration.conflicts.count
        if let family {
            // The family stands for its own: list only the representative of them.
            conflicts.removeAll { $0.members != first.members && family.contains($0.members, representative: first.members) }
        }
        if isComplete {
            // Every minimal correction set is known: the cheapest is among them.
            let correction = cheapestSet(of: enumeration.correctionSets, weights: weights, tags: tags)
            return .conflicts(PartConflicts(conflicts: conflicts, family: family, isComplete: true, correction: correction))
        }
        let correction = cheapestCorrection(
            weights: weights, knownConflicts: conflicts.map(\.members),
            singles: singleCorrections, checker: &checker, budget: &budget)
        return .conflicts(PartConflicts(conflicts: conflicts, family: family, isComplete: false, correction: correction))
    }
}
