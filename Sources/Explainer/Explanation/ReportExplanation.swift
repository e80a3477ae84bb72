import LogParser

/// Everything the outputs say about one report, worked out once: the
/// verdict, the conflicts with their constraints named and lettered, the
/// advice, and the figures' geometry. Renderers only format it, so text,
/// Markdown, HTML and JSON cannot tell different stories about one report.
public struct ReportExplanation: Sendable {
    /// The report as read: its lines, entries and diagnostics.
    public let report: Report
    /// `crash.log:12`.
    public let location: String
    /// `UIKit`, or `AppKit` for a macOS report.
    public let engine: String
    public let verdict: Verdict
    /// For a report with no conflict to show: what became of it, said
    /// after its location; nil when it shows conflicts.
    public let title: String?
    /// The sentences under `title`, each with its full stop.
    public let sentences: [String]
    /// The minimal conflicts listed, smallest first.
    public let conflicts: [ConflictExplanation]
    /// After the last conflict: how many listed constraints play no part.
    public let idleNote: String?
    /// After the conflicts: that the search was cut short or capped.
    public let searchNote: String?
    /// That the report is not whole, where the verdict does not already say so.
    public let gapNote: String?
    /// Who made each entry (nil for entries that could not be read).
    public let origins: [Origin?]
    /// The entry UIKit broke, when it is in the list.
    public let brokenBySystem: Int?
    /// Minimal conflicts found: all there are when `conflictsComplete`, else a lower bound.
    public let conflictCount: Int
    public let conflictsComplete: Bool
    /// Not every minimal conflict found is listed, or not every one was found.
    public let conflictsCapped: Bool
    /// The report's fix as one suggestion (the conflicts' advice joined).
    public let suggestion: Suggestion?
    /// The report in a paragraph, for JSON consumers.
    public let summary: String
    /// What a document's header and summary keep of the report.
    public let facts: ReportFacts
}

/// One minimal conflict as every format shows it.
public struct ConflictExplanation: Sendable {
    /// Indices into the report's entries, in printed order.
    public let entryIndices: [Int]
    public let axis: Axis?
    /// How far apart the two sides are, in points.
    public let discrepancy: Double
    /// `12 + 60 + 12 = 84, but 44`.
    public let proof: String
    /// `conflict`, `conflict 2 of 7`, `conflict 2 of at least 18`.
    public let title: String
    /// `Cell (vertical)`: the view the conflict is about, and its axis.
    public let subject: String
    /// `UIKit broke ImageView.height == 60`, for a heading: on the first
    /// conflict, and on any the broken constraint belongs to.
    public let brokenNote: String?
    /// `These 3 constraints cannot all hold:`, before the list.
    public let lead: String
    /// The conflict's constraints, lettered, in printed order.
    public let constraints: [ExplainedConstraint]
    /// The arithmetic in words.
    public let why: String
    public let action: Suggestion.Action
    /// The entries to change (empty when the app cannot change any).
    public let changed: [Int]
    public let fix: String
    /// The fix in a few words, for summaries.
    public let shortFix: String
    /// What UIKit broke and what it left on screen; only with
    /// `ExplanationDetail.recovery`, and nil when the log does not say.
    public let recovery: String?
    /// Assumptions the verdict rests on, said plainly.
    public let caveats: [String]
    /// The layouts to draw; only with `ExplanationDetail.figures`.
    public let figures: [ConflictFigure]
}

/// One constraint of a conflict, as a reader sees it.
public struct ExplainedConstraint: Sendable {
    public let entryIndex: Int
    /// `A`, `B`, …; past `Z`, the constraint's id.
    public let letter: String
    /// The log line it was printed on.
    public let line: Int
    /// The equation in pieces, so a format can mark the views' names.
    public let pieces: [EquationPiece]
    /// `yours (Cell.swift:88)`, `set by the table view (…)`.
    public let maker: String

    /// `ImageView.height == 60`.
    public var equation: String { pieces.map(\.text).joined() }
}

/// A piece of an equation's text: a view's name, with its colour, or the text between names.
public struct EquationPiece: Sendable {
    public let text: String
    /// The view's colour, the same wherever the report draws it; nil between names.
    public let colorSlot: Int?
}
