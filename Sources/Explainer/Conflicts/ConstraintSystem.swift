/// The required, well-formed constraints of one search, prepared once, with
/// the feasibility questions the conflict search asks about subsets of them.
///
/// Inside, constraints are known by position (`0..<count`): prepared copies
/// carry their position as tag, so certificates speak in positions until
/// `publicCertificate` maps them back to the caller's tags.
struct ConstraintSystem {
    enum Check {
        case feasible
        case infeasible(FarkasCertificate)
    }

    /// The caller's constraints, in input order.
    let originals: [LinearConstraint]
    private let prepared: [PreparedConstraint]
    private let variableCount: Int
    /// Positions of the constraints with a non-zero tolerance.
    private let tolerant: MemberSet

    /// Keeps the required, well-formed constraints: optional ones never take
    /// part in a conflict, and malformed ones (NaN, infinity) state nothing checkable.
    init(_ constraints: [LinearConstraint]) {
        originals = constraints.filter { $0.isRequired && $0.isWellFormed }
        var numbering = VariableNumbering()
        let prepared = originals.enumerated().map { PreparedConstraint($1, tag: $0, numbering: &numbering) }
        self.prepared = prepared
        variableCount = numbering.count
        tolerant = MemberSet(prepared.indices.filter { prepared[$0].tolerance > 0 })
    }

    var count: Int { originals.count }
    var all: MemberSet { MemberSet(0..<count) }

    /// Adds the members in ascending position order to a fresh tableau; the
    /// first refusal proves the set infeasible.
    ///
    /// The exact reading (every tolerance zero) is tried first: it is cheaper
    /// (exact equalities need no phase-one pivots, where every tolerance band
    /// on a long chain costs a step), a solution of it satisfies the tolerant
    /// reading too, and its certificate also proves the tolerant reading
    /// infeasible whenever its discrepancy exceeds the tolerances' allowance,
    /// the usual case for a real conflict. Only otherwise is the tolerant
    /// reading solved.
    func check(_ members: MemberSet) -> Check {
        if members.intersects(tolerant) {
            switch solve(members, exactly: true) {
            case .feasible:
                return .feasible
            case .infeasible(let raw, _):
                let tolerant = raw.map { (constraint: prepared[$0.constraint.tag], multiplier: $0.multiplier) }
                if let certificate = FarkasCertificate(rawMultipliers: tolerant), certificate.isVerified {
                    return .infeasible(certificate)
                }
            }
        }
        switch solve(members, exactly: false) {
        case .feasible: return .feasible
        case .infeasible(let raw, let refused): return .infeasible(certificate(from: raw, refused: refused))
        }
    }

    enum Growth {
        case infeasible(FarkasCertificate)
        /// A maximal satisfiable superset of the seed: every other constraint
        /// contradicts it.
        case feasible(MemberSet)
    }

    /// Checks the seed; if it is feasible, keeps adding every other
    /// constraint, in position order, that still fits.
    func checkThenGrow(_ seed: MemberSet) -> Growth {
        var tableau = Tableau(constraints: count, variables: variableCount)
        switch add(seed, to: &tableau, exactly: false) {
        case .infeasible(let raw, let refused):
            return .infeasible(certificate(from: raw, refused: refused))
        case .feasible:
            var grown = seed
            for position in 0..<count where !seed.contains(position) {
                if case .added = tableau.add(prepared[position]) { grown.insert(position) }
            }
            return .feasible(grown)
        }
    }

    private enum Outcome {
        case feasible
        case infeasible([(constraint: PreparedConstraint, multiplier: Double)], refused: PreparedConstraint)
    }

    private func solve(_ members: MemberSet, exactly: Bool) -> Outcome {
        var tableau = Tableau(constraints: members.count, variables: variableCount)
        return add(members, to: &tableau, exactly: exactly)
    }

    private func add(_ positions: MemberSet, to tableau: inout Tableau, exactly: Bool) -> Outcome {
        var memberOfHandle: [Int] = []
        memberOfHandle.reserveCapacity(positions.count)
        for position in positions {
            let constraint = exactly ? prepared[position].exact : prepared[position]
            switch tableau.add(constraint) {
            case .added:
                memberOfHandle.append(position)
            case .unsatisfiable(let pending, let multipliers):
                let raw = multipliers.map { (handle, multiplier) in
                    let member = handle == pending ? position : memberOfHandle[handle]
                    return (constraint: exactly ? prepared[member].exact : prepared[member], multiplier: multiplier)
                }
                return .infeasible(raw, refused: constraint)
            }
        }
        return .feasible
    }

    private func certificate(
        from raw: [(constraint: PreparedConstraint, multiplier: Double)], refused: PreparedConstraint
    ) -> FarkasCertificate {
        // Phase one only fails with a positive minimum, and the multipliers then
        // exist; the fallback (the refused constraint alone, unverified) is for bugs.
        FarkasCertificate(rawMultipliers: raw) ?? FarkasCertificate(checking: [(refused, 1)])!
    }

    /// Positions a certificate (in internal tags) relies on.
    func support(of certificate: FarkasCertificate) -> MemberSet {
        MemberSet(certificate.tags)
    }

    /// True when an infeasible set whose certificate uses all its members is
    /// also minimal, by the rank argument in `rank(of:variableCount:)`. False
    /// only means "not shown minimal this way".
    func isProvablyMinimal(_ support: MemberSet) -> Bool {
        let members = support.members
        return rank(of: members.map { prepared[$0].cells }, variableCount: variableCount) == members.count - 1
    }

    /// Shrinks an infeasible set, given by its certificate, to a minimal one:
    /// drop a member, re-check; when still infeasible, continue from the new
    /// certificate's (smaller) support, otherwise the member is needed.
    func minimalConflict(from start: FarkasCertificate) -> (members: MemberSet, certificate: FarkasCertificate) {
        var certificate = start
        var support = self.support(of: certificate)
        if isProvablyMinimal(support) { return (support, certificate) }
        var needed = MemberSet()
        var candidates = support.members
        var index = 0
        while index < candidates.count {
            let member = candidates[index]
            index += 1
            if needed.contains(member) { continue }
            let trial = MemberSet(support.filter { $0 != member })
            if case .infeasible(let smaller) = check(trial) {
                certificate = smaller
                support = self.support(of: smaller)
                if isProvablyMinimal(support) { break }
                candidates = support.members
                index = 0
            } else {
                needed.insert(member)
            }
        }
        return (support, certificate)
    }

    /// The certificate in the caller's tags.
    func publicCertificate(_ certificate: FarkasCertificate) -> FarkasCertificate {
        certificate.retagged { originals[$0].tag }
    }

    func tags(of members: MemberSet) -> [Int] {
        members.members.map { originals[$0].tag }.sorted()
    }
}
