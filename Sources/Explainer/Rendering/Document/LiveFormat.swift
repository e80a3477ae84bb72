import Explainer

/// A format that also explains a live stream (`--follow`): each distinct
/// report as soon as it is complete, one short line for a repeat, and what
/// the end of the stream prints.
package protocol LiveFormat: DocumentFormat {
    /// A report whose conflict is new; `number` counts distinct reports from 1.
    func firstSeen(_ part: RenderedReport<String>, number: Int) -> String
    /// The `number`th distinct report again, seen `occurrences` times so far.
    func seenAgain(number: Int, occurrences: Int, source: String, line: Int) -> String
    /// What the end of the stream prints (the summary), after at least one report.
    func streamEnd(_ groups: [ReportFacts.Group]) -> String
}

extension TextRenderer: LiveFormat {
    package func firstSeen(_ part: RenderedReport<String>, number: Int) -> String {
        "#\(number)  " + block(part, alsoAtLines: []) + "\n"
    }

    package func seenAgain(number: Int, occurrences: Int, source: String, line: Int) -> String {
        "\(source):\(line)  again: conflict #\(number) (x\(occurrences))\n"
    }

    package func streamEnd(_ groups: [ReportFacts.Group]) -> String {
        summary(groups) + notes(groups)
    }
}

/// JSON lines: one report object per line, as the document's `reports` holds them.
extension JSONRenderer: LiveFormat {
    package func firstSeen(_ part: RenderedReport<String>, number: Int) -> String {
        section(part, number: 1, alsoAtLines: []) + "\n"
    }

    package func seenAgain(number: Int, occurrences: Int, source: String, line: Int) -> String {
        JSONValue.object([
            ("again", .integer(number)), ("occurrences", .integer(occurrences)),
            ("source", .object([("file", .string(source)), ("line", .integer(line))])),
        ]).serialized() + "\n"
    }

    package func streamEnd(_ groups: [ReportFacts.Group]) -> String { "" }
}
