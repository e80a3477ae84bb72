/// Finds and reads every report in console text fed to it in chunks of any
/// size, holding only the report being read: a log of any size streams
/// through in bounded memory.
///
///     var scanner = LogScanner(source: "crash.log")
///     for chunk in chunks { reports += scanner.scan(chunk) }
///     reports += scanner.finish()
///
/// Outside reports, it jumps from one line holding "nstraint" (or an
/// `xcodebuild` "Test Case '") to the next, counting the line ends it
/// passes; only those lines and the lines of a report are looked at closely.
package struct LogScanner {
    package let source: String
    /// Lines longer than this are read up to this size (a diagnostic says so).
    let maxLineLength: Int
    private var assembler: ReportAssembler
    private var printedTwice = ListPrintedTwice()
    /// `xcodebuild test` progress lines are looked for too (see `XCTestLine`).
    private let readsTestLines: Bool
    private var partialLine: [UInt8] = []
    private var partialLineOverflowed = false
    /// The partial line was kept by `skipToTriggerLine` without a trigger in its first part.
    private var partialLineMayBeSkipped = false
    private var nextLineNumber = 1
    /// The last chunk ended with `\r`: a `\n` starting the next belongs to it.
    private var endedWithCarriageReturn = false
    private var sawCarriageReturn = false
    private var previousLine: [UInt8] = []
    package private(set) var bytesRead = 0
    /// Reports found to repeat an earlier one byte for byte and skipped
    /// unread (see `VerbatimRepeats`): they are returned all the same.
    package private(set) var verbatimRepeats = 0

    /// `(` lines are short: look-back needs no more than this of the previous line.
    static let lookBackLength = 256

    /// `repairingPastes` false reads lines as they are (no `PasteRepair`,
    /// no JSON log events), for the benchmark to measure what they cost.
    package init(source: String, maxLineLength: Int = ReadingLimits.longestLine, repairingPastes: Bool = true) {
        self.source = source
        self.maxLineLength = maxLineLength
        self.assembler = ReportAssembler(source: source, repairingPastes: repairingPastes)
        self.readsTestLines = repairingPastes
    }

    /// Bytes held between calls: the unfinished line and the report being read.
    var retainedByteCount: Int {
        partialLine.count + previousLine.count + assembler.retainedByteCount
    }

    /// Lines read so far.
    var linesRead: Int { nextLineNumber - 1 }

    /// Reads a chunk; returns the reports it completed.
    package mutating func scan(_ chunk: UnsafeRawBufferPointer) -> [Report] {
        guard let base = chunk.baseAddress, chunk.count > 0 else { return [] }
        bytesRead += chunk.count
        let region = ByteRegion(base: base.assumingMemoryBound(to: UInt8.self), count: chunk.count)
        var index = 0
        if endedWithCarriageReturn, region.base[0] == .newline { index = 1 }
        endedWithCarriageReturn = region.base[region.count - 1] == .carriageReturn
        if !sawCarriageReturn { sawCarriageReturn = region.contains(.carriageReturn, in: 0..<region.count) }

        while index < region.count {
            if partialLine.isEmpty && !partialLineOverflowed && assembler.isIdle {
                index = skipToTriggerLine(region, from: index)
                if index >= region.count { break }
            }
            guard let lineBreak = region.firstLineBreak(from: index, carriageReturnsPossible: sawCarriageReturn) else {
                appendToPartialLine(region, index..<region.count)
                break
            }
            appendToPartialLine(region, index..<lineBreak)
            index = lineBreak + 1
            if region.base[lineBreak] == .carriageReturn, index < region.count, region.base[index] == .newline { index += 1 }
            deliverLine(endedByNewline: region.base[lineBreak] == .newline)
            if assembler.awaitsRepeatedBody, let skipped = assembler.skipRepeatedBody(in: region, from: index) {
                index += skipped.byteCount
                nextLineNumber += skipped.lineCount
                previousLine = skipped.lastLine
                verbatimRepeats += 1
            }
        }
        return collect()
    }

    package mutating func scan(_ bytes: [UInt8]) -> [Report] {
        bytes.withUnsafeBytes { scan($0) }
    }

    /// End of input: the last line and any report still open are finished.
    package mutating func finish() -> [Report] {
        if !partialLine.isEmpty || partialLineOverflowed { deliverLine(endedByNewline: false) }
        assembler.finishInput()
        return collect() + printedTwice.finish()
    }

    /// Every report in a whole text (for tests and small inputs).
    package static func reports(in text: String, source: String = "<input>") -> [Report] {
        var scanner = LogScanner(source: source)
        var reports = scanner.scan(Array(text.utf8))
        reports += scanner.finish()
        return reports
    }

    // MARK: - Lines

    /// Skips whole lines that cannot matter, up to the start of the next line
    /// holding the trigger; when there is none, keeps the chunk's unfinished
    /// last line for the next chunk. Returns where to go on reading.
    private mutating func skipToTriggerLine(_ region: ByteRegion, from start: Int) -> Int {
        var from = start
        while true {
            let hit =
                readsTestLines
                ? region.firstIndex(of: Phrases.trigger, orIgnoringCase: XCTestLine.searchKey, from: from)
                : region.firstIndex(of: Phrases.trigger, from: from)
            let stop =
                hit.map { region.lineStart(containing: $0, floor: from) }
                ?? region.lineStart(containing: region.count, floor: from)
            if stop > from {
                nextLineNumber += region.lineBreakCount(in: from..<stop)
                rememberLineBefore(stop, in: region, floor: from)
            }
            // No hit, or the hit's line goes on in the next chunk: the line is
            // kept, and `deliverLine` decides, once it is whole, whether it may be skipped.
            guard let hit, let end = region.firstLineBreak(from: hit, carriageReturnsPossible: sawCarriageReturn) else {
                appendToPartialLine(region, stop..<region.count)
                partialLineMayBeSkipped = true
                return region.count
            }
            // The test marker's loose search found a line that is no test line
            // and holds no trigger: skipped, as the same line is when a chunk
            // ends inside it (`deliverLine`), so the chunks change nothing.
            guard readsTestLines, Self.mayBeSkipped(UnsafeBufferPointer(start: region.base + stop, count: end - stop)) else {
                return stop
            }
            var next = end + 1
            if region.base[end] == .carriageReturn, next < region.count, region.base[next] == .newline { next += 1 }
            nextLineNumber += 1
            rememberLineBefore(next, in: region, floor: stop)
            from = next
        }
    }

    /// A whole line read while no report is open that cannot start or
    /// matter to one: no trigger, and no test progress line.
    private static func mayBeSkipped<Line: Collection<UInt8>>(_ line: Line) -> Bool {
        let bytes = Array(line)
        return ByteSearch.firstIndex(of: Phrases.trigger, in: bytes, from: 0, to: bytes.count) == nil && !XCTestLine.mayBe(bytes)
    }

    /// Keeps the (start of the) line that ends just before `offset`, for look-back.
    private mutating func rememberLineBefore(_ offset: Int, in region: ByteRegion, floor: Int) {
        var end = offset - 1
        if end > floor, region.base[end] == .newline, region.base[end - 1] == .carriageReturn { end -= 1 }
        let lineStart = region.lineStart(containing: end, floor: max(floor, end - Self.lookBackLength))
        previousLine = Array(UnsafeBufferPointer(start: region.base + lineStart, count: end - lineStart))
    }

    private mutating func appendToPartialLine(_ region: ByteRegion, _ range: Range<Int>) {
        let room = maxLineLength - partialLine.count
        let kept = min(room, range.count)
        if kept > 0 {
            partialLine.append(contentsOf: UnsafeBufferPointer(start: region.base + range.lowerBound, count: kept))
        }
        if kept < range.count { partialLineOverflowed = true }
    }

    private mutating func deliverLine(endedByNewline: Bool) {
        // A line begun at the end of a chunk, while no report was open, is
        // skipped as a whole line would have been when it lacks the trigger:
        // what is read must not depend on where the chunks were cut.
        if partialLineMayBeSkipped, !partialLineOverflowed, assembler.isIdle,
            readsTestLines
                ? Self.mayBeSkipped(partialLine)
                : ByteSearch.firstIndex(of: Phrases.trigger, in: partialLine, from: 0, to: partialLine.count) == nil
        {
            partialLineMayBeSkipped = false
            nextLineNumber += 1
            if partialLine.count > Self.lookBackLength { partialLine.removeFirst(partialLine.count - Self.lookBackLength) }
            swap(&previousLine, &partialLine)
            partialLine.removeAll(keepingCapacity: true)
            return
        }
        partialLineMayBeSkipped = false
        let number = nextLineNumber
        nextLineNumber += 1
        assembler.consume(
            line: partialLine, number: number, truncated: partialLineOverflowed,
            endedByNewline: endedByNewline, previousLine: previousLine)
        // Swap the buffers rather than copy: the line just read becomes the
        // previous line, and the old one's storage is reused for the next.
        if partialLine.count > Self.lookBackLength { partialLine.removeLast(partialLine.count - Self.lookBackLength) }
        swap(&previousLine, &partialLine)
        partialLine.removeAll(keepingCapacity: true)
        partialLineOverflowed = false
    }

    private mutating func collect() -> [Report] {
        let reports = printedTwice.pass(assembler.finished)
        assembler.finished.removeAll()
        return reports
    }
}
