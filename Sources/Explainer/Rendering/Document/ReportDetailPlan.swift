import Explainer

/// Which of a log's distinct reports a document shows in full. A log of a
/// few reports shows every one. Past `limit` distinct reports the page would
/// outgrow a browser and a ticket (a UI-test run prints tens of thousands),
/// and most of them repeat a few kinds of conflict: then the first report
/// of each kind is shown in full as its worked example (the kinds with most
/// reports first, at most `limit` of them) and every report is a row of the
/// summary's table.
package struct ReportDetailPlan: Sendable {
    /// Distinct reports shown in full before a document turns compact.
    package static let defaultLimit = 100

    /// Whether some reports are left to the summary's table.
    package let isCompact: Bool
    /// Positions among the groups of the reports shown in full, when compact.
    private let worked: Set<Int>
    private let kinds: Int
    private let kindsShown: Int

    /// Every report in full.
    package static let everyReport = ReportDetailPlan(isCompact: false, worked: [], kinds: 0, kindsShown: 0)

    private init(isCompact: Bool, worked: Set<Int>, kinds: Int, kindsShown: Int) {
        self.isCompact = isCompact
        self.worked = worked
        self.kinds = kinds
        self.kindsShown = kindsShown
    }

    package init(_ groups: [ReportFacts.Group], kinds tally: ConflictKinds, limit: Int = defaultLimit) {
        guard groups.count > limit else {
            self = .everyReport
            return
        }
        let shown = tally.kinds.prefix(limit)
        self.init(isCompact: true, worked: Set(shown.map(\.firstGroup)), kinds: tally.kinds.count, kindsShown: shown.count)
    }

    package func showsInFull(_ position: Int) -> Bool {
        !isCompact || worked.contains(position)
    }

    /// What a compact document shows and where: `20000 distinct reports, 5
    /// kinds of conflict. The first report of each kind is shown in full
    /// below; every report is a row of the table at the end.`
    package func lead(distinctReports: Int) -> String {
        let which =
            kindsShown == kinds ? "each kind" : kindsShown == 1 ? "the kind seen most" : "the \(kindsShown) kinds seen most"
        return "\(distinctReports) distinct reports, \(RunSummary.plural(kinds, "kind")) of conflict. "
            + "The first report of \(which) is shown in full below; every report is a row of the table at the end."
    }
}
