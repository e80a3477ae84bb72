/// A tableau holding a system's background and a changing set of its
/// members.
///
/// The conflict search asks "does this set hold without that member?" over
/// and over, about sets that differ by a member or two. Kept in one tableau,
/// each question costs the members that change (a removal and an addition),
/// not a tableau built anew.
struct MemberTableau {
    enum Outcome {
        case holds
        /// The certificate proves the members present, with the one refused,
        /// infeasible. `needed`: members of the certificate shown needed in
        /// that set (it holds without any one of them), by the refused
        /// member itself (the others held) and by `Tableau`'s probe.
        case fails(FarkasCertificate, needed: MemberSet)
        /// Exact reading only: the members do not hold exactly, but the
        /// certificate does not rule out their tolerant reading; ask a
        /// tolerant tableau.
        case undecided
    }

    private var system: ConstraintSystem
    /// Every tolerance read as zero (see `ConstraintSystem.check`).
    private(set) var exactly: Bool
    private var tableau: Tableau
    /// Tableau handle by member position, -1 when absent.
    private var handleOfMember: [Int32]
    /// Internal tag (see `ConstraintSystem`) by tableau handle.
    private var tagOfHandle: [Int] = []
    private(set) var present = MemberSet()
    /// Whether a refusal also says which members are needed (see `Outcome.fails`).
    var probesRefusals: Bool {
        get { tableau.probesRefusals }
        set { tableau.probesRefusals = newValue }
    }
    /// After a refusal: for members of its proof not shown needed, how much
    /// of the discrepancy (`lastDiscrepancy`) dropping each alone would cover
    /// (`RefusalProbe.capacity`); a hint for the deletion filter.
    private(set) var lastCapacity: [Int: Double] = [:]
    private(set) var lastDiscrepancy = 0.0
    /// The tableau's work already counted into a caller's `work`.
    private var workCounted = 0
    /// Why the background alone cannot hold; nil when it can (the usual case).
    private(set) var backgroundConflict: FarkasCertificate?

    /// A tableau holding the background. `work` counts the tableau's cells
    /// written and scanned (`Tableau.work`), the unit of `SearchBudget`.
    init(_ system: ConstraintSystem, exactly: Bool, work: inout Int) {
        self.system = system
        self.exactly = exactly
        tableau = Tableau(constraints: system.count + system.background.count, variables: system.variableCount)
        tableau.probesRefusals = true
        handleOfMember = Array(repeating: -1, count: system.count)
        for constraint in system.background {
            guard let refusal = insert(constraint, work: &work) else { continue }
            if case .fails(let certificate, _) = refusal {
                backgroundConflict = certificate
                return
            }
            // The exact background does not hold; its tolerant reading may.
            self = MemberTableau(system, exactly: false, work: &work)
            return
        }
    }

    /// Adds a member; nil when it fits (it is then present), else why not
    /// (it stays absent).
    mutating func add(_ position: Int, work: inout Int) -> Outcome? {
        if let backgroundConflict { return .fails(backgroundConflict, needed: MemberSet()) }
        guard handleOfMember[position] < 0 else { return nil }
        let handle = tagOfHandle.count
        let outcome = insert(system.prepared[position], work: &work)
        if outcome == nil {
            handleOfMember[position] = Int32(handle)
            present.insert(position)
        }
        return outcome
    }

    /// Adds a member if it fits, in the tolerant reading, where a refusal is
    /// final: growing a set needs no proof of what does not fit, and making
    /// one was most of the cost of growing.
    mutating func addIfItFits(_ position: Int, work: inout Int) -> Bool {
        precondition(!exactly, "an exact refusal may not be final")
        guard backgroundConflict == nil else { return false }
        guard handleOfMember[position] < 0 else { return true }
        let handle = tagOfHandle.count
        defer { count(into: &work) }
        guard case .added = tableau.add(system.prepared[position]) else { return false }
        precondition(handle == tagOfHandle.count, "tableau handles are given in order")
        tagOfHandle.append(position)
        handleOfMember[position] = Int32(handle)
        present.insert(position)
        return true
    }

    mutating func remove(_ position: Int, work: inout Int) {
        let handle = handleOfMember[position]
        guard handle >= 0 else { return }
        tableau.remove(handle: Int(handle))
        count(into: &work)
        handleOfMember[position] = -1
        present.remove(position)
    }

    /// Makes the members present exactly `target`: removals first, then
    /// additions in position order; the first refusal ends it. When much of
    /// the tableau would go, it is built anew instead.
    mutating func hold(_ target: MemberSet, work: inout Int) -> Outcome {
        if let backgroundConflict { return .fails(backgroundConflict, needed: MemberSet()) }
        let removals = present.filter { !target.contains($0) }
        // Removing a link of a long chain rewrites about as many cells as
        // building the whole tableau, so a large tableau is rebuilt for two.
        if removals.count > 2 && removals.count * 4 > target.count || removals.count >= 2 && present.count >= 256 {
            self = MemberTableau(system, exactly: exactly, work: &work)
        } else {
            for position in removals { remove(position, work: &work) }
        }
        for position in target where !present.contains(position) {
            if let refusal = add(position, work: &work) { return refusal }
        }
        return .holds
    }

