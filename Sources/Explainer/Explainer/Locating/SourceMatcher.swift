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
/// declared type differs is no candidate; what makes one candidate `exact`
/// is evidence only the log's views share (the app's class, a text, a key,
/// the name a sure place gives a view), never UIKit's class alone.
struct SourceMatcher {
    let index: CodeIndex
    let analysis: ReportAnalysis
    /// The views the report shows an autoresizing mask for: their translation is on.
    private let masked: Set<ItemKey>

    init(index: CodeIndex, analysis: ReportAnalysis) {
        self.index = index
        self.analysis = analysis
        masked = Set(analysis.report.entries.indices.compactMap { Self.maskedView(of: $0, in: analysis) })
    }

    /// The view whose mask an autoresizing constraint is: its first item, but the other where the first is the
    /// superview (`V:[icon]-(0)-|` reads `superview.bottom == icon.bottom`).
    static func maskedView(of entryIndex: Int, in analysis: ReportAnalysis) -> ItemKey? {
        guard analysis.origins[entryIndex] == .autoresizingMask, let constraint = analysis.report.entries[entryIndex].constraint,
            case .anchor(let first) = constraint.equation.lhs, let keys = analysis.model.constraint(forEntry: entryIndex)?.anchorKeys,
            let firstKey = keys.first
        else { return nil }
        return keys.count > 1 && constraint.superview == first.item ? keys[1] : firstKey
    }

    /// The name the code gives a view, in the file where one of its constraints was found.
    typealias KnownName = (file: String, name: String, sure: Bool)

    /// Every entry of the report found in the source, by index: the
    /// constraints the code makes, then the masks' frames, by the names
    /// the code gives their views where those constraints were found (`FrameMatcher`).
    func matches() -> [Int: SourceMatch] {
        var found: [Int: SourceMatch] = [:]
        for index in analysis.report.entries.indices {
            if let match = match(index) { found[index] = match }
        }
        // A view is one address: once a constraint of it is sure at a name, another place that names it so in that file is
        // the same view, evidence as good as its class; a likely place's name breaks a tie, no more. Each pass may place
        // more constraints, so give more names.
        var names = Self.names(found)
        for _ in 0..<3 {
            var grew = false
            for (index, match) in found where match.confidence != .exact && hasName(index, in: names) {
                if let again = self.match(index, known: names), again.confidence.rank > match.confidence.rank {
                    found[index] = again
                    grew = true
                }
            }
            guard grew else { break }
            names = Self.names(found)
        }
        let frames = FrameMatcher(index: index, analysis: analysis, names: names)
        for index in analysis.report.entries.indices where found[index] == nil {
            if let match = frames.match(index) { found[index] = match }
        }
        return found
    }

    /// Whether another place of the report names a view of this entry: else matching it again changes nothing.
    private func hasName(_ entryIndex: Int, in names: [ItemKey: KnownName]) -> Bool {
        analysis.model.anchorKeys(forEntry: entryIndex).contains { names[$0] != nil }
    }

    /// One name for each view: sure places first, then in the log's order, whatever the order of the dictionary.
    private static func names(_ found: [Int: SourceMatch]) -> [ItemKey: KnownName] {
        var names: [ItemKey: KnownName] = [:]
        let named = found.sorted { ($0.value.confidence == .exact ? 0 : 1, $0.key) < ($1.value.confidence == .exact ? 0 : 1, $1.key) }
        for match in named.map(\.value) where match.confidence != .candidates {
            for (key, name) in match.names.sorted(by: { $0.value < $1.value }) where names[key] == nil {
                names[key] = (match.sites[0].file, name, match.confidence == .exact)
            }
        }
        return names
    }

