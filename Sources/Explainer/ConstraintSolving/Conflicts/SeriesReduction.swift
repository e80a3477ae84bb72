/// A system with its chains of constraints in series merged: each
/// variable that only two members hold, one of them an equation, is
/// eliminated by adding the two into one composite member.
///
/// Why it is exact: if a variable x occurs in members A and B only (not in
/// the background), a set holding just one of them can satisfy it by
/// choosing x, so a minimal conflict holds both or neither; and a set
/// holding both holds exactly when it holds with A and B replaced by their
/// sum with x eliminated (B fixes x, so substituting it loses nothing). The
/// minimal conflicts of the reduced system are then those of the original,
/// each composite standing for its members, and removing any one member of
/// a composite frees all of it. Applied again to composites, the same holds
/// by induction.
///
/// Why it matters: a row of n views in a container is a chain of 2n + 1
/// members whose tableau fills in to n² cells; reduced, the chain is one
/// composite beside the n widths, and the search is linear.
///
/// Eliminations keep coefficients exact: x must have coefficient ±1 in both
/// members, so each composite is a sum and difference of its members, and
/// a certificate over the composites maps back to one over the members by
/// factors of ±1, re-checked there.
struct SeriesReduction {
    /// One member of the reduced system: a sum of original members.
    private struct Composite {
        var terms: [Int: Double]
        var constant: Double
        var relation: LinearRelation
        var tolerance: Double
        /// Original positions and their factors, each times `scale`.
        var parts: [(position: Int, factor: Double)]
        var scale: Double
    }

    /// The reduced members and the original background, to search instead.
    let system: ConstraintSystem
    /// For each reduced member, the original members it is the sum of, with
    /// the factor each is added with (±1).
    let groups: [[(position: Int, factor: Double)]]

    /// Nil when no variable can be eliminated: the system is its own reduction.
    init?(_ original: ConstraintSystem) {
        var variables: [Variable] = []
        var indexOf: [Variable: Int] = [:]
        func index(_ variable: Variable) -> Int {
            if let known = indexOf[variable] { return known }
            indexOf[variable] = variables.count
            variables.append(variable)
            return variables.count - 1
        }
        var composites: [Composite?] = original.originals.enumerated().map { position, constraint in
            var terms: [Int: Double] = [:]
            for term in constraint.expression.terms { terms[index(term.variable)] = term.coefficient }
            return Composite(
                terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
                tolerance: constraint.tolerance, parts: [(position, 1)], scale: 1)
        }
        var inBackground = Set<Int>()
        for constraint in original.backgroundOriginals {
            for term in constraint.expression.terms { inBackground.insert(index(term.variable)) }
        }
        var holders = [Set<Int>](repeating: [], count: variables.count)
        for (id, composite) in composites.enumerated() {
            for variable in composite!.terms.keys { holders[variable].insert(id) }
        }

        var queue = holders.indices.filter { holders[$0].count == 2 && !inBackground.contains($0) }
        var merged = false
        while let variable = queue.popLast() {
            guard holders[variable].count == 2, !inBackground.contains(variable) else { continue }
            let pair = holders[variable].sorted()
            // The one with more terms keeps its place and its storage, taken
            // out of the array so it is added to in place: chains merge in linear time.
            let (kept, gone) =
                composites[pair[0]]!.terms.count >= composites[pair[1]]!.terms.count ? (pair[0], pair[1]) : (pair[1], pair[0])
            guard let factor = Self.factor(adding: composites[gone]!, to: composites[kept]!, eliminating: variable) else {
                continue
            }
            var base = composites[kept]!
            var added = composites[gone]!
            composites[kept] = nil
            composites[gone] = nil
            // In order of variable, so the reduction is the same in every run.
            let touchedVariables = added.terms.keys.sorted()
            Self.add(&added, times: factor, to: &base, eliminating: variable)
            for touched in touchedVariables {
                holders[touched].remove(gone)
                if base.terms[touched] != nil { holders[touched].insert(kept) } else { holders[touched].remove(kept) }
                if holders[touched].count == 2 && !inBackground.contains(touched) { queue.append(touched) }
            }
            composites[kept] = base
            merged = true
        }
        guard merged else { return nil }

        let kept = composites.compactMap { $0 }
        system = ConstraintSystem(
            kept.enumerated().map { position, composite in
                LinearConstraint(
                    LinearExpression(composite.terms.map { Term(variables[$0.key], $0.value) }, constant: composite.constant),
                    composite.relation, tag: position, tolerance: composite.tolerance)
            },
            background: original.backgroundOriginals)
        groups = kept.map { composite in
            composite.parts.map { ($0.position, $0.factor * composite.scale) }.sorted { $0.position < $1.position }
        }
    }

    /// Each reduced member's weight: its cheapest member's, as removing any
    /// one member of a composite frees it.
    func weights(_ weights: [Double]) -> [Double] {
        groups.map { group in group.map { weights[$0.position] }.min() ?? .infinity }
    }

