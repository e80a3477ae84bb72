/// The state machine that groups lines into reports: header, preamble,
/// list, recovery. It is lenient by design: any part may be missing, cut,
/// repeated or folded onto one line, and it still reads what is there.
struct ReportAssembler {
    enum Phase: Equatable {
        case idle
        /// After the header: UIKit's advice paragraph, wrapped however the paste wrapped it.
        case preamble(textLines: Int)
        case list(parenthesized: Bool)
        case afterList
        case awaitingRecovery
    }

    /// Limits that keep memory bounded on hostile input.
    struct Limits {
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

    let source: String
    let limits: Limits
    private(set) var phase: Phase = .idle
    private var draft: ReportDraft?
    /// A `(` seen on the current line while idle: an entry after it on the
    /// same line starts a parenthesised list (`<__NSArrayI 0x…>( <…>, <…> )`).
    private var listOpenedOnThisLine = false
    /// Finished reports not yet collected.
    var finished: [Report] = []
    /// Line each address of the report being read was first listed on, to read
    /// duplicates once. Kept across reports so that its table is not grown
    /// anew for every report.
    private var firstLineOfAddress: [String: Int] = [:]
    private var entryCache = EntryCache()
    private var verbatim = VerbatimRepeats()

    init(source: String, limits: Limits = Limits()) {
        self.source = source
        self.limits = limits
    }

    var isIdle: Bool { phase == .idle && draft == nil }

    /// Roughly the bytes the report being read holds.
    var retainedByteCount: Int {
        guard let draft else { return 0 }
        return draft.report.lines.reduce(0) { $0 + $1.text.utf8.count }
            + draft.report.entries.reduce(0) { $0 + $1.text.utf8.count }
    }

    /// What an event does to the report being read.
    private enum Outcome {
        /// The report took the line.
        case taken
        /// The report took the line, and it is complete.
        case takenAndFinished
        /// The line is not the report's: the report ends before it.
        case finishedBefore
        /// A new report starts on this line; the current one ends before it.
        case restarted
        /// Nothing to do with any report.
        case ignored
    }

    /// Reads one line. `previousLine` is the line before it, needed only to
    /// see a bare list's `(` when its first entry starts a report;
    /// `endedByNewline`, whether a plain `\n` ended it (see `VerbatimRepeats`).
    mutating func consume(line: [UInt8], number: Int, truncated: Bool, endedByNewline: Bool,
                          previousLine: [UInt8]) {
        // (Idle, no text is being captured: returning here skips no line of one.)
        if isIdle, ByteSearch.firstIndex(of: Phrases.trigger, in: line, from: 0, to: line.count) == nil { return }
        let events = LineTokenizer.events(in: line, requireConstraintClass: isIdle)
        let record = SourceLine(number: number, text: String(decoding: line, as: UTF8.self))
        let finishedBefore = finished.count
        defer {
            noteForRepeats(line, record: record, events: events, readWhole: !truncated && endedByNewline,
                           finishedFrom: finishedBefore)
        }
        if draft?.openEntry != nil, continueOpenEntry(with: line, events: events, record: record) { return }
        if events.isEmpty, draft != nil { take(record) }
        listOpenedOnThisLine = false
        for event in events {
            switch handle(event, line: number, previousLine: previousLine) {
            case .taken:
                take(record)
            case .takenAndFinished:
                take(record)
                finishReport()
            case .finishedBefore:
                finishReport()
            case .restarted:
                finishReport()
                if start(with: event, line: number, previousLine: previousLine) { take(record) }
            case .ignored:
                break
            }
        }
        if truncated {
            let note = Diagnostic(file: source, line: number, column: line.count + 1, severity: .error,
                                  message: "this line is longer than \(line.count) bytes; only its start was read")
            if draft?.lastLineTaken == number {
                draft?.report.diagnostics.append(note)
            } else if let last = finished.indices.last, finished[last].endLine == number {
                finished[last].diagnostics.append(note)
            }
        }
    }

    /// Whether the report being read opened on its header line alone, and
    /// nothing else of it has been read: a verbatim repeat may be skipped.
    var awaitsRepeatedBody: Bool { verbatim.awaitsBody }

