import LayoutAnalysis
import LogParser

/// Everything the outputs say about one report, worked out once: the
/// verdict, the conflicts with their constraints named and lettered, the
/// advice, and the figures' geometry. Renderers only format it, so text,
/// Markdown, HTML and JSON cannot tell different stories about one report.
package struct ReportExplanation: Sendable {
    /// The report as read: its lines, entries and diagnostics.
    package let report: Report
    /// `crash.log:12`.
    package let location: String
    /// `UIKit`, or `AppKit` for a macOS report.
    let engine: String
    package let verdict: Verdict
    /// For a report with no conflict to show: what became of it, said
    /// after its location; nil when it shows conflicts.
    package let title: String?
    /// The sentences under `title`, each with its full stop.
    package let sentences: [String]
    /// The minimal conflicts listed, smallest first.
    package let conflicts: [ConflictExplanation]
    /// The conflicts as shown under headings: one each, but one for all
    /// those a single checked change resolves.
    package let blocks: [ConflictBlock]
    /// After the last conflict: how many listed constraints play no part.
    package let idleNote: String?
    /// After the conflicts: that the search was cut short or capped.
    package let searchNote: String?
    /// That the report is not whole, where the verdict does not already say so.
    package let gapNote: String?
    /// Each entry's equation with the run's names, as the text writes it
    /// (nil for entries that could not be read); only with
    /// `ExplanationDetail.namedEquations`, else empty.
    package let namedEquations: [String?]
    /// Who made each entry (nil for entries that could not be read).
    package let origins: [Origin?]
    /// Whose each entry is, with the evidence and how sure (nil for entries that could not be read).
    package let makers: [Maker?]
    /// Where the app's source makes each of the app's constraints, by entry
    /// index: only with a source tree, and only those found.
    package let sources: [Int: SourceMatch]
    /// The entry UIKit broke, when it is in the list.
    package let brokenBySystem: Int?
    /// Minimal conflicts found: all there are when `conflictsComplete`, else a lower bound.
    package let conflictCount: Int
    /// How many minimal conflicts those stand for, a family counting all its
    /// members, in decimal digits: exact, and a lower bound unless complete.
    package let minimalConflictCount: String
    package let conflictsComplete: Bool
    /// Not every minimal conflict found is listed, or not every one was found.
    package let conflictsCapped: Bool
    /// The report's fix as one suggestion (the conflicts' advice joined).
    package let suggestion: Suggestion?
    /// The report in a paragraph, for JSON consumers.
    package let summary: String
    /// What a document's header and summary keep of the report.
    package let facts: ReportFacts
    /// Whose the report's conflicts are: the app's, Apple's, or only passing ones.
    package let owner: ReportOwner
    /// The views the conflicts name, with what finds them in code and the debugger.
    package let legend: [LegendEntry]
    /// For a report that is wholly Apple's: the component, as a developer knows it.
    package let appleComponent: String?
    /// For a report that is wholly Apple's: the known conflict of Apple's views its constraints show, if any.
    package let known: KnownConflictWords?
    /// Where the margins the log does not print decide the verdict: the margins at which the constraints hold.
    package let marginRange: MarginRange?
    /// The value those margins were given in the search, where the verdict rests on one
    /// (`conflictAssumingDefaults`, `conflictPastMarginBound`).
    package let assumedMargin: Double?
}

extension ReportExplanation {
    /// A known conflict of Apple's in two sentences, with where it was reported (`KnownConflictWords`).
    package var knownNote: String? { known.map { $0.prose + " " + $0.reportedAt($0.sources[0]) } }

    /// What printed the report, as a sentence under its heading, the test's
    /// name set as the format sets code.
    package func context(code: (String) -> String) -> String? {
        report.testCase.map { "Printed while the test \(code($0)) ran." }
    }
}
