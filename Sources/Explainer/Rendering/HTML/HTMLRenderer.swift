import Explainer
import LogParser

/// One self-contained HTML file for a bug ticket: works offline forever (a
/// Content-Security-Policy forbids every remote load; styles and pictures are
/// inline), light and dark, narrow screens and print. Everything from the log
/// is escaped. It is also well-formed XML, which the tests check.
package struct HTMLRenderer: DocumentFormat {
    /// Names the inputs, in the page's title and heading.
    let title: String
    /// Where the source's places link: the repository's page, or the file on this machine.
    let links: SourceLinks?
    /// Distinct reports shown in full before the page turns compact (`ReportDetailPlan`).
    let fullReportLimit: Int

    package init(title: String, links: SourceLinks? = nil, fullReportLimit: Int = ReportDetailPlan.defaultLimit) {
        self.title = title
        self.links = links
        self.fullReportLimit = fullReportLimit
    }

    package func detailPlan(_ groups: [ReportFacts.Group]) -> ReportDetailPlan {
        ReportDetailPlan(groups, limit: fullReportLimit)
    }

    package var quotesReportLines: Bool { true }

    /// Who made a constraint, each place of the source in it a link.
    private func maker(_ constraint: ExplainedConstraint) -> String {
        links?.linked(
            constraint.maker, source: constraint.source,
            link: { "<a href=\"\(HTMLText.escape($1))\">\(HTMLCell.text($0))</a>" }, escape: HTMLCell.text)
            ?? HTMLCell.text(constraint.maker)
    }

    package func opening(_ groups: [ReportFacts.Group]) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>Auto Layout conflicts — \(HTMLText.escape(title))</title>
        <style>
        \(HTMLStyle.sheet)
        </style>
        </head>
        <body>
        <main>
        <h1>Auto Layout conflicts</h1>
        <p class="muted">\(HTMLText.escape(title)): \(HTMLText.escape(RunSummary.sentence(groups))). Made by wtflayout.</p>

        """ + compactOpening(groups)
    }

    /// A big log's kinds before its worked examples: what a reader needs first.
    private func compactOpening(_ groups: [ReportFacts.Group]) -> String {
        let plan = detailPlan(groups)
        guard plan.isCompact else { return "" }
        return "<section class=\"report kinds\"><h2>Kinds of conflict</h2>\n"
            + "<p>\(HTMLText.escape(plan.lead(distinctReports: groups.count)))</p>\n" + kindsTable(plan) + "</section>\n"
    }

    package func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        var html = "<section class=\"report\" id=\"report-\(number)\">\n" + part.head
        if !alsoAtLines.isEmpty {
            html += "<p class=\"muted\">Seen \(alsoAtLines.count + 1) times: lines \(part.facts.lines(alsoAt: alsoAtLines)).</p>\n"
        }
        return html + part.tail
    }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        (groups.count > 1 ? summary(groups, plan: detailPlan(groups)) : "") + notes(groups) + "</main>\n</body>\n</html>\n"
    }

    package var detail: ExplanationDetail { [.recovery, .figures] }

    /// A section's conflicts, then (after its repeats) its diagnostics and
    /// the report as logged, the conflicts' lines marked.
    package func part(_ explanation: ReportExplanation) -> RenderedReport<String> {
        let report = explanation.report
        let location = HTMLText.escape(explanation.location)
        var html = ""
        var highlighted = Set<Int>()
        if let title = explanation.title {
            html += "<h2>\(location) — \(HTMLText.escape(title))</h2>\n" + contextLine(explanation)
            for sentence in explanation.sentences { html += "<p>\(HTMLText.escape(sentence))</p>\n" }
        } else {
            for (number, block) in explanation.blocks.enumerated() {
                highlighted.formUnion(block.constraints.map(\.line))
                html += conflictBlock(
                    block, location: location, context: number == 0 ? contextLine(explanation) : "",
                    id: { Self.pictureID(explanation.location, $0) })
            }
            if let note = explanation.searchNote { html += "<p class=\"muted\">\(HTMLText.escape(note))</p>\n" }
            html += legend(explanation.legend)
        }
        if let known = explanation.known { html += Self.knownParagraph(known) }
        var tail = ""
        if let note = explanation.gapNote { tail += "<p class=\"muted\">\(HTMLText.escape(note))</p>\n" }
        if !report.diagnostics.isEmpty {
            tail +=
                "<ul>"
                + report.diagnostics.foldingRepeatedNotes().map { "<li><code>\(HTMLText.escape($0.description))</code></li>" }.joined()
                + "</ul>\n"
        }
        tail +=
            "<details><summary>Raw report (lines \(report.lines.first?.number ?? report.startLine)–"
            + "\(report.lines.last?.number ?? report.endLine))</summary>\n<pre>"
        tail += report.lines.map { line in
            let text = HTMLText.escape(line.text)
            return highlighted.contains(line.number) ? "<mark>\(text)</mark>" : text
        }.joined(separator: "\n")
        tail += "</pre>\n</details>\n</section>\n"
        return RenderedReport(head: html, tail: tail, facts: explanation.facts)
    }

    /// A known conflict of Apple's views, its first public report as code
    /// to copy (the page links nowhere: it loads and leads to nothing remote).
    private static func knownParagraph(_ known: KnownConflictWords) -> String {
        // The words around the address need no escaping.
        "<p class=\"known\">\(HTMLText.escape(known.prose)) "
            + known.reportedAt("<code>\(HTMLText.escape(known.sources[0]))</code>") + "</p>\n"
    }

    /// `ruler-SampleLogs-cell-log-1-2`: the same on every run, and unique in the page.
    private static func pictureID(_ location: String, _ number: Int) -> String {
        "ruler-" + String(location.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }) + "-\(number + 1)"
    }

    /// What printed the report, under its heading.
    private func contextLine(_ explanation: ReportExplanation) -> String {
        explanation.context { "<code>\(HTMLText.escape($0))</code>" }.map { "<p class=\"muted\">\($0)</p>\n" } ?? ""
    }

    /// `context`: the paragraph under the heading, or nothing; `id`, a ruler's
    /// id by the position of its conflict.
    private func conflictBlock(_ block: ConflictBlock, location: String, context: String, id: (Int) -> String) -> String {
        let conflict = block.fixed
        var html =
            "<div class=\"conflict\">\n<h2>\(location) — \(block.title) in \(HTMLText.escape(block.subject))"
            + (block.isNew == true ? " <mark>new</mark>" : "") + "</h2>\n" + context
            // A family's table shows one choice of many, and a shared fix's several conflicts: the lead says so.
            + (conflict.family != nil || block.resolved != nil ? "<p>\(HTMLText.escape(block.lead))</p>\n" : "") + "<table>\n"
            + "<tr><th></th><th>Constraint</th><th>Made by</th></tr>\n"
        for constraint in block.constraints {
            let equation = constraint.pieces.map { piece -> String in
                guard let slot = piece.colorSlot else { return HTMLCell.text(piece.text) }
                return "<span class=\"view\" style=\"color: \(HTMLStyle.color(slot))\">\(HTMLCell.text(piece.text))</span>"
            }.joined()
            html +=
                "<tr><td class=\"letter\">\(constraint.letter)</td><td><code>\(equation)</code></td>"
                + "<td>\(maker(constraint))</td></tr>\n"
        }
        html += "</table>\n"
        // A large group's further Whys are folded away.
        let reasons = Array(zip(block.reasons, block.positions))
        html += reasons.prefix(ConflictBlock.reasonsInFull).map { reasonHTML($0, id: id($1)) }.joined()
        let folded = reasons.dropFirst(ConflictBlock.reasonsInFull)
        if !folded.isEmpty {
            html +=
                "<details><summary>\(folded.count) more this change resolves</summary>\n"
                + folded.map { reasonHTML($0, id: id($1)) }.joined() + "</details>\n"
        }
        let fixLabel = block.resolved.map { "Fix for \($0):" } ?? "Fix:"
        html += "<p class=\"fix\"><strong>\(fixLabel)</strong> \(HTMLText.escape(conflict.fix.sentenceCased))</p>\n"
        if let recovery = conflict.recovery { html += "<p>\(HTMLText.escape(recovery))</p>\n" }
        if let afterFix = conflict.afterFix { html += "<p>\(HTMLText.escape(afterFix.sentence))</p>\n" }
        for caveat in block.caveats { html += "<p class=\"muted\">Note: \(HTMLText.escape(caveat))</p>\n" }
        if let figures = conflict.figures {
            // Before and after at one scale: a row's one over the other, a column's side by side.
            let span = figures.panels.map(LayoutPicture.span).max()
            let arrangement = figures.panels.first?.axis == .horizontal ? " class=\"strips\"" : ""
            html +=
                "<figure\(arrangement)>"
                + figures.panels.map { "<div>\(LayoutPicture(figure: $0, sharedSpan: span).svg)</div>" }.joined() + "</figure>\n"
            html += "<p class=\"figure-caption\">\(HTMLText.escape(figures.caption))</p>\n"
            html +=
                "<p class=\"muted\">Frames as the log fixes them: views it leaves free in size or place are drawn "
                + "only as a run whose two ends it fixes (one dashed box), else the conflict gets its ruler alone. "
                + "A struck letter is a constraint left out, a spring one lowered to priority 999.</p>\n"
        }
        let dialects = FoldedDialects(conflict.code)
        html += dialects.shown.map(codeBlock).joined()
        if !dialects.folded.isEmpty {
            html +=
                "<details><summary>\(HTMLText.escape(dialects.summary))</summary>\n" + dialects.folded.map(codeBlock).joined()
                + "</details>\n"
        }
        if let warning = conflict.warning { html += "<pre><code>\(HTMLText.escape(warning))</code></pre>\n" }
        if !conflict.debugger.isEmpty {
            html +=
                "<details><summary>In LLDB, with the app paused</summary>\n<pre><code>"
                + HTMLText.escape(conflict.debugger.joined(separator: "\n")) + "</code></pre>\n</details>\n"
        }
        return html + "</div>\n"
    }

    /// One conflict's Why, numbered in a block of several, then its ruler.
    private func reasonHTML(_ reason: ConflictBlock.Reason, id: String) -> String {
        let label = reason.number.map { "Why, conflict \($0):" } ?? "Why:"
        var html = "<p><strong>\(label)</strong> \(HTMLText.escape(reason.why))</p>\n"
        if let ruler = reason.ruler { html += "<figure class=\"ruler\">\(RulerPicture(chain: ruler, id: id).svg)</figure>\n" }
        for when in reason.when { html += "<p><strong>When:</strong> \(HTMLText.escape(when))</p>\n" }
        return html
    }

    /// The fix in one dialect: its heading, then code, or steps in words.
    private func codeBlock(_ fix: CodeFix) -> String {
        "<p class=\"code-heading\">\(HTMLText.escape(fix.heading))</p>\n"
            + (fix.isSteps
                ? "<p>\(HTMLText.escape(fix.lines.joined(separator: " ")))</p>\n"
                : "<pre><code>\(HTMLText.escape(fix.lines.joined(separator: "\n")))</code></pre>\n")
    }

    /// Each view in its colour, then what finds it in the code and the debugger.
    private func legend(_ entries: [LegendEntry]) -> String {
        guard !entries.isEmpty else { return "" }
        var html = "<table class=\"legend\">\n<tr><th>View</th><th>Class and address</th><th>Whose</th></tr>\n"
        for entry in entries {
            html +=
                "<tr><td><span class=\"view\" style=\"color: \(HTMLStyle.color(entry.colorSlot))\">"
                + "\(HTMLCell.text(entry.name))</span></td><td><code>\(HTMLCell.text(entry.description))</code></td>"
                + "<td>\(HTMLCell.text(entry.maker ?? "—"))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// Said once at the end, not in every report that needs it.
    private func notes(_ groups: [ReportFacts.Group]) -> String {
        let notes = RunNote.notes(of: groups.map(\.kept))
        guard !notes.isEmpty else { return "" }
        return "<section class=\"report\"><h2>Notes</h2>\n<ul>"
            + notes.map { "<li>\(HTMLText.escape($0.text))</li>" }.joined() + "</ul>\n</section>\n"
    }

    /// The kinds, unless the page opened with them, then a row per report
    /// (folded away when most reports have no section of their own).
    private func summary(_ groups: [ReportFacts.Group], plan: ReportDetailPlan) -> String {
        var html = "<section class=\"report\"><h2>Summary</h2>\n"
        // Where reports share a kind of conflict, the kinds first: a log of thousands reads as a few rows.
        if plan.kinds.groupsReports, !plan.isCompact { html += kindsTable(plan) }
        if plan.isCompact { html += "<details><summary>\(HTMLText.escape(plan.tableTitle(distinctReports: groups.count)))</summary>\n" }
        html += "<table>\n<tr><th>Seen</th><th>Report</th><th>Verdict</th><th>Whose</th><th>Fix</th></tr>\n"
        for (offset, group) in ReportFacts.Group.mostFrequentFirst(groups).prefix(plan.rows(of: groups.count)) {
            let facts = group.kept
            html +=
                "<tr><td>\(group.occurrences)</td><td>\(reportLink(offset, HTMLCell.text(facts.location), plan: plan))</td>"
                + "<td>\(HTMLCell.text(facts.verdictName))</td><td>\(HTMLCell.text(facts.owner.whose))</td>"
                + "<td>\(HTMLCell.text(facts.firstShortFix ?? "—"))</td></tr>\n"
        }
        html += "</table>\n" + (plan.isCompact ? "</details>\n" : "")
        return html + "</section>\n"
    }

    private func kindsTable(_ plan: ReportDetailPlan) -> String {
        var html = "<table>\n<tr><th>Reports</th><th>Kind of conflict, first seen</th><th>Whose</th><th>Fix</th><th>Varies</th></tr>\n"
        for kind in plan.kinds.kinds {
            html +=
                "<tr><td>\(kind.reports)</td><td>\(reportLink(kind.firstGroup, HTMLCell.text(kind.location), plan: plan)) — "
                + "\(HTMLCell.text(kind.subject))</td><td>\(HTMLCell.text(kind.owner.whose))</td>"
                + "<td>\(HTMLCell.text(kind.shortFix))</td><td>\(HTMLCell.text(kind.varying.joined(separator: "; ")))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// A report's place, a link to its section where it has one.
    private func reportLink(_ position: Int, _ text: String, plan: ReportDetailPlan) -> String {
        plan.showsInFull(position) ? "<a href=\"#report-\(position + 1)\">\(text)</a>" : text
    }
}
