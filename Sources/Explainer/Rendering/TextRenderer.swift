import Explainer
import LayoutAnalysis
import LogParser

/// The default terminal output: one block per distinct conflict, in words
/// and numbers, then the fix; a summary when a log holds several. Short
/// by default (`TextExtras` says what the rest adds).
package struct TextRenderer: DocumentFormat {
    let style: TextStyle
    /// Columns to wrap to: the terminal's; nil writes each paragraph on one
    /// line, for a pipe or a file, where the reader's tool wraps.
    let width: Int?
    let extras: TextExtras

    package init(style: TextStyle = .plain, width: Int? = nil, extras: TextExtras = []) {
        self.style = style
        self.width = width
        self.extras = extras
    }

    /// Whether `columns` more fit on a line (always, unwrapped).
    func fits(_ columns: Int) -> Bool { width.map { columns <= $0 } ?? true }

    package var quotesReportLines: Bool { false }

    package func opening(_ groups: [ReportFacts.Group]) -> String { "" }

    package func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String {
        (number > 1 ? "\n" : "") + block(part, alsoAtLines: alsoAtLines)
    }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        (groups.count > 1 ? "\n" + summary(groups) : "") + notes(groups)
    }

    /// Said once at the end, not in every report that needs it.
    package func notes(_ groups: [ReportFacts.Group]) -> String {
        let notes = RunNote.notes(of: groups.map(\.kept)).filter { note in
            note == .debugger ? extras.contains(.debuggerLines) : extras.contains(.notes)
        }
        guard !notes.isEmpty else { return "" }
        var lines = ["", style.bold("Notes:")]
        for note in notes { lines += TextLayout.wrap(note.text, width: width, firstPrefix: "  - ", prefix: "    ") }
        return lines.asLines
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
            if let context = explanation.context(code: { $0 }) { lines += wrapped(context, indent: "  ") }
            for sentence in explanation.sentences { lines += wrapped(sentence, indent: "  ") }
        } else {
            for (number, block) in explanation.blocks.enumerated() {
                if number > 0 { lines.append("") }
                let isLast = number == explanation.blocks.count - 1
                lines += conflictBlock(
                    block, in: explanation, context: number == 0 ? explanation.context(code: { $0 }) : nil,
                    idleNote: isLast ? explanation.idleNote : nil)
            }
            if let note = explanation.searchNote { lines += wrapped(note, indent: "  ") }
            if extras.contains(.notes) { lines += legend(explanation.legend) }
        }
        if let note = explanation.knownNote { lines += wrapped(note, indent: "  ") }
        var tail: [String] = []
        if let note = explanation.gapNote { tail += wrapped(note, indent: "  ") }
        for line in diagnosticLines(explanation.report.diagnostics) {
            tail += TextLayout.wrap(line, width: width, firstPrefix: "  ", prefix: "      ").map { style.dim($0) }
        }
        return RenderedReport(head: lines.asLines, tail: tail.asLines, facts: explanation.facts)
    }

    /// Every error, but of many notes (a paste's repairs, one per line) each
    /// form once, and of several forms the first and their count, unless
    /// the reader asked for everything.
    private func diagnosticLines(_ diagnostics: [Diagnostic]) -> [String] {
        guard !extras.contains(.notes) else { return diagnostics.map(\.description) }
        let folded = diagnostics.foldingRepeatedNotes()
        let notes = folded.filter { !$0.isError }
        guard notes.count > 2 else { return folded.map(\.description) }
        let first = notes[0]
        return folded.filter { $0.isError || $0 == first }.map(\.description)
            + ["… and \(notes.count - 1) more notes on how the report was read (--verbose lists them)"]
    }

    private func conflictBlock(
        _ block: ConflictBlock, in explanation: ReportExplanation, context: String?,
        idleNote: String?
    ) -> [String] {
        let conflict = block.fixed
        var header = "\(explanation.location)  \(block.title) in \(block.subject)" + (block.isNew == true ? " [new]" : "")
        if let broken = block.brokenNote, fits(header.count + broken.count + 3) { header += " — " + broken }
        // Wrapped only when it does not fit: the two spaces after the location are kept otherwise.
        var lines = (fits(header.count) ? [header] : TextLayout.wrap(header, width: width, firstPrefix: "", prefix: "  "))
            .map { style.bold($0) }
        if let context { lines += wrapped(context, indent: "  ") }
        // Right under the header: the list is what the header announces. What the
        // list leaves out is said beside the lead where it fits, else under the list.
        var idleNote = idleNote
        if let note = idleNote, fits(2 + TextLayout.characterCount(block.lead) + 2 + TextLayout.characterCount(note)) {
            lines.append("  " + block.lead + "  " + style.dim(note))
            idleNote = nil
        } else {
            lines += TextLayout.wrap(block.lead, width: width, firstPrefix: "  ", prefix: "    ")
        }
        let shown = block.constraints.prefix(AnalysisLimits.longestTextList)
        // Each equation's length in characters, worked out once (a count walks the text).
        let lengths = shown.map { TextLayout.characterCount($0.equation) }
        let column = min(max(lengths.max() ?? 0, 20), 56)
        for (constraint, length) in zip(shown, lengths) {
            let colored = coloredEquation(constraint)
            let letter = style.bold(constraint.letter)
            // Padded by characters: Foundation's `padding(toLength:)` counts
            // UTF-16 units, and cut labels holding emoji or combining marks.
            let pad = max(0, column - length)
            let room = 4 + 1 + 2 + length + pad + 2
            // Where the whole maker does not fit beside the equation, its closing
            // note (an identifier, a mask's flags: JSON keeps them) gives way
            // first; never a place in the source, which only this line says.
            var maker = constraint.maker
            if width != nil, constraint.source == nil, !fits(room + TextLayout.characterCount(maker)),
                let open = Self.closingNote(of: maker), fits(room + maker.distance(from: maker.startIndex, to: open))
            {
                maker = String(maker[..<open])
            }
            let line = "    \(letter)  \(colored)\(TextLayout.spaces(pad))  \(maker)"
            if width == nil || fits(room + TextLayout.characterCount(maker)) {
                lines.append(line)
            } else {
                lines.append("    \(letter)  \(colored)")
                lines += TextLayout.wrap(maker, width: width, firstPrefix: "       ", prefix: "       ").map { style.dim($0) }
            }
        }
        if block.constraints.count > shown.count {
            lines.append("    … and \(block.constraints.count - shown.count) more (see --json for the whole list)")
        }
        if let idleNote { lines += TextLayout.wrap(idleNote, width: width, firstPrefix: "    ", prefix: "     ").map { style.dim($0) } }
        // No blank lines inside a conflict: its labels (Why, Fix) part it, and a conflict reads on one screen.
        lines += reasonLines(block.reasons)
        let fixLabel = style.green(block.resolved.map { "Fix for \($0):" } ?? "Fix:")
        var fix = TextLayout.wrap(conflict.fix, width: width, firstPrefix: "  " + fixLabel + " ", prefix: "       ")
        // What the framework broke and what the fix leaves: one paragraph.
        let outcome = [conflict.recovery, conflict.afterFix?.sentence].compactMap { $0 }.joined(separator: " ")
        if !outcome.isEmpty { fix += wrapped(outcome, indent: "       ") }
        lines += fix
        lines += codeLines(conflict)
        for caveat in block.caveats {
            lines += TextLayout.wrap(caveat, width: width, firstPrefix: "  Note: ", prefix: "        ")
        }
        if extras.contains(.debuggerLines) { lines += debuggerLines(conflict) }
        return lines
    }

    /// `Why: …`, or for several conflicts one line each under it, by number.
    private func reasonLines(_ reasons: [ConflictBlock.Reason]) -> [String] {
        let why = "  " + style.yellow("Why:")
        guard reasons.count > 1 else {
            let reason = reasons[0]
            // Drawn, not wrapped: the ruler is a picture.
            return TextLayout.wrap(reason.why, width: width, firstPrefix: why + " ", prefix: "       ")
                + (reason.ruler?.beyondTheWhy.map { ["       " + $0] } ?? [])
                + reason.when.flatMap {
                    TextLayout.wrap($0, width: width, firstPrefix: "  " + style.yellow("When:") + " ", prefix: "        ")
                }
        }
        var lines = [why]
        for reason in reasons.prefix(ConflictBlock.reasonsInFull) {
            let number = "\(reason.number ?? 0)."
            let indent = String(TextLayout.spaces(4 + TextLayout.characterCount(number) + 1))
            lines += TextLayout.wrap(reason.why, width: width, firstPrefix: "    \(number) ", prefix: indent)
            if let ruler = reason.ruler?.beyondTheWhy { lines.append(indent + ruler) }
            for when in reason.when {
                lines += TextLayout.wrap("When: " + when, width: width, firstPrefix: indent, prefix: indent + "      ")
            }
        }
        let more = reasons.count - ConflictBlock.reasonsInFull
        if more > 0 { lines.append("    … and \(more) more this change resolves (see --json for each one's arithmetic)") }
        return lines
    }

    /// The one-screen summary for a log with several reports, most frequent first.
    package func summary(_ groups: [ReportFacts.Group]) -> String {
        var lines = TextLayout.wrap(Self.summaryHeading(groups), width: width, firstPrefix: "", prefix: "  ").map { style.bold($0) }
        // Where reports share a kind of conflict, the kinds first: a log of thousands reads as a few lines.
        let tally = ConflictKinds(groups)
        if tally.groupsReports {
            let kinds = tally.kinds
            lines.append("  \(kinds.count) kind\(kinds.count == 1 ? "" : "s") of conflict:")
            for kind in kinds {
                let varying = kind.varying.isEmpty ? "" : "; " + kind.varying.joined(separator: ", ")
                lines += TextLayout.wrap(
                    "\(kind.location) — \(kind.subject): \(kind.shortFix)\(varying)", width: width,
                    firstPrefix: "  x\(kind.reports)  ", prefix: "        ")
            }
            lines.append("  Reports:")
        }
        let ordered = ReportFacts.Group.mostFrequentFirst(groups).map(\.group)
        let shown = ordered.prefix(AnalysisLimits.summaryRows)
        for group in shown {
            lines += TextLayout.wrap(
                "\(group.kept.location) — \(group.kept.oneLine)", width: width,
                firstPrefix: "  x\(group.occurrences)  ", prefix: "        ")
        }
        if ordered.count > shown.count { lines.append("  … and \(ordered.count - shown.count) more") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Summary: 9 reports, 2 different conflicts, none in your code: …`.
    static func summaryHeading(_ groups: [ReportFacts.Group]) -> String {
        "Summary: " + RunSummary.sentence(groups)
    }

    func wrapped(_ text: String, indent: String) -> [String] {
        TextLayout.wrap(text, width: width, firstPrefix: indent, prefix: indent)
    }

    /// Where a phrase's last parenthesised note begins (the blank before its
    /// `(`, matched to the final `)` across any nested pair), or nil.
    static func closingNote(of phrase: String) -> String.Index? {
        guard phrase.hasSuffix(")") else { return nil }
        var depth = 0
        var index = phrase.endIndex
        while index > phrase.startIndex {
            index = phrase.index(before: index)
            if phrase[index] == ")" { depth += 1 }
            if phrase[index] == "(" {
                depth -= 1
                if depth == 0 {
                    guard index > phrase.startIndex else { return nil }
                    let before = phrase.index(before: index)
                    return phrase[before] == " " ? before : nil
                }
            }
        }
        return nil
    }
}
