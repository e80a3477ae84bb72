/// Reports carried in JSON log events (`StructuredLogEvents`): each
/// event's lines read as console text, and what the events say noted on
/// the report they went into.
extension ReportAssembler {
    /// The lines of JSON log events, numbered as the input line of each
    /// message; they are never a verbatim repeat's bytes.
    mutating func read(_ events: [StructuredLogEvents.Event]) {
        for event in events {
            var previous: [UInt8] = []
            var counted = false
            let finishedBefore = finished.count
            verbatim.abandonCapture()
            for text in event.lines {
                consumeText(text, number: event.number, truncated: false, endedByNewline: false, previousLine: previous)
                previous = text
                // Counted for the report it went into, once, even if that report ends within the event.
                if !counted, draft != nil {
                    draft!.jsonEvents += 1
                    counted = true
                }
            }
            if event.isCut {
                let note = Diagnostic(
                    file: source, line: event.number, column: 1, severity: .error,
                    message: "this JSON log event is cut short: its message was read up to the end of the line")
                // On the report it is part of: still open, or finished within it.
                if draft != nil {
                    draft!.report.diagnostics.append(note)
                } else if finished.count > finishedBefore {
                    finished[finished.count - 1].diagnostics.append(note)
                }
            }
        }
    }
}