    /// The reduced system's outcome in the original's positions, each
    /// certificate rebuilt over the original members and checked there.
    func outcome(_ reduced: PartOutcome, in original: ConstraintSystem, weights: [Double]) -> PartOutcome {
        guard case .conflicts(let found) = reduced else { return reduced }
        let conflicts = found.conflicts.compactMap { conflict in
            certificate(conflict.certificate, in: original).map { (members: expanded(conflict.members), certificate: $0) }
        }
        var family: PartFamily?
        var isComplete = found.isComplete && conflicts.count == found.conflicts.count
        if let reducedFamily = found.family {
            // A class holding a composite has no counterpart among the
            // members (its conflicts take all of a composite or none): claim
            // no more than the conflicts listed then.
            if let classes = singles(reducedFamily.classes) {
                family = PartFamily(
                    classes: classes, isComplete: reducedFamily.isComplete,
                    fixed: expanded(MemberSet(reducedFamily.fixed)).members)
            } else {
                isComplete = false
            }
        }
        return .conflicts(
            PartConflicts(
                conflicts: conflicts, family: family,
                classesWithin: found.classesWithin.compactMap { singles([$0])?.first },
                isComplete: isComplete,
                correction: found.correction.map { correction in
                    MemberSet(correction.members.map { cheapest(of: groups[$0], weights: weights) })
                }))
    }

    private func expanded(_ members: MemberSet) -> MemberSet {
        var result = MemberSet()
        for member in members.members {
            for part in groups[member] { result.insert(part.position) }
        }
        return result
    }

    /// The classes in original positions; nil when one holds a composite.
    private func singles(_ classes: [PartFamily.Class]) -> [PartFamily.Class]? {
        var mapped: [PartFamily.Class] = []
        for kind in classes {
            guard kind.members.allSatisfy({ groups[$0].count == 1 }) else { return nil }
            mapped.append(PartFamily.Class(members: kind.members.map { groups[$0][0].position }.sorted(), chosen: kind.chosen))
        }
        return mapped
    }

    private func cheapest(of group: [(position: Int, factor: Double)], weights: [Double]) -> Int {
        group.map(\.position).min { (weights[$0], $0) < (weights[$1], $1) }!
    }

    /// A reduced certificate over the original members: each composite's
    /// multiplier passed to its members by their factors, the background's kept.
    private func certificate(_ certificate: FarkasCertificate, in original: ConstraintSystem) -> FarkasCertificate? {
        var pairs: [(constraint: PreparedConstraint, multiplier: Double)] = []
        for entry in certificate.entries {
            if entry.tag < system.count {
                for part in groups[entry.tag] {
                    pairs.append((original.prepared[part.position], entry.multiplier * part.factor))
                }
            } else {
                pairs.append((original.background[entry.tag - system.count], entry.multiplier))
            }
        }
        return FarkasCertificate(checking: pairs)
    }

    /// The λ = ±1 for which `base + λ·added` cancels `variable`; nil where
    /// that is not exact (a coefficient other than ±1, two inequalities) or
    /// would leave no variable at all (a closed cycle, which the search
    /// proves as it is).
    private static func factor(adding added: Composite, to base: Composite, eliminating variable: Int) -> Double? {
        guard let a = base.terms[variable], let b = added.terms[variable], abs(a) == 1, abs(b) == 1,
            base.relation == .equal || added.relation == .equal
        else { return nil }
        let factor = -a / b
        var left = base.terms.count
        for (key, coefficient) in added.terms {
            if let existing = base.terms[key] {
                if existing + factor * coefficient == 0 { left -= 1 }
            } else {
                left += 1
            }
        }
        return left > 0 ? factor : nil
    }

    /// `base += factor · added`, `variable` cancelled.
    private static func add(_ added: inout Composite, times factor: Double, to base: inout Composite, eliminating variable: Int) {
        for (key, coefficient) in added.terms {
            let total = (base.terms[key] ?? 0) + factor * coefficient
            base.terms[key] = total == 0 ? nil : total
        }
        base.terms[variable] = nil
        base.constant += factor * added.constant
        base.tolerance += added.tolerance
        if base.relation == .equal {
            base.relation = factor > 0 ? added.relation : added.relation.flipped
        }
        // The parts join with their factors relative to the longer list's scale.
        if added.parts.count > base.parts.count {
            let scale = factor * added.scale
            let relative = base.scale / scale
            var parts: [(position: Int, factor: Double)] = []
            swap(&parts, &added.parts)
            parts.append(contentsOf: base.parts.map { ($0.position, $0.factor * relative) })
            base.parts = parts
            base.scale = scale
        } else {
            let relative = factor * added.scale / base.scale
            base.parts.append(contentsOf: added.parts.map { ($0.position, $0.factor * relative) })
        }
    }
}

extension LinearRelation {
    /// The relation of the expression times -1.
    var flipped: LinearRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
