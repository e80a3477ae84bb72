import ConstraintSolving
import LayoutAnalysis
import LogParser

/// The "Why:" of a conflict: its arithmetic in words, in the shape the
/// proof has, the plainest first.
///
/// - A centre against an edge: `B centres Button in View, which with A and
///   D puts its leading edge (390 − 200) ÷ 2 = 95 pt after …; C puts it 20 pt after`.
/// - A size against a sum: `A + B + C make Cell 84 pt tall (ImageView 60 pt
///   and 2 gaps of 12 pt), but D fixes it at 44 pt: 40 pt too much`, sizes
///   carried by proportions read back (`ProportionalSizes`).
/// - A size that would have to be negative: `A and B put the trailing edge
///   of Badge 20 pt before its leading edge …` (`WhySentence+Edges.swift`).
/// - One edge put in two places: `A puts the leading edge of Label 15 pt
///   after …, but B puts it 5 pt after: 10 pt apart`.
/// - Any other contradiction: the two sides' totals.
struct WhySentence {
    let conflict: Conflict
    let letters: [Int: String]
    let words: ConstraintWords
    /// The view the conflict is about, which placements are measured from.
    let subject: ItemKey?

    /// The proof as the sentence reads it: the size fixed on the right (see `swapped`).
    var proof: Proof {
        swapped ? Proof(sum: conflict.proof.against, against: conflict.proof.sum, discrepancy: conflict.proof.discrepancy) : conflict.proof
    }
    /// The proof's sides read the other way round, when its one-piece side
    /// fixes a size that the other side's chain leaves at another.
    private let swapped: Bool

    init(conflict: Conflict, letters: [Int: String], words: ConstraintWords, subject: ItemKey? = nil) {
        self.conflict = conflict
        self.letters = letters
        self.words = words
        self.subject = subject
        swapped = false
    }

    private init(swapping other: WhySentence) {
        conflict = other.conflict
        letters = other.letters
        words = other.words
        subject = other.subject
        swapped = true
    }
    var entries: [ListEntry] { words.analysis.report.entries }

    var text: String {
        // Past the margin bound the margin the search took is no number of the log's: the margins are the unknown.
        if words.analysis.verdict == .conflictPastMarginBound, let bounded = pastMarginBound() { return bounded }
        if let centred = centreAgainstEdge() { return centred }
        if let sized = sizeAgainstSum() { return sized }
        if !swapped, let sized = WhySentence(swapping: self).sizeAgainstSum() { return sized }
        if let negative = negativeByEdges() ?? negativeSize() { return negative }
        return twoPlacements() ?? contradiction()
    }

    // MARK: - The three shapes

    /// One constraint fixes or bounds a view's size, and the others add up to another.
    private func sizeAgainstSum() -> String? {
        guard let against = soleSizeAgainst, let letter = letters[against], let equation = sizeEquation(against),
            !sumLetters.isEmpty
        else { return nil }
        let bounded = soleBoundOnTheSum?.relation ?? sumBound
        let subject: String
        let one = sumLetters.count == 1
        let letters = one ? sumLetters[0] : lettersOrCount(sumLetters, countedAs: "the other")
        switch bounded {
        case .greaterThanOrEqual?: subject = "\(letters) \(one ? "needs" : "need")"
        case .lessThanOrEqual?: subject = "\(letters) \(one ? "allows" : "allow")"
        case .equal?, nil: subject = "\(letters) \(one ? "makes" : "make")"
        }
        let bound =
            switch bounded {
            case .greaterThanOrEqual?: "at least "
            case .lessThanOrEqual?: "at most "
            default: ""
            }
        let verb =
            switch equation.relation {
            case .equal: "fixes it at"
            case .greaterThanOrEqual: "needs it at least"
            case .lessThanOrEqual: "allows it at most"
            }
        // The pieces named when there are several to tell apart; a lone piece is the total.
        let nonZero = proof.sum.filter { !Numerics.isZero($0.value) }.count
        let sums = SumTerms(words: words, proportions: proportions(along: equation.firstAttribute.axis))
        let named = nonZero > 1 || !sums.proportions.isEmpty ? sums.phrase(proof.sum) : nil
        let pieces = named.map { " (\($0))" } ?? ""
        // A walk through several proportions comes first, in a sentence of its own.
        let leads = named == nil ? [] : proof.sum.compactMap { $0.entryIndex.flatMap { sums.proportions[$0]?.lead } }
        return leads.map { $0 + ". " }.joined() + "\(subject) \(words.firstItemName(against)) \(bound)\(number(proof.sumTotal)) pt "
            + "\(dimension(equation.firstAttribute))\(pieces)\(flexibleViews), "
            + "but \(letter)\(whoSets(against)) \(verb) \(number(proof.againstTotal)) pt: \(excess)."
    }

