#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Recognises reports that repeat an earlier one byte for byte, as a UI-test
/// log prints the same conflict at every layout pass: a repeat's lines are
/// compared with `memcmp` and skipped, instead of read one by one again.
///
/// A report's text (`ReportText`) is captured when nothing outside it can
/// change how it reads: it opened on a line holding its header alone and
/// closed on its own last line (the recovery entry), every line ended with a
/// plain `\n` (a `\r\n` split between two chunks ends one line but would be
/// kept as a lone `\r`), no line was cut short, and no note quotes a line
/// number (a report moved to other lines keeps its notes' text). Whether a
/// report has a text depends on its bytes only, never on the chunking.
struct VerbatimRepeats {
    /// A report kept to stand for its repeats.
    struct Template {
        let report: Report
        /// Where in the text the lines after the header line start.
        let bodyStart: Int
        /// Lines after the header line.
        let bodyLineCount: Int
        /// The start of its last line, which the scanner keeps for look-back.
        let lastLine: [UInt8]
        /// The hash of its body's opening, its key in `byOpening`.
        let opening: Int

        var text: ReportText { report.text! }
        var bodyLength: Int { text.bytes.count - bodyStart }
    }

    /// The text of the report being read, from its header line on.
    private struct Capture {
        var bytes: [UInt8]
        let bodyStart: Int
        var bodyLineCount = 0
        var lastLine: [UInt8] = []
    }

    /// Bytes of a body that find the templates it may repeat: past UIKit's
    /// preamble (the same in every report) and into the list, where reports
    /// differ. Shorter bodies are cheap to read again and are not looked up.
    static let openingLength = 512
    /// Templates kept before the oldest are dropped: a hundred distinct
    /// conflicts repeating verbatim, more than a UI-test log holds. A
    /// template's parsed report takes ten to twenty times its text (its
    /// entries' parses, which the entry cache lets go): under 10 MB in all.
    static let capacity = 128
    static let byteBudget = 512 * 1_024
    /// Templates sharing an opening that are compared before giving up.
    static let candidatesPerOpening = 8
    /// Texts read once, remembered by hash only, before starting afresh.
    static let seenOnceCapacity = 1 << 16

    private var templates: [ReportText: Template] = [:]
    private var byOpening: [Int: [ReportText]] = [:]
    /// Kept texts, oldest first from `oldest` (some may have been dropped already).
    private var order: [ReportText] = []
    private var oldest = 0
    private var keptBytes = 0
    private var capture: Capture?
    /// Hashes of texts read once and not kept: a text is kept from its second
    /// reading on, so a log of distinct reports keeps none (a template's
    /// parsed report is what takes the memory). A collision only keeps a
    /// template one reading early.
    private var seenOnce: Set<Int> = []

    /// Whether the report being read opened with its header line alone and
    /// nothing else of it has been read yet: a repeat may be skipped now.
    var awaitsBody: Bool { capture?.bodyLineCount == 0 }

    /// Whether the text of the report being read is being captured.
    var isCapturing: Bool { capture != nil }

    // MARK: - Capturing

    /// A report opened on `headerLine`, which holds its header alone: `header`
    /// is where its phrase starts, `namedPlatform` what the line's prefix says.
    mutating func startCapture(headerLine line: [UInt8], header: Int, namedPlatform: Platform?) {
        var bytes: [UInt8] = [Self.tag(of: namedPlatform)]
        bytes.append(contentsOf: line[header...])
        bytes.append(.newline)
        capture = Capture(bytes: bytes, bodyStart: bytes.count)
    }

    /// The next line of the report being captured. `endedByNewline` false
    /// means its text cannot be kept.
    mutating func captureLine(_ line: [UInt8], endedByNewline: Bool) {
        guard capture != nil else { return }
        guard endedByNewline, capture!.bytes.count + line.count < ReadingLimits.longestRepeatedText else {
            capture = nil
            return
        }
        capture!.bytes.append(contentsOf: line)
        capture!.bytes.append(.newline)
        capture!.bodyLineCount += 1
        capture!.lastLine = line
    }

