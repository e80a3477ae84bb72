import CodeIndex
import Explainer
import LayoutAnalysis
import LogParser

/// The analysis as JSON, schema version 1 (documented in docs/json-schema.md). Every
/// field is always present: null or empty when unknown.
package struct JSONRenderer: DocumentFormat {
    static let schemaVersion = 1
    /// The depth of a report object in the document: in `reports`, in the root.
    private static let reportDepth = 2

    /// Pretty-printed with this indent; compact (one line) when nil. Either
    /// way the document ends with a line break.
    let indent: String?
    /// Distinct reports given in full before the document turns compact
    /// (`ReportDetailPlan`): the command's document holds every report; an
    /// agent's answer is one message a model reads, so it keeps the worked
    /// example of each kind and says what it left out.
    let fullReportLimit: Int

    package init(indent: String? = "  ", fullReportLimit: Int = .max) {
        self.indent = indent
        self.fullReportLimit = fullReportLimit
    }

    package func detailPlan(_ groups: [ReportFacts.Group]) -> ReportDetailPlan {
        fullReportLimit == .max ? .everyReport : ReportDetailPlan(groups, limit: fullReportLimit)
    }

    package var quotesReportLines: Bool { false }

    /// The `reports` array's commas.
    package var sectionSeparator: String { "," }

    package func opening(_ groups: [ReportFacts.Group]) -> String {
        let layout = JSONLayout(indent: indent)
        return "{" + layout.members(Self.openingMembers, depth: 1) + ","
            + layout.newline(depth: 1) + layout.key("reports") + (groups.isEmpty ? "[]" : "[")
    }

    /// The document's members before `reports`.
    static var openingMembers: [(String, JSONValue)] { [("schemaVersion", .integer(schemaVersion))] }

    /// The report object, with its repeats spliced in between its first
    /// members and the rest (the schema's order).
    package func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        let layout = JSONLayout(indent: indent)
        let repeats = layout.members(Self.repeatMembers(alsoAtLines), depth: Self.reportDepth + 1)
        return layout.newline(depth: Self.reportDepth)
            + "{" + part.head + "," + repeats + "," + part.tail + layout.newline(depth: Self.reportDepth) + "}"
    }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        let layout = JSONLayout(indent: indent)
        return (groups.isEmpty ? "" : layout.newline(depth: 1) + "]") + ","
            + layout.members(closingMembers(groups, diagnostics: diagnostics), depth: 1)
            + layout.newline(depth: 0) + "}\n"
    }

    /// The document's members after `reports`: the kinds, the diagnostics,
    /// the notes, and what a compact document left out.
    func closingMembers(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> [(String, JSONValue)] {
        let plan = detailPlan(groups)
        let kinds = plan.isCompact ? plan.kinds : ConflictKinds(groups)
        var members: [(String, JSONValue)] = [
            ("kinds", .array(kinds.kinds.map(Self.kind))),
            ("diagnostics", .array(diagnostics.map(Self.diagnostic))),
            ("notes", .array(RunNote.notes(of: groups.map(\.kept)).map { .string($0.text) })),
        ]
        // Only a compact document has it, so the command's document is as it always was.
        if plan.isCompact { members.append(("compact", Self.compact(plan, groups: groups))) }
        return members
    }

    package var detail: ExplanationDetail { .namedEquations }

    /// What a compact document left out: how many distinct reports the log
    /// has, how many `reports` holds, and the plan's sentence saying which.
    static func compact(_ plan: ReportDetailPlan, groups: [ReportFacts.Group]) -> JSONValue {
        let shown = groups.indices.count(where: plan.showsInFull)
        return .object([
            ("distinctReports", .integer(groups.count)),
            ("reportsShown", .integer(shown)),
            (
                "said",
                .string(
                    plan.lead(
                        distinctReports: groups.count, below: "in reports",
                        rest: "kinds counts every report; wtflayout --json on the log gives each in full"))
            ),
        ])
    }

    /// One kind of conflict across the log: how many reports show it, where
    /// first, what to do, and each constant's range among them.
    static func kind(_ kind: ConflictKinds.Kind) -> JSONValue {
        .object([
            ("kind", .string(kind.key)),
            ("reports", .integer(kind.reports)),
            ("distinctReports", .integer(kind.distinct)),
            ("first", .string(kind.location)),
            ("subject", .string(kind.subject)),
            ("owner", .string(kind.owner.rawValue)),
            ("fix", .string(kind.shortFix)),
            (
                "constants",
                .array(
                    kind.ranges.filter { $0.low.isFinite }.map { range in
                        .object([("constraint", .string(range.shape)), ("min", .number(range.low)), ("max", .number(range.high))])
                    })
            ),
        ])
    }

    /// The report's members before its repeats and after them, serialized.
    package func part(_ explanation: ReportExplanation) -> RenderedReport<String> {
        let members = Self.members(explanation)
        let layout = JSONLayout(indent: indent)
        return RenderedReport(
            head: layout.members(members.before, depth: Self.reportDepth + 1),
            tail: layout.members(members.after, depth: Self.reportDepth + 1),
            facts: explanation.facts)
    }

    static func repeatMembers(_ alsoAtLines: [Int]) -> [(String, JSONValue)] {
        [("occurrences", .integer(alsoAtLines.count + 1)), ("alsoAtLines", .array(alsoAtLines.map(JSONValue.integer)))]
    }

    /// A report object's members but its repeats, which go between `before` and `after`.
    static func members(_ explanation: ReportExplanation) -> (before: [(String, JSONValue)], after: [(String, JSONValue)]) {
        let report = explanation.report
        let id = { (index: Int) in JSONValue.string("C\(index + 1)") }
        let before: [(String, JSONValue)] = [
            (
                "source",
                .object([
                    ("file", .string(report.source)), ("line", .integer(report.startLine)),
                    ("process", report.process.map(JSONValue.string) ?? .null),
                    ("testCase", report.testCase.map(JSONValue.string) ?? .null),
                ])
            ),
            ("platform", .string(report.platform.rawValue)),
        ]
        let after: [(String, JSONValue)] = [
            (
                "constraints",
                .array(
                    report.entries.enumerated().map {
                        constraint(
                            $1, index: $0, origin: explanation.origins[$0], maker: explanation.makers[$0],
                            named: explanation.namedEquations.indices.contains($0) ? explanation.namedEquations[$0] : nil,
                            source: explanation.sources[$0])
                    })
            ),
            ("views", .array(explanation.legend.map(view))),
            ("brokenBySystem", explanation.brokenBySystem.map(id) ?? .null),
            ("verdict", .string(explanation.verdict.rawValue)),
            ("margins", margins(explanation)),
            ("owner", .string(explanation.owner.rawValue)),
            ("appleComponent", .optional(explanation.appleComponent)),
            ("knownConflict", explanation.known.map(knownConflict) ?? .null),
            (
                "conflicts",
                .array(
                    zip(explanation.conflicts, resolvedTogether(explanation)).map {
                        conflict($0, resolves: $1, makers: explanation.makers, id: id)
                    })
            ),
            ("conflictCount", .integer(explanation.conflictCount)),
            ("minimalConflictCount", .numeral(explanation.minimalConflictCount)),
            ("conflictsComplete", .bool(explanation.conflictsComplete)),
            ("conflictsCapped", .bool(explanation.conflictsCapped)),
            (
                "suggestion",
                explanation.suggestion.map { suggestion in
                    .object([
                        ("constraints", .array(suggestion.entryIndices.map(id))),
                        ("action", .string(suggestion.action.rawValue)),
                        ("rule", .optional(suggestion.rule)),
                        ("text", .string(suggestion.text)),
                    ])
                } ?? .null
            ),
            ("explanation", .string(explanation.summary)),
        ]
        return (before, after)
    }

    /// One conflict, with the conflicts its fix resolves (`resolves`, positions in the report's list).
    private static func conflict(
        _ conflict: ConflictExplanation, resolves: [Int], makers: [Maker?], id: (Int) -> JSONValue
    ) -> JSONValue {
        .object([
            ("constraints", .array(conflict.entryIndices.map(id))),
            ("letters", .array(conflict.constraints.map { .string($0.letter) })),
            ("subject", .string(conflict.subject)),
            ("axis", .optional(conflict.axis?.rawValue)),
            ("discrepancy", .number(conflict.discrepancy)),
            ("proof", .string(conflict.proof)),
            ("owner", .string(conflict.ownerName)),
            ("appleComponent", .optional(conflict.appleComponent)),
            ("library", .optional(conflict.library(makers: makers))),
            ("action", .string(conflict.action.rawValue)),
            ("rule", .string(conflict.verdict.rule)),
            ("fingerprint", .string(conflict.fingerprint)),
            ("kind", .string(conflict.kind.key)),
            ("new", conflict.isNew.map(JSONValue.bool) ?? .null),
            ("why", .string(conflict.why)),
            (
                "holdsWhen",
                .array(
                    conflict.holdsWhen.map { range in
                        .object([
                            ("view", .string(range.view)),
                            ("attribute", .string(range.attribute)),
                            ("min", range.min.map(JSONValue.number) ?? .null),
                            ("max", range.max.map(JSONValue.number) ?? .null),
                            ("given", .number(range.given)),
                            ("sentence", .string(range.sentence)),
                        ])
                    })
            ),
            (
                "family",
                conflict.family.map { family in
                    .object([
                        ("count", .numeral(family.count)),
                        ("everyConflict", .bool(family.isWholeGroup)),
                        (
                            "classes",
                            .array(
                                family.classes.map { kind in
                                    .object([
                                        ("constraints", .array(kind.entryIndices.map(id))),
                                        ("chosen", .integer(kind.chosen)),
                                    ])
                                })
                        ),
                    ])
                } ?? .null
            ),
            ("ruler", .optional(conflict.ruler?.text)),
            ("fix", .string(conflict.fix.sentenceCased)),
            ("fixResolves", .array(resolves.map(JSONValue.integer))),
            ("afterFix", conflict.afterFix.map { afterFix(of: $0, id: id) } ?? .null),
            ("code", .array(conflict.code.map(code))),
            ("warning", .optional(conflict.warning)),
            ("debugger", .array(conflict.debugger.map(JSONValue.string))),
        ])
    }

    /// For each conflict, the positions of the conflicts its fix resolves
    /// (its own, or all those one change resolves).
    private static func resolvedTogether(_ explanation: ReportExplanation) -> [[Int]] {
        var resolved = explanation.conflicts.indices.map { [$0] }
        for block in explanation.blocks { for position in block.positions { resolved[position] = block.positions } }
        return resolved
    }

    /// The fix applied and solved: what it leaves, the sizes it gives, what holds.
    /// A known conflict of Apple's views, as the catalogue has it.
    static func knownConflict(_ known: KnownConflictWords) -> JSONValue {
        .object([
            ("id", .string(known.id)),
            ("name", .string(known.name)),
            ("seenOn", .string(known.seenOn)),
            ("whatAppsDo", .string(known.whatAppsDo)),
            ("sources", .array(known.sources.map(JSONValue.string))),
        ])
    }

    static func afterFix(of outcome: FixOutcome, id: (Int) -> JSONValue) -> JSONValue {
        let facts = outcome.facts
        return .object([
            ("conflictsLeft", .integer(facts.conflictsLeft)),
            (
                "sizes",
                .array(
                    zip(facts.sizes, outcome.sizedViews).map { size, view in
                        .object([
                            ("view", .string(view)), ("axis", .string(size.axis.rawValue)), ("size", .number(size.size)),
                            ("fromContent", .bool(size.fromContent)),
                        ])
                    })
            ),
            ("keeps", .array(facts.keeps.map(id))),
            (
                "givesWay",
                .array(facts.givenWay.map { .object([("constraint", id($0.entryIndex)), ("by", .number($0.by))]) })
            ),
            ("givesWayTogether", facts.givenWayTogether.map(JSONValue.number) ?? .null),
            ("removes", .array(facts.removed.map(id))),
            ("changesScreen", facts.changesScreen.map(JSONValue.bool) ?? .null),
            ("text", .string(outcome.sentence)),
        ])
    }

    /// The fix in one dialect: code lines, or Interface Builder's steps.
    static func code(_ fix: CodeFix) -> JSONValue {
        .object([
            ("dialect", .string(fix.dialect.rawValue)),
            ("location", .optional(fix.location)),
            ("locationConfidence", fix.location == nil ? .null : .string(fix.isLikely ? "likely" : "exact")),
            ("lines", .array(fix.lines.map(JSONValue.string))),
        ])
    }

    /// `{"atLeast": null, "atMost": 8, "assumed": 9}`: the margins at which the
    /// constraints hold, where those the log does not print decide the verdict,
    /// and the value the search gave them; null where neither is known.
    static func margins(_ explanation: ReportExplanation) -> JSONValue {
        guard explanation.marginRange != nil || explanation.assumedMargin != nil else { return .null }
        return .object([
            ("atLeast", explanation.marginRange?.lower.map(JSONValue.number) ?? .null),
            ("atMost", explanation.marginRange?.upper.map(JSONValue.number) ?? .null),
            ("assumed", explanation.assumedMargin.map(JSONValue.number) ?? .null),
        ])
    }

    /// A view as the legend lists it, with its raw class and address.
    static func view(_ entry: LegendEntry) -> JSONValue {
        .object([
            ("name", .string(entry.name)),
            ("class", .optional(entry.className)),
            ("address", .optional(entry.address)),
            ("label", .optional(entry.label)),
            ("whose", .optional(entry.maker)),
            ("color", .string(ViewPalette.color(entry.colorSlot).hex)),
        ])
    }

    static func constraint(
        _ entry: ListEntry, index: Int, origin: Origin?, maker: Maker? = nil, named: String?, source: SourceMatch? = nil
    ) -> JSONValue {
        let constraint = entry.constraint
        return .object([
            ("id", .string("C\(index + 1)")),
            ("address", .optional(entry.address)),
            ("class", .optional(constraint?.className ?? entry.text.dropFirst().split(separator: ":").first.map(String.init))),
            ("identifier", .optional(constraint?.identifier)),
            ("origin", .optional(origin?.rawValue)),
            ("maker", maker.map(makerObject) ?? .null),
            (
                "sourceLocation",
                constraint?.sourceLocation.map { location in
                    .object([("file", .string(location.path)), ("line", .integer(location.line))])
                } ?? .null
            ),
            ("source", source.map(sourceObject) ?? .null),
            ("text", .string(entry.text)),
            ("line", .integer(entry.line)),
            ("parsed", .bool(constraint != nil)),
            ("reason", .optional(entry.failure?.message)),
            ("equation", .optional(constraint?.equation.description)),
            ("named", .optional(named)),
            ("priority", constraint.map { .number($0.priority.value) } ?? .null),
        ])
    }

    /// `{"kind": "library", "library": "Tabman", "evidence": "…", "sure": "likely"}`:
    /// whose the constraint is, what in the log says so, and how sure that makes it.
    static func makerObject(_ maker: Maker) -> JSONValue {
        .object([
            ("kind", .string(maker.kindName)),
            ("library", .optional(maker.library)),
            ("evidence", .string(maker.evidence.words)),
            ("sure", .string(maker.degree.rawValue)),
        ])
    }

    /// Where the app's source makes the constraint (`--source`): the best
    /// place, how sure, and every candidate.
    static func sourceObject(_ match: SourceMatch) -> JSONValue {
        func place(_ site: ConstraintSite) -> JSONValue {
            .object([("file", .string(site.file)), ("line", .integer(site.line)), ("column", .integer(site.column))])
        }
        let best = match.sites[0]
        return .object([
            ("file", .string(best.file)), ("line", .integer(best.line)), ("column", .integer(best.column)),
            ("confidence", .string(match.confidence.rawValue)),
            ("evidence", .array(match.evidence.map(JSONValue.string))),
            ("vendored", .bool(best.isVendored)),
            ("candidates", .array(match.sites.map(place))),
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
