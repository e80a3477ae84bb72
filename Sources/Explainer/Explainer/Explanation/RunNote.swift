/// What a run says once, at its end, however many reports need it: the
/// reasons behind advice that every report would otherwise repeat.
package enum RunNote: String, CaseIterable, Sendable {
    /// Some fix lowers a constraint to priority 999.
    case priority999
    /// Some conflict comes with LLDB lines.
    case debugger

    package var text: String {
        switch self {
        case .priority999:
            "Why 999: one below required, the constraint still holds wherever it can, and where it cannot, UIKit or "
                + "AppKit bends it as little as it can instead of breaking a constraint of its choice. Set the priority "
                + "before the constraint is active: a required constraint cannot become optional once installed."
        case .debugger:
            "The LLDB lines name their language (-l Swift, -l objc), so they work in any frame, the breakpoint at "
                + "UIViewAlertForUnsatisfiableConstraints included, for as long as the views live; lines starting with # "
                + "are comments, so a block can be pasted whole. Addresses change on every launch: take them from the "
                + "latest log."
        }
    }

    /// The notes `conflicts` rely on.
    static func notes(for conflicts: [ConflictExplanation]) -> Set<RunNote> {
        var notes: Set<RunNote> = []
        if conflicts.contains(where: { $0.action == .lowerPriority || ($0.action == .transient && !$0.changed.isEmpty) }) {
            notes.insert(.priority999)
        }
        if conflicts.contains(where: { !$0.debugger.isEmpty }) { notes.insert(.debugger) }
        return notes
    }

    /// Every note any of `facts` relies on, in a fixed order.
    package static func notes(of facts: [ReportFacts]) -> [RunNote] {
        let used = facts.reduce(into: Set<RunNote>()) { $0.formUnion($1.notes) }
        return allCases.filter(used.contains)
    }
}
