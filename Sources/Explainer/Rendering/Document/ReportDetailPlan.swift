import Explainer

/// Which of a log's distinct reports a document shows in full. A log of a
/// few reports shows every one. Past `limit` distinct reports the page would
/// outgrow a browser and a ticket (a UI-test run prints tens of thousands),
/// and most of them repeat a few kinds of conflict: then the first report
/// of each kind is shown in full as its worked example (of the kinds with
/// most reports, at most `limit`; in the order of the log), and the first
/// report without a conflict, which the tool could not explain; the
/// summary's table has a row per report, or per the `rowLimit` seen most.
package struct ReportDetailPlan: Sendable {
    /// Distinct reports shown in full before a document turns compact.
    package static let defaultLimit = 100

    /// Whether some reports are left to the summary's table.
    package let isCompact: Bool
    /// The log's kinds of conflict, worked out once for the document.
    package let kinds: ConflictKinds
    /// Rows of the summary's table, most frequent first, when compact.
    package let rowLimit: Int
    /// Positions among the groups of the reports shown in full, when compact.
    private let worked: Set<Int>
    private let shownKindCount: Int
    private let distinctWithoutConflict: Int

    /// Every report in full, for a format with nothing to leave out (its kinds are not worked out).
    package static let everyReport = ReportDetailPlan([], limit: .max)

    package init(_ groups: [ReportFacts.Group], limit: Int = defaultLimit, rowLimit: Int = .max) {
        kinds = ConflictKinds(groups)
        isCompact = groups.count > limit
        self.rowLimit = rowLimit
        let shown = isCompact ? kinds.kinds.prefix(limit) : []
        let firstWithout = groups.firstIndex { $0.kept.conflicts.isEmpty }
        worked = Set(shown.map(\.firstGroup) + (isCompact ? [firstWithout].compactMap { $0 } : []))
        shownKindCount = shown.count
        distinctWithoutConflict = groups.count { $0.kept.conflicts.isEmpty }
    }

    package func showsInFull(_ position: Int) -> Bool {
        !isCompact || worked.contains(position)
    }

    /// The rows of a table of `count`, most frequent first, that a compact document shows.
    package func rows(of count: Int) -> Int {
        isCompact ? min(count, rowLimit) : count
    }

    /// What a compact document shows and where: `20000 distinct reports, 5
    /// kinds of conflict. The first report of each kind is shown in full
    /// below; every report is a row of the table at the end.`
    package func lead(distinctReports: Int) -> String {
        let rows =
            rows(of: distinctReports) == distinctReports
            ? "every report is a row of the table at the end"
            : "the \(rowLimit) seen most are rows of the table at the end"
        return lead(distinctReports: distinctReports, below: "below", rest: rows)
    }

    /// The lead with the document's own words for where the full reports
    /// are (`below`) and where the rest (`rest`).
    package func lead(distinctReports: Int, below: String, rest: String) -> String {
        let kindCount = kinds.kinds.count
        var what = "\(distinctReports) distinct reports, "
        var shown: String
        if kindCount == 0 {
            what += "none with a conflict"
            shown = "The first is shown in full \(below)"
        } else {
            what += "\(RunSummary.plural(kindCount, "kind")) of conflict"
            let which =
                shownKindCount == kindCount
                ? "each kind" : shownKindCount == 1 ? "the kind seen most" : "the \(shownKindCount) kinds seen most"
            shown = "The first report of \(which)"
            if distinctWithoutConflict > 0 {
                what += " and \(RunSummary.plural(distinctWithoutConflict, "report")) without one"
                shown += " and the first without one are shown in full \(below)"
            } else {
                shown += " is shown in full \(below)"
            }
        }
        return "\(what). \(shown); \(rest)."
    }

    /// The folded table's title: `All 20000 distinct reports`, or `The 500 seen most of 20000 distinct reports`.
    package func tableTitle(distinctReports: Int) -> String {
        rows(of: distinctReports) == distinctReports
            ? "All \(distinctReports) distinct reports" : "The \(rowLimit) seen most of \(distinctReports) distinct reports"
    }
}
