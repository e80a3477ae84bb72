/// A constraint printed as an object's bare description with its body after
/// the closing bracket, as some 32-bit era logs show it:
///
///     "<NSLayoutConstraint: 0x15ee9630> H:[UIView:0x15d5bff0]-(0)-| ((null), (null))",
///
/// The body is the usual one; the trailing `((null), (null))` holds the
/// identifier and the names, here neither (the superview `|` stays
/// unnamed), or `(Bar view 0, (null))` an identifier. Read as the usual
/// entry, `<NSLayoutConstraint:0x15ee9630 H:[UIView:0x15d5bff0]-(0)-|>`.
enum DetachedDescription {
    /// Where the description that `<` at `index` opens closes: a constraint
    /// class, `: 0x`, hex digits and `>`, followed by a body.
    static func closingBracket(in line: [UInt8], at index: Int) -> Int? {
        var position = index + 1
        while position < line.count, line[position].isClassNameCharacter { position += 1 }
        guard position > index + 1, position + 4 < line.count, line[position] == .colon, line[position + 1] == .space,
            line[position + 2] == UInt8(ascii: "0"), line[position + 3] == UInt8(ascii: "x"),
            ByteSearch.firstIndex(of: Literals.constraint, in: line, from: index + 1, to: position) != nil
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
        let identifier = dropNamesPart(from: &body)
        var bytes = Array(line[start..<bracket])
        // `<NSLayoutConstraint: 0x…` → `<NSLayoutConstraint:0x…`
        if let colon = bytes.firstIndex(of: .colon) { bytes.remove(at: colon + 1) }
        bytes.append(.space)
        if let identifier { bytes += [.quote] + identifier + [.quote, .space] }
        bytes.append(contentsOf: body.drop { $0.isBlank })
        bytes.append(.greaterThan)
        return bytes
    }

    private static func isQuotingOrBlank(_ byte: UInt8) -> Bool {
        byte.isBlank || byte == .doubleQuote || byte == UInt8(ascii: ",")
    }

    private static let null = Array("(null)".utf8)
    private static let namesOpening = Array(" ((".utf8)

    private static func lastNamesOpening(in body: [UInt8]) -> Int? {
        guard body.count >= namesOpening.count else { return nil }
        return (0...(body.count - namesOpening.count)).last { body[$0..<($0 + namesOpening.count)].elementsEqual(namesOpening) }
    }

    private static func isUnbalanced(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.reduce(0) { $0 + ($1 == .openParen ? 1 : $1 == .closeParen ? -1 : 0) } > 0
    }
    private static let separator = Array(", ".utf8)

    /// The part after the body, `((null), (null))`, `(Bar view 0, (null))` or a
    /// lone `(null)`, and the blanks before it; its first field, when it is
    /// not `(null)`, is the constraint's identifier (`Bar view 0`).
    private static func dropNamesPart(from body: inout [UInt8]) -> [UInt8]? {
        while let last = body.last, last.isBlank { body.removeLast() }
        if body.count > null.count, body.suffix(null.count).elementsEqual(null),
            body[body.count - null.count - 1].isBlank
        {
            body.removeLast(null.count)
            while let last = body.last, last.isBlank { body.removeLast() }
            return nil
        }
        // A names part the paste cut short (`… ((null), (`): the body before it is whole.
        if let open = lastNamesOpening(in: body), isUnbalanced(body[open...]) {
            body.removeLast(body.count - open)
            while let last = body.last, last.isBlank { body.removeLast() }
            return nil
        }
        // The last balanced group, opened after a blank, holding `, `: the names part.
        guard body.last == .closeParen else { return nil }
        var depth = 0
        var open: Int?
        for index in body.indices.reversed() {
            if body[index] == .closeParen { depth += 1 }
            if body[index] == .openParen {
                depth -= 1
                if depth == 0 {
                    open = index
                    break
                }
            }
        }
        guard let open, open > 0, body[open - 1].isBlank else { return nil }
        let inside = Array(body[(open + 1)..<(body.count - 1)])
        guard let comma = ByteSearch.firstIndex(of: separator, in: inside, from: 0, to: inside.count),
            inside[..<comma].filter({ $0 == .openParen }).count == inside[..<comma].filter({ $0 == .closeParen }).count
        else { return nil }
        body.removeLast(body.count - open)
        while let last = body.last, last.isBlank { body.removeLast() }
        let first = Array(inside[..<comma])
        return first == null || first.isEmpty || first.contains(.quote) ? nil : first
    }
}
