import LogParser

/// The Explainer's core: rebuild a report's constraint system, find whether
/// and where it contradicts itself, and the cheapest way out.
public enum ReportAnalyzer {
    /// UIKit's layout margins when nothing says otherwise.
    public static let defaultMargin = 8.0
    /// More minimal conflicts than this are not listed (the report says so).
    public static let conflictCap = 64
    /// Dropping a system constraint costs this many of the app's own: advice
    /// goes to the app's constraints whenever one of them takes part.
    static let systemConstraintCost = 100.0
    /// Constraints (with implicit facts) above which a group of related
    /// constraints is searched for one conflict only: enumerating all of them
    /// grows too fast (a chain of n views has about n^k minimal conflicts).
    public static let fullSearchLimit = 600
    /// Groups larger than this are not searched at all: the solver's tableau
    /// grows with the square of a chain's or cycle's length, so memory, not
    /// time, sets this bound. A report of a 10,000-constraint chain (15,000
    /// with its views' widths) is searched, in 440 MB; a cycle of 7,500
    /// equalities, at the bound, takes about 900 MB.
    public static let largestSearchedGroup = 15_000

    public static func analyze(_ report: Report) -> ReportAnalysis {
        let model = ModelBuilder.build(report)
        let origins = report.entries.indices.map { origin(ofEntry: $0, in: report) }
        let broken = report.brokenEntryIndex
        func result(_ verdict: Verdict, conflicts: [Conflict] = [], capped: Bool = false,
                    correction: [Int]? = nil, reason: String? = nil, limited: Bool = false) -> ReportAnalysis {
            ReportAnalysis(report: report, model: model, verdict: verdict, conflicts: conflicts, conflictsCapped: capped,
                           searchLimited: limited, correction: correction, brokenBySystem: broken, reason: reason,
                           origins: origins)
        }

        if report.isRedacted {
            return result(.redacted, reason: "the log printed <private> in place of the constraints; "
                + "run the app from Xcode, or enable private data for the com.apple.UIKit subsystem "
                + "(a logging profile), to see them")
        }
        if report.constraints.isEmpty {
            return result(.unreadable, reason: report.entries.isEmpty
                ? "the report holds no constraint list" : "none of its constraints could be read")
        }

        let required = model.constraints.filter(\.linear.isRequired)
        var system = required
        var verdict = Verdict.conflict
        var search = searchConflicts(in: required.map(\.linear), report: report, origins: origins)
        if search.found.isEmpty, let largest = search.skipped.max() {
            return result(.noConflictFound, reason: "a group of \(largest) related constraints is larger than the "
                          + "\(largestSearchedGroup) this tool searches; split the log or the layout", limited: true)
        }
        if search.found.isEmpty {
            let assumptions = defaultMarginAssumptions(model)
            guard !assumptions.isEmpty else {
                return result(.noConflictFound, reason: reasonForNoConflict(report, model: model))
            }
            system = required + assumptions
            search = searchConflicts(in: system.map(\.linear), report: report, origins: origins)
            guard !search.found.isEmpty else {
                return result(.noConflictFound, reason: reasonForNoConflict(report, model: model))
            }
            verdict = .conflictAssumingDefaults
        }
        let sources = SystemSources(system)
        let conflicts = entryLevelConflicts(search.found.map { makeConflict($0, sources: sources, report: report) })
        let correction = search.correction.filter { $0 < ModelBuilder.implicitTagBase }.sorted()
        // A group too large to search beside the conflicts found limits the search as much as a shortened one.
        let limited = search.limited || !search.skipped.isEmpty
        return result(verdict, conflicts: Array(conflicts.prefix(conflictCap)),
                      capped: search.capped || limited || conflicts.count > conflictCap,
                      correction: correction, limited: limited)
    }

