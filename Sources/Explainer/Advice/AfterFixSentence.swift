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
        for given in after.givenWay {
            guard let letter = letters[given.entryIndex] else { continue }
            clauses.append("\(letter) gives way by \(NumberText.prose(given.by)) pt")
        }
        let kept = after.keeps.compactMap { letters[$0] }
        if kept.count > Self.keptNamed {
            clauses.append("the other \(kept.count) hold")
        } else if !kept.isEmpty {
            clauses.append("\(kept.spokenList) \(kept.count == 1 ? "holds" : "hold")")
        }
        var text = "With the fix, " + ([sizes].compactMap { $0 } + clauses + ["no conflict is left."]).joined(separator: "; ")
        if after.changesScreen == false {
            text += " The screen stays as \(words.engine) left it, now without the warning."
        }
        return text
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
