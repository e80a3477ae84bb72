/// Reports logged again byte for byte (`VerbatimRepeats`): their text is
/// captured as they are read, and a repeat is finished from the first copy
/// without reading its lines again.
extension ReportAssembler {
    /// Whether the report being read opened on its header line alone, and
    /// nothing else of it has been read: a verbatim repeat may be skipped.
    var awaitsRepeatedBody: Bool { verbatim.awaitsBody }

    /// Right after a header line: when the text from `start` repeats a kept
    /// report's lines byte for byte, finishes that report again here without
    /// reading them. Returns the bytes and lines skipped and the last of them.
    mutating func skipRepeatedBody(in region: ByteRegion, from start: Int) -> (byteCount: Int, lineCount: Int, lastLine: [UInt8])? {
        guard let header = draft?.report.lines.first,
            let template = verbatim.repeatedTemplate(in: region, from: start)
        else { return nil }
        var report = template.report.moved(by: header.number - template.report.startLine)
        report.lines[0] = header
        // The body repeats, the prefix need not: the process is this header's.
        report.process = ProcessName.of(headerLine: header.text)
        report.testCase = draft?.report.testCase
        draft = nil
        phase = .idle
        verbatim.abandonCapture()
        finished.append(report)
        return (template.bodyLength, template.bodyLineCount, template.lastLine)
    }

    /// Captures the text of reports that may repeat verbatim: the line just
    /// read may be the next of the report being captured, its last, or the
    /// first after it; it may also open a report on its header alone.
    mutating func noteForRepeats(
        _ line: [UInt8], record: SourceLine, events: [LineEvent], readWhole: Bool,
        finishedFrom: Int
    ) {
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
            let header = ByteSearch.firstIndex(of: Phrases.header, in: line, from: 0, to: line.count)
        {
            verbatim.startCapture(
                headerLine: line, header: header,
                namedPlatform: PlatformGuess.platformNamed(inFirstLine: record.text))
        }
    }
}