    /// `known`: the names other places of the report give its views, and whether those are sure (`matches()`).
    func match(_ entryIndex: Int, known: [ItemKey: KnownName] = [:]) -> SourceMatch? {
        guard analysis.origins[entryIndex] == .app, let constraint = analysis.report.entries[entryIndex].constraint,
            case .anchor(let first) = constraint.equation.lhs
        else { return nil }
        var second: Anchor?
        if let rhs = constraint.equation.rhs {
            guard case .anchor(let anchor) = rhs else { return nil }
            second = anchor
        }
        let keys = analysis.model.anchorKeys(forEntry: entryIndex)
        let name = { (end: Int) -> KnownName? in keys.indices.contains(end) ? known[keys[end]] : nil }
        let isMasked = { (end: Int) in keys.indices.contains(end) && masked.contains(keys[end]) }
        let logged = Logged(
            constraint: constraint, first: first, second: second, firstKnown: name(0), secondKnown: name(1), firstMasked: isMasked(0),
            secondMasked: isMasked(1))
        // `(LTR)`: the code may have said left and right (`leftAnchor`), which the log prints as leading and trailing.
        let readings = [logged] + (logged.withFixedDirection.map { [$0] } ?? [])
        var candidates: [Int] = []
        for reading in readings {
            // Only places with the attribute and constant of one end can be it, written from either end.
            candidates += index.places(first: reading.first.attribute, constant: reading.constant, type: reading.firstClass)
            if let second = reading.second {
                candidates += index.places(first: second.attribute, constant: -reading.constant, type: reading.secondClass)
            }
        }
        // The places read in the index's own storage, each compared where it lies: copying one for every candidate cost
        // more than the comparison. Unordered here; the top places are put in the index's order below.
        var scored: [Scored] = []
        index.sites.withUnsafeBufferPointer { sites in
            for place in Set(candidates) {
                var chosen: Scored?
                for number in readings.indices {
                    guard let found = self.agreement(sites[place], readings[number]), found.weight > chosen?.agreement.weight ?? -1
                    else { continue }
                    chosen = Scored(place: place, agreement: found, reading: number)
                }
                if let chosen { scored.append(chosen) }
            }
        }
        guard !scored.isEmpty else { return nil }
        let best = scored.reduce(Int.min) { max($0, $1.agreement.weight) }
        // A call whose constant a later line sets is one place however many constants it has.
        var placesSeen: Set<PlaceKey> = []
        let top = scored.filter { $0.agreement.weight == best }.sorted { $0.place < $1.place }.filter {
            placesSeen.insert(PlaceKey(index.sites[$0.place])).inserted
        }
        // Another place as well confirmed, outranked only by a number it leaves to a name: not for sure.
        let topWeight = top[0].agreement.evidenceWeight
        let topPlace = PlaceKey(index.sites[top[0].place])
        var rivalled = false
        index.sites.withUnsafeBufferPointer { sites in
            for other in scored where other.agreement.evidenceWeight >= topWeight {
                let site = sites[other.place]
                if site.line != topPlace.line || site.file != topPlace.file {
                    rivalled = true
                    break
                }
            }
        }
        let evidence = self.evidence(index.sites[top[0].place], top[0].agreement, readings[top[0].reading])
        if top.count > 1 {
            return SourceMatch(sites: top.map { index.sites[$0.place] }, confidence: .candidates, names: [:], evidence: evidence)
        }
        let (site, agreement) = (index.sites[top[0].place], top[0].agreement)
        let ends = agreement.reversed ? [site.second, site.first] : [site.first, site.second]
        var names: [ItemKey: String] = [:]
        for (key, end) in zip(keys, ends) { if let end { names[key] = end.item } }
        // Exact: an identifier both say, the line the log says, or the one place that agrees on every feature,
        // every named view's type included, and something only these views share: the app's class, a text, a key, or the
        // name a sure place gives the view.
        let named = [first.item.className, second?.item.className].compactMap { $0 }.count
        // A constant the code gives by name could be any number: never exact on the views alone.
        // A format handed to other code is made by a call unread: only an identifier or the log's line is sure of it.
        let exact =
            agreement.identifier || agreement.location
            || (!site.isIndirect && agreement.appTypes + agreement.texts + agreement.linked > 0 && agreement.types == named && !rivalled
                && site.constant != nil)
        return SourceMatch(sites: [site], confidence: exact ? .exact : .likely, names: names, evidence: evidence)
    }

