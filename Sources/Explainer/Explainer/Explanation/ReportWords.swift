import LayoutAnalysis
import LogParser

/// What a report says besides its conflicts, worded once for every format
/// (each adds only its own markup), so the terminal, Markdown, HTML and the
/// summaries cannot tell different stories about the same report.
struct ReportWords {
    /// For a report with no conflict to show: what became of it, said after
    /// its location; nil when it shows conflicts.
    let title: String?
    /// The sentences under the title, each with its full stop.
    let sentences: [String]
    /// After the conflicts: that the search was cut short or capped.
    let searchNote: String?
    /// That the report is not whole, for a report whose verdict does not
    /// already give that as its reason.
    let gapNote: String?

    init(_ analysis: ReportAnalysis) {
        let report = analysis.report
        title = Self.title(of: analysis)
        var sentences: [String] = []
        switch analysis.verdict {
        case .redacted:
            sentences.append((analysis.reason ?? "").sentenceCased + ".")
        case .unreadable where report.entries.isEmpty && report.recovery?.constraint != nil:
            let broken = report.recovery!.constraint!
            sentences.append(
                "The input holds only the constraint \(report.platform.engine) broke, \(Self.named(broken.equation)), and "
                    + "not the list of constraints around it; paste the whole report, with its list.")
            fallthrough
        case .unreadable:
            if !(report.entries.isEmpty && report.recovery?.constraint != nil) {
                sentences.append((analysis.reason ?? "no constraint could be read").sentenceCased + ".")
            }
            if let component = analysis.listedComponent {
                sentences.append("What it shows belongs to \(component.privately), " + Self.whatEndsIt(analysis))
                if let influence = analysis.influence(of: component) { sentences.append("What you can influence: \(influence).") }
            }
        case .noConflictFound where analysis.searchLimited:
            sentences.append("It lists \(report.constraints.count) constraints, and \(analysis.reason ?? "").")
        case .noConflictFound where analysis.listedComponent != nil:
            let component = analysis.listedComponent!
            let count = report.constraints.count - analysis.model.outOfRange.count
            sentences.append("Every constraint the log shows belongs to \(component.privately), " + Self.whatEndsIt(analysis))
            sentences.append(
                "No conflict shows among \(count == 1 ? "the one constraint" : "the \(count) constraints") listed, because "
                    + "\(analysis.reason ?? "the log does not show it").")
            if let influence = analysis.influence(of: component) { sentences.append("What you can influence: \(influence).") }
        case .noConflictFound where analysis.marginRange != nil:
            let count = report.constraints.count
            sentences.append(
                (count == 1 ? "The one constraint listed holds " : "The \(count) constraints listed hold together ")
                    + "\(analysis.marginRange!.words).")
            if let broken = analysis.brokenBySystem {
                sentences.append("\(ConstraintWords(analysis).engine) broke \(ConstraintWords(analysis).equation(broken)).")
            }
        case .noConflictFound where report.gaps.contains(.listTooLong):
            // The rest of the list was printed, only not read: that is where the conflict is.
            sentences.append(
                "The first \(report.entries.count) constraints of the list can all hold together, so the conflict "
                    + "lies in the rest of the list, which is longer than wtflayout reads.")
        case .noConflictFound:
            let count = report.constraints.count - analysis.model.outOfRange.count
            let which = count == report.entries.count ? "listed" : "that could be modelled"
            sentences.append(
                "The \(count) constraint\(count == 1 ? "" : "s") \(which) can all hold together, so the conflict "
                    + "lies in what the log does not show: \(analysis.reason ?? "").")
            if let broken = analysis.brokenBySystem {
                let words = ConstraintWords(analysis)
                sentences.append("\(words.engine) broke \(words.equation(broken)).")
            }
        case .conflict, .conflictAssumingDefaults, .conflictPastMarginBound:
            break
        }
        self.sentences = sentences
        searchNote = analysis.verdict.isConflict ? Self.searchNote(analysis) : nil
        // A report with no list already says so in its reason: only its other gaps are news.
        let gaps = report.gaps.filter { !(report.entries.isEmpty && $0 == .listMissing) }
        gapNote =
            gaps.isEmpty || (analysis.verdict != .redacted && analysis.verdict != .unreadable)
            ? nil
            : "The report is not whole (\(gaps.map(\.words).joined(separator: "; ")))."
    }

