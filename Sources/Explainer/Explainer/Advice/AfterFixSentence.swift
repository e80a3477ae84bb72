import LayoutAnalysis
import LogParser

/// "With the fix, …": what the screen shows once the fix is applied and
/// solved, every number read off that layout (`AfterFix`).
extension AdviceBuilder {
    func afterFixSentence(_ after: AfterFix, letters: [Int: String], conflict: Conflict?, action: Suggestion.Action) -> String {
        var clauses: [String] = []
        let sizes = sizesClause(after.sizes, letters: letters, lowers: after.relaxedCount > 0)
        let gone = after.removed.compactMap { letters[$0] }
        // A frame given or corrected changes its mask's constraints; only a removal or a mask turned off drops them.
        let reframed = action == .giveFrame || action == .changeConstant
        if !gone.isEmpty {
            let verb = reframed ? (gone.count == 1 ? "changes" : "change") + " with the frame" : gone.count == 1 ? "goes" : "go"
            clauses.append("\(gone.spokenList) \(verb)")
        }
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
                let against = after.givenWay.count == 1 ? conflict.map { whyDifference(given.by, after: after, conflict: $0) } ?? "" : ""
                clauses.append("\(letter) gives way by \(NumberText.prose(given.by)) pt\(against)")
            }
        }
        // What still holds goes unsaid: "no conflict is left" says it, and JSON's `keeps` lists it.
        let left =
            analysis.verdict == .conflictPastMarginBound ? "no conflict is left \(marginsHeld(after.marginRange))" : "no conflict is left"
        var text = "With the fix, " + ([sizes].compactMap { $0 } + clauses + [left + "."]).joined(separator: "; ")
        if after.changesScreen == false {
            text += " The screen stays as \(words.engine) left it."
        }
        return text
    }

    /// Where the one constraint that gives way misses by another amount than
    /// the Why's: what in the solved layout makes the difference, so the two
    /// numbers read as one model. Views the proof let shrink to nothing that
    /// the solved layout sizes add their sizes; otherwise the Why's amount is
    /// named beside, as the conflict's own.
    private func whyDifference(_ by: Double, after: AfterFix, conflict: Conflict) -> String {
        let why = conflict.discrepancy
        // As printed: two numbers that read the same need no word.
        guard NumberText.prose(by) != NumberText.prose(why) else { return "" }
        let shrunk = conflict.facts.compactMap { fact -> (ItemKey, Axis)? in
            guard case .nonNegativeSize(let key, let axis) = fact else { return nil }
            return (key, axis)
        }
        let sized = after.sizes.filter { size in
            size.size > 0 && shrunk.contains { $0.0 == size.view && $0.1 == size.axis }
        }
        let added = sized.reduce(0) { $0 + $1.size }
        if !sized.isEmpty, NumberText.prose(why + added) == NumberText.prose(by) {
            let named = sized.map { "\(NumberText.prose($0.size)) pt for \(words.names.name(of: $0.view))" }.spokenList
            return " (the Why's \(NumberText.prose(why)) pt plus \(named), which the Why let shrink to nothing)"
        }
        return by > why
            ? " (more than the Why's \(NumberText.prose(why)) pt: the report's constraints outside this conflict ask the rest)"
            : " (with what is tied to it, the Why's \(NumberText.prose(why)) pt in all)"
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
    private func sizesClause(_ sizes: [AfterFix.Size], letters: [Int: String], lowers: Bool) -> String? {
        var order: [ItemKey] = []
        var byView: [ItemKey: [String]] = [:]
        for size in sizes {
            if byView[size.view] == nil { order.append(size.view) }
            byView[size.view, default: []].append("\(NumberText.prose(size.size)) pt \(size.axis == .horizontal ? "wide" : "tall")")
        }
        let parts = order.enumerated().map { position, key in
            "\(words.names.name(of: key))\(position == 0 ? " is" : "") \(byView[key]!.joined(separator: " and "))"
        }
        guard !parts.isEmpty else { return nil }
        // Sizes the recovery left to no constraint, which the fix now sets: said once for them all.
        let fromContent = sizes.filter(\.fromContent)
        guard let first = fromContent.first else { return parts.spokenList }
        let views = fromContent.map { words.names.name(of: $0.view) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let dimension = fromContent.allSatisfy { $0.axis == first.axis } ? (first.axis == .horizontal ? "width" : "height") : "size"
        // Not "content": the log shows only that no constraint fixed it once the framework broke one.
        let broken = analysis.brokenBySystem.flatMap { letters[$0] }.map { "with \($0) broken" } ?? "as \(words.engine) recovered"
        let fix = lowers ? "at 999 the fix does, over any content size" : "the fix does"
        return parts.spokenList + " (\(broken), no constraint shown fixes the \(dimension) of \(views.spokenList); \(fix))"
    }
}
