import CodeIndex
import ConstraintSolving
import LayoutAnalysis
import LogParser

/// Finds where each of a report's constraints was made in the app's
/// source (`CodeIndex`), by what the log says of it: the attributes and
/// relation, the constant and multiplier (an anchor may be written from
/// either end: `A.trailing == B.trailing - 16` is also
/// `b.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 16)`),
/// and each view's class against the type the code declares. A place whose
/// declared type differs is no candidate; agreeing types are the evidence
/// that makes one candidate `exact`.
struct SourceMatcher {
    let index: CodeIndex
    let analysis: ReportAnalysis

    /// Every entry of the report found in the source, by index.
    func matches() -> [Int: SourceMatch] {
        var found: [Int: SourceMatch] = [:]
        for index in analysis.report.entries.indices {
            if let match = match(index) { found[index] = match }
        }
        return found
    }

    func match(_ entryIndex: Int) -> SourceMatch? {
        guard analysis.origins[entryIndex] == .app, let constraint = analysis.report.entries[entryIndex].constraint,
            case .anchor(let first) = constraint.equation.lhs
        else { return nil }
        let equation = constraint.equation
        var second: Anchor?
        if let rhs = equation.rhs {
            guard case .anchor(let anchor) = rhs else { return nil }
            second = anchor
        }
        var scored: [(site: ConstraintSite, evidence: Int, reversed: Bool)] = []
        for site in index.sites {
            if let (evidence, reversed) = agreement(site, first: first, second: second, equation: equation) {
                scored.append((site, evidence, reversed))
            }
        }
        guard let best = scored.map(\.evidence).max() else { return nil }
        let top = scored.filter { $0.evidence == best }
        if top.count > 1 { return SourceMatch(sites: top.map(\.site), confidence: .candidates, names: [:]) }
        // Exact: the one place that agrees on every feature, the type of every view the log names included.
        let named = [first.item.className, second?.item.className].compactMap { $0 }.count
        let site = top[0].site
        let keys = analysis.model.constraint(forEntry: entryIndex)?.anchorKeys ?? []
        let ends = top[0].reversed ? [site.second, site.first] : [site.first, site.second]
        var names: [ItemKey: String] = [:]
        for (key, end) in zip(keys, ends) { if let end { names[key] = end.item } }
        return SourceMatch(sites: [site], confidence: best > 0 && best == named ? .exact : .likely, names: names)
    }

    /// nil when the place cannot be this constraint; else how many of the
    /// views' types it confirms, and whether it is written from the other end.
    private func agreement(_ site: ConstraintSite, first: Anchor, second: Anchor?, equation: Equation) -> (Int, Bool)? {
        let constant = equation.constantValue
        let multiplier = equation.multiplierValue
        func same(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? true }
        // As written: the log's first item is the code's first end.
        if site.first.attribute == first.attribute, site.second?.attribute == second?.attribute, site.relation == equation.relation,
            same(site.constant, constant), abs(site.multiplier - multiplier) < 1e-6,
            let evidence = typesAgree([(site.first, first)] + zipped(site.second, second))
        {
            return (evidence, false)
        }
        // Written from the other end: the constant's sign and the relation turn round.
        if let siteSecond = site.second, let second, Numerics.isUnit(multiplier), abs(site.multiplier - 1) < 1e-6,
            site.first.attribute == second.attribute, siteSecond.attribute == first.attribute,
            site.relation == equation.relation.reversed, same(site.constant.map { -$0 }, constant),
            let evidence = typesAgree([(site.first, second), (siteSecond, first)])
        {
            return (evidence, true)
        }
        return nil
    }

    private func zipped(_ end: ConstraintSite.End?, _ anchor: Anchor?) -> [(ConstraintSite.End, Anchor)] {
        guard let end, let anchor else { return [] }
        return [(end, anchor)]
    }

    /// nil when a declared type contradicts the log's class; else how many agree.
    private func typesAgree(_ pairs: [(ConstraintSite.End, Anchor)]) -> Int? {
        var agreeing = 0
        for (end, anchor) in pairs {
            guard let type = end.type, let className = anchor.item.className else { continue }
            // `Ledger.SummaryCardView` in the log is `SummaryCardView` in its module's code.
            let bare = className.split(separator: ".").last.map(String.init) ?? className
            guard bare == type else { return nil }
            agreeing += 1
        }
        return agreeing
    }
}

extension Relation {
    /// The same constraint read from its other end.
    fileprivate var reversed: Relation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}
