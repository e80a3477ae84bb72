/// The bounds the conflict search sets on itself, with their reasons: what
/// it keeps in memory and how much work one report may take. Each that cuts
/// an answer short makes the output say "at least".
package enum SearchLimits {
    /// Correction sets and open hitting sets the enumeration keeps, at most:
    /// they bound its memory where correction sets multiply (many disjoint
    /// conflicts over shared variables, rows of interchangeable views).
    package static let enumeratedCorrectionSets = 4_096
    package static let enumeratedHittingSets = 16_384

    /// Conflicts beyond which the exact cheapest-correction search (a hitting
    /// set problem, exponential in the worst case) gives way to a greedy one.
    package static let largestHittingSetSearch = 64

    /// An enumeration with this many open candidates or fewer is about to
    /// finish and may spend the budget's reserve: a row of 5 views with its
    /// 10 conflicts stays within it, a row of 30 with its millions leaves it
    /// within a few steps.
    package static let smallEnumeration = 64

    /// The optional search's work per report, in tableau cells written or
    /// scanned (`SearchBudget`): about 0.05 ms on a 2026 laptop core (a cell
    /// costs about 10 ns), and 0.5 ms more for an enumeration about to
    /// finish. Rows of interchangeable views have countless minimal
    /// conflicts, so they spend the first part all; at 15 % of a log's
    /// reports, as in real logs, a larger one would hold the whole log below
    /// 5,000 reports a second (the bench's case 7 measures it).
    package static let searchWorkPerReport = 5_000
    package static let searchReservePerReport = 45_000

    /// Parts that link fewer sizes and positions than this are searched as
    /// they are: their tableau is small, and merging chains in series
    /// (`SeriesReduction`) costs more than it saves (4 % of a log of table
    /// cells and stack views went to it). A row of 255 views links this many
    /// (its edges and gaps; a width holds one size alone).
    package static let seriesMergedFrom = 256

    /// Parts with more members than this are not searched for families of
    /// interchangeable members: each candidate costs a solve of the whole
    /// part, and a part this large is a chain whose members are all needed.
    static let largestFamilySearch = 600
}
