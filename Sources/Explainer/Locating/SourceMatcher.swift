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
        var second: Anchor?
        if let rhs = constraint.equation.rhs {
            guard case .anchor(let anchor) = rhs else { return nil }
            second = anchor
        }
        // SnapKit prints where it made the constraint: only the places on that line can be it.
        let location = constraint.sourceLocation
        let name = location.map { $0.path.split(separator: "/").last.map(String.init) ?? $0.path }
        var scored: [(site: ConstraintSite, agreement: Agreement)] = []
        for site in index.sites {
            if let location, let name, site.line != location.line || !(site.file == name || site.file.hasSuffix("/" + name)) { continue }
            if var agreement = agreement(site, first: first, second: second, constraint: constraint) {
                if let location, let name {
                    agreement.location = true
                    agreement.evidence.insert("the log's @\(name)#\(location.line)", at: 0)
                }
                scored.append((site, agreement))
            }
        }
        guard let best = scored.map(\.agreement.weight).max() else { return nil }
        let top = scored.filter { $0.agreement.weight == best }
        if top.count > 1 {
            return SourceMatch(sites: top.map(\.site), confidence: .candidates, names: [:], evidence: top[0].agreement.evidence)
        }
        let (site, agreement) = top[0]
        let keys = analysis.model.constraint(forEntry: entryIndex)?.anchorKeys ?? []
        let ends = agreement.reversed ? [site.second, site.first] : [site.first, site.second]
        var names: [ItemKey: String] = [:]
        for (key, end) in zip(keys, ends) { if let end { names[key] = end.item } }
        // Exact: an identifier both say, or the one place that agrees on every feature, every named view's type included.
        let named = [first.item.className, second?.item.className].compactMap { $0 }.count
        let exact = agreement.identifier || agreement.location || (agreement.types > 0 && agreement.types == named)
        return SourceMatch(sites: [site], confidence: exact ? .exact : .likely, names: names, evidence: agreement.evidence)
    }

    /// What a place shares with a constraint of the log, beyond the
    /// attributes, relation and numbers every candidate shares.
    private struct Agreement {
        /// Written from the other end.
        var reversed = false
        /// Views whose declared type is the log's class.
        var types = 0
        /// Views showing the text the log prints after their address.
        var texts = 0
        var identifier = false
        /// On the line the log says the constraint was made on.
        var location = false
        var evidence: [String] = []

        /// Ranks the candidates: an identifier decides, then types and texts.
        var weight: Int { (identifier || location ? 100 : 0) + types + texts }
    }

    /// nil when the place cannot be this constraint; else what it confirms.
    private func agreement(_ site: ConstraintSite, first: Anchor, second: Anchor?, constraint: ConstraintEntry) -> Agreement? {
        let equation = constraint.equation
        let constant = equation.constantValue
        let multiplier = equation.multiplierValue
        func same(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? true }
        // A priority or identifier the source writes must be the log's.
        guard same(site.priority, constraint.priority.value) else { return nil }
        // Masonry prints a constraint's key in place of its address.
        let printedName = constraint.identifier ?? (constraint.address.hasPrefix("0x") ? nil : constraint.address)
        if let identifier = site.identifier, identifier != printedName { return nil }
        var agreement: Agreement?
        // As written: the log's first item is the code's first end.
        if site.first.attribute == first.attribute, site.second?.attribute == second?.attribute, site.relation == equation.relation,
            same(site.constant, constant), abs(site.multiplier - multiplier) < 1e-6
        {
            agreement = viewsAgree([(site.first, first)] + zipped(site.second, second))
        }
        // Written from the other end: the constant's sign and the relation turn round.
        if agreement == nil, let siteSecond = site.second, let second, Numerics.isUnit(multiplier), abs(site.multiplier - 1) < 1e-6,
            site.first.attribute == second.attribute, siteSecond.attribute == first.attribute,
            site.relation == equation.relation.reversed, same(site.constant.map { -$0 }, constant)
        {
            agreement = viewsAgree([(site.first, second), (siteSecond, first)])
            agreement?.reversed = true
        }
        guard var found = agreement else { return nil }
        if let identifier = site.identifier {
            found.identifier = true
            found.evidence.insert("identifier '\(identifier)'", at: 0)
        }
        found.evidence.insert(site.constant == nil ? "attributes and relation" : "attributes, relation and constant", at: 0)
        return found
    }

    private func zipped(_ end: ConstraintSite.End?, _ anchor: Anchor?) -> [(ConstraintSite.End, Anchor)] {
        guard let end, let anchor else { return [] }
        return [(end, anchor)]
    }

    /// nil when a declared type contradicts the log's class; else the
    /// types and texts that agree. A text that differs is no contradiction:
    /// the app may set another at run time.
    private func viewsAgree(_ pairs: [(ConstraintSite.End, Anchor)]) -> Agreement? {
        var agreement = Agreement()
        for (end, anchor) in pairs {
            if let type = end.type, let className = anchor.item.className {
                // `Ledger.SummaryCardView` in the log is `SummaryCardView` in its module's code.
                let bare = className.split(separator: ".").last.map(String.init) ?? className
                guard bare == type else { return nil }
                agreement.types += 1
                if !agreement.evidence.contains("type \(type)") { agreement.evidence.append("type \(type)") }
            }
            // Masonry prints a view's key (`MASAttachKeys`) in place of its address: the code's name for it.
            if let key = anchor.item.address, !key.hasPrefix("0x"), key == end.item {
                agreement.texts += 1
                agreement.evidence.append("key \(key)")
            }
            if let text = end.text, text == anchor.item.label {
                agreement.texts += 1
                agreement.evidence.append("text '\(text)'")
            }
        }
        return agreement
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
