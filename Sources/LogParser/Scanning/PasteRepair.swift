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
        var repaired: [UInt8] = []
        repaired.reserveCapacity(line.count)
        var index = 0
        while index < line.count {
            if line[index] == UInt8(ascii: "~"), index + 1 < line.count, line[index + 1] == UInt8(ascii: "~") {
                repaired.append(.minus)
                index += 2
            } else {
                repaired.append(line[index])
                index += 1
            }
        }
        return repaired
    }

    /// A line holding an escaped entry (`\<NSLayoutConstraint:0x…`) with
    /// every backslash escape of ASCII punctuation undone; nil for any other.
    static func escapesUndone(_ line: [UInt8]) -> [UInt8]? {
        var from = 0
        var escapedEntry = false
        while let found = ByteSearch.firstIndex(of: Self.escapedOpening, in: line, from: from, to: line.count) {
            if LineTokenizer.entryStarts(in: line, at: found + 1, requireConstraintClass: false) {
                escapedEntry = true
                break
            }
            from = found + 1
        }
        guard escapedEntry else { return nil }
        var repaired: [UInt8] = []
        repaired.reserveCapacity(line.count)
        var index = 0
        while index < line.count {
            let byte = line[index]
            if byte == Self.backslash, index + 1 < line.count, line[index + 1].isASCIIPunctuation {
                repaired.append(line[index + 1])
                index += 2
            } else {
                repaired.append(byte)
                index += 1
            }
        }
        return repaired
    }

    /// The line with `<` `>` put back around each entry a renderer had
    /// taken for a tag (`NSLayoutConstraint:0x… UILabel:0x….width == 8,`);
    /// nil when it holds none. Only constraint classes start an entry here:
    /// a bare `UILabel:0x…` is an entry's item, not an entry.
    static func tagsRestored(_ line: [UInt8]) -> [UInt8]? {
        var starts: [Int] = []
        var from = 0
        while let found = ByteSearch.firstIndex(of: Self.constraintAddress, in: line, from: from, to: line.count) {
            from = found + 1
            var start = found
            while start > 0, line[start - 1].isClassNameCharacter { start -= 1 }
            guard start == 0 || !Self.attached(line[start - 1]) else { continue }
            starts.append(start)
        }
        guard !starts.isEmpty else { return nil }
        var restored = Array(line[..<starts[0]])
        for (offset, start) in starts.enumerated() {
            var end = offset + 1 < starts.count ? starts[offset + 1] : line.count
            // The entry's own text: without the list's `,`, quotes and blanks after it.
            while end > start, line[end - 1].isBlank || line[end - 1] == .comma || line[end - 1] == .doubleQuote { end -= 1 }
            restored.append(.lessThan)
            restored += line[start..<end]
            restored.append(.greaterThan)
            restored += line[end..<(offset + 1 < starts.count ? starts[offset + 1] : line.count)]
        }
        return restored
    }

    private static let backslash = UInt8(ascii: "\\")
    private static let escapedOpening = Array(ascii: "\\<")
    private static let constraintAddress = Array(ascii: "Constraint:0x")

    /// A byte that makes a constraint's name part of something else: an
    /// intact entry's `<`, an escape, or a longer word.
    private static func attached(_ byte: UInt8) -> Bool {
        byte == .lessThan || byte == backslash || byte.isClassNameCharacter
    }
}
