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
        /// The members present, with the one refused, cannot hold.
        case fails(Refusal)
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
    /// Whether a refusal also says which members are needed and what the
    /// others would cover (see `Refusal`); it costs a pass over the tableau.
    var probesRefusals: Bool {
        get { tableau.probesRefusals }
        set { tableau.probesRefusals = newValue }
    }
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
            if case .fails(let refused) = refusal {
                backgroundConflict = refused.certificate
                return
            }
            // The exact background does not hold; its tolerant reading may.
            self = MemberTableau(system, exactly: false, work: &work)
            return
        }
    }

    /// Adds a member; nil when it fits (it is then present), else why not
    /// (it stays absent).
    package mutating func add(_ position: Int, work: inout Int) -> Outcome? {
        if let backgroundConflict { return .fails(Refusal(certificate: backgroundConflict)) }
        guard handleOfMember[position] < 0 else { return nil }
        let handle = tagOfHandle.count
        let outcome = insert(system.prepared[position], work: &work)
        if outcome == nil { markPresent(position, handle: handle) }
        return outcome
    }

    /// Adds a member if it fits, in the tolerant reading, where a refusal is
    /// final: growing a set needs no proof of what does not fit, and making
    /// one was most of the cost of growing.
    mutating func addIfItFits(_ position: Int, work: inout Int) -> Bool {
        precondition(!exactly, "an exact refusal may not be final")
        guard backgroundConflict == nil else { return false }
        guard handleOfMember[position] < 0 else { return true }
        defer { count(into: &work) }
        guard case .added(let handle) = tableau.add(system.prepared[position]) else { return false }
        precondition(handle == tagOfHandle.count, "tableau handles are given in order")
        tagOfHandle.append(position)
        markPresent(position, handle: handle)
        return true
    }

    private mutating func markPresent(_ position: Int, handle: Int) {
        handleOfMember[position] = Int32(handle)
        present.insert(position)
    }

    package mutating func remove(_ position: Int, work: inout Int) {
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
        if let backgroundConflict { return .fails(Refusal(certificate: backgroundConflict)) }
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
            let certificate = system.certificate(rawTags: raw)
            guard let certificate, certificate.isVerified else {
                if exactly { return .undecided }
                // Phase one fails only with a positive minimum, and the multipliers
                // then exist; the fallback (the refused constraint alone,
                // unverified, so never shown as a proof) is for bugs.
                return .fails(
                    Refusal(
                        certificate: certificate
                            ?? FarkasCertificate(checking: [(system.constraint(tagged: constraint.tag), 1)])!))
            }
            var refusal = Refusal(certificate: certificate)
            let support = system.support(of: certificate)
            if let probe = tableau.lastRefusal {
                for handle in probe.droppable where support.contains(tagOfHandle[handle]) {
                    refusal.needed.insert(tagOfHandle[handle])
                }
                for (handle, capacity) in probe.capacity where support.contains(tagOfHandle[handle]) {
                    refusal.capacity[tagOfHandle[handle]] = capacity
                }
                refusal.discrepancy = probe.discrepancy
            }
            if support.contains(constraint.tag) { refusal.needed.insert(constraint.tag) }
            return .fails(refusal)
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

    init(_ system: ConstraintSystem, exactFirst: Bool = true, work: inout Int) {
        self.system = system
        table = MemberTableau(system, exactly: exactFirst && !system.tolerant.isEmpty, work: &work)
    }

    var backgroundConflict: FarkasCertificate? { table.backgroundConflict }

    /// Why `members` (with the background) cannot hold; nil when they hold.
    mutating func refusal(holding members: MemberSet, work: inout Int) -> Refusal? {
        switch table.hold(members, work: &work) {
        case .holds:
            return nil
        case .fails(let refusal):
            return refusal
        case .undecided:
            table = MemberTableau(system, exactly: false, work: &work)
            return self.refusal(holding: members, work: &work)
        }
    }

    /// Why `members` cannot hold without `dropped`; nil when they can.
    mutating func refusal(holding members: MemberSet, without dropped: Int, work: inout Int) -> Refusal? {
        var target = members
        target.remove(dropped)
        return refusal(holding: target, work: &work)
    }

    /// Adds every member not present, in position order, skipping those
    /// refused: the members present then form a maximal set that holds
    /// (each one refused contradicts a subset of it). Returns the refused
    /// members with their refusals; only the first is probed (`Refusal`),
    /// as only the first is searched from.
    mutating func grow(_ members: MemberSet, work: inout Int) -> [(member: Int, refusal: Refusal)] {
        var refused: [(member: Int, refusal: Refusal)] = []
        defer { table.probesRefusals = true }
        for position in members where !table.present.contains(position) {
            switch table.add(position, work: &work) {
            case nil, .holds?:
                continue
            case .fails(let refusal)?:
                refused.append((position, refusal))
                table.probesRefusals = false
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
}
