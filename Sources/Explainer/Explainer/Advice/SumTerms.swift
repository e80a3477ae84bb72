import ConstraintSolving
import LayoutAnalysis
import LogParser

/// The summed side of a proof in words: each piece named by what it is (a
/// view's size, a gap, a default margin), equal gaps counted together,
/// pieces of zero left out: `UILabel 'Price' 120 pt and 3 gaps of 8 pt`.
struct SumTerms {
    let words: ConstraintWords
    /// Constants that count other than once, by entry, read back as the sizes they make.
    var proportions: [Int: ProportionalSizes] = [:]

    /// nil when the pieces would not add up visibly (a multiplier not read
    /// back as sizes, a negative piece), or when none is left to name.
    func phrase(_ terms: [Proof.Term]) -> String? {
        let readable = terms.allSatisfy { term in
            // A proportion's own constant is 0: it adds nothing, however many times it counts.
            Numerics.isZero(term.value) || term.value > 0 && (term.isPlain || term.entryIndex.flatMap { proportions[$0] } != nil)
        }
        guard readable else { return nil }
        var sizes: [String] = []
        var gaps: [Double] = []
        var margins: [Double] = []
        var others: [Double] = []
        for term in terms where !Numerics.isZero(term.value) {
            if term.fact?.isAssumption == true {
                margins.append(term.value)
            } else if !term.isPlain, let index = term.entryIndex, let sized = proportions[index] {
                sizes += sized.pieces.map { "\($0.name) \($0.arithmetic) pt" }
            } else if let index = term.entryIndex, let view = sizedView(index) {
                sizes.append("\(view) \(NumberText.prose(term.value)) pt")
            } else if let index = term.entryIndex, isGap(index) {
                gaps.append(term.value)
            } else {
                others.append(term.value)
            }
            // Too many to spell: a row of thousands would be named in full before it is dropped.
            if sizes.count > AnalysisLimits.longestSpelledSum { return nil }
        }
        var parts = sizes
        if let gaps = Self.counted(gaps, one: "gap") { parts.append(gaps) }
        if let margins = Self.counted(margins, one: "default margin") { parts.append(margins) }
        if let others = Self.counted(others, one: "offset") { parts.append(others) }
        guard !parts.isEmpty, parts.count <= AnalysisLimits.longestSpelledSum else { return nil }
        return parts.spokenList
    }

    /// `a gap of 8 pt`, `3 gaps of 8 pt`, `gaps of 8, 12 and 16 pt`.
    static func counted(_ values: [Double], one: String) -> String? {
        guard let first = values.first else { return nil }
        let text = NumberText.prose(first)
        if values.allSatisfy({ NumberText.prose($0) == text }) {
            return values.count == 1 ? "a\(one.first == "o" ? "n" : "") \(one) of \(text) pt" : "\(values.count) \(one)s of \(text) pt"
        }
        guard values.count <= AnalysisLimits.longestSpelledSum else {
            return "\(values.count) \(one)s of \(NumberText.prose(values.reduce(0, +))) pt in all"
        }
        return "\(one)s of " + values.map(NumberText.prose).spokenList + " pt"
    }

    /// The view an entry sizes alone (`Label.width == 120`), by name.
    private func sizedView(_ index: Int) -> String? {
        guard let equation = words.analysis.report.entries[index].constraint?.equation, equation.rhs == nil,
            equation.firstAttribute.isSize
        else { return nil }
        return words.firstItemName(index)
    }

    /// An entry that spaces two edges of one axis (`B.leading == A.trailing + 8`).
    private func isGap(_ index: Int) -> Bool {
        guard let equation = words.analysis.report.entries[index].constraint?.equation, equation.rhs != nil else { return false }
        return !equation.firstAttribute.isSize && equation.secondAttribute?.isSize == false
    }
}