    /// What the log says of one constraint, read once for every place it is compared with.
    private struct Logged {
        let constraint: ConstraintEntry
        var first: Anchor
        var second: Anchor?
        var constant: Double
        let multiplier: Double
        /// The classes without their module: `Ledger.SummaryCardView` is `SummaryCardView` in its module's code.
        let firstClass: String?
        let secondClass: String?
        /// Masonry prints a constraint's key in place of its address.
        let printedName: String?
        /// SnapKit's `@File.swift#88`: the file's name and the line.
        let location: (file: String, line: Int)?
        /// The names other places of the report give the two views.
        let firstKnown: KnownName?
        let secondKnown: KnownName?
        /// The report shows the view's autoresizing mask.
        let firstMasked: Bool
        let secondMasked: Bool

        init(
            constraint: ConstraintEntry, first: Anchor, second: Anchor?, firstKnown: KnownName?, secondKnown: KnownName?,
            firstMasked: Bool, secondMasked: Bool
        ) {
            self.constraint = constraint
            self.firstKnown = firstKnown
            self.secondKnown = secondKnown
            self.firstMasked = firstMasked
            self.secondMasked = secondMasked
            self.first = first
            self.second = second
            constant = constraint.equation.constantValue
            multiplier = constraint.equation.multiplierValue
            firstClass = SourceMatcher.codeClass(first.item.className)
            secondClass = SourceMatcher.codeClass(second?.item.className)
            printedName = constraint.identifier ?? (constraint.address.hasPrefix("0x") ? nil : constraint.address)
            location = constraint.sourceLocation.map { ($0.path.split(separator: "/").last.map(String.init) ?? $0.path, $0.line) }
        }

        /// The left or right the code may have written where the log prints leading or trailing with a
        /// direction (`H:|-(22)-[view](LTR)`); right to left, leading is the right edge and gaps run the
        /// other way. nil when no direction is printed, or neither end is a leading or trailing.
        var withFixedDirection: Logged? {
            guard let direction = constraint.direction else { return nil }
            let leftToRight = direction == .leftToRight
            let fixed = { (attribute: Attribute) -> Attribute? in
                switch attribute {
                case .leading: leftToRight ? .left : .right
                case .trailing: leftToRight ? .right : .left
                default: nil
                }
            }
            guard fixed(first.attribute) != nil || second.flatMap({ fixed($0.attribute) }) != nil else { return nil }
            var reading = self
            reading.first = Anchor(item: first.item, attribute: fixed(first.attribute) ?? first.attribute)
            reading.second = second.map { Anchor(item: $0.item, attribute: fixed($0.attribute) ?? $0.attribute) }
            if !leftToRight { reading.constant = -constant }
            return reading
        }
    }

    /// A file and line, compared without building the `place` text for each of thousands of candidates.
    private struct PlaceKey: Hashable {
        let file: String
        let line: Int

        init(_ site: ConstraintSite) {
            file = site.file
            line = site.line
        }
    }

    /// A place and what it shares with one reading of the log's constraint.
    private struct Scored {
        let place: Int
        let agreement: Agreement
        let reading: Int
    }

    /// What a place shares with a constraint of the log, beyond the
    /// attributes, relation and numbers every candidate shares.
    private struct Agreement {
        /// Written from the other end.
        var reversed = false
        /// Views whose declared type is the log's class.
        var types = 0
        /// Of those, the ones of the app's own class: a framework class (`UILabel`) is shared by every view of its kind, no evidence alone.
        var appTypes = 0
        /// Views showing the text, or called by the key, the log prints after their class.
        var texts = 0
        /// Views the place calls by the name a sure place of another of their constraints gives them, in the same file.
        var linked = 0
        /// The same, where that place is only likely: it breaks a tie, and is no evidence.
        var linkedLikely = 0
        var identifier = false
        /// On the line the log says the constraint was made on.
        var location = false
        /// The place writes the constant out as the log's number, not by a name.
        var written = false

