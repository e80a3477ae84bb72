import LayoutAnalysis

/// The little a document's header and summary need of one distinct report,
/// kept when its own text is written out or stored away.
package struct ReportFacts: Sendable {
    package typealias Group = DistinctReports<ReportFacts>.Group

    package let source: String
    package let startLine: Int
    package let verdict: Verdict
    /// Minimal conflicts found: all there are when `conflictsComplete`, else a lower bound.
    package let conflictCount: Int
    package let conflictsComplete: Bool
    /// The first conflict's fix in a few words, for summary tables.
    package let firstShortFix: String?
    /// The report in a line, after its location: the first conflict and
    /// its fix, or what became of a report without one.
    package let oneLine: String
    /// The verdict as summary tables name it; a report too large to search
    /// is `notAnalysed`, not `noConflictFound`.
    package let verdictName: String

    /// `first` is the advice for the analysis's first conflict, which
    /// the explanation has already worked out, and `firstResolves` how many
    /// listed conflicts its fix resolves (`SharedFix`); `copyToRemove`, the
    /// constraint listed twice in a report without a conflict to show.
    init(
        _ analysis: ReportAnalysis, first: ConflictAdvice?, firstResolves: Int = 1, owner: ReportOwner,
        known: KnownConflictWords? = nil, ignoringKnown: Bool = false, conflicts: [ConflictExplanation],
        copyToRemove: String? = nil
    ) {
        self.owner = owner
        self.known = known
        isIgnoredAsKnown = ignoringKnown && known != nil
        self.copyToRemove = copyToRemove
        self.conflicts = conflicts.map { ConflictFacts($0, report: analysis.report, makers: analysis.makers) }
        testCase = analysis.report.testCase
        notes = RunNote.notes(for: conflicts)
        newAppConflicts = conflicts.filter { $0.isNew == true && $0.isTheApps }.count
        assert(first == nil || first?.conflict == analysis.conflicts.first)
        source = analysis.report.source
        startLine = analysis.report.startLine
        verdict = analysis.verdict
        conflictCount = analysis.conflictCount
        conflictsComplete = analysis.conflictsComplete
        firstShortFix = first?.shortFix
        let left = conflictCount - firstResolves
        let others =
            left > 0
            ? "+\(ReportWords.count(left, exact: analysis.conflictsComplete)) more"
            : analysis.conflictsComplete ? nil : "there may be more"
        let more: String
        if firstResolves > 1 {
            let all = left == 0 && analysis.conflictsComplete ? "all \(firstResolves) conflicts" : "\(firstResolves) conflicts listed"
            more = " (resolves \(all)" + (others.map { "; \($0))" } ?? ")")
        } else {
            more = others.map { " (\($0))" } ?? ""
        }
        let title = ReportWords.title(of: analysis).map { title in copyToRemove.map { "\(title); remove a copy of \($0)" } ?? title }
        oneLine = title ?? first.map { "\($0.subject): \($0.shortFix)\(more)" } ?? "conflict"
        verdictName = analysis.verdict == .noConflictFound && analysis.searchLimited ? "notAnalysed" : analysis.verdict.rawValue
    }

    /// Whose the report's conflicts are.
    package let owner: ReportOwner
    /// The known conflict of Apple's views the report is, if any.
    package let known: KnownConflictWords?
    /// `--ignore-known` and a known conflict: left out of the exit status and the summary's counts.
    package let isIgnoredAsKnown: Bool
    /// Every conflict listed, for CI documents.
    package let conflicts: [ConflictFacts]
    /// Of every conflict listed, for a baseline.
    package var fingerprints: [String] { conflicts.map(\.fingerprint) }
    /// The `xcodebuild` test running when it was printed, when the log says.
    package let testCase: String?
    /// The app's conflicts not in the baseline given (0 without one).
    package let newAppConflicts: Int
    /// What the run's end must explain for this report's advice.
    let notes: Set<RunNote>
    /// A constraint listed twice in a report without a conflict to show: the one thing to change.
    package let copyToRemove: String?

    package var location: String { "\(source):\(startLine)" }

    /// `3 conflicts`, or `at least 3 conflicts` when a search stopped early.
    package static func conflictTotal(_ reports: [ReportFacts]) -> String {
        let count = reports.reduce(0) { $0 + $1.conflictCount }
        return ReportWords.count(count, exact: reports.allSatisfy(\.conflictsComplete)) + " conflict\(count == 1 ? "" : "s")"
    }

    package var hasConflict: Bool { verdict.isConflict }

    /// Its constraints could be read: it was neither redacted nor unreadable.
    package var wasRead: Bool { verdict != .redacted && verdict != .unreadable }

    /// The lines the report was seen on, for a "seen N times" sentence:
    /// the first few, then how many more (`8, 29, 49, 70, 91 and 412 more`).
    package func lines(alsoAt alsoAtLines: [Int]) -> String {
        let all = [startLine] + alsoAtLines
        let shown = all.prefix(AnalysisLimits.repeatLinesShown).map(String.init).joined(separator: ", ")
        return all.count > AnalysisLimits.repeatLinesShown ? "\(shown) and \(all.count - AnalysisLimits.repeatLinesShown) more" : shown
    }
}
