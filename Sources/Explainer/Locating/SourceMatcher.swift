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

    /// Every entry of the report found in the source, by index: the
    /// constraints the code makes, then the masks' frames, by the names
    /// the code gives their views where those constraints were found (`FrameMatcher`).
    func matches() -> [Int: SourceMatch] {
        var found: [Int: SourceMatch] = [:]
        for index in analysis.report.entries.indices {
            if let match = match(index) { found[index] = match }
        }
        var names: [ItemKey: (file: String, name: String, sure: Bool)] = [:]
        // Sure places first, then in the log's order, so that one name stands for each view whatever the order of the dictionary.
        let named = found.sorted { ($0.value.confidence == .exact ? 0 : 1, $0.key) < ($1.value.confidence == .exact ? 0 : 1, $1.key) }
        for match in named.map(\.value) where match.confidence != .candidates {
            for (key, name) in match.names.sorted(by: { $0.value < $1.value }) where names[key] == nil {
                names[key] = (match.sites[0].file, name, match.confidence == .exact)
            }
        }
        let frames = FrameMatcher(index: index, analysis: analysis, names: names)
        for index in analysis.report.entries.indices where found[index] == nil {
            if let match = frames.match(index) { found[index] = match }
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
        let logged = Logged(constraint: constraint, first: first, second: second)
        // Only places with the attribute and constant of one end can be it, written from either end.
        var candidates = index.places(first: first.attribute, constant: logged.constant, type: logged.firstClass)
        if let second { candidates += index.places(first: second.attribute, constant: -logged.constant, type: logged.secondClass) }
        var scored: [(place: Int, agreement: Agreement)] = []
        for place in Set(candidates).sorted() {
            if let agreement = agreement(index.sites[place], logged) { scored.append((place, agreement)) }
        }
        guard let best = scored.map(\.agreement.weight).max() else { return nil }
        // A call whose constant a later line sets is one place however many constants it has.
        var placesSeen: Set<String> = []
        let top = scored.filter { $0.agreement.weight == best && placesSeen.insert(index.sites[$0.place].place).inserted }
        // Another place as well confirmed, outranked only by a number it leaves to a name: not for sure.
        let topPlace = index.sites[top[0].place].place
        let rivalled = scored.contains {
            $0.agreement.evidenceWeight >= top[0].agreement.evidenceWeight && index.sites[$0.place].place != topPlace
        }
        let evidence = self.evidence(index.sites[top[0].place], top[0].agreement, logged)
        if top.count > 1 {
            return SourceMatch(sites: top.map { index.sites[$0.place] }, confidence: .candidates, names: [:], evidence: evidence)
        }
        let (site, agreement) = (index.sites[top[0].place], top[0].agreement)
        let keys = analysis.model.constraint(forEntry: entryIndex)?.anchorKeys ?? []
        let ends = agreement.reversed ? [site.second, site.first] : [site.first, site.second]
        var names: [ItemKey: String] = [:]
        for (key, end) in zip(keys, ends) { if let end { names[key] = end.item } }
        // Exact: an identifier both say, the line the log says, or the one place that agrees on every feature, every named view's type included.
        let named = [first.item.className, second?.item.className].compactMap { $0 }.count
        // A constant the code gives by name could be any number: never exact on the views alone.
        let exact =
            agreement.identifier || agreement.location
            || (agreement.types > 0 && agreement.types == named && !rivalled && site.constant != nil)
        return SourceMatch(sites: [site], confidence: exact ? .exact : .likely, names: names, evidence: evidence)
    }

    /// What the log says of one constraint, read once for every place it is compared with.
    private struct Logged {
        let constraint: ConstraintEntry
        let first: Anchor
        let second: Anchor?
        let constant: Double
        let multiplier: Double
        /// The classes without their module: `Ledger.SummaryCardView` is `SummaryCardView` in its module's code.
        let firstClass: String?
        let secondClass: String?
        /// Masonry prints a constraint's key in place of its address.
        let printedName: String?
        /// SnapKit's `@File.swift#88`: the file's name and the line.
        let location: (file: String, line: Int)?

        init(constraint: ConstraintEntry, first: Anchor, second: Anchor?) {
            self.constraint = constraint
            self.first = first
            self.second = second
            constant = constraint.equation.constantValue
            multiplier = constraint.equation.multiplierValue
            // A generic or mangled class (`Box<Int>`, `_TtC…`) says nothing the code's type can be checked against.
            let bare = { (name: String?) -> String? in
                guard let name, !name.contains("<"), !name.hasPrefix("_Tt") else { return nil }
                return name.split(separator: ".").last.map(String.init) ?? name
            }
            firstClass = bare(first.item.className)
            secondClass = bare(second?.item.className)
            printedName = constraint.identifier ?? (constraint.address.hasPrefix("0x") ? nil : constraint.address)
            location = constraint.sourceLocation.map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, $0.line) }
        }
    }

    /// What a place shares with a constraint of the log, beyond the
    /// attributes, relation and numbers every candidate shares.
    private struct Agreement {
        /// Written from the other end.
        var reversed = false
        /// Views whose declared type is the log's class.
        var types = 0
        /// Views showing the text, or called by the key, the log prints after their class.
        var texts = 0
        var identifier = false
        /// On the line the log says the constraint was made on.
        var location = false
        /// The place writes the constant out as the log's number, not by a name.
        var written = false

        /// What the views and names confirm: an identifier or the log's line decides, then types and texts.
        var evidenceWeight: Int { (identifier || location ? 100 : 0) + types + texts }
        /// Ranks the candidates: the evidence first, then a number written out.
        var weight: Int { evidenceWeight * 2 + (written ? 1 : 0) }
    }

    /// nil when the place cannot be this constraint; else what it confirms.
    private func agreement(_ site: ConstraintSite, _ logged: Logged) -> Agreement? {
        let equation = logged.constraint.equation
        // The log prints six significant digits (`1.77778` for 16:9).
        let same = Self.same
        if let location = logged.location {
            guard site.line == location.line, site.file == location.file || site.file.hasSuffix("/" + location.file) else { return nil }
        }
        // A priority or identifier the source writes must be the log's.
        guard same(site.priority, logged.constraint.priority.value) else { return nil }
        if let identifier = site.identifier, identifier != logged.printedName { return nil }
        var agreement: Agreement?
        // As written: the log's first item is the code's first end.
        if site.first.attribute == logged.first.attribute, site.second?.attribute == logged.second?.attribute,
            site.relation == equation.relation, same(site.constant, logged.constant), same(site.multiplier, logged.multiplier)
        {
            agreement = viewsAgree(site.first, logged.first.item, logged.firstClass, site.second, logged.second?.item, logged.secondClass)
        }
        // Written from the other end: the constant's sign and the relation turn round.
        if agreement == nil, let siteSecond = site.second, let second = logged.second, Numerics.isUnit(logged.multiplier),
            same(site.multiplier, 1), site.first.attribute == second.attribute, siteSecond.attribute == logged.first.attribute,
            site.relation == equation.relation.reversed, same(site.constant.map { -$0 }, logged.constant)
        {
            agreement = viewsAgree(site.first, second.item, logged.secondClass, siteSecond, logged.first.item, logged.firstClass)
            agreement?.reversed = true
        }
        agreement?.identifier = site.identifier != nil
        agreement?.location = logged.location != nil
        agreement?.written = site.constant != nil
        return agreement
    }

    /// nil when a declared type contradicts the log's class; else the
    /// types and texts that agree. A text that differs is no contradiction:
    /// the app may set another at run time. Two ends, not a list of them:
    /// this runs for every candidate of every constraint.
    private func viewsAgree(
        _ end: ConstraintSite.End, _ item: LayoutItem, _ className: String?,
        _ otherEnd: ConstraintSite.End?, _ otherItem: LayoutItem?, _ otherClassName: String?
    ) -> Agreement? {
        var agreement = Agreement()
        guard add(end, item, className, to: &agreement) else { return nil }
        if let otherEnd, let otherItem, !add(otherEnd, otherItem, otherClassName, to: &agreement) { return nil }
        return agreement
    }

    /// false when the end's declared type contradicts the log's class.
    private func add(_ end: ConstraintSite.End, _ item: LayoutItem, _ className: String?, to agreement: inout Agreement) -> Bool {
        if let type = end.type, let className, className != type {
            // A framework type in the code (`var header: UIView`, `extension UIView`) may hold any subclass of the app's.
            guard CodeIndex.isFrameworkClass(type), !CodeIndex.isFrameworkClass(className) else { return false }
        } else if end.type != nil, className != nil {
            agreement.types += 1
        }
        // Masonry prints a view's key (`MASAttachKeys`) in place of its address: the code's name for it.
        if let key = item.address, !key.hasPrefix("0x"), key == end.item { agreement.texts += 1 }
        if let text = end.text, text == item.label { agreement.texts += 1 }
        return true
    }

    /// The agreement in words, for the best place only: `the log's
    /// @File.swift#12`, `attributes, relation and constant`, `type UILabel`,
    /// `text 'Balance'`, `key nameLabel`, `identifier 'gap'`.
    private func evidence(_ site: ConstraintSite, _ agreement: Agreement, _ logged: Logged) -> [String] {
        var words: [String] = []
        if let location = logged.location { words.append("the log's @\(location.file)#\(location.line)") }
        words.append(site.constant == nil ? "attributes and relation" : "attributes, relation and constant")
        if let line = site.constantSetOn { words.append("the constant set on line \(line)") }
        if let identifier = site.identifier { words.append("identifier '\(identifier)'") }
        let ends = agreement.reversed ? [site.second, site.first] : [site.first, site.second]
        let logItems = [(logged.first.item, logged.firstClass), (logged.second?.item, logged.secondClass)]
        for (end, (item, className)) in zip(ends, logItems) {
            guard let end, let item else { continue }
            if let type = end.type, type == className, !words.contains("type \(type)") { words.append("type \(type)") }
            if let key = item.address, !key.hasPrefix("0x"), key == end.item { words.append("key \(key)") }
            if let text = end.text, text == item.label { words.append("text '\(text)'") }
        }
        return words
    }
}

extension SourceMatcher {
    /// A number the code writes and the log's agree, to the six significant digits the log prints; a name agrees with any.
    static func same(_ written: Double?, _ logged: Double) -> Bool {
        written.map { abs($0 - logged) <= max(1e-6, abs(logged) * 1e-5) } ?? true
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
