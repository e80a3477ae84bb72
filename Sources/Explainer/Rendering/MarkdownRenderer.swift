import LogParser

/// GitHub-flavoured Markdown for pasting into an issue: a heading per
/// conflict, its constraints as a table, the arithmetic, the fix, and the raw
/// report folded away in `<details>`.
public struct MarkdownRenderer: Sendable {
    public init() {}

    public func render(_ groups: [ReportGroup]) -> String {
        let reports = groups.reduce(0) { $0 + $1.occurrences }
        var parts = ["# Auto Layout conflicts\n\n\(reports) report\(reports == 1 ? "" : "s"), \(groups.count) distinct.\n"]
        parts += ParallelMap.map(groups) { render($0) }
        if groups.count > 1 { parts.append(summary(groups)) }
        return parts.joined(separator: "\n")
    }

    public func render(_ group: ReportGroup) -> String {
        let analysis = group.analysis
        let report = analysis.report
        let location = "\(report.source):\(report.startLine)"
        var lines: [String] = []
        switch analysis.verdict {
        case .redacted:
            lines += ["## \(code(location)): redacted report", "", text(TextLayout.sentence(analysis.reason ?? "")) + "."]
        case .unreadable:
            lines += ["## \(code(location)): nothing to analyse", "", text(analysis.reason ?? "no constraint could be read") + "."]
        case .noConflictFound:
            lines += ["## \(code(location)): no conflict found in what the log shows", "",
                      "The \(report.constraints.count) constraints listed can all hold together: "
                      + text(analysis.reason ?? "") + "."]
        case .conflict, .conflictAssumingDefaults:
            let builder = AdviceBuilder(analysis)
            let explanations = analysis.conflicts.map(builder.explain)
            for (number, explanation) in explanations.enumerated() {
                if number > 0 { lines.append("") }
                lines += conflictSection(explanation, number: number, of: explanations.count, location: location, builder: builder)
            }
        }
        if group.occurrences > 1 {
            lines += ["", "Seen \(group.occurrences) times: lines "
                      + ([report.startLine] + group.alsoAtLines).map(String.init).joined(separator: ", ") + "."]
        }
        if !report.diagnostics.isEmpty {
            lines += [""] + report.diagnostics.map { "- " + code($0.description) }
        }
        lines += ["", rawReport(report)]
        return lines.joined(separator: "\n") + "\n"
    }

    private func conflictSection(_ explanation: ConflictExplanation, number: Int, of count: Int, location: String,
                                 builder: AdviceBuilder) -> [String] {
        let words = builder.words
        let title = count > 1 ? "conflict \(number + 1) of \(count)" : "conflict"
        var lines = ["## \(code(location)): \(title) in \(text(explanation.subject))", ""]
        lines += ["| | Constraint | Made by |", "|---|---|---|"]
        for index in explanation.conflict.entryIndices {
            lines.append("| **\(explanation.letters[index] ?? "?")** | \(tableCode(words.equation(index))) | \(cell(words.maker(index))) |")
        }
        lines += ["", "**Why:** " + text(explanation.why), "", "**Fix:** " + text(TextLayout.sentence(explanation.fix))]
        if let uikit = builder.uikit(for: explanation) { lines += ["", text(uikit)] }
        for caveat in explanation.caveats { lines += ["", "> **Note:** " + text(caveat)] }
        return lines
    }

    private func summary(_ groups: [ReportGroup]) -> String {
        var lines = ["## Summary", "", "| Seen | Report | Verdict | Fix |", "|---|---|---|---|"]
        let ordered = ReportGroup.mostFrequentFirst(groups).map(\.group)
        for group in ordered {
            let analysis = group.analysis
            let explanation = analysis.conflicts.first.map(AdviceBuilder(analysis).explain)
            lines.append("| \(group.occurrences) | \(tableCode("\(analysis.report.source):\(analysis.report.startLine)")) | "
                         + "\(analysis.verdict.rawValue) | \(cell(explanation?.shortFix ?? "—")) |")
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