    /// Who made the entry's constraint; nil when it could not be read. The
    /// parsed constraint is matched in place (`ListEntry.constraint` copies
    /// the whole entry out, dozens of reference-counted fields).
    private static func origin(ofEntry index: Int, in report: Report) -> Origin? {
        guard case .success(let constraint) = report.entries[index].parsed else { return nil }
        return OriginCatalogue.origin(of: constraint)
    }

    /// Constraints the app wrote are cheaper to drop than the system's;
    /// implicit facts and assumptions cannot be dropped. Among the app's, a
    /// fixed size (`height == 60`) is the usual culprit against a container's
    /// size, and UIKit's own choice (`broken`, looked up once by the caller:
    /// finding it scans the list, and costs are asked for by the thousand)
    /// breaks the remaining ties.
    static func cost(of tag: Int, in report: Report, origins: [Origin?], broken: Int?) -> Double {
        guard tag < ModelBuilder.implicitTagBase, tag < origins.count else { return .infinity }
        guard origins[tag] == .app else { return systemConstraintCost }
        var cost = 1.0
        if case .success(let constraint) = report.entries[tag].parsed, constraint.equation.rhs == nil,
           constraint.equation.firstAttribute.isSize {
            cost -= 0.1
        }
        if tag == broken { cost -= 0.01 }
        return cost
    }

    /// What the search over one system found.
    struct Search {
        var found: [MinimalConflict] = []
        var capped = false
        var limited = false
        var correction: [Int] = []
        /// Sizes of the groups too large to search.
        var skipped: [Int] = []
    }

    /// Every minimal conflict of each independent group, and the cheapest
    /// correction; groups above `fullSearchLimit` get their first conflict only.
    static func searchConflicts(in constraints: [LinearConstraint], report: Report, origins: [Origin?]) -> Search {
        var search = Search()
        let broken = report.brokenEntryIndex
        let weight = { (constraint: LinearConstraint) in
            cost(of: constraint.tag, in: report, origins: origins, broken: broken)
        }
        for part in independentParts(constraints) {
            if part.count > largestSearchedGroup {
                search.skipped.append(part.count)
            } else if part.count <= fullSearchLimit {
                switch onlyConflict(in: part) {
                case .feasible:
                    continue
                case .unique(let conflict):
                    search.found.append(conflict)
                    search.correction += cheapestHitting([conflict], in: part, weight: weight) ?? []
                    continue
                case .several:
                    break
                }
                let list = allMinimalConflicts(in: part, cap: conflictCap)
                guard !list.conflicts.isEmpty else { continue }
                search.found += list.conflicts
                search.capped = search.capped || list.isTruncated
                // With every minimal conflict known, the cheapest set hitting
                // them all is the minimum correction set: no solving needed.
                let fix = list.isTruncated ? minimumCorrectionSet(of: part, weight: weight)?.tags
                    : cheapestHitting(list.conflicts, in: part, weight: weight)
                search.correction += fix ?? []
            } else if let first = firstMinimalConflict(in: part) {
                search.limited = true
                search.found.append(first)
                search.correction += cheapestMember(of: first, in: part, weight: weight)
            }
        }
        return search
    }

    enum OnlyConflict {
        case feasible
        /// The group's one and only conflict (in the entries it names).
        case unique(MinimalConflict)
        /// There may be more: enumerate.
        case several
    }

    /// The common case fast: most groups hold exactly one conflict. A first
    /// conflict M is the only one exactly when dropping any single entry of M
    /// from the whole group (facts kept) leaves something that holds: then
    /// every conflict contains all of M's entries, so it is M. Checked
    /// incrementally, one removal and one re-addition per member, instead of
    /// enumerating correction sets from scratch.
    static func onlyConflict(in part: [LinearConstraint]) -> OnlyConflict {
        guard let first = firstMinimalConflict(in: part) else { return .feasible }
        let members = first.tags.filter { $0 < ModelBuilder.implicitTagBase }
        guard !members.isEmpty else { return .several }
        return holdsWithoutEach(of: members, in: part) ? .unique(first) : .several
    }

