/// `log stream --style ndjson` (an event per line) and `log show --style
/// json` (pretty-printed objects, a key per line): each event's
/// `eventMessage` becomes the console lines it holds, its first line
/// given the console's prefix (time, process, category) when it opens a
/// report, so the report keeps which process logged it.
///
/// `log show` prints the process after the message, so a pretty-printed
/// event is held until its object closes.
struct StructuredLogEvents {
    /// One event read: its message's lines, all numbered as the input line
    /// holding the message.
    struct Event {
        var lines: [[UInt8]]
        let number: Int
        /// The message's string did not end on its line: the input was cut.
        let isCut: Bool
    }

    private struct Held {
        var message: [UInt8]
        let number: Int
        let isCut: Bool
        var fields: [String: String]
    }

    private var held: Held?
    /// An event has been read: the input is a structured log, and its
    /// other keys and brackets are no text of a report.
    private var isStructured = false

    /// A pretty-printed event is waiting for the rest of its object.
    var isHolding: Bool { held != nil }

    /// The events the line completes; nil when the line is not part of a
    /// structured log (read it as console text).
    mutating func read(_ line: [UInt8], number: Int) -> [Event]? {
        if Self.mayHoldMessage(line), let quote = JSONString.stringValueStart(of: Self.messageKey, in: line) {
            isStructured = true
            var events = flush()
            let (message, closed) = JSONString.value(in: line, openingQuoteAt: quote)
            let event = Held(message: message, number: number, isCut: !closed, fields: Self.fields(in: line))
            // An object on one line is whole; a pretty-printed one goes on.
            if line.first(where: { !$0.isBlank }) == .openBrace || !closed {
                events.append(Self.event(event))
            } else {
                held = event
            }
            return events
        }
        guard held != nil else { return isStructured && Self.isJSONStructure(line) ? [] : nil }
        // The object closes at a `}` in the first column; nested ones are indented.
        if line.first == .closeBrace { return flush() }
        held!.fields.merge(Self.fields(in: line)) { old, _ in old }
        return []
    }

    /// An object on one line (`{"traceID":…,"eventMessage":…}`) or a
    /// pretty-printed line starting with the key: the key is looked for only
    /// there, not on every report line (`    "<NSLayoutConstraint…` starts
    /// with a quote too).
    private static func mayHoldMessage(_ line: [UInt8]) -> Bool {
        guard let first = line.firstIndex(where: { !$0.isBlank }) else { return false }
        return line[first] == .openBrace || line[first...].starts(with: messageKey)
    }

    /// `[{`, `},{`, `  "eventType" : "logEvent",`, `{"traceID":1,…}`: a line of
    /// the log's JSON that carries no message.
    private static func isJSONStructure(_ line: [UInt8]) -> Bool {
        guard let first = line.first(where: { !$0.isBlank }) else { return false }
        if first == .openBrace || first == .closeBrace || first == .openBracket || first == .closeBracket { return true }
        return first == .doubleQuote && ByteSearch.firstIndex(of: keyEnd, in: line, from: 0, to: line.count) != nil
    }

    private static let keyEnd = Array(ascii: "\" :")

    /// End of input: a held event as it stands.
    mutating func finish() -> [Event] { flush() }

    private mutating func flush() -> [Event] {
        guard let event = held else { return [] }
        held = nil
        return [Self.event(event)]
    }

    private static func event(_ held: Held) -> Event {
        var lines = held.message.split(separator: .newline, omittingEmptySubsequences: false).map(Array.init)
        if let first = lines.first, ByteSearch.firstIndex(of: Phrases.header, in: first, from: 0, to: first.count) != nil {
            lines[0] = Array(prefix(held.fields).utf8) + first
        }
        return Event(lines: lines, number: held.number, isCut: held.isCut)
    }

    /// `2026-11-25 10:00:00.123456+0100 Recipes[4821] [LayoutConstraints] `, as far as the event says.
    private static func prefix(_ fields: [String: String]) -> String {
        var parts: [String] = []
        if let time = fields["timestamp"] { parts.append(time) }
        let path = fields["processImagePath"] ?? fields["process"]
        if let name = path?.split(separator: "/").last {
            parts.append(name + (fields["processID"].map { "[\($0)]" } ?? ""))
        }
        if let category = fields["category"], !category.isEmpty { parts.append("[\(category)]") }
        return parts.isEmpty ? "" : parts.joined(separator: " ") + " "
    }

    private static func fields(in line: [UInt8]) -> [String: String] {
        var fields: [String: String] = [:]
        for (name, key) in fieldKeys {
            if let value = JSONString.field(key, in: line) { fields[name] = value }
        }
        return fields
    }

    private static let messageKey = Array(ascii: "\"eventMessage\"")
    private static let fieldKeys = ["timestamp", "processImagePath", "process", "processID", "category"].map {
        ($0, Array("\"\($0)\"".utf8))
    }
}
