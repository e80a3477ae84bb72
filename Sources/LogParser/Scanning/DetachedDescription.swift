/// A constraint printed as an object's bare description with its body after
/// the closing bracket, as some 32-bit era logs show it:
///
///     "<NSLayoutConstraint: 0x15ee9630> H:[UIView:0x15d5bff0]-(0)-| ((null), (null))",
///
/// The body is the usual one; the trailing `((null), (null))` is the names
/// part with nothing in it (the superview `|` stays unnamed). Read as the
/// usual entry, `<NSLayoutConstraint:0x15ee9630 H:[UIView:0x15d5bff0]-(0)-|>`.
enum DetachedDescription {
    /// Where the description that `<` at `index` opens closes: a constraint
    /// class, `: 0x`, hex digits and `>`, followed by a body.
    static func closingBracket(in line: [UInt8], at index: Int) -> Int? {
        var position = index + 1
        while position < line.count, line[position].isClassNameCharacter { position += 1 }
        guard position > index + 1,
            ByteSearch.firstIndex(of: Literals.constraint, in: line, from: index + 1, to: position) != nil,
            position + 4 < line.count, line[position] == .colon, line[position + 1] == .space,
            line[position + 2] == UInt8(ascii: "0"), line[position + 3] == UInt8(ascii: "x")
        else { return nil }
        position += 4
        let digits = position
        while position < line.count, line[position].isHexDigit { position += 1 }
        guard position > digits, position + 1 < line.count, line[position] == .greaterThan,
            line[position + 1] == .space
        else { return nil }
        return position
    }

    /// The entry in the usual form, from the description at `start` (closed
    /// at `bracket`) and its body up to `end`, without the list's quoting
    /// and the empty names part.
    static func entry(in line: [UInt8], start: Int, bracket: Int, end: Int) -> [UInt8] {
        var bodyEnd = end
        while bodyEnd > bracket + 1, isQuotingOrBlank(line[bodyEnd - 1]) { bodyEnd -= 1 }
        var body = Array(line[(bracket + 1)..<bodyEnd])
        dropEmptyNames(from: &body)
        var bytes = Array(line[start..<bracket])
        // `<NSLayoutConstraint: 0x…` → `<NSLayoutConstraint:0x…`
        if let colon = bytes.firstIndex(of: .colon) { bytes.remove(at: colon + 1) }
        bytes.append(.space)
        bytes.append(contentsOf: body.drop { $0.isBlank })
        bytes.append(.greaterThan)
        return bytes
    }

    private static func isQuotingOrBlank(_ byte: UInt8) -> Bool {
        byte.isBlank || byte == .doubleQuote || byte == UInt8(ascii: ",")
    }

    private static let emptyNames = Array("((null), (null))".utf8)
    private static let null = Array("(null)".utf8)

    /// `((null), (null))` or a lone `(null)` after the body, and the blanks before it.
    private static func dropEmptyNames(from body: inout [UInt8]) {
        while let last = body.last, last.isBlank { body.removeLast() }
        for suffix in [emptyNames, null] where body.count > suffix.count && body.suffix(suffix.count).elementsEqual(suffix) {
            body.removeLast(suffix.count)
            while let last = body.last, last.isBlank { body.removeLast() }
            return
        }
    }
}