    /// Right after a header line: when the text from `start` repeats a kept
    /// report's lines byte for byte, finishes that report again here without
    /// reading them. Returns the bytes and lines skipped and the last of them.
    mutating func skipRepeatedBody(in region: ByteRegion, from start: Int) -> (byteCount: Int, lineCount: Int, lastLine: [UInt8])? {
        guard let header = draft?.report.lines.first,
              let template = verbatim.repeatedTemplate(in: region, from: start) else { return nil }
        var report = template.report.moved(by: header.number - template.report.startLine)
        report.lines[0] = header
        draft = nil
        phase = .idle
        verbatim.abandonCapture()
        finished.append(report)
        return (template.bodyLength, template.bodyLineCount, template.lastLine)
    }

    /// Captures the text of reports that may repeat verbatim: the line just
    /// read may be the next of the report being captured, its last, or the
    /// first after it; it may also open a report on its header alone.
    private mutating func noteForRepeats(_ line: [UInt8], record: SourceLine, events: [LineEvent], readWhole: Bool,
                                         finishedFrom: Int) {
        if verbatim.isCapturing {
            // The report captured was the draft open before this line: if
            // anything finished on it, the captured report finished first.
            let finishedNow = finished.count - finishedFrom
            if finishedNow == 0 {
                verbatim.captureLine(line, endedByNewline: readWhole)
            } else if finishedNow == 1, finished[finishedFrom].endLine == record.number, isIdle {
                // It ended on this line, and no other report started on it.
                verbatim.captureLine(line, endedByNewline: readWhole)
                verbatim.completeCapture(giving: &finished[finishedFrom])
            } else {
                verbatim.abandonCapture()
            }
        }
        if readWhole, events.count == 1, case .header = events[0], draft?.report.startLine == record.number,
           let header = ByteSearch.firstIndex(of: Phrases.header, in: line, from: 0, to: line.count) {
            verbatim.startCapture(headerLine: line, header: header,
                                  namedPlatform: Self.platformNamed(inFirstLine: record.text))
        }
    }

    /// End of input: whatever is open is finished as it stands.
    mutating func finishInput() {
        if draft != nil { finishReport() }
    }

    /// Changes the draft in place (`draft!.…`): copying it out and back would
    /// copy its arrays every time, quadratic in a long list.
    private mutating func take(_ line: consuming SourceLine) {
        guard draft != nil else { return }
        let number = line.number
        let hasContent = line.text.utf8.contains { $0 != .space && $0 != .tab }
        draft!.lastLineTaken = number
        if draft!.report.lines.last?.number != number {
            if draft!.report.lines.count < limits.linesPerReport {
                draft!.report.lines.append(line)
            } else {
                draft!.linesNotKept = true
            }
        }
        // A report ends at its last line with content (blank lines after it are not its).
        if hasContent { draft!.report.endLine = max(draft!.report.endLine, number) }
    }

    // MARK: - Events

