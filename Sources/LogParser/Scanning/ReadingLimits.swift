/// Every limit the reading sets on itself, with its reason: each keeps
/// memory bounded on hostile input, and each one reached is said in a
/// diagnostic. (The analysis's limits are `AnalysisLimits` in Explainer;
/// caches keep their sizes beside them, as those change no answer.)
struct ReadingLimits {
    /// Reading and analysing a report takes about 3 KB an entry: two
    /// such reports analysed at once stay well under 100 MB.
    var entriesPerReport = 10_000
    /// Lines quoted (a wrapped entry may take several).
    var linesPerReport = 20_000
    /// Notes on duplicates, wrapped entries and unreadable list lines.
    var notesPerReport = 1_000
    /// Unrelated lines tolerated between a header and its list (hard-wrapped headers).
    var preambleTextLines = 6
    /// Lines a wrapped entry may continue on.
    var entryContinuationLines = 3
}
