import ConstraintSolving
import LayoutAnalysis
import LogParser

/// The advice for each conflict of a report, and all its prose: what the
/// conflict is about (here), why it cannot hold (`WhySentence`), and, in
/// extensions in files of their own, what to change (`ChangeChoice.swift`, by the rules of `Rules/`),
/// how it is said (`FixSentence.swift`) and what UIKit's own choice did
/// (`RecoverySentence.swift`).
struct AdviceBuilder {
    let analysis: ReportAnalysis
    let words: ConstraintWords
    /// Layouts solved for this report's sentences and pictures, each once.
    let layouts: LayoutSessions
    let codeFixes: CodeFixWriter
    /// What the advice rules read of the whole report, worked out once.
    let ruleFacts: ReportRuleFacts

    init(_ analysis: ReportAnalysis) {
        self.analysis = analysis
        self.words = ConstraintWords(analysis)
        self.layouts = LayoutSessions(analysis)
        self.codeFixes = CodeFixWriter(words: words)
        self.ruleFacts = ReportRuleFacts(analysis, words: words, layouts: layouts)
    }

    var entries: [ListEntry] { analysis.report.entries }

    func advise(_ conflict: Conflict) -> ConflictAdvice {
        advise(conflict, letters: Self.letters(conflict.entryIndices), verdict: verdict(conflict))
    }

    /// The advice said with `letters`, for a `verdict` already reached:
    /// one conflict's own, or those of several conflicts one change resolves,
    /// lettered over all their constraints (`SharedFix`).
    func advise(_ conflict: Conflict, letters: [Int: String], verdict: ConflictVerdict, shown: [Int]? = nil) -> ConflictAdvice {
        let family = FamilyWords(conflict, letters: letters, words: words)
        let library = librarysChange(verdict)
        return ConflictAdvice(
            conflict: conflict, shown: shown ?? conflict.entryIndices, letters: letters, subject: subject(of: conflict),
            subjectKey: subjectKey(of: conflict),
            why: family?.why
                ?? WhySentence(conflict: conflict, letters: letters, words: words, subject: subjectKey(of: conflict)).text,
            familyLead: family?.lead,
            verdict: verdict,
            fix: fixText(verdict, conflict: conflict, letters: letters)
                + (verdict.refusal.map { " " + refusalSentence($0, letters: letters) } ?? "")
                + (library.map { " " + librarySentence($0, verdict: verdict, letters: letters) } ?? ""),
            // A fix shared by several conflicts has no one Why to weigh its misses against.
            afterFixSentence: verdict.afterFix.map {
                afterFixSentence($0, letters: letters, conflict: shown == nil ? conflict : nil, action: verdict.action)
            },
            // The library's constraint is made in the library's code: no code of the app's makes it again.
            code: library != nil
                ? []
                : codeFixes.fixes(
                    action: verdict.action, changed: verdict.changed, alternative: verdict.alternative,
                    maskViews: verdict.maskViews.map(\.key)),
            warning: codeFixes.warning(action: verdict.action, changed: verdict.changed),
            shortFix: shortFix(verdict, conflict: conflict),
            caveats: caveats(conflict))
    }

    /// The library whose constraint the change is to, when the log shows it
    /// is a library's (`Maker`): the change then belongs in that library.
    private func librarysChange(_ verdict: ConflictVerdict) -> String? {
        guard verdict.action == .lowerPriority || verdict.action == .remove, let index = verdict.changed.first else { return nil }
        guard let maker = analysis.makers[index], maker.degree == .sure else { return nil }
        return maker.library
    }

    /// `B is Tabman's: …`: where a library's constraint is changed, and what the app can do instead.
    private func librarySentence(_ library: String, verdict: ConflictVerdict, letters: [Int: String]) -> String {
        let letter = verdict.changed.first.flatMap { letters[$0] } ?? "It"
        return "\(letter) is made inside \(library), not in your code: change it there (a newer version, or a report to "
            + "its authors), or change what you hand \(library): its settings and the sizes you give its views."
    }

    /// `A`, `B`, … for `members`, in printed order.
    static func letters(_ members: [Int]) -> [Int: String] {
        var letters: [Int: String] = [:]
        for (position, index) in members.enumerated() { letters[index] = letter(position) }
        return letters
    }

    static func letter(_ position: Int) -> String {
        // A…Z, then AA, AB, … as spreadsheet columns go: never an internal id.
        var number = position
        var letters = ""
        repeat {
            letters = String(UnicodeScalar(UInt8(65 + number % 26))) + letters
            number = number / 26 - 1
        } while number >= 0
        return letters
    }

