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
    /// Line each address was first listed on, to read duplicates once.
    var firstLineOfAddress: [String: Int] = [:]
    /// An entry whose `>` has not been seen yet: a chat client may have wrapped it.
    var openEntry: OpenEntry?
    var skippedEntries = 0

    struct OpenEntry {
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var joinedLines = 0
    }

    init(source: String, startLine: Int) {
        report = Report(source: source, startLine: startLine)
    }
}
