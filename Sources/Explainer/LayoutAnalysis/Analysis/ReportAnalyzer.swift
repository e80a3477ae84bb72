import ConstraintSolving
import LogParser

/// The Explainer's core: rebuild a report's constraint system, find whether
/// and where it contradicts itself, and the cheapest way out.
package enum ReportAnalyzer {
    /// UIKit's layout margins when nothing says otherwise.
    package static let defaultMargin = 8.0
    /// Dropping a system constraint costs this many of the app's own: advice
    /// goes to the app's constraints whenever one of them takes part.
    static let systemConstraintCost = 100.0

    package static func analyze(_ report: Report, budget: SearchBudget = .perReport) -> ReportAnalysis {
        let model = ModelBuilder.build(report)
        var origins = report.entries.indices.map { origin(ofEntry: $0, in: report) }
        for index in HiddenIdentifiers.cellSizes(in: report) where origins[index] == .app { origins[index] = .cellSize }
        let makers = ReportMakers.makers(of: report, origins: origins)
        let broken = report.brokenEntryIndex
        func result(_ verdict: Verdict, search: Search = Search(), reason: String? = nil) -> ReportAnalysis {
            ReportAnalysis(
                report: report, model: model, verdict: verdict,
                conflicts: Array(search.found.prefix(AnalysisLimits.listedConflicts)),
                conflictCount: search.found.count,
                minimalConflictCount: search.found.reduce(ExactCount(0)) { $0 + $1.count },
                conflictsComplete: search.isComplete,
                unsearched: search.unsearched,
                correction: search.correction.sorted(), brokenBySystem: broken, reason: reason,
                origins: origins, makers: makers,
                // Only a report without a conflict to show is judged by all it lists.
                listedOwner: verdict == .noConflictFound || verdict == .unreadable
                    ? listedOwner(report, origins: origins, makers: makers) : .app)
        }

        if report.isRedacted {
            return result(
                .redacted,
                reason: "the log printed <private> in place of the constraints; "
                    + "run the app from Xcode, or enable private data for the com.apple.UIKit subsystem "
                    + "(a logging profile), to see them")
        }
        if report.constraints.isEmpty {
            // A recovery line alone (recent AppKit prints it on one line first): say what it does show.
            // (The explanation names the constraint: addresses are no words for a reader.)
            if report.entries.isEmpty, report.recovery?.constraint != nil {
                return result(
                    .unreadable,
                    reason: "the input holds only the constraint \(report.platform.engine) broke, and not the list of "
                        + "constraints around it; paste the whole report, with its list")
            }
            return result(
                .unreadable,
                reason: report.entries.isEmpty
                    ? "the report holds no constraint list" : "none of its constraints could be read")
        }

        let required = model.constraints.filter(\.linear.isRequired)
        var remaining = budget
        var search = searchConflicts(in: required, report: report, origins: origins, budget: &remaining)
        if search.found.isEmpty, let largest = search.skipped.max(by: { $0.linking < $1.linking }) {
            return result(
                .noConflictFound, search: search,
                reason: "a group of \(largest.size) related constraints is too large to search: \(largest.linking) of them "
                    + "relate two or more sizes or positions (with chains in series merged), more than the "
                    + "\(AnalysisLimits.largestSearchedGroup) this tool searches; split the log or the layout")
        }
        if search.found.isEmpty, search.factsContradict {
            // Never "can all hold" without a solution: say what went wrong instead.
            return result(
                .noConflictFound, search: search,
                reason: "the facts wtflayout adds (sizes are never negative) contradict each other in "
                    + "a group of constraints, which is a bug in wtflayout; please report it with this log")
        }
        if !search.found.isEmpty { return result(.conflict, search: search) }
        let assumptions = defaultMarginAssumptions(model)
        if !assumptions.isEmpty {
            search = searchConflicts(in: required + assumptions, report: report, origins: origins, budget: &remaining)
            if !search.found.isEmpty { return result(.conflictAssumingDefaults, search: search) }
        }
        var reason = reasonForNoConflict(report, model: model)
        // Nothing else unprinted to blame: where the margins bound the layout, they are what UIKit saw otherwise.
        if reason == nil, let range = MarginRange.of(model), range.contains(defaultMargin) {
            // Just past the bound, the conflict UIKit found shows: the one to explain and fix.
            if let past = range.pastBound {
                let beyond = searchConflicts(
                    in: required + defaultMarginAssumptions(model, value: past), report: report, origins: origins,
                    budget: &remaining)
                if !beyond.found.isEmpty {
                    var analysis = result(.conflictPastMarginBound, search: beyond)
                    analysis.marginRange = range
                    analysis.assumedMargin = past
                    return analysis
                }
            }
            var analysis = result(.noConflictFound, search: search, reason: range.reason)
            analysis.marginRange = range
            return analysis
        }
        reason =
            reason
            ?? "the conflict must involve something the log does not print, such as a view's intrinsic content size"
        return result(.noConflictFound, search: search, reason: reason)
    }

    /// Whose the constraints the log shows are, the one UIKit broke included
    /// (a cut list may have lost it).
    /// Entries that could not be read still say whose their views are
    /// by the class names and identifier prefix they show.
    private static func listedOwner(_ report: Report, origins: [Origin?], makers: [Maker?]) -> Ownership {
        var shown = report.entries.indices.compactMap { index in
            report.entries[index].constraint.map { ($0, origins[index], makers[index]) }
        }
        if report.brokenEntryIndex == nil, let broken = report.recovery?.constraint {
            shown.append((broken, OriginCatalogue.origin(of: broken), ReportMakers.recoveryMaker(of: report)))
        }
        // Matched in place: `ListEntry.constraint` copies the whole entry out.
        let unread = report.entries.indices.compactMap { index -> String? in
            if case .success = report.entries[index].parsed { return nil }
            return report.entries[index].text
        }
        return Ownership.of(shown, process: report.process, unreadTexts: unread)
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
    package static func cost(of tag: Int, in report: Report, origins: [Origin?], broken: Int?) -> Double {
        guard let tag = ConstraintID(tag: tag).entryIndex, tag < origins.count else { return .infinity }
        guard origins[tag] == .app else { return systemConstraintCost }
        var cost = 1.0
        if case .success(let constraint) = report.entries[tag].parsed, constraint.equation.rhs == nil,
            constraint.equation.firstAttribute.isSize
        {
            cost -= 0.1
        }
        if tag == broken { cost -= 0.01 }
        return cost
    }

    /// What the search over one system found.
    struct Search {
        /// Smallest first.
        var found: [Conflict] = []
        /// Every minimal conflict is in `found`.
        var isComplete = true
        /// Entry indices.
        var correction: [Int] = []
        /// Sizes of the groups too large to search.
        var skipped: [(size: Int, linking: Int)] = []
        /// In some group the implicit facts alone could not hold (a bug of
        /// the model's): no conflict of entries can be shown there.
        var factsContradict = false

        var unsearched: UnsearchedGroup? {
            !skipped.isEmpty ? .tooLarge : factsContradict ? .factsContradict : nil
        }
    }

    /// Searches each independent group of related constraints (see
    /// `ConstraintSystem.searchConflicts`): the entries are what a conflict
    /// is made of, the implicit facts and assumptions hold throughout.
    static func searchConflicts(
        in system: [ModelConstraint], report: Report, origins: [Origin?],
        budget: inout SearchBudget, mergingSeriesFrom: Int = SearchLimits.seriesMergedFrom
    ) -> Search {
        var search = Search()
        let broken = report.brokenEntryIndex
        let sources = SystemSources(system)
        let linear = system.map(\.linear)
        var found: [Conflict] = []
        for part in independentPartIndices(linear) {
            let members = part.filter { !ConstraintID(tag: linear[$0].tag).isBackground }.map { linear[$0] }
            guard !members.isEmpty else { continue }
            let background = part.filter { ConstraintID(tag: linear[$0].tag).isBackground }.map { linear[$0] }
            let constraints = ConstraintSystem(members, background: background)
            let weights = constraints.weights { cost(of: $0.tag, in: report, origins: origins, broken: broken) }
            switch constraints.searchConflicts(
                weights: weights, budget: &budget, largest: AnalysisLimits.largestSearchedGroup,
                mergingSeriesFrom: mergingSeriesFrom)
            {
            case .holds:
                continue
            case .tooLarge(let size, let linking):
                search.skipped.append((size, linking))
                search.isComplete = false
            case .backgroundConflict:
                search.isComplete = false
                search.factsContradict = true
            case .conflicts(let part):
                search.isComplete = search.isComplete && part.isComplete
                found += part.conflicts.enumerated().map { index, conflict in
                    makeConflict(
                        MinimalConflict(
                            tags: constraints.tags(of: conflict.members),
                            certificate: constraints.publicCertificate(conflict.certificate)),
                        family: index == 0 ? part.family.map { family(of: $0, in: constraints, sources: sources) } : nil,
                        classesWithin: index == 0 ? classes(part.classesWithin, in: constraints, sources: sources) : [],
                        sources: sources, report: report)
                }
                search.correction += (part.correction.map(constraints.tags(of:)) ?? [])
            }
        }
        search.found = found.sorted {
            $0.size != $1.size ? $0.size < $1.size : $0.entryIndices.lexicographicallyPrecedes($1.entryIndices)
        }
        return search
    }

    /// The margins the log does not print, each fixed at `value`.
    static func defaultMarginAssumptions(_ model: LayoutModel, value: Double = defaultMargin) -> [ModelConstraint] {
        model.unpinnedMargins.enumerated().map { offset, margin in
            ModelConstraint(
                source: .implicit(.defaultMargin(itemKey: margin.itemKey, side: margin.side, value: value)),
                linear: LinearConstraint(
                    LinearExpression(margin.variable), .equal, value,
                    tag: ConstraintID.assumption(offset).tag), anchorKeys: [])
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

    /// A part's family in entry indices.
    private static func family(of family: PartFamily, in system: ConstraintSystem, sources: SystemSources) -> ConflictFamily {
        ConflictFamily(classes: classes(family.classes, in: system, sources: sources), count: family.count, isWholeGroup: family.isComplete)
    }

    /// Classes of members in entry indices.
    private static func classes(
        _ classes: [PartFamily.Class], in system: ConstraintSystem, sources: SystemSources
    ) -> [ConflictFamily.Class] {
        classes.map { kind in
            ConflictFamily.Class(
                entryIndices: system.tags(of: MemberSet(kind.members)).compactMap { tag in
                    if case .entry(let index)? = sources.byTag[tag] { index } else { nil }
                }.sorted(),
                chosen: kind.chosen)
        }
    }

    /// The conflict of the entries `minimal` names, with the facts its certificate rests on.
    private static func makeConflict(
        _ minimal: MinimalConflict, family: ConflictFamily?, classesWithin: [ConflictFamily.Class], sources: SystemSources,
        report: Report
    ) -> Conflict {
        var entries: [Int] = []
        var facts: [ImplicitFact] = []
        for tag in minimal.certificate.tags {
            switch sources.byTag[tag] {
            case .entry(let index)?: entries.append(index)
            case .implicit(let fact)?: facts.append(fact)
            case nil: continue
            }
        }
        entries.sort()
        let axes = Set(entries.compactMap { report.entries[$0].constraint?.equation.firstAttribute.axis })
        let proof = ProofBuilder.proof(from: minimal.certificate, facts: sources.factsByTag)
        return Conflict(
            entryIndices: entries, facts: facts, axis: axes.count == 1 ? axes.first : nil,
            discrepancy: proof.discrepancy, certificate: minimal.certificate, proof: proof, family: family,
            interchangeable: family?.classes ?? classesWithin)
    }

    /// Nil when nothing the parse established explains it.
    private static func reasonForNoConflict(_ report: Report, model: LayoutModel) -> String? {
        var reasons: [String] = []
        let unreadable = report.entries.filter { $0.constraint == nil }.count
        if unreadable > 0 {
            reasons.append("\(unreadable) of its constraints could not be read")
        }
        if !model.outOfRange.isEmpty {
            let lines = model.outOfRange.map { String(report.entries[$0].line) }
            let which = lines.count == 1 ? "the constraint on line \(lines[0]) uses" : "the constraints on lines \(lines.spokenList) use"
            reasons.append(
                "\(which) numbers beyond any layout (more than \(NumberText.points(Numerics.largestModelledValue)) pt), left out")
        }
        if !report.isComplete {
            reasons.append("the report is not whole (\(report.gaps.map(\.words).joined(separator: "; ")))")
        }
        // Only a recovery read whole says for sure that the list lacks it: cut in its address, it names none.
        if let recovery = report.recovery, recovery.constraint != nil, report.brokenEntryIndex == nil {
            reasons.append("the constraint UIKit broke is not in the list")
        }
        if model.constraints.contains(where: { if case .implicit(.baselineWithinFrame) = $0.source { true } else { false } }) {
            reasons.append("it involves text baselines, whose offsets the log does not print")
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}
