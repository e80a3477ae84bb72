import Explainer
import LogParser

/// What a run tells its sink: a live run's first sights and repeats in
/// input order, each once what it needs is analysed; any run's parse
/// diagnostics as they are read; and last the end, with every distinct
/// report and its repeats.
package enum RunEvent<Part: Sendable>: Sendable {
    /// A report whose conflict is new; `number` counts distinct reports from 1.
    case firstSeen(number: Int, part: Part)
    /// The `number`th distinct report (whose part is `part`) again, seen
    /// `occurrences` times so far, at `source:line`.
    case seenAgain(number: Int, occurrences: Int, source: String, line: Int, part: Part)
    /// What a report's reading found amiss (a file's line and column, and what).
    case diagnostic(Diagnostic)
    /// The input has ended: every distinct report, in order of first appearance.
    case end([DistinctReports<Part>.Group])
}
