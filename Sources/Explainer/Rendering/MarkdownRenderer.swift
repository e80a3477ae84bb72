import Explainer
import LogParser

/// GitHub-flavoured Markdown for pasting into an issue: a heading per
/// conflict, its constraints as a table, the arithmetic, the fix, and the raw
/// report folded away in `<details>`.
package struct MarkdownRenderer: DocumentFormat {
    /// Where the source's places link; only a page of the web, which an issue can follow.
    let links: SourceLinks?

    /// Distinct reports shown in full before the document turns compact (`ReportDetailPlan`).
    let fullReportLimit: Int
    /// Rows of the compact summary's table, most frequent first: a place
    /// with a size limit (GitHub's step summary) takes the first ones.
    let reportRowLimit: Int

    package init(links: SourceLinks? = nil, fullReportLimit: Int = ReportDetailPlan.defaultLimit, reportRowLimit: Int = .max) {
        self.links = links?.isWeb == true ? links : nil
        self.fullReportLimit = fullReportLimit
        self.reportRowLimit = reportRowLimit
    }

    package func detailPlan(_ groups: [ReportFacts.Group]) -> ReportDetailPlan {
        ReportDetailPlan(groups, limit: fullReportLimit, rowLimit: reportRowLimit)
    }

    package var quotesReportLines: Bool { true }

    package func opening(_ groups: [ReportFacts.Group]) -> String {
        let plan = detailPlan(groups)
        var lines = ["# Auto Layout conflicts", "", text(RunSummary.sentence(groups)) + "."]
        // A big log's kinds before its worked examples: what a reader needs first.
        if plan.isCompact {
            lines += ["", "## Kinds of conflict", "", text(plan.lead(distinctReports: groups.count)), ""] + kindsTable(plan)
        }
        return lines.asLines
    }

    package func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        guard !alsoAtLines.isEmpty else { return "\n" + part.head + part.tail }
        let repeats = "Seen \(alsoAtLines.count + 1) times: lines \(part.facts.lines(alsoAt: alsoAtLines))."
        return "\n" + part.head + ["", repeats].asLines + part.tail
    }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        let notes = RunNote.notes(of: groups.map(\.kept)).map { "- " + text($0.text) }
        return (groups.count > 1 ? "\n" + summary(groups, plan: detailPlan(groups)) : "")
            + (notes.isEmpty ? "" : (["", "## Notes", ""] + notes).asLines)
    }

    package var detail: ExplanationDetail { .recovery }

    package func part(_ explanation: ReportExplanation) -> RenderedReport<String> {
        let report = explanation.report
        var lines: [String] = []
        if let title = explanation.title {
            lines.append("## \(code(explanation.location)): \(title)")
            if let context = explanation.context(code: code) { lines += ["", context] }
            for sentence in explanation.sentences { lines += ["", text(sentence)] }
        } else {
            for (number, block) in explanation.blocks.enumerated() {
                if number > 0 { lines.append("") }
                lines += conflictSection(
                    block, location: explanation.location, context: number == 0 ? explanation.context(code: code) : nil)
            }
            if let note = explanation.searchNote { lines += ["", text(note)] }
            lines += legend(explanation.legend)
        }
        if let known = explanation.known { lines += ["", text(known.prose) + " " + known.reportedAt("<\(known.sources[0])>")] }
        var tail: [String] = []
        if let note = explanation.gapNote { tail += ["", text(note)] }
        if !report.diagnostics.isEmpty {
            tail += [""] + report.diagnostics.foldingRepeatedNotes().map { "- " + code($0.description) }
        }
        tail += ["", rawReport(report)]
        return RenderedReport(head: lines.asLines, tail: tail.asLines, facts: explanation.facts)
    }

    private func conflictSection(_ block: ConflictBlock, location: String, context: String?) -> [String] {
        let conflict = block.fixed
        let new = block.isNew == true ? " (new)" : ""
        var lines = ["## \(code(location)): \(block.title) in \(text(block.subject))\(new)", ""]
        if let context { lines += [context, ""] }
        // A family's table shows one choice of many, and a shared fix's several conflicts: the lead says so.
        if conflict.family != nil || block.resolved != nil { lines += [text(block.lead), ""] }
        lines += ["| | Constraint | Made by |", "|---|---|---|"]
        for constraint in block.constraints {
            let maker =
                links?.linked(constraint.maker, source: constraint.source, link: { "[\(cell($0))](\($1))" }, escape: cell)
                ?? cell(constraint.maker)
            lines.append("| **\(constraint.letter)** | \(tableCode(constraint.equation)) | \(maker) |")
        }
        // A large group's further Whys are folded away.
        let folded = block.reasons.dropFirst(ConflictBlock.reasonsInFull)
        lines += block.reasons.prefix(ConflictBlock.reasonsInFull).flatMap(reasonLines)
        if !folded.isEmpty {
            lines +=
                ["", "<details><summary>\(folded.count) more this change resolves</summary>"] + folded.flatMap(reasonLines) + [
                    "", "</details>",
                ]
        }
        let fixLabel = block.resolved.map { "**Fix for \($0):**" } ?? "**Fix:**"
        lines += ["", fixLabel + " " + text(conflict.fix.sentenceCased)]
        if let recovery = conflict.recovery { lines += ["", text(recovery)] }
        if let afterFix = conflict.afterFix { lines += ["", text(afterFix.sentence)] }
        let dialects = FoldedDialects(conflict.code)
        lines += dialects.shown.flatMap(codeBlock)
        if !dialects.folded.isEmpty {
            lines +=
                ["", "<details><summary>\(text(dialects.summary))</summary>"] + dialects.folded.flatMap(codeBlock) + ["", "</details>"]
        }
        if let warning = conflict.warning { lines += ["", fenced([warning])] }
        for caveat in block.caveats { lines += ["", "> **Note:** " + text(caveat)] }
        if !conflict.debugger.isEmpty {
            lines += ["", "<details><summary>In LLDB, with the app paused</summary>", "", fenced(conflict.debugger), "", "</details>"]
        }
        return lines
    }

    /// One conflict's Why, numbered in a block of several, then its ruler.
    private func reasonLines(_ reason: ConflictBlock.Reason) -> [String] {
        let label = reason.number.map { "**Why, conflict \($0):**" } ?? "**Why:**"
        var lines = ["", label + " " + text(reason.why)]
        // GitHub draws no inline SVG in issues, but does draw Mermaid: the
        // ruler as text, in a code block, then drawn.
        if let ruler = reason.ruler { lines += ["", fenced([ruler.text]), "", fenced(MermaidRuler.lines(ruler), language: "mermaid")] }
        for when in reason.when { lines += ["", "**When:** " + text(when)] }
        return lines
    }

    /// The fix in one dialect: its heading, then code, or steps in words.
    private func codeBlock(_ fix: CodeFix) -> [String] {
        [
            "", "**\(text(fix.heading))**", "",
            fix.isSteps ? text(fix.lines.joined(separator: " ")) : fenced(fix.lines, language: fix.language),
        ]
    }

    /// Each view's colour square (GitHub shows no colour) and name, then
    /// what finds it in the code and the debugger.
    private func legend(_ entries: [LegendEntry]) -> [String] {
        guard !entries.isEmpty else { return [] }
        var lines = ["", "**Views**", "", "| View | Class and address | Whose |", "|---|---|---|"]
        for entry in entries {
            let square = ViewPalette.color(entry.colorSlot).square
            lines.append("| \(square) \(cell(entry.name)) | \(tableCode(entry.description)) | \(cell(entry.maker ?? "—")) |")
        }
        return lines
    }

    /// A code block whose fence is longer than any run of backticks inside it.
    private func fenced(_ lines: [String], language: String = "") -> String {
        let body = lines.joined(separator: "\n")
        var fence = "```"
        while body.contains(fence) { fence += "`" }
        return "\(fence)\(language)\n\(body)\n\(fence)"
    }

    /// The kinds, unless the document opened with them, then a row per
    /// report (folded away when most reports have no section of their own).
    private func summary(_ groups: [ReportFacts.Group], plan: ReportDetailPlan) -> String {
        var lines = ["## Summary", ""]
        // Where reports share a kind of conflict, the kinds first: a log of thousands reads as a few rows.
        if plan.kinds.groupsReports, !plan.isCompact { lines += kindsTable(plan) + [""] }
        if plan.isCompact { lines += ["<details><summary>\(text(plan.tableTitle(distinctReports: groups.count)))</summary>", ""] }
        lines += ["| Seen | Report | Verdict | Whose | Fix |", "|---|---|---|---|---|"]
        let ordered = ReportFacts.Group.mostFrequentFirst(groups).map(\.group)
        let shown = ordered.prefix(plan.rows(of: ordered.count))
        for group in shown {
            let facts = group.kept
            lines.append(
                "| \(group.occurrences) | \(tableCode(facts.location)) | "
                    + "\(facts.verdictName) | \(facts.owner.whose) | \(cell(facts.firstShortFix ?? "—")) |")
        }
        if shown.count < ordered.count {
            let rest = ordered.dropFirst(shown.count)
            lines += [
                "",
                "And \(RunSummary.plural(rest.count, "more distinct report")), seen "
                    + "\(RunSummary.plural(ReportFacts.Group.reportCount(Array(rest)), "time")) in all: "
                    + "`wtflayout --markdown` lists every one.",
            ]
        }
        if plan.isCompact { lines += ["", "</details>"] }
        return lines.asLines
    }

    /// A row per kind, most reports first; in a place with a size limit, the rows it takes.
    private func kindsTable(_ plan: ReportDetailPlan) -> [String] {
        let kinds = plan.kinds.kinds
        let shown = kinds.prefix(plan.rows(of: kinds.count))
        var lines = ["| Reports | Kind of conflict, first seen | Whose | Fix | Varies |", "|---|---|---|---|---|"]
        lines += shown.map { kind in
            "| \(kind.reports) | \(tableCode(kind.location)) — \(cell(kind.subject)) | \(kind.owner.whose) | "
                + "\(cell(kind.shortFix)) | \(cell(kind.varying.joined(separator: "; "))) |"
        }
        if shown.count < kinds.count {
            lines += ["", "And \(RunSummary.plural(kinds.count - shown.count, "more kind")): `wtflayout --markdown` lists every one."]
        }
        return lines
    }

    /// The report as it appeared, folded away; the fence is longer than any
    /// run of backticks inside it.
    private func rawReport(_ report: Report) -> String {
        let first = report.lines.first?.number ?? report.startLine
        let last = report.lines.last?.number ?? report.endLine
        return "<details><summary>Raw report (lines \(first)–\(last))</summary>\n\n"
            + fenced(report.lines.map(\.text)) + "\n\n</details>"
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

extension String {
    fileprivate func replacingNewlines() -> String { split(whereSeparator: \.isNewline).joined(separator: " ") }

    fileprivate func replacingPipes() -> String {
        var result = ""
        for character in self { result += character == "|" ? "\\|" : String(character) }
        return result
    }
}
