import LogParser

/// GitHub-flavoured Markdown for pasting into an issue: a heading per
/// conflict, its constraints as a table, the arithmetic, the fix, and the raw
/// report folded away in `<details>`.
public struct MarkdownRenderer: DocumentFormat {
    public init() {}

    public var quotesReportLines: Bool { true }

    public func opening(_ groups: [ReportFacts.Group]) -> String {
        let reports = ReportFacts.Group.reportCount(groups)
        return "# Auto Layout conflicts\n\n\(reports) report\(reports == 1 ? "" : "s"), \(groups.count) distinct.\n"
    }

    public func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        guard !alsoAtLines.isEmpty else { return "\n" + part.head + part.tail }
        let repeats = "Seen \(alsoAtLines.count + 1) times: lines \(part.facts.lines(alsoAt: alsoAtLines))."
        return "\n" + part.head + ["", repeats].asLines + part.tail
    }

    public func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        groups.count > 1 ? "\n" + summary(groups) : ""
    }

    public func part(_ analysis: ReportAnalysis) -> RenderedReport<String> {
        let report = analysis.report
        let location = "\(report.source):\(report.startLine)"
        let words = ReportWords(analysis)
        var lines: [String] = []
        var first: ConflictExplanation?
        if let title = words.title {
            lines.append("## \(code(location)): \(title)")
            for sentence in words.sentences { lines += ["", text(sentence)] }
        } else {
            let builder = AdviceBuilder(analysis)
            let explanations = analysis.conflicts.map(builder.explain)
            first = explanations.first
            for (number, explanation) in explanations.enumerated() {
                if number > 0 { lines.append("") }
                lines += conflictSection(explanation, number: number, location: location, builder: builder)
            }
            if let note = words.searchNote { lines += ["", text(note)] }
        }
        var tail: [String] = []
        if let note = words.gapNote { tail += ["", text(note)] }
        if !report.diagnostics.isEmpty {
            tail += [""] + report.diagnostics.map { "- " + code($0.description) }
        }
        tail += ["", rawReport(report)]
        return RenderedReport(head: lines.asLines, tail: tail.asLines, facts: ReportFacts(analysis, first: first))
    }

    private func conflictSection(_ explanation: ConflictExplanation, number: Int, location: String,
                                 builder: AdviceBuilder) -> [String] {
        let words = builder.words
        let title = ReportWords.conflictTitle(number, of: builder.analysis)
        var lines = ["## \(code(location)): \(title) in \(text(explanation.subject))", ""]
        lines += ["| | Constraint | Made by |", "|---|---|---|"]
        for index in explanation.conflict.entryIndices {
            lines.append("| **\(explanation.letters[index] ?? "?")** | \(tableCode(words.equation(index))) | \(cell(words.maker(index))) |")
        }
        lines += ["", "**Why:** " + text(explanation.why), "", "**Fix:** " + text(explanation.fix.sentenceCased)]
        if let uikit = builder.uikit(for: explanation) { lines += ["", text(uikit)] }
        for caveat in explanation.caveats { lines += ["", "> **Note:** " + text(caveat)] }
        return lines
    }

    private func summary(_ groups: [ReportFacts.Group]) -> String {
        var lines = ["## Summary", "", "| Seen | Report | Verdict | Fix |", "|---|---|---|---|"]
        for group in ReportFacts.Group.mostFrequentFirst(groups).map(\.group) {
            let facts = group.kept
            lines.append("| \(group.occurrences) | \(tableCode(facts.location)) | "
                         + "\(facts.verdictName) | \(cell(facts.firstShortFix ?? "—")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as it appeared, folded away; the fence is longer than any
    /// run of backticks inside it.
    private func rawReport(_ report: Report) -> String {
        let raw = report.lines.map(\.text).joined(separator: "\n")
        var fence = "```"
        while raw.contains(fence) { fence += "`" }
        let first = report.lines.first?.number ?? report.startLine
        let last = report.lines.last?.number ?? report.endLine
        return "<details><summary>Raw report (lines \(first)–\(last))</summary>\n\n\(fence)\n\(raw)\n\(fence)\n\n</details>"
    }

    /// Inline code that survives backticks in the text.
    private func code(_ value: String) -> String {
        var ticks = "`"
        while value.contains(ticks) { ticks += "`" }
        let padded = value.hasPrefix("`") || value.hasSuffix("`") ? " \(value) " : value
        return ticks + padded + ticks
    }

    /// Inline code inside a table, where a `|` would end the cell.
    private func tableCode(_ value: String) -> String {
        code(value).replacingPipes()
    }

    /// Prose from the log: characters Markdown or HTML would act on are escaped.
    private func text(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#": escaped += "\\\(character)"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A table cell: prose with pipes escaped too (done by `text`), and no line breaks.
    private func cell(_ value: String) -> String {
        text(value.replacingNewlines())
    }
}

private extension String {
    func replacingNewlines() -> String { split(whereSeparator: \.isNewline).joined(separator: " ") }

    func replacingPipes() -> String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
