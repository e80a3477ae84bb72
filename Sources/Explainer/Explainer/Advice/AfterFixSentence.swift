import LayoutAnalysis
import LogParser

/// "With the fix, …": what the screen shows once the fix is applied and
/// solved, every number read off that layout (`AfterFix`).
extension AdviceBuilder {
    /// Constraints that hold, named one by one up to this many; past it, counted.
    static let keptNamed = 6

    func afterFixSentence(_ after: AfterFix, letters: [Int: String]) -> String {
        var clauses: [String] = []
        let sizes = sizesClause(after.sizes)
        let gone = after.removed.compactMap { letters[$0] }
        if !gone.isEmpty { clauses.append("\(gone.spokenList) \(gone.count == 1 ? "goes" : "go")") }
        if let together = after.givenWayTogether, together > 0 {
            clauses.append("the \(after.relaxedCount) lowered give way by \(NumberText.prose(together)) pt in all")
        }
        let bound = analysis.marginRange.flatMap { $0.upper ?? $0.lower }
        for given in after.givenWay {
            guard let letter = letters[given.entryIndex] else { continue }
            if let bound, analysis.verdict == .conflictPastMarginBound {
                let past = analysis.marginRange?.upper != nil ? "take past" : "fall short of"
                clauses.append("\(letter) gives way by what the margins \(past) \(NumberText.prose(bound)) pt")
            } else {
                clauses.append("\(letter) gives way by \(NumberText.prose(given.by)) pt")
            }
        }
        let kept = after.keeps.compactMap { letters[$0] }
        if kept.count > Self.keptNamed {
            clauses.append("the other \(kept.count) hold")
        } else if !kept.isEmpty {
            clauses.append("\(kept.spokenList) \(kept.count == 1 ? "holds" : "hold")")
        }
        let left =
            analysis.verdict == .conflictPastMarginBound ? "no conflict is left \(marginsHeld(after.marginRange))" : "no conflict is left"
        var text = "With the fix, " + ([sizes].compactMap { $0 } + clauses + [left + "."]).joined(separator: "; ")
        if after.changesScreen == false {
            text += " The screen stays as \(words.engine) left it, now without the warning."
        }
        return text
    }

    /// `with margins up to 45 pt`, `at any margin`: where the fixed constraints hold, solved for.
    private func marginsHeld(_ range: MarginRange?) -> String {
        switch (range?.lower, range?.upper) {
        case (nil, nil): "at any margin"
        case (nil, let upper?): "with margins up to \(NumberText.prose(upper)) pt"
        case (let lower?, nil): "with margins of \(NumberText.prose(lower)) pt or more"
        case (let lower?, let upper?): "with margins from \(NumberText.prose(lower)) to \(NumberText.prose(upper)) pt"
        }
    }

    /// `FormatBar is 0 pt tall and UIStackView 0 pt tall`; nil when no size is fixed.
    private func sizesClause(_ sizes: [AfterFix.Size]) -> String? {
        var order: [ItemKey] = []
        var byView: [ItemKey: [String]] = [:]
        for size in sizes {
            if byView[size.view] == nil { order.append(size.view) }
            byView[size.view, default: []].append("\(NumberText.prose(size.size)) pt \(size.axis == .horizontal ? "wide" : "tall")")
        }
        let parts = order.enumerated().map { position, key in
            "\(words.names.name(of: key))\(position == 0 ? " is" : "") \(byView[key]!.joined(separator: " and "))"
        }
        return parts.isEmpty ? nil : parts.spokenList
    }
}
