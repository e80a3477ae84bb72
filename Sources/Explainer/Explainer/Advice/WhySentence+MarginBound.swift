import ConstraintSolving
import LayoutAnalysis
import LogParser

/// The "Why:" of a conflict found just past the margin bound
/// (`conflictPastMarginBound`): the margins the log does not print are the
/// unknown, so the sentence gives the room the other pieces leave them and
/// the bound that puts on them, recomputed from the proof's own terms and
/// checked against the bound solved for (`MarginRange`). The margin the
/// search took past the bound appears in no sentence.
extension WhySentence {
    /// `A + B + C + D make Cell 183 pt tall besides 2 layout margins (…),
    /// but E fixes it at 199 pt: that leaves 16 pt for the 2 margins, at most
    /// 8 pt each if they are alike. UIKit's default is 8 pt, …`; nil when the
    /// proof's terms do not give the bound solved for.
    func pastMarginBound() -> String? {
        guard let range = words.analysis.marginRange, let bound = range.upper ?? range.lower else { return nil }
        let isMargin = { (term: Proof.Term) in term.fact?.isAssumption == true }
        let sumMargins = proof.sum.filter(isMargin).reduce(0) { $0 + $1.multiplier }
        let againstMargins = proof.against.filter(isMargin).reduce(0) { $0 + $1.multiplier }
        let sumFixed = proof.sum.filter { !isMargin($0) }.reduce(0) { $0 + $1.value }
        let againstFixed = proof.against.filter { !isMargin($0) }.reduce(0) { $0 + $1.value }
        // The margins on one side only; where the sides meet is the bound, and a
        // proof that says otherwise is not this one's words.
        guard Numerics.isZero(sumMargins) != Numerics.isZero(againstMargins) else { return nil }
        let onSum = !Numerics.isZero(sumMargins)
        let margins = onSum ? sumMargins : againstMargins
        let room = onSum ? againstFixed - sumFixed : sumFixed - againstFixed
        guard abs(room / margins - bound) <= Numerics.layoutResolution, room > 0 else { return nil }
        let count = Int(margins.rounded())
        guard Numerics.isZero(margins - Double(count)), count > 0 else { return nil }
        let opening =
            onSum
            ? sizedOpening(fixed: sumFixed, count: count) ?? sidesOpening(sumFixed, count, againstFixed, 0)
            : sidesOpening(sumFixed, 0, againstFixed, count)
        return "\(opening): \(share(room, count: count, bound: bound, range: range)). \(defaultAndFinding(range, bound: bound))"
    }

    /// `that leaves 16 pt for the 2 margins, at most 8 pt each if they are alike`,
    /// `the margin must make up at least 8 pt`.
    private func share(_ room: Double, count: Int, bound: Double, range: MarginRange) -> String {
        let exact = range.lower.map { lower in range.upper.map { abs($0 - lower) <= Numerics.layoutResolution } ?? false } ?? false
        let margins = count == 1 ? "the margin" : "the \(count) margins"
        let limit = exact ? "exactly" : range.upper != nil ? "at most" : "at least"
        let each = "\(limit) \(NumberText.prose(bound)) pt" + (count == 1 ? "" : " each if they are alike")
        if exact || range.upper != nil { return "that leaves \(NumberText.prose(room)) pt for \(margins), \(each)" }
        return "\(margins) must make up at least \(NumberText.prose(room)) pt" + (count == 1 ? "" : ", \(each)")
    }

    /// `A + B + C + D make Cell 183 pt tall besides 2 layout margins (ImageView 121 pt, …), but E fixes it at 199 pt`.
    private func sizedOpening(fixed: Double, count: Int) -> String? {
        guard let against = soleSizeAgainst, let letter = letters[against], let equation = sizeEquation(against),
            equation.relation == .equal, !sumLetters.isEmpty
        else { return nil }
        let pieces = proof.sum.filter { $0.fact?.isAssumption != true }
        let named = pieces.filter { !Numerics.isZero($0.value) }.count > 1 ? SumTerms(words: words).phrase(pieces) : nil
        let one = sumLetters.count == 1
        // An inequality among the pieces makes their total a bound: a lower one where larger margins break them.
        let bounded = pieces.contains { term in
            term.entryIndex.flatMap { entries[$0].constraint?.equation.relation }.map { $0 != .equal } ?? false
        }
        let larger = words.analysis.marginRange?.upper != nil
        let verb = !bounded ? (one ? "makes" : "make") : larger ? (one ? "needs" : "need") : (one ? "allows" : "allow")
        let limit = !bounded ? "" : larger ? "at least " : "at most "
        let makes = "\(one ? sumLetters[0] : lettersOrCount(sumLetters, countedAs: "the other")) \(verb)"
        let margins = count == 1 ? "a layout margin" : "\(count) layout margins"
        return "\(makes) \(words.firstItemName(against)) \(limit)\(NumberText.prose(fixed)) pt \(dimension(equation.firstAttribute)) "
            + "besides \(margins)\(named.map { " (\($0))" } ?? "")\(flexibleViews), but \(letter)\(whoSets(against)) "
            + "fixes it at \(NumberText.prose(proof.againstTotal)) pt"
    }

    /// `A and B come to 8 pt on one side, a layout margin on the other`.
    private func sidesOpening(_ sumFixed: Double, _ sumMargins: Int, _ againstFixed: Double, _ againstMargins: Int) -> String {
        func side(_ fixed: Double, _ margins: Int) -> String {
            let named = margins == 0 ? nil : margins == 1 ? "a layout margin" : "\(margins) layout margins"
            guard let named else { return "\(NumberText.prose(fixed)) pt" }
            return Numerics.isZero(fixed) ? named : "\(NumberText.prose(fixed)) pt and \(named)"
        }
        return "\(allMembers) come to \(side(sumFixed, sumMargins)) on one side, \(side(againstFixed, againstMargins)) on the other"
    }

    /// `UIKit's default margin is 8 pt, at which they just fit; UIKit found them conflicting, so the margins it used were larger (the log does not print them).`
    private func defaultAndFinding(_ range: MarginRange, bound: Double) -> String {
        let engine = words.engine
        let fit = abs(bound - ReportAnalyzer.defaultMargin) <= Numerics.layoutResolution ? "just fit" : "fit"
        let other: String
        switch (range.lower, range.upper) {
        case (let lower?, let upper?) where abs(upper - lower) <= Numerics.layoutResolution:
            other = "not \(NumberText.prose(upper)) pt"
        case (let lower?, let upper?): other = "outside \(NumberText.prose(lower)) to \(NumberText.prose(upper)) pt"
        case (_, .some): other = "larger"
        default: other = "smaller"
        }
        return "\(engine)'s default margin is \(NumberText.prose(ReportAnalyzer.defaultMargin)) pt, at which they \(fit); "
            + "\(engine) found them conflicting, so the margins it used were \(other) (the log does not print them)."
    }
}
