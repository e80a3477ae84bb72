import Rendering

/// A tool call's arguments, read against what the tool's input schema
/// allows; a mistake is said in words the model can act on.
struct MCPArguments {
    let members: [(String, JSONValue)]
    let tool: String

    /// Refuses any argument the tool does not take.
    func only(_ names: [String]) throws(MCPToolError) {
        if let unknown = members.first(where: { !names.contains($0.0) }) {
            throw MCPToolError(message: "\(tool) takes \(names.joined(separator: ", ")), not '\(unknown.0)'")
        }
    }

    func string(_ name: String) throws(MCPToolError) -> String? {
        guard let value = value(name) else { return nil }
        guard let text = value.stringValue, !text.isEmpty else {
            throw MCPToolError(message: "\(tool): \(name) must be a non-empty string")
        }
        return text
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws(MCPToolError) -> Int? {
        guard let value = value(name) else { return nil }
        guard let number = value.integerValue, range.contains(number) else {
            throw MCPToolError(message: "\(tool): \(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// One of `choices`, by name.
    func choice(_ name: String, of choices: [String]) throws(MCPToolError) -> String? {
        guard let text = try string(name) else { return nil }
        guard choices.contains(text) else {
            throw MCPToolError(message: "\(tool): \(name) is one of \(choices.joined(separator: ", ")), not '\(text)'")
        }
        return text
    }

    /// Null is as good as absent.
    private func value(_ name: String) -> JSONValue? {
        // Matched, not compared: JSON values compare by their serialization, and this one may be megabytes.
        guard let value = members.first(where: { $0.0 == name })?.1 else { return nil }
        if case .null = value { return nil }
        return value
    }
}
