/// The stage before the report state machine: what each line says (its
/// events), read through whatever a paste did to it. Each damaged form is
/// a unit of its own (`PasteRepair`'s Markdown marks and stripped tags,
/// `LinePrefix` for a viewer's prefix on every line); this stage tries
/// them in order, and `ReportAssembler` only assembles reports from the
/// events it hands over. With `repairing` false every line reads as it is:
/// no repair, no JSON log events, no test lines (the scanner's baseline).
struct LineReading {
    let repairing: Bool

    /// One line as the state machine gets it.
    struct ReadLine {
        var events: [LineEvent]
        /// The damage undone to read the line, for the report's note.
        var damage: PasteDamage?
        /// Read past the prefix every line of the report carries.
        var pastPrefix: Bool
    }

    /// `idle`: no report is open, so only a constraint class starts an
    /// entry. `prefix`: the open report's line prefix, learned from its
    /// preamble. `escaped`: the open report's entries were escaped, so its
    /// other lines are too (`\>` quote markers, `\> )`); a line that starts
    /// with an escaped quote marker is, whatever came before it.
    func read(_ line: [UInt8], idle: Bool, prefix: LinePrefix?, escaped: Bool = false) -> ReadLine {
        guard repairing else {
            return ReadLine(events: LineTokenizer.events(in: line, requireConstraintClass: idle), damage: nil, pastPrefix: false)
        }
        if let structural = prefix?.structuralEvents(of: line) {
            return ReadLine(events: structural, damage: nil, pastPrefix: true)
        }
        if let (repaired, damage) = PasteRepair.markdownUndone(line) {
            let events = LineTokenizer.events(in: repaired, requireConstraintClass: idle)
            // A bold line may have lost its tags too.
            return Self.tagsRestored(repaired, idle: idle, unless: events)
                ?? ReadLine(events: events, damage: damage, pastPrefix: false)
        }
        if escaped || PasteRepair.startsWithEscapedQuoteMarker(line), let repaired = PasteRepair.escapesUndoneAnywhere(line) {
            return ReadLine(
                events: LineTokenizer.events(in: repaired, requireConstraintClass: idle), damage: .markdownEscapes, pastPrefix: false)
        }
        let events = LineTokenizer.events(in: line, requireConstraintClass: idle)
        return Self.tagsRestored(line, idle: idle, unless: events) ?? ReadLine(events: events, damage: nil, pastPrefix: false)
    }

    /// The line read with its stripped tags put back, when it holds bare
    /// entries and no intact one (`events`); nil otherwise.
    private static func tagsRestored(_ line: [UInt8], idle: Bool, unless events: [LineEvent]) -> ReadLine? {
        guard !events.contains(where: \.isEntry), let restored = PasteRepair.tagsRestored(line) else { return nil }
        let repaired = LineTokenizer.events(in: restored, requireConstraintClass: idle)
        return repaired.contains(where: \.isEntry) ? ReadLine(events: repaired, damage: .tagsStripped, pastPrefix: false) : nil
    }

    /// The prefix a report's preamble line carries before its first
    /// sentence (a log viewer's, which UIKit never prints), to read the
    /// report's other lines past; nil for a line that is no preamble, or
    /// has none. A header on the line makes it the report's first, not a
    /// wrapped preamble.
    func prefix(ofPreambleLine line: [UInt8], events: [LineEvent]) -> LinePrefix? {
        guard repairing, events.contains(where: \.isPreamble), !events.contains(where: \.isHeader) else { return nil }
        let starts = Phrases.preamble.compactMap { ByteSearch.firstIndex(of: $0.start, in: line, from: 0, to: line.count) }
        return starts.min().flatMap { LinePrefix(preambleLine: line, sentenceStart: $0) }
    }

    /// The `xcodebuild` test line this is, if any: its reports are that test's.
    func testLine(_ line: [UInt8]) -> XCTestLine? {
        repairing ? XCTestLine(line) : nil
    }

    /// Whether a line may be a JSON log event (`log show --style json`), read as the lines it carries.
    var readsStructuredLogs: Bool { repairing }
}
