/// Stripped tags: rendered outside a code block, each
/// entry's `<…>` was taken for an HTML tag and dropped, with its quotes.
/// A bare entry starts at a constraint class and `:` before an address or
/// a Masonry key, and ends at the list's separator; one that runs past its
/// line is left open, so that its wrapped rest is joined as a tagged one's.
extension PasteRepair {
    /// The line with `<` put back before each bare entry, and `>` after each
    /// that ends on it (at the next entry, a `,` ending the line, or the
    /// list's `)`); nil when it holds none. Only constraint classes start an
    /// entry here: a bare `UILabel:0x…` is an entry's item, not an entry.
    static func tagsRestored(_ line: [UInt8]) -> [UInt8]? {
        let starts = bareEntryStarts(in: line)
        guard let first = starts.first else { return nil }
        var restored = Array(line[..<first])
        restored.reserveCapacity(line.count + 2 * starts.count)
        for (offset, start) in starts.enumerated() {
            let next = offset + 1 < starts.count ? starts[offset + 1] : line.count
            var (end, closed) = bareEntryEnd(in: line, start..<next)
            // Another entry after it on the line: it ends where that starts.
            if !closed, next < line.count { (end, closed) = (trimmed(line, start..<next), true) }
            restored.append(.lessThan)
            restored += line[start..<end]
            if closed { restored.append(.greaterThan) }
            restored += line[end..<next]
        }
        return restored
    }

    /// Where a bare entry's text in `range` ends, and whether it ends there:
    /// before a `,` that ends the line outside the entry's parentheses and
    /// quotes (the list's separator, not one of its `names:`), or before a
    /// `)` the entry did not open (the list's close). Otherwise it may go on
    /// on the next line, wrapped, and is open (its text runs to the range's
    /// end). `before`: the entry's text on the lines before, when wrapped.
    static func bareEntryEnd(in line: [UInt8], _ range: Range<Int>, before: [UInt8] = []) -> (end: Int, closed: Bool) {
        let end = trimmed(line, range)
        guard end > range.lowerBound else { return (range.upperBound, false) }
        let depth = depth(line[range.lowerBound..<(end - 1)], from: depth(before[...], from: (0, false)))
        if line[end - 1] == .comma, depth == (0, false) { return (trimmed(line, range.lowerBound..<(end - 1)), true) }
        if line[end - 1] == .closeParen, depth == (0, false) { return (trimmed(line, range.lowerBound..<(end - 1)), true) }
        return (range.upperBound, false)
    }

    /// The end of `range` without the blanks, quotes and bold or code
    /// marks a paste leaves after an entry (none can end one).
    private static func trimmed(_ line: [UInt8], _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, Self.trailing.contains(line[end - 1]) { end -= 1 }
        return end
    }

    private static let trailing: Set<UInt8> = [.space, .tab, .doubleQuote, UInt8(ascii: "*"), UInt8(ascii: "`")]

    /// Whether a bare entry's text so far leaves a `(` open: a line holding
    /// only `)` is then its wrapped info's end, not the list's close.
    static func leavesParenthesisOpen(_ bytes: [UInt8]) -> Bool {
        depth(bytes[...], from: (0, false)).0 > 0
    }

    /// Parentheses left open and whether a `'` label is, after `bytes`.
    private static func depth(_ bytes: ArraySlice<UInt8>, from start: (Int, Bool)) -> (Int, Bool) {
        var (depth, inQuotes) = start
        for byte in bytes {
            if byte == .quote { inQuotes.toggle() }
            if inQuotes { continue }
            if byte == .openParen { depth += 1 }
            if byte == .closeParen { depth -= 1 }
        }
        return (depth, inQuotes)
    }

    /// `…Constraint:` then an address (`0x…`) or a Masonry key
    /// (`MASLayoutConstraint:BottomConstraint `, `…:ConflictingConstraint[0] `),
    /// standing alone: not an intact entry's (after `<`), an escaped one's, or a longer word's.
    private static func bareEntryStarts(in line: [UInt8]) -> [Int] {
        var starts: [Int] = []
        var from = 0
        while let found = ByteSearch.firstIndex(of: Self.constraintColon, in: line, from: from, to: line.count) {
            from = found + 1
            var start = found
            while start > 0, line[start - 1].isClassNameCharacter { start -= 1 }
            guard start == 0 || !attached(line[start - 1]),
                addressOrKeyFollows(in: line, at: found + Self.constraintColon.count)
            else { continue }
            starts.append(start)
        }
        return starts
    }

    private static func addressOrKeyFollows(in line: [UInt8], at index: Int) -> Bool {
        if line[index...].starts(with: Literals.hexPrefix) { return index + 2 < line.count && line[index + 2].isHexDigit }
        // A Masonry key: a name, maybe indexed, then the body after a blank.
        var stop = index
        while stop < line.count, line[stop].isIdentifierCharacter { stop += 1 }
        guard stop > index, line[index].isLetter || line[index] == UInt8(ascii: "_") else { return false }
        if stop < line.count, line[stop] == .openBracket {
            stop += 1
            while stop < line.count, line[stop].isDigit { stop += 1 }
            guard stop < line.count, line[stop] == .closeBracket else { return false }
            stop += 1
        }
        return stop < line.count && line[stop].isBlank
    }

    private static let constraintColon = Array(ascii: "Constraint:")

    /// A byte that makes a constraint's name part of something else: an
    /// intact entry's `<`, an escape, or a longer word.
    private static func attached(_ byte: UInt8) -> Bool {
        byte == .lessThan || byte == backslash || byte.isClassNameCharacter
    }
}
