/// A report being read: the `Report` so far plus what is needed to finish it.
struct ReportDraft {
    var report: Report
    var sawHeader = false
    var sawListOpen = false
    var sawListClose = false
    /// Platform evidence, strongest first: header, trailer, preamble.
    var headerPlatform: Platform = .unknown
    var trailerPlatform: Platform = .unknown
    var sawPreamble = false
    /// Notes on the listed entries' content, in list order, found as they were
    /// listed (while each entry is at hand) and added when the report is finished.
    var entryNotes: [Diagnostic] = []
    /// An entry whose `>` has not been seen yet: a chat client may have wrapped it.
    var openEntry: OpenEntry?
    var skippedEntries = 0
    /// The last line taken, blank or not (`report.endLine` is the last with content).
    var lastLineTaken = 0
    /// Lines past `linesPerReport` were taken but not kept for quoting.
    var linesNotKept = false
    /// Notes past `notesPerReport`, counted only.
    var notesNotKept = 0
    /// The names the recovery entry uses that its `names:` does not bind.
    var recoveryUnboundNames: [String] = []
    /// Entries read from lines a paste had damaged, by kind of damage.
    var repairs: [PasteDamage: Int] = [:]
    /// JSON log events its lines came from.
    var jsonEvents = 0
    /// `xcodebuild test` progress lines passed over while it was open.
    var passedTestLines: [Int] = []
    /// What a viewer or CI service put before each of its lines, once seen.
    var linePrefix: LinePrefix?
    /// Blank and parenthesis lines read past that prefix.
    var linesPastPrefix = 0

    struct OpenEntry {
        /// The lines joined with nothing between them.
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var joinedLines = 0
        /// Where in `bytes` each joined line starts: wrapping may have eaten a space there.
        var joints: [Int] = []
        /// The entry after "Will attempt to recover by breaking constraint", not one of the list.
        var isRecovery = false
        /// What a paste did to its first line: undone again on the joined
        /// entry, as its wrapped rest was read as it is (`PasteRepair.undone`).
        var damage: PasteDamage?
    }

    init(source: String, startLine: Int) {
        report = Report(source: source, startLine: startLine)
    }
}
