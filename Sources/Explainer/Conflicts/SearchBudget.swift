/// How much optional work a report's conflict search may do: enumerating
/// minimal conflicts beyond those that are always found, and proving a
/// correction set the cheapest. The verdict, one checked minimal conflict
/// per independent part, whether it is the only one, and the check of every
/// conflict listed are never subject to it.
///
/// Counted in tableau cells written or scanned (`Tableau.work`) rather than
/// in seconds, so that a log gives the same answer on every machine and in
/// every run (a bug ticket's report, a CI log and the golden tests agree).
public struct SearchBudget: Hashable, Sendable {
    /// Tableau cells left to write or scan.
    public private(set) var remaining: Int

    public init(work: Int) {
        remaining = max(work, 0)
    }

    /// About 0.15 ms of search on a 2026 laptop core (a cell costs about 30
    /// ns). Rows of interchangeable views have countless minimal conflicts,
    /// so they always spend it all; at 15 % of a log's reports, as in real
    /// logs, a larger budget would hold the whole log below 5,000 reports a
    /// second (the bench's case 7 measures it).
    public static let perReport = SearchBudget(work: 5_000)

    public static let unlimited = SearchBudget(work: .max)

    public var isExhausted: Bool { remaining <= 0 }

    mutating func spend(_ work: Int) {
        remaining = work >= remaining ? 0 : remaining - work
    }
}
