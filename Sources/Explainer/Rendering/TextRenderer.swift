import LogParser

/// The default terminal output: one block per distinct conflict, in words
/// and numbers, then the fix; a summary when a log holds several.
package struct TextRenderer: DocumentFormat {
    static let width = 100
    let style: TextStyle

    package init(style: TextStyle = .plain) { self.style = style }

    package var quotesReportLines: Bool { false }

    package func opening(_ groups: [ReportFacts.Group]) -> String { "" }

    package func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        (number > 1 ? "\n" : "") + block(part, alsoAtLines: alsoAtLines)
    }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        groups.count > 1 ? "\n" + summary(groups) : ""
    }

    /// A report's block with its repeats line, which only the end of the input can tell.
    package func block(_ part: RenderedReport<String>, alsoAtLines: [Int]) -> String {
        guard !alsoAtLines.isEmpty else { return part.head + part.tail }
        let repeats = wrapped("seen \(alsoAtLines.count + 1) times: lines " + part.facts.lines(alsoAt: alsoAtLines), indent: "  ")
        return part.head + repeats.asLines + part.tail
    }

    package var detail: ExplanationDetail { .recovery }

    /// Everything the text output says of one report, but its repeats.
    package func part(_ explanation: ReportExplanation) -> RenderedReport<String> {
        var lines: [String] = []
        if let title = explanation.title {
            lines.append(style.bold("\(explanation.location)  \(title)"))
            for sentence in explanation.sentences { lines += wrapped(sentence, indent: "  ") }
        } else {
            for (number, conflict) in explanation.conflicts.enumerated() {
                if number > 0 { lines.append("") }
                let isLast = number == explanation.conflicts.count - 1
                lines += conflictBlock(conflict, in: explanation, idleNote: isLast ? explanation.idleNote : nil)
            }
            if let note = explanation.searchNote { lines += wrapped(note, indent: "  ") }
        }
        var tail: [String] = []
        if let note = explanation.gapNote { tail += wrapped(note, indent: "  ") }
        for diagnostic in explanation.report.diagnostics {
            tail += TextLayout.wrap(diagnostic.description, width: Self.width, firstPrefix: "  ", prefix: "      ")
                .map { style.dim($0) }
        }
        return RenderedReport(head: lines.asLines, tail: tail.asLines, facts: explanation.facts)
    }

    private func conflictBlock(
        _ conflict: ConflictExplanation, in explanation: ReportExplanation,
        idleNote: String?
    ) -> [String] {
        var header = "\(explanation.location)  \(conflict.title) in \(conflict.subject)" + (conflict.isNew == true ? " [new]" : "")
        if let broken = conflict.brokenNote, header.count + broken.count + 3 <= Self.width { header += " — " + broken }
        var lines = [style.bold(header), "", "  " + conflict.lead]
        let shown = conflict.constraints.prefix(AnalysisLimits.longestTextList)
        let column = min(max(shown.map(\.equation.count).max() ?? 0, 20), 56)
        for constraint in shown {
            let equation = constraint.equation
            let letter = style.bold(constraint.letter)
            let maker = constraint.maker
            // Padded by characters: Foundation's `padding(toLength:)` counts
            // UTF-16 units, and cut labels holding emoji or combining marks.
            let padded = equation + String(repeating: " ", count: max(0, column - equation.count))
            let line = "    \(letter)  \(padded)  \(maker)"
            if 4 + 1 + 2 + padded.count + 2 + maker.count <= Self.width {
                lines.append(line)
            } else {
                lines.append("    \(letter)  \(equation)")
                lines += TextLayout.wrap(maker, width: Self.width, firstPrefix: "       ", prefix: "       ").map { style.dim($0) }
            }
        }
        if conflict.constraints.count > shown.count {
            lines.append("    … and \(conflict.constraints.count - shown.count) more (see --json for the whole list)")
        }
        if let idleNote { lines.append(style.dim("    " + idleNote)) }
        lines.append("")
        lines += TextLayout.wrap(conflict.why, width: Self.width, firstPrefix: "  " + style.yellow("Why:") + " ", prefix: "       ")
        lines.append("")
        var fix = TextLayout.wrap(conflict.fix, width: Self.width, firstPrefix: "  " + style.green("Fix:") + " ", prefix: "       ")
        if let recovery = conflict.recovery { fix += wrapped(recovery, indent: "       ") }
        lines += fix
        for caveat in conflict.caveats {
            lines += TextLayout.wrap(caveat, width: Self.width, firstPrefix: "  Note: ", prefix: "        ")
        }
        return lines
    }

    /// The one-screen summary for a log with several reports, most frequent first.
    package func summary(_ groups: [ReportFacts.Group]) -> String {
        let reports = ReportFacts.Group.reportCount(groups)
        let yours = groups.filter { $0.kept.owner == .app }.count
        let apples = groups.filter { $0.kept.owner == .apple }.count
        let passing = groups.filter { $0.kept.owner == .harmless }.count
        var counts = ["\(yours) with a conflict in your code"]
        if apples > 0 { counts.append("\(apples) inside Apple's views") }
        if passing > 0 { counts.append("\(passing) passing (first layout)") }
        var lines = [
            style.bold("Summary: \(reports) report\(reports == 1 ? "" : "s"), \(groups.count) distinct, " + counts.joined(separator: ", "))
        ]
        let ordered = ReportFacts.Group.mostFrequentFirst(groups).map(\.group)
        let shown = ordered.prefix(AnalysisLimits.summaryRows)
        for group in shown {
            lines += TextLayout.wrap(
                "\(group.kept.location) — \(group.kept.oneLine)", width: Self.width,
                firstPrefix: "  x\(group.occurrences)  ", prefix: "        ")
        }
        if ordered.count > shown.count { lines.append("  … and \(ordered.count - shown.count) more") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func wrapped(_ text: String, indent: String) -> [String] {
        TextLayout.wrap(text, width: Self.width, firstPrefix: indent, prefix: indent)
    }
}
