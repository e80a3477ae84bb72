/// How much optional work a report's conflict search may do: enumerating
/// minimal conflicts beyond those that are always found, and proving a
/// correction set the cheapest. The verdict, one checked minimal conflict
/// per independent part, whether it is the only one, and the check of every
/// conflict listed are never subject to it.
///
/// Counted in constraints added to and removed from tableaux rather than in
/// seconds, so that a log gives the same answer on every machine and in every
/// run (a bug ticket's report, a CI log and the golden tests agree); the
/// default is calibrated to about 20 ms of search on a 2-core 2026 machine
/// (see the README's figures).
public struct SearchBudget: Hashable, Sendable {
    /// Constraints added to or removed from tableaux, left to spend.
    public private(set) var remaining: Int

    public init(work: Int) {
        remaining = max(work, 0)
    }

    /// About 20 ms of search per report.
    public static let perReport = SearchBudget(work: 40_000)

    public static let unlimited = SearchBudget(work: .max)

    public var isExhausted: Bool { remaining <= 0 }

    mutating func spend(_ work: Int) {
        remaining = work >= remaining ? 0 : remaining - work
    }
}
