import Rendering

/// `locate_constraint`: where the app's source makes a constraint a log
/// describes. The descriptions are read as the command reads a log, and
/// each is matched against the source as `--source` matches a report's.
struct LocateConstraintTool: MCPTool {
    let name = "locate_constraint"

    var definition: JSONValue {
        listing(
            title: "Find where a constraint is made",
            description: """
                Finds where the app's source makes a constraint that a log describes (anchors, \
                NSLayoutConstraint(item:…), visual format, SnapKit, Masonry, .xib and .storyboard): candidate \
                places (file, line, column; paths relative to sourceRoot), how sure (exact, likely or several \
                candidates), and the evidence (attributes, relation, constant, the views' types and texts). \
                Give a report's constraints together, one per line: what one says of a view (its name in the code) \
                can make another's place sure. \
                Constraints UIKit or AppKit makes (autoresizing masks, margins, the keyboard) are said to be theirs.
                """,
            input: ToolSchemas.locateInput, output: ToolSchemas.located)
    }

    func call(_ arguments: MCPArguments, context: MCPToolContext) throws(MCPToolError) -> MCPToolResult {
        try arguments.only(["constraint", "sourceRoot"])
        guard let description = try arguments.string("constraint") else {
            throw MCPToolError(message: "\(name) needs constraint: a constraint's description from the log")
        }
        guard description.utf8.count <= MCPLimits.largestLogText else {
            throw MCPToolError(
                message: "\(name): the text is over \(MCPLimits.mebibytes(MCPLimits.largestLogText)); give the constraints to find")
        }
        guard let sourceRoot = try arguments.string("sourceRoot") else {
            throw MCPToolError(message: "\(name) needs sourceRoot: the app's source folder")
        }
        let folder = try context.sourceFolder(sourceRoot, tool: name)
        let answer = try AgentExplanation.run([.text(description, name: "<stdin>")], sourceRoot: folder, context: context)
        let entries = (answer.document["reports"]?.arrayValue ?? []).flatMap {
            $0["constraints"]?.arrayValue ?? []
        }
        guard !entries.isEmpty else {
            throw MCPToolError(
                message: "\(name): no constraint description in the text; give one as the log prints it, e.g. "
                    + "<NSLayoutConstraint:0x600002a01e00 UILabel:0x7fa1c0d0c6b0.width == 100   (active)>")
        }
        let located = entries.map(Self.located)
        let lines = zip(entries, located).map { entry, found in
            "\(entry["named"]?.stringValue ?? entry["text"]?.stringValue ?? "?"): " + Self.phrase(found)
        }
        return .success(
            lines.joined(separator: "\n"),
            .object([("sourceRoot", .string(folder)), ("constraints", .array(located))]))
    }

    /// One constraint of the command's JSON, as the tool answers it.
    private static func located(_ entry: JSONValue) -> JSONValue {
        let source = entry["source"].flatMap { $0 == .null ? nil : $0 }
        let origin = entry["origin"]?.stringValue
        let reason: JSONValue
        if source != nil {
            reason = .null
        } else if entry["parsed"] == .bool(false) {
            reason = .string("the description cannot be read: \(entry["reason"]?.stringValue ?? "unknown")")
        } else if let origin, origin != "app" {
            reason = .string("UIKit or AppKit makes it (\(origin)), not the app's code")
        } else {
            reason = .string("no place in the source makes a constraint with these attributes, relation and constant")
        }
        return .object([
            ("text", entry["text"] ?? .null),
            ("named", entry["named"] ?? .null),
            ("origin", entry["origin"] ?? .null),
            ("found", .bool(source != nil)),
            ("confidence", source?["confidence"] ?? .null),
            ("locations", source?["candidates"] ?? .array([])),
            ("evidence", source?["evidence"] ?? .array([])),
            ("reason", reason),
        ])
    }

    /// `SummaryCardView.swift:17:13 (exact: attributes, relation and constant; type UILabel)`.
    private static func phrase(_ located: JSONValue) -> String {
        guard located["found"] == .bool(true) else { return "not found: " + (located["reason"]?.stringValue ?? "") }
        let places = (located["locations"]?.arrayValue ?? []).map { place in
            [place["file"]?.stringValue, place["line"]?.integerValue.map(String.init), place["column"]?.integerValue.map(String.init)]
                .compactMap { $0 }.joined(separator: ":")
        }
        let evidence = (located["evidence"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: "; ")
        return places.joined(separator: " or ") + " (\(located["confidence"]?.stringValue ?? "?"): \(evidence))"
    }
}
