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

    let source: String
    let limits: ReadingLimits
    // The state below is internal only so that the extensions in the
    // `ReportAssembler+*.swift` files can change it; nothing else may.
    var phase: Phase = .idle
    var draft: ReportDraft?
    /// A `(` seen on the current line while idle: an entry after it on the
    /// same line starts a parenthesised list (`<__NSArrayI 0x…>( <…>, <…> )`).
    private var listOpenedOnThisLine = false
    /// The current line begins with the header: a wrap may have left its
    /// console prefix (`… Shelf[30118:2052267] [LayoutConstraints]`) on the line before.
    private var headerOpensLine = false
    /// Finished reports not yet collected.
    var finished: [Report] = []
    /// Line each address of the report being read was first listed on, to read
    /// duplicates once. Kept across reports so that its table is not grown
    /// anew for every report.
    var firstLineOfAddress: [String: Int] = [:]
    var entryCache = EntryCache()
    var verbatim = VerbatimRepeats()
    /// JSON log events (`log show --style json`), read as the lines they carry.
    var structured = StructuredLogEvents()
    /// A one-line recovery (`Will attempt to recover by breaking <…>.`, as
    /// recent AppKit prints it just before its report): held for the report
    /// that follows, or finished alone when none does.
    var heldRecovery: ReportDraft?
    /// The `xcodebuild` test running now, for the reports it prints.
    var runningTest: String?
    /// What a paste did to the line being read, for an entry left open on it.
    var lineDamage: PasteDamage?

    /// The stage that reads each line's events before they come here.
    let reading: LineReading

    /// `repairingPastes` false reads every line as it is (see `LineReading`).
    init(source: String, limits: ReadingLimits = ReadingLimits(), repairingPastes: Bool = true) {
        self.source = source
        self.limits = limits
        self.reading = LineReading(repairing: repairingPastes)
    }

    var isIdle: Bool { phase == .idle && draft == nil && !structured.isHolding && heldRecovery == nil }

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
        /// The report took the line, and it is a one-line recovery to hold.
        case takenAndHeld
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
    /// A JSON log event's line is read as the lines of its message.
    mutating func consume(
        line: [UInt8], number: Int, truncated: Bool, endedByNewline: Bool,
        previousLine: [UInt8]
    ) {
        guard reading.readsStructuredLogs, let events = structured.read(line, number: number) else {
            consumeText(line, number: number, truncated: truncated, endedByNewline: endedByNewline, previousLine: previousLine)
            return
        }
        read(events)
    }

    mutating func consumeText(
        _ line: [UInt8], number: Int, truncated: Bool, endedByNewline: Bool,
        previousLine: [UInt8]
    ) {
        // (Idle, no text is being captured: returning here skips no line of one.)
        if let testLine = reading.testLine(line) {
            follow(testLine, line: number)
            return
        }
        if isIdle, ByteSearch.firstIndex(of: Phrases.trigger, in: line, from: 0, to: line.count) == nil { return }
        let read = reading.read(
            line, idle: isIdle, prefix: draft?.linePrefix, escaped: draft?.repairs[.markdownEscapes] != nil)
        let (events, damage) = (read.events, read.damage)
        lineDamage = damage
        if read.pastPrefix { draft!.linesPastPrefix += 1 }
        if draft != nil, draft!.linePrefix == nil {
            draft!.linePrefix = reading.prefix(ofPreambleLine: line, events: events)
        }
        let record = SourceLine(number: number, text: String(decoding: line, as: UTF8.self))
        let finishedBefore = finished.count
        defer {
            noteForRepeats(
                line, record: record, events: events, readWhole: !truncated && endedByNewline,
                finishedFrom: finishedBefore)
        }
        // A damaged line's entries count for the report open before it, or
        // else for the one it starts.
        let repairedEntries = damage == nil ? 0 : events.count(where: \.isEntry)
        let hadDraft = draft != nil
        if let damage, hadDraft { noteRepair(damage, entries: repairedEntries, line: number) }
        // A held recovery belongs to a report that starts on the next line, or to none.
        if heldRecovery != nil, !events.isEmpty, !events[0].isHeader { releaseHeldRecovery() }
        if draft?.openEntry != nil, continueOpenEntry(with: line, events: events, record: record) { return }
        if events.isEmpty, draft != nil { take(record) }
        listOpenedOnThisLine = false
        headerOpensLine = Self.headerOpens(line)
        for event in events {
            switch handle(event, line: number, previousLine: previousLine) {
            case .taken:
                take(record)
            case .takenAndFinished:
                take(record)
                finishReport()
            case .takenAndHeld:
                take(record)
                heldRecovery = draft
                draft = nil
                phase = .idle
            case .finishedBefore:
                finishReport()
            case .restarted:
                finishReport()
                if start(with: event, line: number, previousLine: previousLine) { take(record) }
            case .ignored:
                break
            }
        }
        if let damage, !hadDraft { noteRepair(damage, entries: repairedEntries, line: number) }
        if truncated {
            let note = Diagnostic(
                file: source, line: number, column: line.count + 1, severity: .error,
                message: "this line is longer than \(line.count) bytes; only its start was read")
            if draft?.lastLineTaken == number {
                draft?.report.diagnostics.append(note)
            } else if let last = finished.indices.last, finished[last].endLine == number {
                finished[last].diagnostics.append(note)
            }
        }
    }

    /// Counts entries read from a damaged line, for the report's note; a
    /// report that ended on this very line gets its note at once.
    private mutating func noteRepair(_ damage: PasteDamage, entries: Int, line: Int) {
        guard entries > 0 else { return }
        if draft != nil {
            draft!.repairs[damage, default: 0] += entries
        } else if let last = finished.indices.last, finished[last].endLine == line {
            finished[last].diagnostics.append(
                Diagnostic(file: source, line: line, column: 1, severity: .note, message: damage.note(entries: entries)))
        }
    }

    /// End of input: whatever is open is finished as it stands.
    mutating func finishInput() {
        read(structured.finish())
        releaseHeldRecovery()
        if draft != nil { finishReport() }
    }

    /// Changes the draft in place (`draft!.…`): copying it out and back would
    /// copy its arrays every time, quadratic in a long list.
    mutating func take(_ line: consuming SourceLine) {
        guard draft != nil else { return }
        let number = line.number
        let hasContent = line.text.utf8.contains { $0 != .space && $0 != .tab }
        draft!.lastLineTaken = number
        // One input line may be taken for several events; a JSON event's
        // lines all carry its line's number.
        let isTaken = draft!.report.lines.last.map { $0.number == number && $0.text == line.text } ?? false
        if !isTaken {
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
            case .listOpen:
                draft?.sawListOpen = true
                phase = .list(parenthesized: true)
            case .entry:
                phase = .list(parenthesized: false)
                addEntry(event, line: line)
            case .redacted:
                draft?.report.isRedacted = true
                phase = .afterList
            case .recoveryMarker: phase = .awaitingRecovery
            case .trailer(let platform):
                draft?.trailerPlatform = platform
                return .takenAndFinished
            case .listClose: break
            case .text:
                guard textLines < limits.preambleTextLines else { return .finishedBefore }
                phase = .preamble(textLines: textLines + 1)
            }
        case .list(let parenthesized):
            switch event {
            case .entry: addEntry(event, line: line)
            case .listClose:
                draft?.sawListClose = true
                phase = .afterList
            case .header:
                if parenthesized || !(draft?.report.entries.isEmpty ?? true) {
                    draft?.report.gaps.append(.interruptedByNextReport)
                }
                return .restarted
            case .recoveryMarker: phase = .awaitingRecovery
            case .trailer(let platform):
                draft?.trailerPlatform = platform
                return .takenAndFinished
            case .redacted:
                // `"<private>",` in a list the rest of which is printed: one entry withheld, not the report.
                // (One inside an entry is the entry's: the tokenizer leaves it there.)
                appendRedactedEntry(line: line)
            case .listOpen, .preamble: break
            case .text(let looksLikeEntry):
                guard looksLikeEntry else {
                    if parenthesized { draft?.report.gaps.append(.listUnterminated) }
                    return .finishedBefore
                }
                note(
                    Diagnostic(
                        file: source, line: line, column: 1, severity: .error,
                        message: "this line of the list holds no constraint that could be read"))
            }
        case .afterList:
            switch event {
            case .recoveryMarker: phase = .awaitingRecovery
            case .trailer(let platform):
                draft?.trailerPlatform = platform
                return .takenAndFinished
            case .header, .entry: return .restarted
            case .text: return .finishedBefore
            case .preamble, .listOpen, .listClose, .redacted: break
            }
        case .awaitingRecovery:
            switch event {
            case .entry(let bytes, let column, let closed):
                // Wrapped by a mail or chat client: read on once the rest is joined.
                if !closed, draft != nil {
                    draft!.openEntry = ReportDraft.OpenEntry(
                        bytes: bytes, line: line, column: column, isRecovery: true, damage: lineDamage)
                    return .taken
                }
                setRecovery(bytes, line: line, column: column)
                let oneLine =
                    draft.map { $0.report.startLine == line && $0.report.entries.isEmpty && !$0.sawHeader && !$0.sawPreamble }
                    ?? false
                return oneLine ? .takenAndHeld : .takenAndFinished
            case .redacted:
                // The broken constraint withheld: the report is redacted only if its list was too.
                if draft?.report.entries.allSatisfy({ $0.text == "<private>" }) ?? true { draft?.report.isRedacted = true }
                return .takenAndFinished
            case .header: return .restarted
            case .trailer, .text: return .finishedBefore
            case .preamble, .listOpen, .listClose, .recoveryMarker: break
            }
        }
        return .taken
    }

    /// The line begins with the header, maybe after its `[Category] `: a
    /// wrap may have left the console prefix before it on the line before.
    static func headerOpens(_ line: [UInt8]) -> Bool {
        var rest = line.drop(while: \.isBlank)
        if rest.first == .openBracket, let close = rest.firstIndex(of: .closeBracket),
            rest[(rest.startIndex + 1)..<close].allSatisfy(\.isLetter)
        {
            rest = rest[(close + 1)...].drop(while: \.isBlank)
        }
        return rest.starts(with: Phrases.header)
    }

    /// Idle: only a header, a preamble sentence, an entry or the recovery
    /// sentence can start a report.
    private mutating func start(with event: LineEvent, line: Int, previousLine: [UInt8]) -> Bool {
        switch event {
        case .header(let platform):
            if headerOpensLine, ProcessName.isPrefixLine(previousLine) {
                begin(at: line - 1, keepingHeldRecovery: true)
                take(SourceLine(number: line - 1, text: String(decoding: previousLine, as: UTF8.self)))
            } else {
                begin(at: line, keepingHeldRecovery: true)
            }
            adoptHeldRecovery()
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

    /// A report starts: only a header keeps a one-line recovery held before
    /// it (to adopt it); any other start finishes that recovery alone first.
    private mutating func begin(at line: Int, keepingHeldRecovery: Bool = false) {
        if !keepingHeldRecovery { releaseHeldRecovery() }
        draft = ReportDraft(source: source, startLine: line)
        draft?.report.testCase = runningTest
        // Keep the table's room, unless a huge list made it large.
        firstLineOfAddress.removeAll(keepingCapacity: firstLineOfAddress.capacity <= 1024)
    }
}
