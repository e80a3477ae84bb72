/// One list entry as the generator meant it: the text it prints and the
/// exact constraint that text stands for.
struct GeneratedEntry: Sendable {
    /// `<NSLayoutConstraint:0x… …>`, as it appears between the list's quotes.
    let text: String
    let constraint: ExactConstraint
    /// 1000 for a required constraint.
    let priority: Double
    /// UIKit then adds its note on autoresizing masks to the header.
    let isAutoresizing: Bool
    /// Pins a margins guide: the meaning of the view's margin anchors rests on it.
    let pinsMargins: Bool

    /// Only required constraints can conflict; optional ones never take part.
    var isRequired: Bool { priority >= 1000 }
}

/// A generated report: its console text and the generator's own model of it.
struct GeneratedReport: Sendable {
    /// Which shape it was made as (for the summary).
    let shape: ShapeKind
    /// The list, in printed order.
    let entries: [GeneratedEntry]
    /// Widths and heights: never negative.
    let sizeVariables: [Int]
    /// Unpinned layout margins: never negative, and 8 when UIKit's defaults are assumed.
    let marginVariables: [Int]
    /// The number of minimal conflicts with margins free, when every part of
    /// the report is a shape whose count is known in closed form (rows).
    let knownConflictCount: Int?
    /// The entry printed after "Will attempt to recover by breaking constraint".
    let brokenEntry: Int
    /// What the console prints before the header (`2026-… App[pid:tid] [LayoutConstraints] `).
    let linePrefix: String

    var requiredEntries: [Int] { entries.indices.filter { entries[$0].isRequired } }

    var text: String {
        ConsoleReportText.render(
            entries.map(\.text), breaking: entries[brokenEntry].text, linePrefix: linePrefix,
            notesAutoresizing: entries.contains(where: \.isAutoresizing))
    }

    /// The same report with only the entries at `kept` (in order): for
    /// shrinking a failure to the few entries that show it. The closed form
    /// no longer applies.
    func keeping(_ kept: [Int]) -> GeneratedReport {
        let broken = kept.firstIndex(of: brokenEntry) ?? 0
        return GeneratedReport(
            shape: shape, entries: kept.map { entries[$0] }, sizeVariables: sizeVariables,
            marginVariables: marginVariables, knownConflictCount: nil, brokenEntry: broken,
            linePrefix: linePrefix)
    }
}

/// The shapes the generator makes, as the summary counts them.
enum ShapeKind: String, CaseIterable, Sendable {
    case row, column, grid, stack
    case nestedStack = "nested stack"
    case equalStack = "fill-equally stack"
    case tableCell = "table cell"
    case autoresizing = "autoresizing mask"
    case margins, multiplier
    case tiny
    case severalConflicts = "several conflicts"
    case satisfiable
}
