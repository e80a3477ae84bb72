import LayoutAnalysis
import LogParser

/// The report-level suggestion (JSON's `suggestion`): the per-conflict advice joined.
enum SuggestionBuilder {
    /// `builder` names the constraints of a report without a conflict to show.
    static func suggestion(for analysis: ReportAnalysis, advice: [ConflictAdvice], builder: AdviceBuilder) -> Suggestion? {
        switch analysis.verdict {
        case .unreadable where analysis.listedComponent != nil, .noConflictFound where analysis.listedComponent != nil:
            let component = analysis.listedComponent!
            return Suggestion(
                entryIndices: [], action: .notAppCode,
                text: "Nothing to fix in your code: every constraint shown belongs to \(component.privately).",
                rule: AdviceRule.appleComponent.name)
        case .redacted, .unreadable:
            return nil
        case .noConflictFound where !analysis.searchLimited:
            // The same constraint twice is wrong whatever the arithmetic shows.
            if let (first, copy) = builder.ruleFacts.firstTwins() {
                let words = builder.words
                let lines = [first, copy].map { String(analysis.report.entries[$0].line) }
                return Suggestion(
                    entryIndices: [copy], action: .remove,
                    text: "Remove one of the two copies of \(words.equation(first)) (lines \(lines.spokenList)): the same "
                        + "constraint was added twice, by code that runs more than once, whatever else takes part.",
                    rule: AdviceRule.duplicate.name)
            }
            return Suggestion(
                entryIndices: [], action: .checkValues,
                text: "No conflict in what the log shows: \(analysis.reason ?? "check the values it does not print").")
        case .noConflictFound:
            return Suggestion(
                entryIndices: [], action: .checkValues,
                text: "No conflict in what the log shows: \(analysis.reason ?? "check the values it does not print").")
        case .conflict, .conflictAssumingDefaults, .conflictPastMarginBound:
            break
        }
        guard let first = advice.first else { return nil }
        let changed = Array(Set(advice.flatMap(\.changed))).sorted()
        let text =
            advice.count == 1
            ? first.fix.sentenceCased
            : advice.enumerated().map { "Conflict \($0.offset + 1): \($0.element.fix)" }.joined(separator: " ")
        return Suggestion(entryIndices: changed, action: first.action, text: text, rule: first.verdict.rule)
    }
}
