import ConstraintSolving
import LogParser

/// Why a group of related constraints was not searched.
package enum UnsearchedGroup: Sendable {
    /// More related constraints than `AnalysisLimits.largestSearchedGroup`.
    case tooLarge
    /// The facts the model adds contradicted each other: a bug of wtflayout's.
    case factsContradict

    /// After "not analysed: ".
    package var words: String {
        switch self {
        case .tooLarge: "the report is too large"
        case .factsContradict: "wtflayout's model of it failed"
        }
    }
}

/// Everything the Explainer concluded about one report.
package struct ReportAnalysis: Sendable {
    package let report: Report
    package let model: LayoutModel
    package let verdict: Verdict
    /// Minimal conflicts, smallest first: every one found, up to
    /// `AnalysisLimits.listedConflicts`. Each was checked: it cannot hold, and it
    /// can once any one of its constraints is dropped.
    package let conflicts: [Conflict]
    /// How many conflicts were found, a family of interchangeable ones
    /// counting once: all there are when `conflictsComplete`, else a lower bound.
    package let conflictCount: Int
    /// How many minimal conflicts those stand for, each family counting all
    /// its members: all there are when `conflictsComplete`, else a lower bound.
    package let minimalConflictCount: ExactCount
    /// Every minimal conflict was found (the search ended within its budget
    /// and searched every group).
    package let conflictsComplete: Bool
    /// Why some group of related constraints was not searched; nil when every one was.
    package let unsearched: UnsearchedGroup?
    /// Some group of related constraints was not searched.
    package var searchLimited: Bool { unsearched != nil }
    /// A set of entries whose removal lets the whole report hold, by entry
    /// index: the cheapest (the app's own constraints cost less than the
    /// system's) where the search could show it, else one found greedily
    /// within the budget. The advice prefers its members; nothing prints it
    /// as the cheapest.
    package let correction: [Int]?

    /// Not every minimal conflict found is listed, or not every one was found.
    package var conflictsCapped: Bool { !conflictsComplete || conflictCount > conflicts.count }
    /// The entry UIKit broke, when it is in the list.
    package let brokenBySystem: Int?
    /// For `noConflictFound`, `redacted` and `unreadable`: why, in words.
    package let reason: String?
    /// Who made each entry (nil for entries that could not be read).
    package let origins: [Origin?]
    /// Whose each entry is, with the evidence and how sure (nil for entries
    /// that could not be read); a source tree's calls can add evidence.
    package var makers: [Maker?]
    /// For a report without a conflict to show (`noConflictFound`): whose
    /// the listed constraints are, all of them together, Apple's when they
    /// lie wholly inside one of its private components (which says whose the
    /// conflict is even when the list is cut before it). `.app` otherwise:
    /// conflicts are judged one by one.
    let listedOwner: Ownership
    /// For a report without a conflict to show (none found, or nothing
    /// readable but the constraint UIKit broke): the component of Apple's
    /// every constraint it shows lies in, when there is one.
    package var listedComponent: AppleComponent? {
        verdict == .noConflictFound || verdict == .unreadable ? listedOwner.component : nil
    }
    /// What the app can still do about a conflict inside `component`, said
    /// once: nil where the report is a known conflict of Apple's views, whose
    /// "Known:" line says what apps do.
    package func influence(of component: AppleComponent) -> String? {
        KnownAppleConflicts.match(report.entries) == nil ? component.influence : nil
    }
    /// For a report inside Apple's views that is a known conflict the code
    /// creating a public view ends by giving it a frame: that view's class
    /// (`KnownAppleConflict.framedBy`).
    package var framedByCreator: String? {
        listedComponent == nil ? nil : KnownAppleConflicts.match(report.entries)?.framedBy
    }
    /// Where the margins the log does not print decide the verdict
    /// (`noConflictFound`, `conflictPastMarginBound`): the margins at which
    /// the constraints hold, UIKit's default among them.
    package var marginRange: MarginRange? = nil
    /// The value the margins the log does not print take in the search, the
    /// layouts and each fix's check: one margin model throughout. UIKit's
    /// default, or for `conflictPastMarginBound` the margin just past the bound.
    package var assumedMargin: Double = ReportAnalyzer.defaultMargin
    /// The run's names for the report's views (`ViewNameBook`); nil names
    /// them as a run of this report alone would.
    package var viewNames: ViewNames? = nil
}
