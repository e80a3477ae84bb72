/// A JSON document whose objects keep their keys in the order written, so
/// output is stable byte for byte and reads in the order the schema gives.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// Compact when `indent` is nil (one object per line for streams), else pretty.
    public func serialized(indent: String? = nil) -> String {
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
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { output += "[]"; return }
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent: indent, depth: depth + 1)
                value.write(to: &output, indent: indent, depth: depth + 1)
            }
            newline(&output, indent: indent, depth: depth)
            output += "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent: indent, depth: depth + 1)
                Self.writeString(key, to: &output)
                output += indent == nil ? ":" : ": "
                value.write(to: &output, indent: indent, depth: depth + 1)
            }
            newline(&output, indent: indent, depth: depth)
            output += "}"
        }
    }

    private func newline(_ output: inout String, indent: String?, depth: Int) {
        guard let indent else { return }
        output += "\n" + String(repeating: indent, count: depth)
    }

    /// Finite numbers only: NaN and infinity have no JSON form and become null.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return String(value)
    }

    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
