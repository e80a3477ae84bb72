import LogParser

/// The default terminal output: one block per distinct conflict, in words
/// and numbers, then the fix; a summary when a log holds several.
public struct TextRenderer: DocumentFormat {
    public static let width = 100
    /// Conflicts with more members than this list only the first ones.
    static let longestList = 40
    public let style: TextStyle

    public init(style: TextStyle = .plain) { self.style = style }

    public var quotesReportLines: Bool { false }

    public func opening(_ groups: [ReportFacts.Group]) -> String { "" }

    public func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        (number > 1 ? "\n" : "") + block(part, alsoAtLines: alsoAtLines)
    }

    public func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        groups.count > 1 ? "\n" + summary(groups) : ""
    }

    /// A report's block with its repeats line, which only the end of the input can tell.
    public func block(_ part: RenderedReport<String>, alsoAtLines: [Int]) -> String {
        guard !alsoAtLines.isEmpty else { return part.head + part.tail }
        let repeats = wrapped("seen \(alsoAtLines.count + 1) times: lines " + part.facts.lines(alsoAt: alsoAtLines), indent: "  ")
        return part.head + repeats.asLines + part.tail
    }

    /// Everything the text output says of one report, but its repeats.
    public func part(_ analysis: ReportAnalysis) -> RenderedReport<String> {
        let report = analysis.report
        let location = "\(report.source):\(report.startLine)"
        let words = ReportWords(analysis)
        var lines: [String] = []
        var first: ConflictExplanation?
        if let title = words.title {
            lines.append(style.bold("\(location)  \(title)"))
            for sentence in words.sentences { lines += wrapped(sentence, indent: "  ") }
        } else {
            let builder = AdviceBuilder(analysis)
            let explanations = analysis.conflicts.map(builder.explain)
            first = explanations.first
            for (number, explanation) in explanations.enumerated() {
                if number > 0 { lines.append("") }
                lines += conflictBlock(explanation, number: number, location: location, builder: builder)
            }
            if let note = words.searchNote { lines += wrapped(note, indent: "  ") }
        }
        var tail: [String] = []
        if let note = words.gapNote { tail += wrapped(note, indent: "  ") }
        for diagnostic in report.diagnostics {
            tail += TextLayout.wrap(diagnostic.description, width: Self.width, firstPrefix: "  ", prefix: "      ")
                .map { style.dim($0) }
        }
        return RenderedReport(head: lines.asLines, tail: tail.asLines, facts: ReportFacts(analysis, first: first))
    }

    private func conflictBlock(_ explanation: ConflictExplanation, number: Int, location: String,
                               builder: AdviceBuilder) -> [String] {
        let words = builder.words
        let analysis = builder.analysis
        let members = explanation.conflict.entryIndices
        var header = "\(location)  " + ReportWords.conflictTitle(number, of: analysis) + " in \(explanation.subject)"
        if let broken = analysis.brokenBySystem, number == 0 || members.contains(broken) {
            let brokeText = " — \(words.engine) broke \(words.equation(broken))"
            if header.count + brokeText.count <= Self.width { header += brokeText }
        }
        var lines = [style.bold(header), ""]
        lines.append(members.count == 1 ? "  This constraint cannot hold:"
                     : members.count == 2 ? "  These 2 constraints cannot both hold:" : "  These \(members.count) constraints cannot all hold:")
        let shown = Array(members.prefix(Self.longestList))
        let equations = shown.map(words.equation)
        let column = min(max(equations.map(\.count).max() ?? 0, 20), 56)
        for (index, equation) in zip(shown, equations) {
            let letter = style.bold(explanation.letters[index] ?? "?")
            let maker = words.maker(index)
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
        if members.count > shown.count {
            lines.append("    … and \(members.count - shown.count) more (see --json for the whole list)")
        }
        // After the last conflict: how many listed constraints none of them uses.
        let count = analysis.conflicts.count
        if number == count - 1,
           case let idle = analysis.report.entries.count - Set(analysis.conflicts.flatMap(\.entryIndices)).count, idle > 0 {
            let verb = idle == 1 ? "plays" : "play"
            // Only a complete list shows that a constraint is in no conflict at all.
            let conflicts = analysis.conflictsCapped ? "the conflicts shown" : count > 1 ? "any conflict" : "it"
            lines.append(style.dim("    (\(words.engine) listed \(analysis.report.entries.count); \(idle) of them \(verb) no part in "
                                   + "\(conflicts).)"))
        }
        lines.append("")
        lines += TextLayout.wrap(explanation.why, width: Self.width, firstPrefix: "  " + style.yellow("Why:") + " ", prefix: "       ")
        lines.append("")
        var fix = TextLayout.wrap(explanation.fix, width: Self.width, firstPrefix: "  " + style.green("Fix:") + " ", prefix: "       ")
        if let uikit = builder.uikit(for: explanation) { fix += wrapped(uikit, indent: "       ") }
        lines += fix
        for caveat in explanation.caveats {
            lines += TextLayout.wrap(caveat, width: Self.width, firstPrefix: "  Note: ", prefix: "        ")
        }
        return lines
    }

    /// The one-screen summary for a log with several reports, most frequent first.
    public func summary(_ groups: [ReportFacts.Group]) -> String {
        let reports = ReportFacts.Group.reportCount(groups)
        let conflicting = groups.filter(\.kept.hasConflict)
        var lines = [style.bold("Summary: \(reports) report\(reports == 1 ? "" : "s"), \(groups.count) distinct, "
                                + "\(conflicting.count) with a conflict")]
        let ordered = ReportFacts.Group.mostFrequentFirst(groups).map(\.group)
        let shown = ordered.prefix(20)
        for group in shown {
            lines += TextLayout.wrap("\(group.kept.location) — \(group.kept.oneLine)", width: Self.width,
                                     firstPrefix: "  x\(group.occurrences)  ", prefix: "        ")
        }
        if ordered.count > shown.count { lines.append("  … and \(ordered.count - shown.count) more") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func wrapped(_ text: String, indent: String) -> [String] {
        TextLayout.wrap(text, width: Self.width, firstPrefix: indent, prefix: indent)
    }
}
