/// The required, well-formed constraints of one search, prepared once, with
/// the feasibility questions the conflict search asks about subsets of them.
///
/// Constraints come in two kinds. *Members* are what a conflict is made of:
/// the report's entries, which a person can change. The *background* holds
/// always and is never a member of a conflict: facts the log leaves implicit
/// (a width is never negative) and the assumptions a search makes. A set of
/// members conflicts when it cannot hold together with the whole background;
/// it is minimal when it holds, with the background, once any one member is
/// dropped.
///
/// Inside, members are known by position (`0..<count`) and background
/// constraints by `count + k`: prepared copies carry these numbers as tags,
/// so certificates speak in positions until `publicCertificate` maps them
/// back to the caller's tags.
package struct ConstraintSystem {
    enum Check {
        case feasible
        case infeasible(FarkasCertificate)
    }

    /// The caller's member constraints, in input order.
    let originals: [LinearConstraint]
    /// The caller's background constraints, in input order.
    let backgroundOriginals: [LinearConstraint]
    /// Members, tagged by position.
    let prepared: [PreparedConstraint]
    /// Background, tagged `count + k`.
    let background: [PreparedConstraint]
    let variableCount: Int
    /// Positions of the members with a non-zero tolerance.
    let tolerant: MemberSet

    /// Keeps the required, well-formed constraints: optional ones never take
    /// part in a conflict, and malformed ones (NaN, infinity) state nothing checkable.
    package init(_ constraints: [LinearConstraint], background: [LinearConstraint] = []) {
        originals = constraints.filter { $0.isRequired && $0.isWellFormed }
        backgroundOriginals = background.filter { $0.isRequired && $0.isWellFormed }
        var numbering = VariableNumbering()
        let prepared = originals.enumerated().map { PreparedConstraint($1, tag: $0, numbering: &numbering) }
        let count = prepared.count
        self.background = backgroundOriginals.enumerated().map {
            PreparedConstraint($1, tag: count + $0, numbering: &numbering)
        }
        self.prepared = prepared
        variableCount = numbering.count
        tolerant = MemberSet(prepared.indices.filter { prepared[$0].tolerance > 0 })
    }

    var count: Int { originals.count }
    var all: MemberSet { MemberSet(0..<count) }

    /// The prepared constraint behind an internal tag (member or background).
    func constraint(tagged tag: Int) -> PreparedConstraint {
        tag < count ? prepared[tag] : background[tag - count]
    }

    /// Adds the background, then the members in ascending position order, to
    /// a fresh tableau; the first refusal proves the set infeasible.
    ///
    /// The exact reading (every tolerance zero) is tried first: it is cheaper
    /// (exact equalities need no phase-one pivots, where every tolerance band
    /// on a long chain costs a step), a solution of it satisfies the tolerant
    /// reading too, and its certificate also proves the tolerant reading
    /// infeasible whenever its discrepancy exceeds the tolerances' allowance,
    /// the usual case for a real conflict. Only otherwise is the tolerant
    /// reading solved.
    func check(_ members: MemberSet, work: inout Int) -> Check {
        var checker = SubsetChecker(self, exactFirst: members.intersects(tolerant), work: &work)
        return checker.refusal(holding: members, work: &work).map { .infeasible($0.certificate) } ?? .feasible
    }

    func check(_ members: MemberSet) -> Check {
        var work = 0
        return check(members, work: &work)
    }

    enum Growth {
        case infeasible(FarkasCertificate)
        /// A maximal satisfiable superset of the seed: every other member
        /// contradicts it.
        case feasible(MemberSet)
        /// The work passed its limit first.
        case stopped
    }

    /// Checks the seed; if it is feasible, keeps adding every other member,
    /// in position order, that still fits; stops once `work` passes `limit`
    /// (one growth of a long chain costs millions of cells).
    func checkThenGrow(_ seed: MemberSet, work: inout Int, limit: Int = .max) -> Growth {
        let start = work
        var table = MemberTableau(self, exactly: false, work: &work)
        if case .fails(let refusal) = table.hold(seed, work: &work) { return .infeasible(refusal.certificate) }
        // A refusal while growing needs no proof of what else is needed.
        table.probesRefusals = false
        var grown = seed
        for position in 0..<count where !seed.contains(position) {
            if table.addIfItFits(position, work: &work) { grown.insert(position) }
            if work - start > limit { return .stopped }
        }
        return .feasible(grown)
    }

    /// The members a certificate relies on (background left out).
    func support(of certificate: FarkasCertificate) -> MemberSet {
        MemberSet(certificate.tags.lazy.filter { $0 < count })
    }

    /// The certificate in the caller's tags.
    package func publicCertificate(_ certificate: FarkasCertificate) -> FarkasCertificate {
        certificate.retagged { $0 < count ? originals[$0].tag : backgroundOriginals[$0 - count].tag }
    }

    package func tags(of members: MemberSet) -> [Int] {
        members.members.map { originals[$0].tag }.sorted()
    }

    /// A certificate from a tableau's raw multipliers, over the tolerant
    /// reading of the constraints (an exact tableau's multipliers prove the
    /// tolerant reading infeasible too when the discrepancy exceeds the
    /// tolerances' allowance; `isVerified` says whether it does).
    func certificate(rawTags raw: [(tag: Int, multiplier: Double)]) -> FarkasCertificate? {
        FarkasCertificate(rawMultipliers: raw.map { (constraint: constraint(tagged: $0.tag), multiplier: $0.multiplier) })
    }
}
