import LayoutAnalysis
import LogParser

/// The report-level suggestion (JSON's `suggestion`): the per-conflict advice joined.
enum SuggestionBuilder {
    /// `builder` names the constraints of a report without a conflict to show;
    /// `shared`, the conflicts one change resolves, whose advice `fixedBy` holds by position.
    static func suggestion(
        for analysis: ReportAnalysis, advice: [ConflictAdvice], shared: [SharedFix] = [], fixedBy: [Int: ConflictAdvice] = [:],
        builder: AdviceBuilder
    ) -> Suggestion? {
        switch analysis.verdict {
        case .unreadable where analysis.listedComponent != nil, .noConflictFound where analysis.listedComponent != nil:
            let component = analysis.listedComponent!
            if let framed = analysis.framedByCreator {
                // No constraint to change; the frame to give is in code the log does not name.
                return Suggestion(
                    entryIndices: [], action: .notAppCode,
                    text: "No constraint of yours to change: every constraint shown belongs to \(component.privately). Where "
                        + "your code creates the \(framed), give it a non-zero frame there.",
                    rule: AdviceRule.appleComponent.name)
            }
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
        // Each change once: conflicts one change resolves are named together, at the first of them.
        var groupOf: [Int: [Int]] = [:]
        for group in shared { for position in group.positions { groupOf[position] = group.positions } }
        let said = advice.indices.filter { groupOf[$0]?.first ?? $0 == $0 }
        let text =
            said.count == 1
            ? (fixedBy[0] ?? first).fix.sentenceCased
            : said.map { position in
                let group = groupOf[position] ?? [position]
                let label = group.count == 1 ? "Conflict \(position + 1)" : "Conflicts \(SharedFix.numbers(group))"
                return "\(label): \((fixedBy[position] ?? advice[position]).fix)"
            }.joined(separator: " ")
        return Suggestion(entryIndices: changed, action: first.action, text: text, rule: first.verdict.rule)
    }
}
