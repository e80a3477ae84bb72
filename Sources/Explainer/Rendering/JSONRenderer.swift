import LogParser

/// The analysis as JSON, schema version 1 (documented in the README). Every
/// field is always present: null or empty when unknown.
public enum JSONRenderer {
    public static let schemaVersion = 1

    /// The whole document for a run over several inputs.
    public static func document(groups: [ReportGroup], diagnostics: [Diagnostic]) -> JSONValue {
        .object([
            ("schemaVersion", .integer(schemaVersion)),
            ("reports", .array(ParallelMap.map(groups, report))),
            ("diagnostics", .array(diagnostics.map(diagnostic))),
        ])
    }

    public static func report(_ group: ReportGroup) -> JSONValue {
        let analysis = group.analysis
        let report = analysis.report
        let id = { (index: Int) in JSONValue.string("C\(index + 1)") }
        let builder = AdviceBuilder(analysis)
        let suggestion = SuggestionBuilder.suggestion(for: analysis, explanations: analysis.conflicts.map(builder.explain))
        return .object([
            ("source", .object([("file", .string(report.source)), ("line", .integer(report.startLine))])),
            ("platform", .string(report.platform.rawValue)),
            ("occurrences", .integer(group.occurrences)),
            ("alsoAtLines", .array(group.alsoAtLines.map(JSONValue.integer))),
            ("constraints", .array(report.entries.enumerated().map { constraint($1, index: $0, origin: analysis.origins[$0]) })),
            ("brokenBySystem", analysis.brokenBySystem.map(id) ?? .null),
            ("verdict", .string(analysis.verdict.rawValue)),
            ("conflicts", .array(analysis.conflicts.map { conflict in
                .object([
                    ("constraints", .array(conflict.entryIndices.map(id))),
                    ("axis", .optional(conflict.axis?.rawValue)),
                    ("discrepancy", .number(conflict.discrepancy)),
                    ("proof", .string(conflict.proof.text)),
                ])
            })),
            ("conflictsCapped", .bool(analysis.conflictsCapped)),
            ("suggestion", suggestion.map { suggestion in
                .object([
                    ("constraints", .array(suggestion.entryIndices.map(id))),
                    ("action", .string(suggestion.action.rawValue)),
                    ("text", .string(suggestion.text)),
                ])
            } ?? .null),
            ("explanation", .string(ExplanationText.summary(of: analysis))),
        ])
    }

    static func constraint(_ entry: ListEntry, index: Int, origin: Origin?) -> JSONValue {
        let constraint = entry.constraint
        return .object([
            ("id", .string("C\(index + 1)")),
            ("address", .optional(entry.address)),
            ("class", .optional(constraint?.className ?? entry.text.dropFirst().split(separator: ":").first.map(String.init))),
            ("identifier", .optional(constraint?.identifier)),
            ("origin", .optional(origin?.rawValue)),
            ("sourceLocation", constraint?.sourceLocation.map { location in
                .object([("file", .string(location.fileName)), ("line", .integer(location.line))])
            } ?? .null),
            ("text", .string(entry.text)),
            ("line", .integer(entry.line)),
            ("parsed", .bool(constraint != nil)),
            ("reason", .optional(entry.failure?.message)),
            ("equation", .optional(constraint?.equation.description)),
            ("priority", constraint.map { .number($0.priority.value) } ?? .null),
        ])
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", .integer(diagnostic.line)),
            ("column", .integer(diagnostic.column)),
            ("message", .string(diagnostic.message)),
        ])
    }
}
