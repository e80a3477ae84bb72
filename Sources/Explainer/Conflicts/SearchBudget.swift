/// How much optional work a report's conflict search may do: enumerating
/// minimal conflicts beyond those that are always found, and proving a
/// correction set the cheapest. The verdict, one checked minimal conflict
/// per independent part, whether it is the only one, and the check of every
/// conflict listed are never subject to it.
///
/// Counted in tableau cells written or scanned (`Tableau.work`) rather than
/// in seconds, so that a log gives the same answer on every machine and in
/// every run (a bug ticket's report, a CI log and the golden tests agree).
package struct SearchBudget: Hashable, Sendable {
    /// Tableau cells left to write or scan.
    package private(set) var remaining: Int
    /// Cells more for an enumeration that is about to finish: one whose open
    /// candidates (minimal hitting sets) number at most
    /// `AnalysisLimits.smallEnumeration`.
    private(set) var reserve: Int

    package init(work: Int, reserve: Int = 0) {
        remaining = max(work, 0)
        self.reserve = max(reserve, 0)
    }

    /// About 0.05 ms of search on a 2026 laptop core (a cell costs about 10
    /// ns), and 0.5 ms more for an enumeration about to finish. Rows of
    /// interchangeable views have countless minimal conflicts, so they spend
    /// the first part all; at 15 % of a log's reports, as in real logs, a
    /// larger one would hold the whole log below 5,000 reports a second (the
    /// bench's case 7 measures it).
    package static let perReport = SearchBudget(work: 5_000, reserve: 45_000)

    static let unlimited = SearchBudget(work: .max)

    /// What an enumeration with `openCandidates` open candidates may still spend.
    func available(openCandidates: Int) -> Int {
        guard openCandidates <= AnalysisLimits.smallEnumeration else { return remaining }
        let (sum, overflow) = remaining.addingReportingOverflow(reserve)
        return overflow ? .max : sum
    }

    /// Spends from `remaining` first, then from the reserve.
    mutating func spend(_ work: Int) {
        let fromRemaining = min(work, remaining)
        remaining -= fromRemaining
        reserve = max(reserve - (work - fromRemaining), 0)
    }
}
