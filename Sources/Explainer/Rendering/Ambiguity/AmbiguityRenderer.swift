import Explainer
import LogParser

/// `wtflayout ambiguous`: each `_autolayoutTrace` found, its ambiguous
/// views and what fixes each, as text or as JSON.
package enum AmbiguityRenderer {
    /// Said once after the traces: ambiguity mid-layout is not ambiguity.
    static let timingNote =
        "A trace taken before layout has finished can mark views that end up placed: take it once the screen shows."

    package static func text(_ traces: [AmbiguityExplanation], source: String, style: TextStyle, width: Int?) -> String {
        var lines: [String] = []
        for trace in traces {
            let count = trace.views.count
            let heading =
                count == 0
                ? "no view with an ambiguous layout" : "\(count) view\(count == 1 ? "" : "s") with an ambiguous layout"
            if !lines.isEmpty { lines.append("") }
            lines.append(style.bold("\(source):\(trace.startLine)  _autolayoutTrace: \(heading)"))
            for view in trace.views {
                let lead = "\(AmbiguityExplanation.name(view.view)), line \(view.line): "
                lines += wrap(lead + view.sentences.joined(separator: " "), width: width, indent: "  ")
            }
            for host in trace.missingHostConstraints {
                lines += wrap(
                    "\(AmbiguityExplanation.name(host.view)), line \(host.line), is marked MISSING HOST CONSTRAINTS.", width: width,
                    indent: "  ")
            }
        }
        if traces.contains(where: { !$0.views.isEmpty }) { lines += [""] + wrap(timingNote, width: width, indent: "") }
        return lines.map { $0 + "\n" }.joined()
    }

    package static func json(_ traces: [AmbiguityExplanation], source: String) -> String {
        JSONValue.object([
            ("schemaVersion", .integer(1)),
            (
                "traces",
                .array(
                    traces.map { trace in
                        .object([
                            ("source", .object([("file", .string(source)), ("line", .integer(trace.startLine))])),
                            ("views", .array(trace.views.map(view))),
                            (
                                "missingHostConstraints",
                                .array(trace.missingHostConstraints.map { marked(viewObject($0.view), line: $0.line) })
                            ),
                        ])
                    })
            ),
        ]).serialized(indent: "  ") + "\n"
    }

    private static func view(_ view: AmbiguityExplanation.ExplainedView) -> JSONValue {
        .object(
            objectMembers(viewObject(view.view)) + [
                ("line", .integer(view.line)),
                ("superview", view.superview.map(viewObject) ?? .null),
                ("free", .array(view.free.map { .string($0.rawValue) })),
                ("apples", .bool(view.isApples)),
                ("advice", .string(view.sentences.joined(separator: " "))),
            ])
    }

    private static func viewObject(_ view: AmbiguityTrace.View) -> JSONValue {
        .object([("class", .string(view.className)), ("address", .string(view.address)), ("label", .optional(view.label))])
    }

    private static func marked(_ object: JSONValue, line: Int) -> JSONValue {
        .object(objectMembers(object) + [("line", .integer(line))])
    }

    private static func objectMembers(_ value: JSONValue) -> [(String, JSONValue)] {
        if case .object(let members) = value { members } else { [] }
    }

    private static func wrap(_ text: String, width: Int?, indent: String) -> [String] {
        TextLayout.wrap(text, width: width, firstPrefix: indent, prefix: indent + "  ")
    }
}
