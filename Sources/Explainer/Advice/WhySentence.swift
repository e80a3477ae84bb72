import LogParser

/// The "Why:" of a conflict: its arithmetic in words, in one of three
/// shapes, picked by what the proof adds up.
///
/// - A size against a sum: `A + B + C make Cell 12 + 60 + 12 = 84 pt tall,
///   but D fixes it at 44 pt — 40 pt apart.`
/// - A size that would have to be negative: `A and B would make Label
///   -20 pt wide (100, but 120), but sizes cannot be negative.`
/// - Any other contradiction: `A, B and C cannot all hold: 8 + 8 = 16,
///   but 10 — 6 pt apart.`
struct WhySentence {
    let conflict: Conflict
    let letters: [Int: String]
    let words: ConstraintWords

    private var proof: Proof { conflict.proof }
    private var entries: [ListEntry] { words.analysis.report.entries }

    var text: String {
        if let sized = sizeAgainstSum() { return sized }
        if let negative = negativeSize() { return negative }
        return contradiction()
    }

    // MARK: - The three shapes

    /// One constraint fixes or bounds a view's size, and the others add up to another.
    private func sizeAgainstSum() -> String? {
        guard proof.against.count == 1, let against = proof.against[0].entryIndex, let letter = letters[against],
            let equation = sizeEquation(against), !sumLetters.isEmpty
        else { return nil }
        let bounded = soleBoundOnTheSum
        let subject: String
        switch bounded?.relation {
        case .greaterThanOrEqual?: subject = "\(sumLetters[0]) needs"
        case .lessThanOrEqual?: subject = "\(sumLetters[0]) allows"
        case .equal?, nil:
            subject = sumLetters.count == 1 ? "\(sumLetters[0]) makes" : "\(lettersOrCount(sumLetters, countedAs: "the other")) make"
        }
        let bound =
            switch bounded?.relation {
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
        let sum =
            isPlain && proof.sum.count > 1 && proof.sum.count <= AnalysisLimits.longestSpelledSum
            ? "\(sumTerms.joined(separator: " + ")) = \(NumberText.points(proof.sumTotal)) pt"
            : "\(NumberText.points(proof.sumTotal)) pt"
        let evenWith = zeroSizes.isEmpty ? "" : " even with \(zeroSizes.spokenList) (sizes cannot be negative),"
        return "\(subject) \(words.firstItemName(against)) \(bound)\(sum) \(dimension(equation.firstAttribute)),\(evenWith) "
            + "but \(letter) \(verb) \(NumberText.points(proof.againstTotal)) pt — \(apart)."
    }

    /// The constraints would make one view's size negative.
    private func negativeSize() -> String? {
        let negative = conflict.facts.compactMap { fact -> (key: String, axis: Axis)? in
            guard case .nonNegativeSize(let key, let axis) = fact else { return nil }
            return (key, axis)
        }
        guard negative.count == 1, let (key, axis) = negative.first else { return nil }
        let size = "\(NumberText.points(-conflict.discrepancy)) pt \(axis == .horizontal ? "wide" : "tall")"
        let spellsSum = proof.sum.count + proof.against.count > 1 && proof.sum.count <= AnalysisLimits.longestSpelledSum
        let arithmetic = spellsSum ? " (\(isPlain ? proof.text : totals))" : ""
        return "\(allMembers) would make \(words.names.name(of: key)) \(size)\(arithmetic), but sizes cannot be negative."
    }

    /// Any other contradiction: the two sides' totals.
    private func contradiction() -> String {
        let arithmetic = isPlain && proof.sum.count <= AnalysisLimits.longestSpelledSum ? labelledSides : totals
        let holds =
            switch conflict.entryIndices.count {
            case 1: "cannot hold"
            case 2: "cannot both hold"
            default: "cannot all hold"
            }
        let context = zeroSizes.isEmpty ? "" : " with \(zeroSizes.spokenList) (sizes cannot be negative)"
        return "\(allMembers) \(holds)\(context): \(arithmetic) — \(apart)."
    }

    // MARK: - Pieces

    /// Letters of the constraints on the summed side.
    private var sumLetters: [String] { proof.sum.compactMap { $0.entryIndex.flatMap { letters[$0] } } }

    /// The summed side's numbers, an assumed margin marked as such.
    private var sumTerms: [String] { proof.sum.map(term) }

    private func term(_ term: Proof.Term) -> String {
        NumberText.points(term.value) + (term.fact?.isAssumption == true ? " (default margin)" : "")
    }

    /// Every constraint counts once, so the pieces add up visibly.
    private var isPlain: Bool { (proof.sum + proof.against).allSatisfy(\.isPlain) }

    private var apart: String { "\(NumberText.points(conflict.discrepancy)) pt apart" }

    private var totals: String { "\(NumberText.points(proof.sumTotal)), but \(NumberText.points(proof.againstTotal))" }

    /// `8 + 8 (default margin) = 16, but 10`.
    private var labelledSides: String {
        func side(_ terms: [Proof.Term]) -> String {
            let total = terms.reduce(0) { $0 + $1.value }
            return terms.count > 1
                ? terms.map(term).joined(separator: " + ") + " = \(NumberText.points(total))"
                : terms.first.map(term) ?? "0"
        }
        return "\(side(proof.sum)), but \(side(proof.against))"
    }

    /// `A, B and C`, or `These 14 constraints` past the longest sum spelled out.
    private var allMembers: String {
        conflict.entryIndices.count > AnalysisLimits.longestSpelledSum
            ? "These \(conflict.entryIndices.count) constraints"
            : conflict.entryIndices.compactMap { letters[$0] }.spokenList
    }

    private func lettersOrCount(_ letters: [String], countedAs prefix: String) -> String {
        letters.count > AnalysisLimits.longestSpelledSum
            ? "\(prefix) \(letters.count) constraints"
            : letters.joined(separator: " + ")
    }

    /// Views the proof needs at zero size: `Label 0 pt wide`.
    private var zeroSizes: [String] {
        conflict.facts.compactMap { fact in
            guard case .nonNegativeSize(let key, let axis) = fact else { return nil }
            return "\(words.names.name(of: key)) \(axis == .horizontal ? "0 pt wide" : "0 pt tall")"
        }
    }

    /// Entry `index`'s equation when it sets a view's size alone (`View.width == 40`).
    private func sizeEquation(_ index: Int) -> Equation? {
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

    private func dimension(_ attribute: Attribute) -> String { attribute == .width ? "wide" : "tall" }
}
