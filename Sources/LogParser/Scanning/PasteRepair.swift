/// What a website, editor or chat tool did to a pasted report, undone
/// line by line before the line is read. Each kind is told to the reader
/// in a note on the report, so a user knows the paste was damaged.
enum PasteDamage: Hashable, Sendable, CaseIterable {
    /// GitHub's `**…**` rendering turned `-` into `~~` (strikethrough).
    case strikethrough
    /// A Markdown editor escaped `<` and `>` as `\<` and `\>`.
    case markdownEscapes
    /// Rendered outside a code block, `<…>` was taken for a tag and dropped,
    /// with the quotes around each entry.
    case tagsStripped

    /// The note's words, for `count` entries read.
    func note(entries count: Int) -> String {
        let entries = count == 1 ? "1 entry" : "\(count) entries"
        switch self {
        case .strikethrough:
            return "read \(entries) whose `-` had been turned into `~~` (a paste rendered as Markdown)"
        case .markdownEscapes:
            return "read \(entries) whose `<` and `>` had been escaped as `\\<` and `\\>` (a Markdown editor)"
        case .tagsStripped:
            return "read \(entries) whose `<` `>` had been removed (a paste outside a code block); "
                + "paste the log between ``` lines to keep them"
        }
    }
}

enum PasteRepair {
    /// The line with Markdown's marks undone: `~~` back to `-` on a bold
    /// line, `\<` and `\>` (and Markdown's other backslash escapes) back to
    /// what they escaped. Nil when the line shows neither.
    static func markdownUndone(_ line: [UInt8]) -> (line: [UInt8], damage: PasteDamage)? {
        if let escaped = escapesUndone(line) { return (escaped, .markdownEscapes) }
        if let repaired = strikethroughUndone(line) { return (repaired, .strikethrough) }
        return nil
    }

    /// `**NSLayoutConstraint:0x… …**` lines as GitHub renders them with
    /// `-` turned into `~~`; nil for any other line.
    static func strikethroughUndone(_ line: [UInt8]) -> [UInt8]? {
        guard let first = line.firstIndex(where: { !$0.isBlank }),
            line[first...].starts(with: Literals.bold),
            ByteSearch.firstIndex(of: Literals.strikethrough, in: line, from: 0, to: line.count) != nil
        else { return nil }
        return tildesUndone(line[...])
    }

    /// Each `~~` back to the `-` it was.
    private static func tildesUndone(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var repaired: [UInt8] = []
        repaired.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "~"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "~") {
                repaired.append(.minus)
                index += 2
            } else {
                repaired.append(bytes[index])
                index += 1
            }
        }
        return repaired
    }

    /// A line holding an escaped entry (`\<NSLayoutConstraint:0x…`, or
    /// `\<\_UILayoutSupportConstraint:0x…`, its class escaped too) with every
    /// backslash escape of ASCII punctuation undone; nil for any other.
    static func escapesUndone(_ line: [UInt8]) -> [UInt8]? {
        var from = 0
        while let found = ByteSearch.firstIndex(of: Self.escapedOpening, in: line, from: from, to: line.count) {
            if escapedEntryStarts(in: line, at: found + 1) { return unescaped(line[...]) }
            from = found + 1
        }
        return nil
    }

    /// Every escape undone on a line of a report already seen escaped: its
    /// quote markers (`\>`), list lines and wrapped entries' rest carry
    /// escapes but no escaped entry start. Nil when the line has none.
    static func escapesUndoneAnywhere(_ line: [UInt8]) -> [UInt8]? {
        hasEscape(line[...]) ? unescaped(line[...]) : nil
    }

    /// A Markdown quote's `>` escaped at the line's start (`\> (`): the
    /// line was escaped even when it holds no entry yet (a wrap can leave
    /// a report's header outside its quote, before any escaped entry).
    static func startsWithEscapedQuoteMarker(_ line: [UInt8]) -> Bool {
        guard let first = line.firstIndex(where: { !$0.isBlank }), first + 1 < line.count,
            line[first] == backslash, line[first + 1] == .greaterThan
        else { return false }
        return first + 2 == line.count || line[first + 2].isBlank || line[first + 2] == UInt8(ascii: "\r")
    }

    /// What `damage` did, undone on an entry joined from wrapped lines: a
    /// line's repair cannot see an escape or `~~` on a continuation line
    /// that holds no entry start, nor one a hard wrap split.
    static func undone(_ damage: PasteDamage?, in entry: [UInt8]) -> [UInt8] {
        switch damage {
        case .markdownEscapes: hasEscape(entry[...]) ? unescaped(entry[...]) : entry
        case .strikethrough: tildesUndone(entry[...])
        case .tagsStripped, nil: entry
        }
    }

    /// `\<` then, with escapes undone, an entry's start (`<Class:x`).
    private static func escapedEntryStarts(in line: [UInt8], at index: Int) -> Bool {
        // A class name is short: the window keeps this linear on a hostile line.
        let window = unescaped(line[index..<min(line.count, index + 256)])
        return LineTokenizer.entryStarts(in: window, at: 0, requireConstraintClass: false)
    }

    private static func hasEscape(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: Self.backslash) {
            if found + 1 < bytes.endIndex, bytes[found + 1].isASCIIPunctuation { return true }
            index = found + 1
        }
        return false
    }

    private static func unescaped(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var repaired: [UInt8] = []
        repaired.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == Self.backslash, index + 1 < bytes.endIndex, bytes[index + 1].isASCIIPunctuation {
                repaired.append(bytes[index + 1])
                index += 2
            } else {
                repaired.append(byte)
                index += 1
            }
        }
        return repaired
    }

    static let backslash = UInt8(ascii: "\\")
    private static let escapedOpening = Array(ascii: "\\<")
}
