/// The entries of the report being read: each parsed once (through the
/// cache), duplicates and names noted, wrapped entries joined.
extension ReportAssembler {
    mutating func addEntry(_ event: LineEvent, line: Int) {
        guard case .entry(let bytes, let column, let closed) = event, draft != nil else { return }
        if !closed {
            draft?.openEntry = ReportDraft.OpenEntry(bytes: bytes, line: line, column: column, damage: lineDamage)
            return
        }
        appendEntry(bytes, line: line, column: column)
    }

    /// An entry and the names it uses that its `names:` does not bind.
    mutating func readEntry(
        _ bytes: [UInt8], line: Int, column: Int,
        unboundNames: inout [String]
    ) -> ListEntry {
        let parsed = entryCache.parse(bytes)
        unboundNames = parsed.unboundNames
        return ListEntry(text: parsed.text, line: line, column: column, parsed: parsed.result)
    }

    /// Returns false when the entry is past the report's limit (not read).
    @discardableResult
    mutating func appendEntry(_ bytes: [UInt8], line: Int, column: Int) -> Bool {
        var unboundNames: [String] = []
        let entry = readEntry(bytes, line: line, column: column, unboundNames: &unboundNames)
        return append(entry, unboundNames: unboundNames)
    }

    /// An entry the unified log withheld (`<private>`): listed, so the count
    /// stays the log's, and never read as a constraint.
    mutating func appendRedactedEntry(line: Int) {
        let entry = ListEntry(
            text: "<private>", line: line, column: 1,
            parsed: .failure(EntryParseError(message: "the log withheld this constraint (<private>)", offset: 0)))
        _ = append(entry, unboundNames: [])
    }

    /// Reads the entry after "Will attempt to recover by breaking constraint"
    /// as the report's broken constraint, with the names it leaves unbound.
    mutating func setRecovery(_ bytes: [UInt8], line: Int, column: Int) {
        var unboundNames: [String] = []
        let recovery = readEntry(bytes, line: line, column: column, unboundNames: &unboundNames)
        draft?.report.recovery = recovery
        draft?.recoveryUnboundNames = unboundNames
    }