    /// The summed constants that count other than once, read back as the
    /// sizes proportions make of them, where they can be.
    /// (A conflict through an aspect ratio has no one axis: the sum's is the size's.)
    private func proportions(along axis: Axis?) -> [Int: ProportionalSizes] {
        var found: [Int: ProportionalSizes] = [:]
        for term in proof.sum where !term.isPlain && !Numerics.isZero(term.value) {
            guard let index = term.entryIndex,
                let sizes = ProportionalSizes(term: term, conflict: conflict, axis: axis, letters: letters, words: words)
            else { continue }
            found[index] = sizes
        }
        return found
    }

    /// When the sum holds an inequality, its total is a bound, not a size:
    /// a lower one when it is too much, an upper one when too little.
    private var sumBound: Relation? {
        let inequality = proof.sum.contains { term in
            term.entryIndex.flatMap { entries[$0].constraint?.equation.relation }.map { $0 != .equal } ?? false
        }
        guard inequality else { return nil }
        return proof.sumTotal > proof.againstTotal ? .greaterThanOrEqual : .lessThanOrEqual
    }

    /// A total as a developer writes it (`44.33`), with four decimals when
    /// two would hide the difference the sentence is about.
    /// With a true minus sign, as every negative in prose.
    func number(_ value: Double) -> String {
        let text = NumberText.prose(conflict.discrepancy) == "0" ? NumberText.points(value) : NumberText.prose(value)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    /// `, set by the table view,`: who fixes the size, when it is not the
    /// app's own constraint (which the list already calls yours).
    func whoSets(_ index: Int) -> String {
        guard let origin = words.analysis.origins[index], origin != .app else { return "" }
        var maker = words.maker(index)
        // The identifier is in the list above; here only who it is.
        if let open = ConstraintWords.closingNote(of: maker) { maker = String(maker[..<open]) }
        if origin == .autoresizingMask { maker = "the " + maker }
        return ", \(maker),"
    }

    /// `14 pt too much` when the pieces need more than the size allows, `too little` when less.
    private var excess: String {
        "\(number(conflict.discrepancy)) pt too \(proof.sumTotal > proof.againstTotal ? "much" : "little")"
    }

    /// Views whose size the log leaves free, which the proof lets shrink to
    /// nothing: ` even if ImageView shrinks to nothing`.
    var flexibleViews: String {
        let views = zeroSizedViews
        switch views.count {
        case 0: return ""
        case 1: return " even if \(views[0]) shrinks to nothing"
        case 2...3: return " even if \(views.spokenList) shrink to nothing"
        default: return " even if its \(views.count) flexible views shrink to nothing"
        }
    }

    /// The constraints would make one view's size negative.
    private func negativeSize() -> String? {
        let negative = conflict.facts.compactMap { fact -> (key: ItemKey, axis: Axis)? in
            guard case .nonNegativeSize(let key, let axis) = fact else { return nil }
            return (key, axis)
        }
        guard negative.count == 1, let (key, axis) = negative.first else { return nil }
        // The discrepancy is positive: the size it forces is its negative, with a true minus sign as elsewhere.
        let size = "−\(NumberText.prose(conflict.discrepancy)) pt \(axis == .horizontal ? "wide" : "tall")"
        let spellsSum = proof.sum.count + proof.against.count > 1 && proof.sum.count <= AnalysisLimits.longestSpelledSum
        let arithmetic = spellsSum ? " (\(isPlain ? proof.text : totals))" : ""
        return "\(allMembers) would make \(words.names.name(of: key)) \(size)\(arithmetic), but sizes cannot be negative."
    }

    /// Any other contradiction: the two sides' totals.
    private func contradiction() -> String {
        let arithmetic = isPlain && proof.sum.count <= AnalysisLimits.longestSpelledSum ? namedSides : totals
        let holds =
            switch conflict.entryIndices.count {
            case 1: "cannot hold"
            case 2: "cannot both hold"
            default: "cannot all hold"
            }
        let context = zeroSizedViews.isEmpty ? "" : " even if \(flexibleViewsInShort) nothing"
        return "\(allMembers) \(holds)\(context): \(arithmetic) — \(apart)."
    }

    // MARK: - Pieces

    /// The one constraint of the right side that counts (the others add
    /// nothing), when it sets a size alone.
    var soleSizeAgainst: Int? {
        let counting = proof.against.count == 1 ? proof.against : proof.against.filter { !Numerics.isZero($0.value) }
        guard counting.count == 1, let index = counting[0].entryIndex, sizeEquation(index) != nil else { return nil }
        return index
    }

    /// Letters of the constraints on the summed side; read swapped, every
    /// other member (a chain of zero gaps has no piece to show).
    var sumLetters: [String] {
        guard swapped, let against = soleSizeAgainst else {
            return proof.sum.compactMap { $0.entryIndex.flatMap { letters[$0] } }
        }
        return conflict.entryIndices.filter { $0 != against }.compactMap { letters[$0] }
    }

    /// Every constraint counts once, so the pieces add up visibly.
    private var isPlain: Bool { (proof.sum + proof.against).allSatisfy(\.isPlain) }

    private var apart: String { "\(number(conflict.discrepancy)) pt apart" }

    /// `one side comes to 10 pt, the other to 6 pt`: the totals alone, each with its unit.
    private var totals: String {
        "one side comes to \(number(proof.sumTotal)) pt, the other to \(number(proof.againstTotal)) pt"
    }

    /// `one side comes to 16 pt (2 gaps of 8 pt), the other to 10 pt`.
    private var namedSides: String {
        let terms = SumTerms(words: words)
        func side(_ pieces: [Proof.Term]) -> String {
            let total = pieces.reduce(0) { $0 + $1.value }
            let named = pieces.filter { !Numerics.isZero($0.value) }.count > 1 ? terms.phrase(pieces).map { " (\($0))" } ?? "" : ""
            return "\(number(total)) pt\(named)"
        }
        return "one side comes to \(side(proof.sum)), the other to \(side(proof.against))"
    }

    /// `A, B and C`, or `These 14 constraints` past the longest sum spelled out.
    var allMembers: String {
        conflict.entryIndices.count > AnalysisLimits.longestSpelledSum
            ? "These \(conflict.entryIndices.count) constraints"
            : conflict.entryIndices.compactMap { letters[$0] }.spokenList
    }

    func lettersOrCount(_ letters: [String], countedAs prefix: String) -> String {
        letters.count > AnalysisLimits.longestSpelledSum
            ? "\(prefix) \(letters.count) constraints"
            : letters.joined(separator: " + ")
    }

    /// Views the proof needs at zero size, by name.
    private var zeroSizedViews: [String] {
        conflict.facts.compactMap { fact in
            guard case .nonNegativeSize(let key, _) = fact else { return nil }
            return words.names.name(of: key)
        }
    }

    /// `Label shrinks to`, `the 4 flexible views shrink to`.
    private var flexibleViewsInShort: String {
        let views = zeroSizedViews
        if views.count == 1 { return "\(views[0]) shrinks to" }
        return views.count <= 3 ? "\(views.spokenList) shrink to" : "the \(views.count) flexible views shrink to"
    }

    /// Entry `index`'s equation when it sets a view's size alone (`View.width == 40`).
    func sizeEquation(_ index: Int) -> Equation? {
        guard let equation = entries[index].constraint?.equation, equation.rhs == nil, equation.firstAttribute.isSize
        else { return nil }
        return equation
    }

    /// The summed side's one constraint, when it only bounds a size (`View.width >= 40`).
    private var soleBoundOnTheSum: Equation? {
        guard proof.sum.count == 1, let single = proof.sum[0].entryIndex, let equation = sizeEquation(single),
            equation.relation != .equal
        else { return nil }
        return equation
    }

    func dimension(_ attribute: Attribute) -> String { attribute == .width ? "wide" : "tall" }
}
