/// A JSON document whose objects keep their keys in the order written, so
/// output is stable byte for byte and reads in the order the schema gives.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    /// A number as JSON text gave it (`1e3`, `1000.0`, an integer too long
    /// for `Int`): read, it is written back as it was.
    case numeral(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    package func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Compact when `indent` is nil (one object per line for streams), else pretty.
    package func serialized(indent: String? = nil) -> String {
        var output = ""
        write(to: &output, indent: indent, depth: 0)
        return output
    }

    private func write(to output: inout String, indent: String?, depth: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value): output += Self.format(value)
        case .numeral(let text): output += text
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                Self.newline(&output, indent: indent, depth: depth + 1)
                value.write(to: &output, indent: indent, depth: depth + 1)
            }
            Self.newline(&output, indent: indent, depth: depth)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            Self.writeMembers(members, to: &output, indent: indent, depth: depth + 1)
            Self.newline(&output, indent: indent, depth: depth)
            output += "}"
        }
    }

    /// An object's members without its braces, each on a line of its own at `depth`.
    static func writeMembers(_ members: [(String, JSONValue)], to output: inout String, indent: String?, depth: Int) {
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { output += "," }
            newline(&output, indent: indent, depth: depth)
            writeString(key, to: &output)
            output += indent == nil ? ":" : ": "
            value.write(to: &output, indent: indent, depth: depth)
        }
    }

    static func newline(_ output: inout String, indent: String?, depth: Int) {
        guard let indent else { return }
        output += "\n" + String(repeating: indent, count: depth)
    }

    /// Finite numbers only: NaN and infinity have no JSON form and become null.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return String(value)
    }

    /// Copies runs that need no escaping whole (walking UTF-8 bytes): JSON
    /// output is mostly the log's own text, so this is most of writing it.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            guard let (escape, length) = escape(utf8, at: index) else {
                index = utf8.index(after: index)
                continue
            }
            // Runs end only before an ASCII byte or a U+2028/2029 lead byte:
            // always on a Unicode scalar boundary, and a Substring appended is
            // copied as its scalars, even when they combine with their neighbours.
            output += text[runStart..<index]
            output += escape
            index = utf8.index(index, offsetBy: length)
            runStart = index
        }
        output += text[runStart..<index]
        output += "\""
    }

    /// The escape for the character starting at `index`, and its length in
    /// bytes; nil when it is written as it is. U+2028/2029 are escaped
    /// because JavaScript string literals cannot hold them raw.
    private static func escape(_ utf8: String.UTF8View, at index: String.Index) -> (String, Int)? {
        let byte = utf8[index]
        switch byte {
        case 0x22: return ("\\\"", 1)
        case 0x5C: return ("\\\\", 1)
        case 0x0A: return ("\\n", 1)
        case 0x0D: return ("\\r", 1)
        case 0x09: return ("\\t", 1)
        case 0x00..<0x20, 0x7F:
            let hex = String(byte, radix: 16)
            return ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex, 1)
        case 0xE2:
            let second = utf8.index(after: index)
            guard second != utf8.endIndex, utf8[second] == 0x80 else { return nil }
            let third = utf8.index(after: second)
            guard third != utf8.endIndex else { return nil }
            switch utf8[third] {
            case 0xA8: return ("\\u2028", 3)
            case 0xA9: return ("\\u2029", 3)
            default: return nil
            }
        default: return nil
        }
    }
}