    private mutating func handle(_ event: LineEvent, line: Int, previousLine: [UInt8]) -> Outcome {
        switch phase {
        case .idle:
            return start(with: event, line: line, previousLine: previousLine) ? .taken : .ignored
        case .preamble(let textLines):
            switch event {
            case .header: return .restarted
            case .preamble: draft?.sawPreamble = true
            case .listOpen: draft?.sawListOpen = true; phase = .list(parenthesized: true)
            case .entry: phase = .list(parenthesized: false); addEntry(event, line: line)
            case .redacted: draft?.report.isRedacted = true; phase = .afterList
            case .recoveryMarker: phase = .awaitingRecovery
            case .trailer(let platform): draft?.trailerPlatform = platform; return .takenAndFinished
            case .listClose: break
            case .text:
                guard textLines < limits.preambleTextLines else { return .finishedBefore }
                phase = .preamble(textLines: textLines + 1)
            }
        case .list(let parenthesized):
            switch event {
            case .entry: addEntry(event, line: line)
            case .listClose: draft?.sawListClose = true; phase = .afterList
            case .header:
                if parenthesized || !(draft?.report.entries.isEmpty ?? true) {
                    draft?.report.gaps.append(.interruptedByNextReport)
                }
                return .restarted
            case .recoveryMarker: phase = .awaitingRecovery
            case .trailer(let platform): draft?.trailerPlatform = platform; return .takenAndFinished
            case .redacted: draft?.report.isRedacted = true
            case .listOpen, .preamble: break
            case .text(let looksLikeEntry):
                guard looksLikeEntry else {
                    if parenthesized { draft?.report.gaps.append(.listUnterminated) }
                    return .finishedBefore
                }
                note(Diagnostic(file: source, line: line, column: 1, severity: .error,
                                message: "this line of the list holds no constraint that could be read"))
            }
        case .afterList:
            switch event {
            case .recoveryMarker: phase = .awaitingRecovery
            case .trailer(let platform): draft?.trailerPlatform = platform; return .takenAndFinished
            case .header, .entry: return .restarted
            case .text: return .finishedBefore
            case .preamble, .listOpen, .listClose, .redacted: break
            }
        case .awaitingRecovery:
            switch event {
            case .entry(let bytes, let column, _):
                var unboundNames: [String] = []
                let recovery = readEntry(bytes, line: line, column: column, unboundNames: &unboundNames)
                draft?.recoveryUnboundNames = unboundNames
                draft?.report.recovery = recovery
                return .takenAndFinished
            case .redacted:
                draft?.report.isRedacted = true
                return .takenAndFinished
            case .header: return .restarted
            case .trailer, .text: return .finishedBefore
            case .preamble, .listOpen, .listClose, .recoveryMarker: break
            }
        }
        return .taken
    }

    /// Idle: only a header, a preamble sentence, an entry or the recovery
    /// sentence can start a report.
    private mutating func start(with event: LineEvent, line: Int, previousLine: [UInt8]) -> Bool {
        switch event {
        case .header(let platform):
            begin(at: line)
            draft?.sawHeader = true
            draft?.headerPlatform = platform
            phase = .preamble(textLines: 0)
        case .preamble:
            begin(at: line)
            draft?.sawPreamble = true
            phase = .preamble(textLines: 0)
        case .entry where listOpenedOnThisLine:
            begin(at: line)
            draft?.sawListOpen = true
            phase = .list(parenthesized: true)
            addEntry(event, line: line)
        case .entry:
            if LineTokenizer.events(in: previousLine).contains(where: { if case .listOpen = $0 { true } else { false } }) {
                begin(at: line - 1)
                draft?.sawListOpen = true
                take(SourceLine(number: line - 1, text: String(decoding: previousLine, as: UTF8.self)))
                phase = .list(parenthesized: true)
            } else {
                begin(at: line)
                phase = .list(parenthesized: false)
            }
            addEntry(event, line: line)
        case .recoveryMarker:
            begin(at: line)
            phase = .awaitingRecovery
        case .listOpen:
            listOpenedOnThisLine = true
            return false
        case .listClose, .redacted, .trailer, .text:
            return false
        }
        return true
    }

    private mutating func begin(at line: Int) {
        draft = ReportDraft(source: source, startLine: line)
        // Keep the table's room, unless a huge list made it large.
        firstLineOfAddress.removeAll(keepingCapacity: firstLineOfAddress.capacity <= 1024)
    }

    // MARK: - Entries

    private mutating func addEntry(_ event: LineEvent, line: Int) {
        guard case .entry(let bytes, let column, let closed) = event, draft != nil else { return }
        if !closed {
            draft?.openEntry = ReportDraft.OpenEntry(bytes: bytes, line: line, column: column)
            return
        }
        appendEntry(bytes, line: line, column: column)
    }

    /// An entry and the names it uses that its `names:` does not bind.
    private mutating func readEntry(_ bytes: [UInt8], line: Int, column: Int,
                                    unboundNames: inout [String]) -> ListEntry {
        let parsed = entryCache.parse(bytes)
        unboundNames = parsed.unboundNames
        return ListEntry(text: parsed.text, line: line, column: column, parsed: parsed.result)
    }

