/// Every limit the reading sets on itself, with its reason: each keeps
/// memory bounded on hostile input, and each that cuts a report's text or
/// list short is said in a diagnostic. (The analysis's limits are
/// `AnalysisLimits` in Explainer; caches keep their sizes beside them, as
/// those change no answer.)
struct ReadingLimits {
    /// Lines longer than this are read up to this size: no log line is
    /// near it, and a binary file without line ends stays bounded.
    static let longestLine = 1 << 20
    /// A report's text kept for finding it repeated byte for byte; a longer
    /// report is read again each time it repeats (see `VerbatimRepeats`).
    static let longestRepeatedText = 1 << 20

    /// Reading and analysing a report takes about 3 KB an entry: two
    /// such reports analysed at once stay well under 100 MB.
    var entriesPerReport = 20_000
    /// Lines quoted (a wrapped entry may take several).
    var linesPerReport = 20_000
    /// Notes on duplicates, wrapped entries and unreadable list lines.
    var notesPerReport = 1_000
    /// Unrelated lines tolerated between a header and its list (hard-wrapped headers).
    var preambleTextLines = 6
    /// Lines a wrapped entry may continue on.
    var entryContinuationLines = 6
}