    /// Whether the part holds with each member left out in turn: all but
    /// the first member added, then member by member, the next one removed
    /// and the previous one put back.
    ///
    /// Works on a bare tableau with the steps, and the variable numbering, a
    /// `Solver` would take, so it decides exactly as the solver would; what
    /// it saves is the solver's bookkeeping per constraint. Where the solver
    /// would throw (malformed constraint, repeated tag, refusal), it says no.
    private static func holdsWithoutEach(of members: [Int], in part: [LinearConstraint]) -> Bool {
        let dropped = members[0]
        guard !hasRepeatedTag(part.lazy.map(\.tag).filter { $0 != dropped }) else { return false }
        var numbering = VariableNumbering()
        var tableau = Tableau(constraints: part.count + members.count, variables: 0)
        /// Tableau handle by position in `part`.
        var handles = [Int](repeating: -1, count: part.count)
        func add(_ position: Int) -> Bool {
            guard part[position].isWellFormed,
                  case .added(let handle) = tableau.add(PreparedConstraint(part[position], numbering: &numbering))
            else { return false }
            handles[position] = handle
            return true
        }
        for position in part.indices where part[position].tag != dropped {
            guard add(position) else { return false }
        }
        for (previous, next) in zip(members, members.dropFirst()) {
            // Positions of the last constraint with each tag, as the solver's lookups by tag.
            guard let removed = part.lastIndex(where: { $0.tag == next }), handles[removed] >= 0,
                  let back = part.lastIndex(where: { $0.tag == previous })
            else { return false }
            tableau.remove(handle: handles[removed])
            handles[removed] = -1
            guard add(back) else { return false }
        }
        return true
    }

    private static func hasRepeatedTag(_ tags: some Sequence<Int>) -> Bool {
        let sorted = tags.sorted()
        return zip(sorted, sorted.dropFirst()).contains { $0 == $1 }
    }

    /// The cheapest set of constraints that meets every conflict (by tag).
    static func cheapestHitting(_ conflicts: [MinimalConflict], in part: [LinearConstraint],
                                weight: (LinearConstraint) -> Double) -> [Int]? {
        let tags = part.map(\.tag)
        // Positions by tag (the last one for a repeated tag), for conflict members only.
        let members = Set(conflicts.flatMap(\.tags))
        var positionByTag: [Int: Int] = [:]
        for (position, tag) in tags.enumerated() where members.contains(tag) { positionByTag[tag] = position }
        let sets = conflicts.map { MemberSet($0.tags.compactMap { positionByTag[$0] }) }
        // The search reads the weights of conflict members only; the others
        // (most of a part) are left unpriced.
        var weights = [Double](repeating: .infinity, count: part.count)
        for position in sets.reduce(into: MemberSet(), { $0.formUnion($1) }) {
            let value = weight(part[position])
            weights[position] = value.isNaN ? .infinity : max(value, 0)
        }
        return cheapestHittingSet(of: sets, weights: weights, tags: tags).map { $0.map { tags[$0] } }
    }

    /// For a group too large for the exact search: the cheapest member of
    /// the conflict found (it may take more to make the whole group hold).
    static func cheapestMember(of conflict: MinimalConflict, in part: [LinearConstraint],
                               weight: (LinearConstraint) -> Double) -> [Int] {
        let members = part.filter { conflict.tags.contains($0.tag) && weight($0).isFinite }
        return members.min { weight($0) < weight($1) }.map { [$0.tag] } ?? []
    }