    /// Returns false when the entry is past the report's limit (not read).
    @discardableResult
    private mutating func appendEntry(_ bytes: [UInt8], line: Int, column: Int) -> Bool {
        var unboundNames: [String] = []
        let entry = readEntry(bytes, line: line, column: column, unboundNames: &unboundNames)
        return append(entry, unboundNames: unboundNames)
    }

    /// Takes the entry by value and appends it in place: a closure capturing
    /// it copied every entry (all its strings) once more.
    private mutating func append(_ entry: consuming ListEntry, unboundNames: [String]) -> Bool {
        guard draft != nil else { return false }
        // Past the limit, not even its address is kept (for noting duplicates).
        guard draft!.report.entries.count < limits.entriesPerReport else {
            draft!.skippedEntries += 1
            return false
        }
        if let address = entry.address,
           let first = Self.firstLine(&firstLineOfAddress[address, default: 0], orNoting: entry.line) {
            note(Diagnostic(
                file: source, line: entry.line, column: entry.column, severity: .note,
                message: "constraint \(address) is listed twice (lines \(first) and \(entry.line)); it is read once"))
            // The note quotes line numbers: the report cannot be moved to other lines.
            verbatim.abandonCapture()
            return true
        }
        Self.noteContent(of: entry, unboundNames: unboundNames, file: source, into: &draft!.entryNotes)
        draft!.report.entries.append(entry)
        return true
    }

    /// Adds a note on the report being read, up to `notesPerReport` (a
    /// hostile list can hold a note's cause on every line); the rest are counted.
    private mutating func note(_ diagnostic: Diagnostic) {
        guard draft != nil else { return }
        guard draft!.report.diagnostics.count < limits.notesPerReport else {
            draft!.notesNotKept += 1
            return
        }
        draft!.report.diagnostics.append(diagnostic)
    }

    /// The line an address was first listed on, or nil (noting `line`) when
    /// this is its first listing. Given the table's slot for the address
    /// (0 when new: lines start at 1), so that the address is hashed once.
    private static func firstLine(_ slot: inout Int, orNoting line: Int) -> Int? {
        guard slot == 0 else { return slot }
        slot = line
        return nil
    }

    /// A line after an entry without its `>`: either the rest of a wrapped
    /// entry, or proof that the entry was cut. Returns whether the line was used.
    private mutating func continueOpenEntry(with line: [UInt8], events: [LineEvent], record: SourceLine) -> Bool {
        guard var open = draft?.openEntry else { return false }
        let isContinuation = events.allSatisfy { if case .text = $0 { true } else { false } } && !events.isEmpty
        if isContinuation, open.joinedLines < limits.entryContinuationLines,
           let end = line.lastIndex(of: .greaterThan) ?? (line.isEmpty ? nil : line.count - 1) {
            let piece = Array(line[(line.firstIndex { !$0.isBlank } ?? 0)...end])
            open.joinedLines += 1
            // Wrapping may or may not have eaten a space; keep the joint that reads.
            let tight = open.bytes + piece
            let spaced = open.bytes + [.space] + piece
            // Through the cache: the joint kept is parsed again as the entry.
            let candidate = (try? entryCache.parse(spaced).result.get()) != nil ? spaced : tight
            take(record)
            if candidate.last == .greaterThan {
                draft?.openEntry = nil
                if appendEntry(candidate, line: open.line, column: open.column) {
                    note(Diagnostic(
                        file: source, line: open.line, column: open.column, severity: .note,
                        message: "this entry continues on the next \(open.joinedLines == 1 ? "line" : "\(open.joinedLines) lines"); read as one"))
                }
            } else {
                open.bytes = candidate
                draft?.openEntry = open
            }
            return true
        }
        closeOpenEntryAsCut()
        return false
    }

    private mutating func closeOpenEntryAsCut() {
        guard let open = draft?.openEntry else { return }
        draft?.openEntry = nil
        if appendEntry(open.bytes, line: open.line, column: open.column), draft?.report.gaps.contains(.entryCutShort) == false {
            draft?.report.gaps.append(.entryCutShort)
        }
    }

