/// What the analysis concluded about a report.
package enum Verdict: String, Hashable, Sendable {
    /// Some required constraints cannot hold together, whatever the values the log does not print.
    case conflict
    /// They cannot hold together if the unpinned layout margins have UIKit's default value.
    case conflictAssumingDefaults
    /// They hold with UIKit's default margins, but only up to a bound solved
    /// for (`MarginRange`), and UIKit found them conflicting: its margins were
    /// past that bound, and the conflict is the one found just past it.
    case conflictPastMarginBound
    /// What the log shows can all hold: the conflict lies in something it does not print.
    case noConflictFound
    /// The unified log withheld the constraints (`<private>`).
    case redacted
    /// No constraint in the report could be read.
    case unreadable

    /// Whether the report holds a conflict the analysis can show.
    package var isConflict: Bool { self == .conflict || self == .conflictAssumingDefaults || self == .conflictPastMarginBound }
}