        /// What the views and names confirm: an identifier or the log's line decides, then types and texts.
        var evidenceWeight: Int { (identifier || location ? 100 : 0) + types + texts + linked }
        /// Ranks the candidates: the evidence first, then a likely place's name for a view, then a number written out.
        var weight: Int { evidenceWeight * 8 + min(linkedLikely, 2) * 2 + (written ? 1 : 0) }
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
            agreement = viewsAgree(site, logged, reversed: false)
        }
        // Written from the other end: the constant's sign and the relation turn round.
        if agreement == nil, let siteSecond = site.second, let second = logged.second, Numerics.isUnit(logged.multiplier),
            same(site.multiplier, 1), site.first.attribute == second.attribute, siteSecond.attribute == logged.first.attribute,
            site.relation == equation.relation.reversed, same(site.constant.map { -$0 }, logged.constant)
        {
            agreement = viewsAgree(site, logged, reversed: true)
            agreement?.reversed = true
        }
        agreement?.identifier = site.identifier != nil
        agreement?.location = logged.location != nil
        agreement?.written = site.constant != nil
        return agreement
    }

    /// nil when a declared type contradicts the log's class; else the
    /// types, texts and names that agree. A text that differs is no contradiction:
    /// the app may set another at run time. Each end read in place, no copy of
    /// what the log says of it: this runs for every candidate of every constraint.
    private func viewsAgree(_ site: ConstraintSite, _ logged: Logged, reversed: Bool) -> Agreement? {
        var agreement = Agreement()
        guard add(site.first, ofLogged: !reversed, logged, site, to: &agreement) else { return nil }
        if let second = site.second, logged.second != nil, !add(second, ofLogged: reversed, logged, site, to: &agreement) {
            return nil
        }
        return agreement
    }

    /// false when the end's declared type contradicts the log's class. `first`: the end is the log's first item's.
    private func add(
        _ end: ConstraintSite.End, ofLogged first: Bool, _ logged: Logged, _ site: ConstraintSite, to agreement: inout Agreement
    ) -> Bool {
        let className = first ? logged.firstClass : logged.secondClass
        let documentView = site.kind == .interfaceBuilder ? index.documentView(file: site.file, item: end.item) : nil
        // A document's view it lays out with constraints has no mask; the log shows this one's, so it is another view.
        if first ? logged.firstMasked : logged.secondMasked, documentView?.translationOff == true,
            !index.turnsTranslationOn(end.item)
        {
            return false
        }
        if let className, documentView?.identifier == className {
            // AppKit prints the view's identifier in place of its class: as good as the app's class.
            agreement.types += 1
            agreement.appTypes += 1
        } else if let type = end.type, let className, className != type {
            // A framework type in the code (`var header: UIView`, `extension UIView`) may hold any subclass of the app's.
            guard CodeIndex.isFrameworkClass(type), !CodeIndex.isFrameworkClass(className) else { return false }
        } else if let className, end.type != nil {
            agreement.types += 1
            if !CodeIndex.isFrameworkClass(className) { agreement.appTypes += 1 }
        }
        if let known = first ? logged.firstKnown : logged.secondKnown, known.name == end.item, known.file == site.file {
            if known.sure { agreement.linked += 1 } else { agreement.linkedLikely += 1 }
        }
        guard let item = first ? logged.first.item : logged.second?.item else { return true }
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
        if site.isIndirect { words.append("a format handed to other code") }
        if let identifier = site.identifier { words.append("identifier '\(identifier)'") }
        let ends = agreement.reversed ? [site.second, site.first] : [site.first, site.second]
        let logItems = [
            (logged.first.item, logged.firstClass, logged.firstKnown), (logged.second?.item, logged.secondClass, logged.secondKnown),
        ]
        for (end, (item, className, known)) in zip(ends, logItems) {
            guard let end, let item else { continue }
            if let type = end.type, type == className, !words.contains("type \(type)") { words.append("type \(type)") }
            let linked = "\(end.item), as its other constraints call it"
            if let known, known.name == end.item, known.file == site.file, !words.contains(linked) { words.append(linked) }
            if let key = item.address, !key.hasPrefix("0x"), key == end.item { words.append("key \(key)") }
            if let text = end.text, text == item.label { words.append("text '\(text)'") }
        }
        return words
    }
}

extension SourceMatcher {
    /// The log's class as the code names it, without its module (`Ledger.SummaryCardView` is `SummaryCardView`);
    /// nil for a generic or mangled class (`Box<Int>`, `_TtC…`), which says nothing a declared type can be checked against.
    static func codeClass(_ name: String?) -> String? {
        guard let name, !name.contains("<"), !name.hasPrefix("_Tt") else { return nil }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

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
