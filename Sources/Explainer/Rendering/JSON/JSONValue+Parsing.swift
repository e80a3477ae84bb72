import LogParser

/// Reads JSON text into a `JSONValue`, objects keeping their keys' order,
/// integers as `integer` and every other number as the `numeral` it was
/// written as, so a value read and written again is its text up to spacing
/// and escapes (a config file `setup mcp` adds to keeps its numbers).
/// Used where JSON comes in: the MCP server's messages, the command's own
/// `--json` read back, a client's config file. (`JSONSerialization`, which
/// the baseline and xcresulttool readers use, keeps neither key order nor
/// numbers as written.)
extension JSONValue {
    package struct ParseError: Error, Equatable {
        /// What was wrong, and at which byte offset.
        package let message: String
    }

    /// Deeper nesting than this is refused rather than recursed into.
    static let deepestNesting = 512

    package static func parse(_ text: String) throws(ParseError) -> JSONValue {
        var reader = Reader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the value") }
        return value
    }

    /// The member `key` of an object; nil for a missing key or a value that is no object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// An integer, or a number without a fraction.
    package var integerValue: Int? {
        switch self {
        case .integer(let value): return value
        case .number(let value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
        case .numeral(let text): return Double(text).flatMap { JSONValue.number($0).integerValue }
        default: return nil
        }
    }

    package var arrayValue: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    package var members: [(String, JSONValue)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// A copy with `key` set to `value`: replaced where it is, else added last.
    package func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard var members else { return self }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        func error(_ message: String) -> ParseError { ParseError(message: "\(message) at byte \(index)") }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(ParseError) -> JSONValue {
            guard depth < JSONValue.deepestNesting else { throw error("nested deeper than \(JSONValue.deepestNesting) levels") }
            guard index < bytes.count else { throw error("the text ends where a value was expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try word("true", .bool(true))
            case UInt8(ascii: "f"): return try word("false", .bool(false))
            case UInt8(ascii: "n"): return try word("null", .null)
            default: return try number()
            }
        }

        private mutating func word(_ text: String, _ value: JSONValue) throws(ParseError) -> JSONValue {
            let word = Array(text.utf8)
            guard bytes.count - index >= word.count, Array(bytes[index..<index + word.count]) == word else {
                throw error("unexpected character")
            }
            index += word.count
            return value
        }

        private mutating func object(depth: Int) throws(ParseError) -> JSONValue {
            .object(
                try elements(closing: UInt8(ascii: "}"), inside: "an object") { reader throws(ParseError) in
                    guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: "\"") else {
                        throw reader.error("expected a key in quotes")
                    }
                    let key = try reader.string()
                    reader.skipSpace()
                    guard reader.index < reader.bytes.count, reader.bytes[reader.index] == UInt8(ascii: ":") else {
                        throw reader.error("expected ':' after a key")
                    }
                    reader.index += 1
                    reader.skipSpace()
                    return (key, try reader.value(depth: depth + 1))
                })
        }

        private mutating func array(depth: Int) throws(ParseError) -> JSONValue {
            .array(
                try elements(closing: UInt8(ascii: "]"), inside: "an array") { reader throws(ParseError) in
                    try reader.value(depth: depth + 1)
                })
        }

        /// What an array or object holds, its opening bracket at `index`:
        /// each element read by `element`, commas between, up to `closing`.
        private mutating func elements<Element>(
            closing: UInt8, inside container: String, _ element: (inout Reader) throws(ParseError) -> Element
        ) throws(ParseError) -> [Element] {
            index += 1
            var elements: [Element] = []
            skipSpace()
            if index < bytes.count, bytes[index] == closing {
                index += 1
                return elements
            }
            while true {
                skipSpace()
                elements.append(try element(&self))
                skipSpace()
                guard index < bytes.count else { throw error("the text ends inside \(container)") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == closing else { throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))'") }
                index += 1
                return elements
            }
        }

        private mutating func string() throws(ParseError) -> String {
            index += 1
            // The string's UTF-8 gathered and decoded once: appending to a
            // string's scalars copies it whole each time, and an agent's log is megabytes.
            var utf8: [UInt8] = []
            var runStart = index
            func flushRun() { utf8 += bytes[runStart..<index] }
            func append(_ scalar: Unicode.Scalar) { utf8 += UTF8.encode(scalar)! }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flushRun()
                    index += 1
                    return String(decoding: utf8, as: UTF8.self)
                }
                guard byte >= 0x20 else { throw error("a control character inside a string") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                flushRun()
                index += 1
                guard index < bytes.count else { break }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): append("\"")
                case UInt8(ascii: "\\"): append("\\")
                case UInt8(ascii: "/"): append("/")
                case UInt8(ascii: "b"): append("\u{08}")
                case UInt8(ascii: "f"): append("\u{0C}")
                case UInt8(ascii: "n"): append("\n")
                case UInt8(ascii: "r"): append("\r")
                case UInt8(ascii: "t"): append("\t")
                case UInt8(ascii: "u"):
                    guard let (scalar, length) = JSONString.unicodeEscape(in: bytes, at: index - 2) else {
                        index -= 2
                        throw error("a \\u escape that is no character")
                    }
                    append(scalar)
                    index += length - 2
                default: throw error("an unknown escape in a string")
                }
                runStart = index
            }
            throw error("the text ends inside a string")
        }

        /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, as JSON writes numbers.
        private mutating func number() throws(ParseError) -> JSONValue {
            let start = index
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - first
            }
            func skip(_ byte: Character) -> Bool {
                guard index < bytes.count, bytes[index] == UInt8(ascii: byte.unicodeScalars.first!) else { return false }
                index += 1
                return true
            }
            _ = skip("-")
            let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
            let whole = digits()
            var valid = whole == 1 || (whole > 1 && !leadingZero)
            var isInteger = true
            if skip(".") {
                isInteger = false
                let fraction = digits()
                valid = valid && fraction > 0
            }
            if skip("e") || skip("E") {
                isInteger = false
                _ = skip("+") || skip("-")
                let exponent = digits()
                valid = valid && exponent > 0
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard valid else {
                index = start
                throw error(text.isEmpty || text == "-" && whole == 0 ? "unexpected character" : "'\(text)' is no number")
            }
            if isInteger, let value = Int(text) { return .integer(value) }
            return .numeral(text)
        }
    }
}