    // MARK: - Finishing

    private mutating func finishReport() {
        closeOpenEntryAsCut()
        guard var current = draft else { phase = .idle; return }
        // Take the draft out, so the report's arrays are owned once and are
        // changed in place below instead of copied.
        draft = nil
        if phase == .list(parenthesized: true), !current.sawListClose, !current.report.gaps.contains(.interruptedByNextReport) {
            current.report.gaps.append(.listUnterminated)
        }
        let platform = platform(of: current)
        var report = current.report
        current.report = Report(source: source, startLine: report.startLine)
        if report.entries.isEmpty && !report.isRedacted {
            report.gaps.append(.listMissing)
        } else if !current.sawHeader && !current.sawListOpen && !report.entries.isEmpty {
            report.gaps.insert(.startMissing, at: 0)
        }
        report.gaps = report.gaps.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        if current.linesNotKept {
            report.diagnostics.append(Diagnostic(
                file: source, line: report.startLine, column: 1, severity: .note,
                message: "the report runs to line \(report.endLine); only its first \(limits.linesPerReport) lines are kept for quoting"))
        }
        if current.notesNotKept > 0 {
            report.diagnostics.append(Diagnostic(
                file: source, line: report.startLine, column: 1, severity: .note,
                message: "\(current.notesNotKept) more notes on this report are not shown"))
        }
        if current.skippedEntries > 0 {
            report.diagnostics.append(Diagnostic(
                file: source, line: report.startLine, column: 1, severity: .error,
                message: "the list holds more than \(limits.entriesPerReport) constraints; \(current.skippedEntries) more were not read"))
        }
        report.platform = platform
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
    private static func noteContent(of entry: borrowing ListEntry, unboundNames: [String], file source: String,
                                    into diagnostics: inout [Diagnostic]) {
        if let failure = entry.failure {
            let offsetColumn = LineTokenizer.column(of: failure.offset, in: entry.text) - 1
            diagnostics.append(Diagnostic(file: source, line: entry.line, column: entry.column + offsetColumn,
                                          severity: .error, message: failure.message))
        }
        for name in unboundNames {
            diagnostics.append(Diagnostic(
                file: source, line: entry.line, column: entry.column, severity: .note,
                message: "'\(name)' is not bound in the entry's names:, so it cannot be matched to other entries"))
        }
    }

    /// The log category names the framework outright; the header's last
    /// character (`.` UIKit, `:` AppKit) is next best, except in the unified
    /// log, where UIKit's redacted header ends with `:` too.
    private func platform(of draft: ReportDraft) -> Platform {
        if let header = draft.report.lines.first?.text, let named = Self.platformNamed(inFirstLine: header) { return named }
        for evidence in [draft.headerPlatform, draft.trailerPlatform] where evidence != .unknown { return evidence }
        if draft.sawPreamble { return .uiKit }
        let entries = draft.report.entries + (draft.report.recovery.map { [$0] } ?? [])
        return PlatformGuess.fromClassNames(entries.compactMap(\.constraint))
    }

    /// The platform a report's first line names by its log category or subsystem.
    static func platformNamed(inFirstLine line: String) -> Platform? {
        if contains(line, "LayoutConstraints]") || contains(line, "com.apple.UIKit") { return .uiKit }
        if contains(line, "[Layout]") || contains(line, "com.apple.AppKit") { return .appKit }
        return nil
    }

    /// `text.contains(phrase)` for an ASCII phrase. Searching ASCII text's bytes
    /// gives the same answer and is much faster than comparing `Character`s;
    /// other text keeps `String.contains`, whose canonical equivalence bytes
    /// cannot reproduce (a Kelvin sign equals `K`).
    static func contains(_ text: String, _ phrase: StaticString) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return phrase.withUTF8Buffer { needle in
                guard needle.count <= bytes.count else { return false }
                for start in 0...(bytes.count - needle.count)
                where bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle) {
                    return true
                }
                return false
            }
        }
        if let found, let answer = found { return answer }
        return text.contains(String(describing: phrase))
    }
}