    // MARK: - Sentences

    /// `Cell (vertical)`: the outermost view of the conflict, else the one it mentions most.
    func subject(of conflict: Conflict) -> String {
        let axis = conflict.axis.map { " (\($0.rawValue))" } ?? ""
        return (subjectKey(of: conflict).map(words.names.name(of:)) ?? "?") + axis
    }

    /// The model key of the view `subject` names.
    func subjectKey(of conflict: Conflict) -> ItemKey? {
        if conflict.proof.against.count == 1, let against = conflict.proof.against[0].entryIndex,
            let equation = entries[against].constraint?.equation, equation.rhs == nil, equation.firstAttribute.isSize
        {
            return words.anchorKeys(against).first
        }
        var counts: [ItemKey: Int] = [:]
        var order: [ItemKey] = []
        for index in conflict.entryIndices {
            for key in words.anchorKeys(index) {
                if counts[key] == nil { order.append(key) }
                counts[key, default: 0] += 1
            }
        }
        let superviews = analysis.model.superviewKeys
        let containers = order.filter { key in order.contains { superviews[$0] == key } && superviews[key].map(order.contains) != true }
        return containers.first ?? order.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? order.first
    }

    /// `This holds if the layout margins are UIKit's default 8 pt; the log
    /// does not show them. With margins of at most 5 pt, all alike, these
    /// constraints can all hold.`: where the verdict rests on the default,
    /// the margins at which it would not, solved for the parts of the layout
    /// the conflict reaches.
    private func marginCaveat(_ conflict: Conflict) -> String {
        let base =
            "This holds if the layout margins are UIKit's default \(NumberText.points(ReportAnalyzer.defaultMargin)) pt; "
            + "the log does not show them."
        guard let range = layouts.marginRange(without: [], touching: conflict.entryIndices) else { return base }
        let tolerance = Numerics.layoutResolution
        let within: String
        switch (range.lower, range.upper) {
        case (nil, let upper?) where upper <= tolerance: within = "only with margins of 0 pt can these constraints all hold"
        case (let lower?, let upper?) where abs(upper - lower) <= tolerance:
            within = "only with margins of exactly \(NumberText.prose(upper)) pt, all alike, can these constraints all hold"
        case (nil, let upper?): within = "with margins of at most \(NumberText.prose(upper)) pt, all alike, these constraints can all hold"
        case (let lower?, nil): within = "with margins of at least \(NumberText.prose(lower)) pt, all alike, these constraints can all hold"
        case (let lower?, let upper?):
            within =
                "with margins from \(NumberText.prose(lower)) to \(NumberText.prose(upper)) pt, all alike, these constraints can all hold"
        case (nil, nil): return base
        }
        return base + " " + within.prefix(1).uppercased() + within.dropFirst() + "."
    }

    func caveats(_ conflict: Conflict) -> [String] {
        var caveats: [String] = []
        let assumed = conflict.facts.filter(\.isAssumption)
        // Past the margin bound, the "Why:" gives the bound and the default: nothing is assumed.
        if !assumed.isEmpty, analysis.verdict != .conflictPastMarginBound { caveats.append(marginCaveat(conflict)) }
        let guessed = analysis.model.guessedGuideOwners
        let guides = guessed.isEmpty ? [] : Set(conflict.entryIndices.flatMap(words.anchorKeys)).filter { guessed[$0] != nil }
        for guide in guides.sorted() {
            let owner = guessed[guide]!
            caveats.append(
                "It takes \(words.names.name(of: guide)), a margins guide the log prints without its view, to be "
                    + "\(words.names.name(of: owner))'s: the one view here it can belong to.")
        }
        // A copy removed ends no conflict (the other copy says the same), so no rule's fix is "remove
        // the copy"; the copy is still worth removing, and the parse shows it.
        for member in conflict.entryIndices where analysis.origins[member] == .app {
            guard let twin = ruleFacts.twin(of: member) else { continue }
            caveats.append(
                "\(words.equation(member)) is listed twice (lines \(entries[member].line) and \(entries[twin].line)): code that "
                    + "runs more than once adds it; remove the copy too.")
            break
        }
        // No word on a difference under a point: a conflict is only listed once its difference is past
        // what the log's 6-digit rounding allows (`docs/how-it-proves.md`), so rounding never explains it.
        if !analysis.report.isComplete {
            caveats.append("The list is not whole, so other constraints may take part too.")
        }
        return caveats
    }

}
