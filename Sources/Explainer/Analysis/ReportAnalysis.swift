import LogParser

/// Everything the Explainer concluded about one report.
public struct ReportAnalysis: Sendable {
    public let report: Report
    public let model: LayoutModel
    public let verdict: Verdict
    /// Minimal conflicts, smallest first: every one found, up to
    /// `ReportAnalyzer.conflictCap`. Each was checked: it cannot hold, and it
    /// can once any one of its constraints is dropped.
    public let conflicts: [Conflict]
    /// How many minimal conflicts were found: all there are when
    /// `conflictsComplete`, else a lower bound.
    public let conflictCount: Int
    /// Every minimal conflict was found (the search ended within its budget
    /// and searched every group).
    public let conflictsComplete: Bool
    /// A group of related constraints was too large to search at all.
    public let searchLimited: Bool
    /// The cheapest set of entries whose removal lets the whole report hold
    /// (the app's own constraints cost less than the system's), by entry index.
    public let correction: [Int]?

    /// Not every minimal conflict found is listed, or not every one was found.
    public var conflictsCapped: Bool { !conflictsComplete || conflictCount > conflicts.count }
    /// The entry UIKit broke, when it is in the list.
    public let brokenBySystem: Int?
    /// For `noConflictFound`, `redacted` and `unreadable`: why, in words.
    public let reason: String?
    /// Who made each entry (nil for entries that could not be read).
    public let origins: [Origin?]
}