    /// An equation outside the list (the recovery of a paste that holds
    /// nothing else), its views called by class and label as the list's are.
    static func named(_ equation: Equation) -> String {
        var text = equation.description
        for anchor in equation.anchors where anchor.item.address != nil {
            text = text.replacingOccurrences(of: anchor.item.printed + ".", with: ItemNames.baseName(of: anchor.item) + ".")
        }
        return text
    }

    /// `7`, or `at least 7` when the count is only a lower bound.
    static func count(_ count: Int, exact: Bool) -> String {
        exact ? "\(count)" : "at least \(count)"
    }

    /// How many minimal conflicts there are, as far as the search can say.
    static func conflictCount(_ analysis: ReportAnalysis) -> String {
        count(analysis.conflictCount, exact: analysis.conflictsComplete)
    }

    /// `conflict`, `conflict 2 of 7`, `conflict 2 of at least 18`.
    static func conflictTitle(_ number: Int, of analysis: ReportAnalysis) -> String {
        analysis.conflictsComplete && analysis.conflictCount == 1
            ? "conflict"
            : "conflict \(number + 1) of \(conflictCount(analysis))"
    }

    /// What the list of conflicts leaves out, in plain words; nil when it
    /// shows every minimal conflict there is.
    private static func searchNote(_ analysis: ReportAnalysis) -> String? {
        let shown = analysis.conflicts.count
        let found = analysis.conflictCount
        var notes: [String] = []
        if !analysis.conflictsComplete {
            let those =
                shown == found
                ? (found == 1 ? "this one was" : "these \(found) were")
                : "the \(found) found were"
            notes.append(
                "At least \(found) minimal conflict\(found == 1 ? "" : "s") exist\(found == 1 ? "s" : ""); "
                    + "\(those) found before the search reached its limit, and there may be more")
        } else if found > shown {
            notes.append("\(found) minimal conflicts exist")
        }
        if found > shown { notes.append("the \(shown) smallest are shown") }
        switch analysis.unsearched {
        case .tooLarge?:
            notes.append(
                "a group of related constraints was too large to search (more than "
                    + "\(AnalysisLimits.largestSearchedGroup) of them relate two or more sizes or positions), "
                    + "and its conflicts are not shown")
        case .factsContradict?:
            notes.append("a group of related constraints could not be searched (a bug in wtflayout; please report it)")
        case nil:
            break
        }
        guard !notes.isEmpty else { return nil }
        return "(" + notes.joined(separator: "; ").sentenceCased + ".)"
    }

    /// After "every constraint belongs to Apple's views": whose change ends it.
    /// Where a public view's creator gave it no frame, the change is there, in
    /// code the log does not name.
    private static func whatEndsIt(_ analysis: ReportAnalysis) -> String {
        guard let framed = analysis.framedByCreator else { return "so the conflict is Apple's: nothing to fix in your code." }
        return "so no constraint of yours takes part; their zero size is the \(framed)'s own frame, which the code "
            + "that creates it gives: yours, a library's or Apple's (the log does not show whose)."
    }

    /// The title alone, for summaries.
    static func title(of analysis: ReportAnalysis) -> String? {
        switch analysis.verdict {
        case .redacted: "redacted report"
        case .unreadable: componentTitle(analysis) ?? "nothing to analyse"
        case .noConflictFound where analysis.searchLimited: "not analysed: " + (analysis.unsearched?.words ?? "")
        case .noConflictFound: componentTitle(analysis) ?? "no conflict found in what the log shows"
        case .conflict, .conflictAssumingDefaults, .conflictPastMarginBound: nil
        }
    }

    private static func componentTitle(_ analysis: ReportAnalysis) -> String? {
        guard let component = analysis.listedComponent else { return nil }
        if analysis.framedByCreator != nil { return "inside \(component.name): laid out before it had a frame" }
        return "not your code: inside \(component.name)"
    }
}