    private mutating func count(into work: inout Int) {
        work += tableau.work - workCounted
        workCounted = tableau.work
    }

    private mutating func insert(_ constraint: PreparedConstraint, work: inout Int) -> Outcome? {
        defer { count(into: &work) }
        switch tableau.add(exactly ? constraint.exact : constraint) {
        case .added(let handle):
            precondition(handle == tagOfHandle.count, "tableau handles are given in order")
            tagOfHandle.append(constraint.tag)
            return nil
        case .unsatisfiable(let pending, let multipliers):
            let raw = multipliers.map { (handle, multiplier) in
                (tag: handle == pending ? constraint.tag : tagOfHandle[handle], multiplier: multiplier)
            }
            var needed = MemberSet()
            lastCapacity = [:]
            lastDiscrepancy = 0
            if let probe = tableau.lastRefusal {
                for handle in probe.droppable where tagOfHandle[handle] < system.count {
                    needed.insert(tagOfHandle[handle])
                }
                for (handle, capacity) in probe.capacity where tagOfHandle[handle] < system.count {
                    lastCapacity[tagOfHandle[handle]] = capacity
                }
                lastDiscrepancy = probe.discrepancy
            }
            if constraint.tag < system.count { needed.insert(constraint.tag) }
            let certificate = system.certificate(rawTags: raw)
            if let certificate, certificate.isVerified {
                return .fails(certificate, needed: MemberSet(needed.filter(system.support(of: certificate).contains)))
            }
            if exactly { return .undecided }
            // Phase one fails only with a positive minimum, and the multipliers
            // then exist; the fallback (the refused constraint alone,
            // unverified, so never shown as a proof) is for bugs.
            return .fails(certificate ?? FarkasCertificate(checking: [(system.constraint(tagged: constraint.tag), 1)])!,
                          needed: MemberSet())
        }
    }
}

/// Whether sets of members hold, asked of one `MemberTableau` after another.
///
/// The exact reading is asked first (see `ConstraintSystem.check`); the
/// first time it cannot decide, the tolerant reading takes over for good:
/// such a set has a discrepancy within rounding, and its neighbours, asked
/// next, usually do too.
struct SubsetChecker {
    private let system: ConstraintSystem
    private var table: MemberTableau
    /// After an infeasible answer: members of its certificate shown needed
    /// (see `MemberTableau.Outcome.fails`).
    private(set) var lastNeeded = MemberSet()
    /// After an infeasible answer: see `MemberTableau.lastCapacity`.
    var lastCapacity: [Int: Double] { table.lastCapacity }
    var lastDiscrepancy: Double { table.lastDiscrepancy }

    init(_ system: ConstraintSystem, exactFirst: Bool = true, work: inout Int) {
        self.system = system
        table = MemberTableau(system, exactly: exactFirst && !system.tolerant.isEmpty, work: &work)
    }

    var backgroundConflict: FarkasCertificate? { table.backgroundConflict }

    mutating func check(_ members: MemberSet, work: inout Int) -> ConstraintSystem.Check {
        switch table.hold(members, work: &work) {
        case .holds:
            return .feasible
        case .fails(let certificate, let needed):
            lastNeeded = needed
            return .infeasible(certificate)
        case .undecided:
            table = MemberTableau(system, exactly: false, work: &work)
            return check(members, work: &work)
        }
    }

    /// Adds every member not present, in position order, skipping those
    /// refused: the members present then form a maximal set that holds
    /// (each one refused contradicts a subset of it). Returns the refused
    /// members with the certificates of their refusals.
    mutating func grow(_ members: MemberSet, work: inout Int) -> [(member: Int, certificate: FarkasCertificate)] {
        var refused: [(member: Int, certificate: FarkasCertificate)] = []
        for position in members where !table.present.contains(position) {
            switch table.add(position, work: &work) {
            case nil, .holds?:
                continue
            case .fails(let certificate, _)?:
                refused.append((position, certificate))
            case .undecided?:
                // Start over in the tolerant reading, which decides every refusal.
                let kept = table.present
                table = MemberTableau(system, exactly: false, work: &work)
                _ = table.hold(kept, work: &work)
                return grow(members, work: &work)
            }
        }
        return refused
    }

    /// Whether `members` hold without `dropped`.
    mutating func check(_ members: MemberSet, without dropped: Int, work: inout Int) -> ConstraintSystem.Check {
        var target = members
        target.remove(dropped)
        return check(target, work: &work)
    }
}
