import LogParser

/// One self-contained HTML file for a bug ticket: works offline forever (a
/// Content-Security-Policy forbids every remote load; styles and pictures are
/// inline), light and dark, narrow screens and print. Everything from the log
/// is escaped. It is also well-formed XML, which the tests check.
public struct HTMLRenderer: DocumentFormat {
    /// Names the inputs, in the page's title and heading.
    public let title: String

    public init(title: String) { self.title = title }

    public var quotesReportLines: Bool { true }

    public func opening(_ groups: [ReportFacts.Group]) -> String {
        let reports = ReportFacts.Group.reportCount(groups)
        let conflicts = ReportFacts.conflictTotal(groups.map(\.kept))
        return """
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
        <p class="muted">\(HTMLText.escape(title)): \(reports) report\(reports == 1 ? "" : "s"), \(groups.count) distinct, \
        \(conflicts). Made by wtflayout.</p>

        """
    }

    public func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        var html = "<section class=\"report\" id=\"report-\(number)\">\n" + part.head
        if !alsoAtLines.isEmpty {
            html += "<p class=\"muted\">Seen \(alsoAtLines.count + 1) times: lines \(part.facts.lines(alsoAt: alsoAtLines)).</p>\n"
        }
        return html + part.tail
    }

    public func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        (groups.count > 1 ? summary(groups) : "") + "</main>\n</body>\n</html>\n"
    }

    /// A section's conflicts, then (after its repeats) its diagnostics and
    /// the report as logged, the conflicts' lines marked.
    public func part(_ analysis: ReportAnalysis) -> RenderedReport<String> {
        let report = analysis.report
        let location = HTMLText.escape("\(report.source):\(report.startLine)")
        var html = ""
        var highlighted = Set<Int>()
        var first: ConflictExplanation?
        let words = ReportWords(analysis)
        if let title = words.title {
            html += "<h2>\(location) — \(HTMLText.escape(title))</h2>\n"
            for sentence in words.sentences { html += "<p>\(HTMLText.escape(sentence))</p>\n" }
        } else {
            let builder = AdviceBuilder(analysis)
            let colors = itemColors(analysis)
            for (index, conflict) in analysis.conflicts.enumerated() {
                let explanation = builder.explain(conflict)
                if index == 0 { first = explanation }
                highlighted.formUnion(conflict.entryIndices.map { report.entries[$0].line })
                html += conflictBlock(explanation, number: index, location: location,
                                      builder: builder, colors: colors)
            }
            if let note = words.searchNote { html += "<p class=\"muted\">\(HTMLText.escape(note))</p>\n" }
        }
        var tail = ""
        if let note = words.gapNote { tail += "<p class=\"muted\">\(HTMLText.escape(note))</p>\n" }
        if !report.diagnostics.isEmpty {
            tail += "<ul>" + report.diagnostics.map { "<li><code>\(HTMLText.escape($0.description))</code></li>" }.joined() + "</ul>\n"
        }
        tail += "<details><summary>Raw report (lines \(report.lines.first?.number ?? report.startLine)–"
            + "\(report.lines.last?.number ?? report.endLine))</summary>\n<pre>"
        tail += report.lines.map { line in
            let text = HTMLText.escape(line.text)
            return highlighted.contains(line.number) ? "<mark>\(text)</mark>" : text
        }.joined(separator: "\n")
        tail += "</pre>\n</details>\n</section>\n"
        return RenderedReport(head: html, tail: tail, facts: ReportFacts(analysis, first: first))
    }

    private func conflictBlock(_ explanation: ConflictExplanation, number: Int, location: String,
                               builder: AdviceBuilder, colors: [String: String]) -> String {
        let words = builder.words
        let analysis = builder.analysis
        let title = ReportWords.conflictTitle(number, of: builder.analysis)
        var html = "<h2>\(location) — \(title) in \(HTMLText.escape(explanation.subject))</h2>\n<table>\n"
            + "<tr><th></th><th>Constraint</th><th>Made by</th></tr>\n"
        for index in explanation.conflict.entryIndices {
            let equation = words.pieces(index).map { piece -> String in
                guard let key = piece.itemKey else { return HTMLText.escape(piece.text) }
                return "<span class=\"view\" style=\"color: \(colors[key] ?? HTMLStyle.color(0))\">\(HTMLText.escape(piece.text))</span>"
            }.joined()
            html += "<tr><td class=\"letter\">\(explanation.letters[index] ?? "")</td><td><code>\(equation)</code></td>"
                + "<td>\(HTMLText.escape(words.maker(index)))</td></tr>\n"
        }
        html += "</table>\n<p><strong>Why:</strong> \(HTMLText.escape(explanation.why))</p>\n"
        html += "<p class=\"fix\"><strong>Fix:</strong> \(HTMLText.escape(explanation.fix.sentenceCased))</p>\n"
        if let uikit = builder.uikit(for: explanation) { html += "<p>\(HTMLText.escape(uikit))</p>\n" }
        for caveat in explanation.caveats { html += "<p class=\"muted\">Note: \(HTMLText.escape(caveat))</p>\n" }
        let picture = LayoutPicture(words: words, layouts: builder.layouts, explanation: explanation, colors: colors)
        var figures: [String] = []
        if let broken = analysis.brokenBySystem {
            let name = explanation.letters[broken] ?? "C\(broken + 1)"
            figures.append(picture.svg(removing: [broken], title: "As \(words.engine) left it (it broke \(name))"))
        }
        if !explanation.changed.isEmpty {
            figures.append(picture.svg(removing: Set(explanation.changed), title: "With the fix"))
        }
        let drawn = figures.filter { !$0.isEmpty }
        if !drawn.isEmpty {
            html += "<figure>" + drawn.map { "<div>\($0)</div>" }.joined() + "</figure>\n"
            html += "<p class=\"muted\">Frames as the solver places them; dashed views are ones whose size or place "
                + "the log does not fix (an intrinsic size it does not print).</p>\n"
        }
        return html
    }

    /// Each view its own colour, the same in text and pictures.
    private func itemColors(_ analysis: ReportAnalysis) -> [String: String] {
        var colors: [String: String] = [:]
        for (index, item) in analysis.model.items.enumerated() { colors[item.key] = HTMLStyle.color(index) }
        return colors
    }

    private func summary(_ groups: [ReportFacts.Group]) -> String {
        var html = "<section class=\"report\"><h2>Summary</h2>\n<table>\n<tr><th>Seen</th><th>Report</th><th>Verdict</th><th>Fix</th></tr>\n"
        for (offset, group) in ReportFacts.Group.mostFrequentFirst(groups) {
            let facts = group.kept
            html += "<tr><td>\(group.occurrences)</td><td><a href=\"#report-\(offset + 1)\">"
                + HTMLText.escape(facts.location) + "</a></td>"
                + "<td>\(facts.verdictName)</td><td>\(HTMLText.escape(facts.firstShortFix ?? "—"))</td></tr>\n"
        }
        return html + "</table>\n</section>\n"
    }
}
