/// Every limit the analysis and its outputs set on themselves, with its
/// reason. Each one that cuts an answer short is said in the output; the
/// ones that only bound the optional search make it say "at least". (The
/// reading's limits are `ReadingLimits` in LogParser; caches keep their
/// sizes beside them, as those change no answer; the conflict search's
/// own bounds are `SearchLimits`, in its layer.)
package enum AnalysisLimits {
    /// More minimal conflicts than this are counted, not listed: a reader
    /// does not read further, and a row of views can have millions.
    package static let listedConflicts = 64

    /// Groups with more constraints that relate two or more variables,
    /// counted after those in series are merged (`SeriesReduction`), are not
    /// searched at all: the solver's tableau grows with the square of what
    /// is left of a cycle, so memory, not time, sets this bound. A cycle of
    /// 7,500 equal widths, at the bound, takes 5.6 s and 1.7 GB; a row of
    /// 8,000 views (24,003 constraints with their widths) merges to one
    /// such constraint beside bounds on single widths, and is searched whole.
    package static let largestSearchedGroup = 7_500

    /// Parts of more related constraints are not laid out (no "on screen"
    /// clause, no picture, no range of sizes at which they hold): the
    /// solver's work grows with about the cube of a chain's length (1,000
    /// constraints take 0.2 s, 4,000 took 14 s and 180 MB, 10,000 minutes;
    /// a size range over a row of 8,000 views took 2.3 s of a 3.3 s run).
    static let largestLaidOut = 1_000

    /// Reports waiting for analysis beyond this make the reading thread
    /// analyse one itself: reading outpaces analysis, and what waits is held
    /// in memory (a few MB at this size). Fewer would leave the background
    /// worker idle while the next chunk of input is read (a 256 KB chunk can
    /// hold 60 reports).
    package static let mostReportsWaiting = 128
    /// The same in list entries: a few huge reports weigh more than 128
    /// typical ones (a report takes about 3 KB an entry while it waits and is
    /// analysed).
    package static let mostEntriesWaiting = 8_192

    /// Sums of more terms are said as their total only: a reader checks a
    /// dozen numbers, not a hundred.
    package static let longestSpelledSum = 12

    /// Conflicts with more constraints list only this many in the terminal
    /// (the JSON lists them all).
    package static let longestTextList = 40

    /// A log's summary in the terminal lists this many distinct reports,
    /// most frequent first; a screen, not a scroll.
    package static let summaryRows = 20

    /// A label in a view's name is cut to this many characters: a name is to
    /// tell views apart, and a paragraph of text would push the equation
    /// off the line.
    package static let longestLabel = 24

    /// The lines a repeated report is listed at, at most: the first few say
    /// where to look, and a count says the rest (a UI-test log repeats one
    /// conflict thousands of times, and its line list was most of the output).
    package static let repeatLinesShown = 5
}
