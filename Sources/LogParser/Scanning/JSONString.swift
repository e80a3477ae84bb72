/// The few pieces of JSON a structured log line needs, read from its bytes:
/// a string value (its escapes undone) and a key's plain value.
package enum JSONString {
    /// The string that starts after the `"` at `start`, unescaped, and
    /// whether it ends on this line (a cut line's string runs to its end).
    static func value(in line: [UInt8], openingQuoteAt start: Int) -> (bytes: [UInt8], closed: Bool) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.count - start)
        var index = start + 1
        while index < line.count {
            let byte = line[index]
            if byte == .doubleQuote { return (bytes, true) }
            guard byte == backslash, index + 1 < line.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            let escaped = line[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "n"): bytes.append(.newline)
            case UInt8(ascii: "t"): bytes.append(.tab)
            case UInt8(ascii: "r"): bytes.append(.carriageReturn)
            case UInt8(ascii: "b"), UInt8(ascii: "f"): break
            case UInt8(ascii: "u"):
                guard let (scalar, length) = unicodeEscape(in: line, at: index - 2) else {
                    bytes += [backslash, escaped]
                    continue
                }
                bytes += Array(String(Character(scalar)).utf8)
                index = index - 2 + length
            default: bytes.append(escaped)  // `\"`, `\\`, `\/`
            }
        }
        return (bytes, false)
    }

    /// The plain value of `"key"` on the line: a string's text or a
    /// number's digits; nil when the line does not hold the key.
    static func field(_ key: [UInt8], in line: [UInt8]) -> String? {
        guard var index = valueStart(of: key, in: line) else { return nil }
        if line[index] == .doubleQuote { return String(decoding: value(in: line, openingQuoteAt: index).bytes, as: UTF8.self) }
        let start = index
        while index < line.count, line[index].isDigit || line[index] == .minus || line[index] == .dot { index += 1 }
        return index > start ? String(decoding: line[start..<index], as: UTF8.self) : nil
    }

    /// `"eventMessage"` and what is between it and its value's opening quote:
    /// where that quote is, when the line holds the key with a string value.
    static func stringValueStart(of key: [UInt8], in line: [UInt8]) -> Int? {
        valueStart(of: key, in: line).flatMap { line[$0] == .doubleQuote ? $0 : nil }
    }

    /// Where the value of `"key"` starts: past the key, blanks and `:`.
    private static func valueStart(of key: [UInt8], in line: [UInt8]) -> Int? {
        guard let found = ByteSearch.firstIndex(of: key, in: line, from: 0, to: line.count) else { return nil }
        var index = found + key.count
        while index < line.count, line[index].isBlank || line[index] == .colon { index += 1 }
        return index < line.count ? index : nil
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, at `index` (its `\`):
    /// the scalar and how many bytes the escape takes; nil for anything
    /// else (a lone surrogate, fewer than four hex digits).
    package static func unicodeEscape(in line: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        guard let high = hex4(line, index + 2) else { return nil }
        if (0xD800...0xDBFF).contains(high) {
            guard index + 11 < line.count, line[index + 6] == backslash, line[index + 7] == UInt8(ascii: "u"),
                let low = hex4(line, index + 8), (0xDC00...0xDFFF).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { return nil }
            return (scalar, 12)
        }
        return Unicode.Scalar(high).map { ($0, 6) }
    }

    private static func hex4(_ line: [UInt8], _ start: Int) -> UInt32? {
        guard start + 4 <= line.count, line[start..<(start + 4)].allSatisfy({ $0.isHexDigit }) else { return nil }
        return UInt32(String(decoding: line[start..<(start + 4)], as: UTF8.self), radix: 16)
    }

    private static let backslash = UInt8(ascii: "\\")
}
