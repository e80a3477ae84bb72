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

    public static func analyze(_ report: Report) -> ReportAnalysis {
        let model = ModelBuilder.build(report)
        let origins = report.entries.map { $0.constraint.map(OriginCatalogue.origin(of:)) }
        let broken = report.brokenEntryIndex
        func result(_ verdict: Verdict, conflicts: [Conflict] = [], capped: Bool = false,
                    correction: [Int]? = nil, reason: String? = nil) -> ReportAnalysis {
            ReportAnalysis(report: report, model: model, verdict: verdict, conflicts: conflicts, conflictsCapped: capped,
                           correction: correction, brokenBySystem: broken, reason: reason, origins: origins)
        }

        if report.isRedacted {
            return result(.redacted, reason: "the log printed <private> in place of the constraints; "
                + "run the app from Xcode, or enable private data for the com.apple.UIKit subsystem, to see them")
        }
        if report.constraints.isEmpty {
            return result(.unreadable, reason: report.entries.isEmpty
                ? "the report holds no constraint list" : "none of its constraints could be read")
        }

        let required = model.constraints.filter(\.linear.isRequired)
        var system = required
        var verdict = Verdict.conflict
        if feasibility(of: required.map(\.linear)).isFeasible {
            let assumptions = defaultMarginAssumptions(model)
            guard !assumptions.isEmpty, !feasibility(of: (required + assumptions).map(\.linear)).isFeasible else {
                return result(.noConflictFound, reason: reasonForNoConflict(report, model: model))
            }
            system = required + assumptions
            verdict = .conflictAssumingDefaults
        }

        let linear = system.map(\.linear)
        let list = allMinimalConflicts(in: linear, cap: conflictCap)
        let conflicts = entryLevelConflicts(list.conflicts.map {
            makeConflict($0, system: system, model: model, report: report)
        })
        let correction = minimumCorrectionSet(of: linear) { constraint in
            cost(of: constraint.tag, in: report, origins: origins)
        }
        return result(verdict, conflicts: conflicts, capped: list.isTruncated,
                      correction: correction.map { $0.tags.filter { $0 < ModelBuilder.implicitTagBase } })
    }

    /// Constraints the app wrote are cheaper to drop than the system's;
    /// implicit facts and assumptions cannot be dropped. Among the app's, a
    /// fixed size (`height == 60`) is the usual culprit against a container's
    /// size, and UIKit's own choice breaks the remaining ties.
    static func cost(of tag: Int, in report: Report, origins: [Origin?]) -> Double {
        guard tag < ModelBuilder.implicitTagBase, tag < origins.count else { return .infinity }
        guard origins[tag] == .app else { return systemConstraintCost }
        var cost = 1.0
        if let equation = report.entries[tag].constraint?.equation, equation.rhs == nil, equation.firstAttribute.isSize {
            cost -= 0.1
        }
        if tag == report.brokenEntryIndex { cost -= 0.01 }
        return cost
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

    private static func makeConflict(_ minimal: MinimalConflict, system: [ModelConstraint], model: LayoutModel,
                                     report: Report) -> Conflict {
        var entries: [Int] = []
        var facts: [ImplicitFact] = []
        var factsByTag: [Int: ImplicitFact] = [:]
        for constraint in system {
            if case .implicit(let fact) = constraint.source { factsByTag[constraint.linear.tag] = fact }
        }
        for tag in minimal.tags {
            guard let constraint = system.first(where: { $0.linear.tag == tag }) else { continue }
            switch constraint.source {
            case .entry(let index): entries.append(index)
            case .implicit(let fact): facts.append(fact)
            }
        }
        entries.sort()
        let axes = Set(entries.compactMap { report.entries[$0].constraint?.equation.firstAttribute.axis })
        let proof = ProofBuilder.proof(from: minimal.certificate, facts: factsByTag)
        return Conflict(entryIndices: entries, facts: facts, axis: axes.count == 1 ? axes.first : nil,
                        discrepancy: proof.discrepancy, certificate: minimal.certificate, proof: proof)
    }

    private static func reasonForNoConflict(_ report: Report, model: LayoutModel) -> String {
        var reasons: [String] = []
        let unreadable = report.entries.filter { $0.constraint == nil }.count
        if unreadable > 0 {
            reasons.append("\(unreadable) of its constraints could not be read")
        }
        if !report.isComplete {
            reasons.append("the list is not whole (\(report.gaps.map(\.rawValue).joined(separator: ", ")))")
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
