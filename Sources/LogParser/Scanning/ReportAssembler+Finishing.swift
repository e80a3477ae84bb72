/// A report's end: its gaps and notes settled, its platform decided, its
/// trailing blank lines dropped.
extension ReportAssembler {
    mutating func finishReport() {
        closeOpenEntryAsCut()
        guard var current = draft else {
            phase = .idle
            return
        }
        // Take the draft out, so the report's arrays are owned once and are
        // changed in place below instead of copied.
        draft = nil
        if phase == .list(parenthesized: true), !current.sawListClose, !current.report.gaps.contains(.interruptedByNextReport) {
            current.report.gaps.append(.listUnterminated)
        }
        // A list printed without parentheses shows its end only by what follows it: with no
        // recovery part and no trailer after it, the paste may have stopped anywhere inside it.
        if phase == .list(parenthesized: false), current.sawHeader, current.report.recovery == nil,
            current.trailerPlatform == .unknown, !current.report.entries.isEmpty
        {
            current.report.gaps.append(.listUnterminated)
        }
        let platform = PlatformGuess.platform(of: current)
        var report = current.report
        current.report = Report(source: source, startLine: report.startLine)
        // Every entry withheld: the report is redacted, as when the list is one `<private>`.
        if !report.entries.isEmpty, report.entries.allSatisfy({ $0.text == "<private>" && $0.constraint == nil }) {
            report.isRedacted = true
        }
        if report.entries.isEmpty && !report.isRedacted {
            report.gaps.append(.listMissing)
        } else if !current.sawHeader && !current.sawListOpen && !report.entries.isEmpty {
            report.gaps.insert(.startMissing, at: 0)
        }
        report.gaps = report.gaps.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        if current.linesNotKept {
            report.diagnostics.append(
                Diagnostic(
                    file: source, line: report.startLine, column: 1, severity: .note,
                    message: "the report runs to line \(report.endLine); only its first \(limits.linesPerReport) lines are kept for quoting"
                ))
        }
        if current.notesNotKept > 0 {
            report.diagnostics.append(
                Diagnostic(
                    file: source, line: report.startLine, column: 1, severity: .note,
                    message: "\(current.notesNotKept) more notes on this report are not shown"))
        }
        if current.skippedEntries > 0 {
            report.gaps.append(.listTooLong)
            report.diagnostics.append(
                Diagnostic(
                    file: source, line: report.startLine, column: 1, severity: .error,
                    message: "the list holds more than \(limits.entriesPerReport) constraints; \(current.skippedEntries) more were not read"
                ))
        }
        if current.jsonEvents > 0 {
            let events = current.jsonEvents == 1 ? "1 JSON log event" : "\(current.jsonEvents) JSON log events"
            report.diagnostics.append(
                Diagnostic(
                    file: source, line: report.startLine, column: 1, severity: .note,
                    message: "read from the eventMessage of \(events) (`log show --style json` or `log stream --style ndjson`)"))
        }
        for damage in PasteDamage.allCases {
            guard let count = current.repairs[damage] else { continue }
            report.diagnostics.append(
                Diagnostic(file: source, line: report.startLine, column: 1, severity: .note, message: damage.note(entries: count)))
        }
        if let prefix = current.linePrefix, current.linesPastPrefix > 0 {
            report.diagnostics.append(
                Diagnostic(
                    file: source, line: report.startLine, column: 1, severity: .note,
                    message: prefix.note(lines: current.linesPastPrefix)))
        }
        if let note = Self.passedTestLinesNote(current.passedTestLines, in: report) { report.diagnostics.append(note) }
        report.platform = platform
        report.process = report.lines.first.flatMap { ProcessName.of(headerLine: $0.text) }
        report.diagnostics += current.entryNotes
        if let recovery = report.recovery {
            Self.noteContent(of: recovery, unboundNames: current.recoveryUnboundNames, file: source, into: &report.diagnostics)
        }
        report.diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        // Blank lines after its last line with content are not the report's.
        while let last = report.lines.last, report.lines.count > 1, last.number > report.endLine {
            report.lines.removeLast()
        }

        report.entries = report.entries.trimmedToCount()
        finished.append(report)
        phase = .idle
    }

    /// An unreadable entry's error, or the unbound names a read one uses
    /// (found with the parse, once per distinct entry: matching the entry's
    /// result here copied the whole constraint).
    /// Static: a method would have the whole assembler copied while its draft is changed.
    static func noteContent(
        of entry: borrowing ListEntry, unboundNames: [String], file source: String,
        into diagnostics: inout [Diagnostic]
    ) {
        if let failure = entry.failure {
            let offsetColumn = LineTokenizer.column(of: failure.offset, in: entry.text) - 1
            diagnostics.append(
                Diagnostic(
                    file: source, line: entry.line, column: entry.column + offsetColumn,
                    // Withheld by the log is no fault of the text: said (once for many), not an error.
                    severity: entry.text == "<private>" || failure.message == EntryParser.nullBodyMessage ? .note : .error,
                    message: failure.message))
        }
        for name in unboundNames {
            // The unified log's redaction of a view: a view of its own, unnamed, never one the app's code names.
            let message =
                name == "<private>"
                ? "the log withheld a view here (<private>): this constraint ties it to no other, so it is left out"
                : "'\(name)' is not bound in the entry's names:, so it cannot be matched to other entries"
            diagnostics.append(
                Diagnostic(file: source, line: entry.line, column: entry.column, severity: .note, message: message))
        }
    }
}
