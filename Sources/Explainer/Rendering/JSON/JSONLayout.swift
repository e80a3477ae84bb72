/// Pieces of a JSON document written apart (a report object at a time),
/// laid out as `JSONValue.serialized` lays out the whole: pretty with an
/// indent, on one line without.
struct JSONLayout {
    let indent: String?

    /// A line break and the indent for `depth`; nothing when compact.
    func newline(depth: Int) -> String {
        var output = ""
        JSONValue.newline(&output, indent: indent, depth: depth)
        return output
    }

    /// A member's key and the colon after it, for a member whose value is written apart.
    func key(_ name: String) -> String {
        var output = ""
        JSONValue.writeString(name, to: &output)
        return output + (indent == nil ? ":" : ": ")
    }

    /// Object members without their braces, as they appear in an object at `depth - 1`.
    func members(_ members: [(String, JSONValue)], depth: Int) -> String {
        var output = ""
        JSONValue.writeMembers(members, to: &output, indent: indent, depth: depth)
        return output
    }
}
