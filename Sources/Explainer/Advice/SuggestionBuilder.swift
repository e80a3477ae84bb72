import LogParser

/// Chooses the suggestion for an analysed report from its correction set and
/// who made each constraint in it.
enum SuggestionBuilder {
    static func suggestion(for analysis: ReportAnalysis, describe: (Int) -> String) -> Suggestion? {
        switch analysis.verdict {
        case .redacted, .unreadable:
            return nil
        case .noConflictFound:
            return Suggestion(entryIndices: [], action: .checkValues,
                              text: "No conflict in what the log shows: \(analysis.reason ?? "check the values it does not print").")
        case .conflict, .conflictAssumingDefaults:
            break
        }
        let chosen = analysis.correction ?? []
        let origins = chosen.compactMap { analysis.origins[$0] }
        let named = chosen.map(describe).joined(separator: ", ")
        let involved = Set(analysis.conflicts.flatMap(\.entryIndices))
        let allSystem = !involved.isEmpty && involved.allSatisfy { (analysis.origins[$0] ?? .app).isSystem }
        if involved.contains(where: { analysis.origins[$0] == .temporarySize }) {
            return Suggestion(entryIndices: chosen, action: .transient,
                              text: "This is the engine's temporary first-layout size; it usually goes away after the first layout pass. If it repeats, lower \(named) to priority 999.")
        }
        if allSystem, !involved.contains(where: { analysis.origins[$0] == .autoresizingMask }) {
            return Suggestion(entryIndices: chosen, action: .notAppCode,
                              text: "Every constraint in the conflict belongs to system views; the app cannot fix it.")
        }
        if origins.contains(.autoresizingMask) {
            return Suggestion(entryIndices: chosen, action: .disableAutoresizingMask,
                              text: "Set translatesAutoresizingMaskIntoConstraints = false on the view whose autoresizing mask made \(named).")
        }
        let isInequalityOnly = chosen.allSatisfy { analysis.report.entries[$0].constraint?.equation.relation != .equal }
        if isInequalityOnly {
            return Suggestion(entryIndices: chosen, action: .remove, text: "Remove or relax \(named).")
        }
        return Suggestion(entryIndices: chosen, action: .lowerPriority,
                          text: "Lower \(named) to priority 999 so it gives way instead of breaking the layout.")
    }
}