    /// Implicit facts are background, always true: a conflict is minimal in
    /// the entries it names. Every such conflict is the projection of one over
    /// entries and facts, so keep the projections no other one is inside.
    static func entryLevelConflicts(_ candidates: [Conflict]) -> [Conflict] {
        let sorted = candidates.sorted {
            $0.size != $1.size ? $0.size < $1.size : $0.entryIndices.lexicographicallyPrecedes($1.entryIndices)
        }
        var kept: [Conflict] = []
        var keptSets: [Set<Int>] = []
        for conflict in sorted {
            let members = Set(conflict.entryIndices)
            guard !keptSets.contains(where: { $0.isSubset(of: members) }) else { continue }
            kept.append(conflict)
            keptSets.append(members)
        }
        return kept
    }

    private static func defaultMarginAssumptions(_ model: LayoutModel) -> [ModelConstraint] {
        model.unpinnedMargins.enumerated().map { offset, margin in
            ModelConstraint(
                source: .implicit(.defaultMargin(itemKey: margin.itemKey, side: margin.side, value: defaultMargin)),
                linear: LinearConstraint(LinearExpression(margin.variable), .equal, defaultMargin,
                                         tag: ModelBuilder.assumptionTagBase + offset), anchorKeys: [])
        }
    }

    /// Where each tag of the searched system came from, looked up once for
    /// all its conflicts (a scan per tag and conflict was quadratic).
    private struct SystemSources {
        let byTag: [Int: ModelConstraint.Source]
        let factsByTag: [Int: ImplicitFact]

        init(_ system: [ModelConstraint]) {
            var byTag: [Int: ModelConstraint.Source] = [:]
            var factsByTag: [Int: ImplicitFact] = [:]
            for constraint in system where byTag[constraint.linear.tag] == nil {
                byTag[constraint.linear.tag] = constraint.source
                if case .implicit(let fact) = constraint.source { factsByTag[constraint.linear.tag] = fact }
            }
            self.byTag = byTag
            self.factsByTag = factsByTag
        }
    }

    private static func makeConflict(_ minimal: MinimalConflict, sources: SystemSources, report: Report) -> Conflict {
        var entries: [Int] = []
        var facts: [ImplicitFact] = []
        for tag in minimal.tags {
            switch sources.byTag[tag] {
            case .entry(let index)?: entries.append(index)
            case .implicit(let fact)?: facts.append(fact)
            case nil: continue
            }
        }
        entries.sort()
        let axes = Set(entries.compactMap { report.entries[$0].constraint?.equation.firstAttribute.axis })
        let proof = ProofBuilder.proof(from: minimal.certificate, facts: sources.factsByTag)
        return Conflict(entryIndices: entries, facts: facts, axis: axes.count == 1 ? axes.first : nil,
                        discrepancy: proof.discrepancy, certificate: minimal.certificate, proof: proof)
    }

    private static func reasonForNoConflict(_ report: Report, model: LayoutModel) -> String {
        var reasons: [String] = []
        let unreadable = report.entries.filter { $0.constraint == nil }.count
        if unreadable > 0 {
            reasons.append("\(unreadable) of its constraints could not be read")
        }
        if !model.outOfRange.isEmpty {
            let ids = model.outOfRange.map { "C\($0 + 1)" }.joined(separator: ", ")
            reasons.append("\(ids) use\(model.outOfRange.count == 1 ? "s" : "") numbers beyond any layout "
                           + "(more than \(NumberText.points(ModelTolerance.largestModelledValue)) pt), left out")
        }
        if !report.isComplete {
            reasons.append("the report is not whole (\(report.gaps.map(\.words).joined(separator: "; ")))")
        }
        if report.recovery != nil && report.brokenEntryIndex == nil {
            reasons.append("the constraint UIKit broke is not in the list")
        }
        if model.constraints.contains(where: { if case .implicit(.baselineWithinFrame) = $0.source { true } else { false } }) {
            reasons.append("it involves text baselines, whose offsets the log does not print")
        }
        if reasons.isEmpty {
            reasons.append("the conflict must involve something the log does not print, such as a view's "
                           + "intrinsic content size or a constraint that is not in the list")
        }
        return reasons.joined(separator: "; ")
    }
}