    /// The report being read cannot be kept (it quotes line numbers, ended
    /// before its last line was read, …).
    mutating func abandonCapture() {
        capture = nil
    }

    /// The report being captured finished on the last line captured: gives
    /// it its text, and keeps it as a template from the text's second reading.
    mutating func completeCapture(giving report: inout Report) {
        guard let done = capture else { return }
        capture = nil
        let text = ReportText(bytes: done.bytes)
        // A repeat read line by line (its body crossed a chunk's end) shares the kept copy.
        report.text = templates[text]?.text ?? text
        guard templates[text] == nil, done.bytes.count - done.bodyStart >= Self.openingLength,
            seenBefore(text)
        else { return }
        let opening = text.bytes.withUnsafeBufferPointer { Self.openingHash($0.baseAddress! + done.bodyStart) }
        keep(
            Template(
                report: report, bodyStart: done.bodyStart, bodyLineCount: done.bodyLineCount,
                lastLine: Array(done.lastLine.prefix(LogScanner.lookBackLength)), opening: opening))
    }

    // MARK: - Matching

    /// The template whose body starts at `start` in `region`, after the
    /// header line just read: the whole body must be in the region.
    func repeatedTemplate(in region: ByteRegion, from start: Int) -> Template? {
        guard let capture, capture.bodyLineCount == 0, start + Self.openingLength <= region.count,
            let candidates = byOpening[Self.openingHash(region.base + start)]
        else { return nil }
        for text in candidates {
            guard let template = templates[text], template.bodyLength <= region.count - start,
                template.bodyStart == capture.bodyStart,
                text.bytes.withUnsafeBufferPointer({ kept in
                    memcmp(kept.baseAddress!, capture.bytes, capture.bodyStart) == 0
                        && memcmp(kept.baseAddress! + kept.count - template.bodyLength, region.base + start, template.bodyLength) == 0
                })
            else { continue }
            return template
        }
        return nil
    }

    // MARK: - Keeping

    /// Whether the text was read before; if not, notes it.
    private mutating func seenBefore(_ text: ReportText) -> Bool {
        if seenOnce.remove(text.hashValue) != nil { return true }
        if seenOnce.count >= Self.seenOnceCapacity { seenOnce.removeAll(keepingCapacity: true) }
        seenOnce.insert(text.hashValue)
        return false
    }

    private mutating func keep(_ template: Template) {
        let text = template.text
        templates[text] = template
        keptBytes += text.byteCount
        order.append(text)
        var candidates = byOpening[template.opening, default: []]
        // A template no longer found by its opening is of no use: dropped.
        if candidates.count == Self.candidatesPerOpening { forget(candidates.removeFirst()) }
        candidates.append(text)
        byOpening[template.opening] = candidates
        while templates.count > Self.capacity || keptBytes > Self.byteBudget { dropOldest() }
    }

    private mutating func dropOldest() {
        let text = order[oldest]
        oldest += 1
        if oldest > 1_024, oldest * 2 > order.count {
            order.removeFirst(oldest)
            oldest = 0
        }
        guard let template = templates[text], template.text === text else { return }  // dropped already
        forget(text)
        byOpening[template.opening]?.removeAll { $0 === text }
        if byOpening[template.opening]?.isEmpty == true { byOpening[template.opening] = nil }
    }

    /// Drops a kept text's template (its place in `order` is skipped later).
    private mutating func forget(_ text: ReportText) {
        guard let template = templates[text], template.text === text else { return }
        templates[text] = nil
        keptBytes -= text.byteCount
    }

    private static func openingHash(_ start: UnsafePointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(start: start, count: openingLength))
        return hasher.finalize()
    }

    /// The text's first byte: the platform the header line's prefix names.
    private static func tag(of platform: Platform?) -> UInt8 {
        switch platform {
        case nil: 0
        case .uiKit: 1
        case .appKit: 2
        case .unknown: 3
        }
    }
}
