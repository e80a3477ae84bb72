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
    /// `SearchLimits.smallEnumeration`.
    private(set) var reserve: Int
    /// Every cell written or scanned so far, the steps never subject to
    /// the budget included: the search's whole work, for tests to bound.
    package private(set) var counted = 0

    package init(work: Int, reserve: Int = 0) {
        remaining = max(work, 0)
        self.reserve = max(reserve, 0)
    }

    /// Every report's budget (its reasons are in `AnalysisLimits`).
    package static let perReport = SearchBudget(
        work: SearchLimits.searchWorkPerReport,
        reserve: SearchLimits.searchReservePerReport)

    static let unlimited = SearchBudget(work: .max)

    /// What an enumeration with `openCandidates` open candidates may still spend.
    func available(openCandidates: Int) -> Int {
        guard openCandidates <= SearchLimits.smallEnumeration else { return remaining }
        let (sum, overflow) = remaining.addingReportingOverflow(reserve)
        return overflow ? .max : sum
    }

    /// Spends from `remaining` first, then from the reserve.
    mutating func spend(_ work: Int) {
        counted += work
        let fromRemaining = min(work, remaining)
        remaining -= fromRemaining
        reserve = max(reserve - (work - fromRemaining), 0)
    }

    /// Counts work the budget does not limit (the steps every search takes).
    mutating func count(_ work: Int) {
        counted += work
    }
}