    /// Takes the entry by value and appends it in place: a closure capturing
    /// it copied every entry (all its strings) once more.
    mutating func append(_ entry: consuming ListEntry, unboundNames: [String]) -> Bool {
        guard draft != nil else { return false }
        // Past the limit, not even its address is kept (for noting duplicates).
        guard draft!.report.entries.count < limits.entriesPerReport else {
            draft!.skippedEntries += 1
            return false
        }
        if let address = entry.address,
            let first = Self.firstLine(&firstLineOfAddress[address, default: 0], orNoting: entry.line)
        {
            note(
                Diagnostic(
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
    mutating func note(_ diagnostic: Diagnostic) {
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
    static func firstLine(_ slot: inout Int, orNoting line: Int) -> Int? {
        guard slot == 0 else { return slot }
        slot = line
        return nil
    }

    /// A line after an entry without its `>`: either the rest of a wrapped
    /// entry, or proof that the entry was cut. Returns whether the line was used.
    mutating func continueOpenEntry(with line: [UInt8], events: [LineEvent], record: SourceLine) -> Bool {
        guard var open = draft?.openEntry else { return false }
        // A bare entry's rest may be a number alone (`50",`), which reads as
        // a blank line's prefix, or its info's `)`, which reads as the list's.
        let bareRest =
            open.damage == .tagsStripped
            && (events.isEmpty && line.contains { !$0.isBlank }
                || events.count == 1 && events[0].isListClose && PasteRepair.leavesParenthesisOpen(open.bytes))
        let isContinuation = events.allSatisfy { if case .text = $0 { true } else { false } } && !events.isEmpty || bareRest
        if isContinuation, open.joinedLines < limits.entryContinuationLines,
            let piece = Self.continuation(of: open, in: line)
        {
            open.joinedLines += 1
            open.joints.append(open.bytes.count)
            open.bytes += piece
            take(record)
            if open.bytes.last == .greaterThan, open.isRecovery {
                draft?.openEntry = nil
                setRecovery(readableJoining(open), line: open.line, column: open.column)
                note(continuationNote(open))
                finishReport()
            } else if open.bytes.last == .greaterThan {
                draft?.openEntry = nil
                if appendEntry(readableJoining(open), line: open.line, column: open.column) { note(continuationNote(open)) }
            } else {
                draft?.openEntry = open
            }
            return true
        }
        // A bare entry left open at its line's end is whole when no wrapped rest follows.
        let bareRecovery = open.isRecovery && open.damage == .tagsStripped
        closeOpenEntryAsCut()
        if bareRecovery, draft?.report.recovery?.constraint != nil { finishReport() }
        return false
    }

    /// The part of a continuation line that is the open entry's: up to its
    /// last `>` that is no relation's (`>=`, wherever a wrap left it), or for
    /// a bare entry up to its list separator, with its `>` put back (`PasteRepair.bareEntryEnd`).
    /// A line with neither is all the entry's, which goes on. Nil for an empty line.
    static func continuation(of open: ReportDraft.OpenEntry, in line: [UInt8]) -> [UInt8]? {
        guard !line.isEmpty else { return nil }
        let start = line.firstIndex { !$0.isBlank } ?? 0
        if open.damage == .tagsStripped {
            let (end, closed) = PasteRepair.bareEntryEnd(in: line, start..<line.count, before: open.bytes)
            return Array(line[start..<end]) + (closed ? [.greaterThan] : [])
        }
        let end =
            line.indices.last { line[$0] == .greaterThan && ($0 + 1 == line.count || line[$0 + 1] != .equals) }
            ?? line.count - 1
        return Array(line[min(start, end)...end])
    }

    /// A wrapped entry's lines joined so that it reads: wrapping at a space
    /// eats it (mail, chat), a hard wrap does not, `fold -s` keeps it at the
    /// line's end (no second one is put in), and a label may be split at its
    /// own space. Every joint spaced is tried first, then none, then each mix
    /// (`joiningsTried`); a joining that leaves no name unbound is kept over
    /// one that does (a hard wrap inside a name). The paste's damage is
    /// undone on the joined entry, as its rest was read unrepaired. Through
    /// the cache, as the joining kept is parsed again as the entry.
    private mutating func readableJoining(_ open: ReportDraft.OpenEntry) -> [UInt8] {
        let count = open.joints.count
        var readable: [UInt8]?
        for mask in Self.joiningsTried(joints: count) {
            var joined: [UInt8] = []
            joined.reserveCapacity(open.bytes.count + count)
            var from = 0
            for (index, joint) in open.joints.enumerated() {
                joined += open.bytes[from..<joint]
                if mask & (1 << index) != 0, joint > 0, !open.bytes[joint - 1].isBlank { joined.append(.space) }
                from = joint
            }
            joined += open.bytes[from...]
            joined = PasteRepair.undone(open.damage, in: joined)
            let parsed = entryCache.parse(joined)
            guard (try? parsed.result.get()) != nil else { continue }
            if parsed.unboundNames.isEmpty { return joined }
            if readable == nil { readable = joined }
        }
        return readable ?? PasteRepair.undone(open.damage, in: open.bytes)
    }

    /// The joinings to try, as bit masks (bit `i` set: a space at joint
    /// `i`): every mix of up to 4 joints; past that, the mixes that differ
    /// from all spaced or from none at one joint, which keeps the parses
    /// linear in the joints.
    static func joiningsTried(joints count: Int) -> [Int] {
        let all = (1 << count) - 1
        guard count > 4 else { return [all, 0] + (1..<all).reversed().filter { _ in count > 1 } }
        let singles = (0..<count).map { 1 << $0 }
        return [all, 0] + singles.map { all & ~$0 } + singles
    }

    private func continuationNote(_ open: ReportDraft.OpenEntry) -> Diagnostic {
        Diagnostic(
            file: source, line: open.line, column: open.column, severity: .note,
            message: "this entry continues on the next \(open.joinedLines == 1 ? "line" : "\(open.joinedLines) lines"); read as one")
    }

    mutating func closeOpenEntryAsCut() {
        guard let open = draft?.openEntry else { return }
        draft?.openEntry = nil
        // An entry whose only loss is its closing `>` is whole.
        if let whole = Self.closedByItsMissingBracket(open.bytes, endsAnywhere: open.damage == .tagsStripped) {
            if open.isRecovery {
                setRecovery(whole, line: open.line, column: open.column)
            } else {
                _ = appendEntry(whole, line: open.line, column: open.column)
            }
            // A bare entry has no `>` by its form, which the repair's note says.
            guard open.damage != .tagsStripped else {
                if open.joinedLines > 0 { note(continuationNote(open)) }
                return
            }
            note(
                Diagnostic(
                    file: source, line: open.line, column: open.column, severity: .note,
                    message: "this entry has no closing '>' but is otherwise whole; read as whole"))
            return
        }
        // A cut recovery loses none of the list: the list's constraints are
        // all there (its address still names which one was broken).
        if open.isRecovery {
            setRecovery(open.bytes, line: open.line, column: open.column)
            return
        }
        if appendEntry(open.bytes, line: open.line, column: open.column), draft?.report.gaps.contains(.entryCutShort) == false {
            draft?.report.gaps.append(.entryCutShort)
        }
    }

    /// The entry with its closing `>` put back, when it lacks only that: it
    /// ends where an entry can (a word, or its `(active)` info; a number may
    /// have lost digits, but not a bare entry's: it lost its `>` alone, and
    /// no wrapped rest followed) and then reads as a constraint.
    static func closedByItsMissingBracket(_ bytes: [UInt8], endsAnywhere: Bool = false) -> [UInt8]? {
        var end = bytes.count
        while end > 0, bytes[end - 1].isBlank || bytes[end - 1] == .doubleQuote || bytes[end - 1] == .comma { end -= 1 }
        guard end > 0 else { return nil }
        let last = bytes[end - 1]
        guard endsAnywhere || last == .closeParen || last.isLetter else { return nil }
        let closed = Array(bytes[..<end]) + [.greaterThan]
        guard case .success = EntryParser.parse(bytes: closed) else { return nil }
        return closed
    }
}
