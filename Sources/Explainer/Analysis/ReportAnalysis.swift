import LogParser

/// Everything the Explainer concluded about one report.
public struct ReportAnalysis: Sendable {
    public let report: Report
    public let model: LayoutModel
    public let verdict: Verdict
    /// Every minimal conflict, smallest first.
    public let conflicts: [Conflict]
    /// More than the cap exist, or the search was limited; only the first ones are listed.
    public let conflictsCapped: Bool
    /// A group of constraints was too large to search exhaustively: its one
    /// conflict listed is the first found, not necessarily the smallest.
    public let searchLimited: Bool
    /// The cheapest set of entries whose removal lets the whole report hold
    /// (the app's own constraints cost less than the system's), by entry index.
    public let correction: [Int]?
    /// The entry UIKit broke, when it is in the list.
    public let brokenBySystem: Int?
    /// For `noConflictFound`, `redacted` and `unreadable`: why, in words.
    public let reason: String?
    /// Who made each entry (nil for entries that could not be read).
    public let origins: [Origin?]
}
