import CodeIndex
import LayoutAnalysis
import LogParser

extension ReportExplanation {
    /// Works out what every format says about `analysis`, plus the `detail`
    /// the format asks for; with a `baseline` (fingerprints of known
    /// conflicts), which conflicts are new; with the app's `code`, where
    /// each constraint was made; `ignoringKnown` (`--ignore-known`), a known
    /// conflict of Apple's views counts for nothing in the run's end.
    package init(
        _ analysis: ReportAnalysis, detail: ExplanationDetail, baseline: Set<String>? = nil, code: CodeIndex? = nil,
        ignoringKnown: Bool = false
    ) {
        let sources = code.map { SourceMatcher(index: $0, analysis: analysis).matches() } ?? [:]
        let analysis = Self.withCalls(sources, in: analysis)
        let report = analysis.report
        let words = ReportWords(analysis)
        let builder = AdviceBuilder(analysis)
        let own = words.title == nil ? analysis.conflicts.map(builder.advise) : []
        // Conflicts one change resolves are lettered over all their constraints and share that change's advice.
        let shared = builder.sharedFixes(own)
        var advice = own
        var fixedBy: [Int: ConflictAdvice] = [:]
        for group in shared {
            let together = builder.advise(group, advice: own)
            for position in group.positions {
                advice[position] = builder.advise(own[position].conflict, letters: group.letters, verdict: own[position].verdict)
                fixedBy[position] = together
            }
        }
        let colorSlots = Self.colorSlots(analysis, names: builder.words.names)
        self.report = report
        location = "\(report.source):\(report.startLine)"
        engine = builder.words.engine
        verdict = analysis.verdict
        title = words.title
        let suggestion = SuggestionBuilder.suggestion(for: analysis, advice: advice, shared: shared, fixedBy: fixedBy, builder: builder)
        // A report without a conflict to show may still show a copy to remove: every format says so.
        sentences = words.sentences + (suggestion?.rule == AdviceRule.duplicate.name ? suggestion.map { [$0.text] } ?? [] : [])
        let signatures = advice.isEmpty ? [] : ConflictFingerprint.signatures(of: report.entries)
        self.sources = sources
        conflicts = advice.enumerated().map { number, advice in
            ConflictExplanation(
                advice, fixedBy: fixedBy[number], number: number, builder: builder, colorSlots: colorSlots, detail: detail,
                baseline: baseline, signatures: signatures, sources: sources)
        }
        blocks = ConflictBlock.blocks(conflicts, sharing: shared.map(\.positions), analysis: analysis)
        (owner, appleComponent) = Self.owner(analysis, conflicts: conflicts)
        // Only a report wholly inside Apple's views is one of theirs.
        let known = owner == .apple ? KnownAppleConflicts.match(report.entries).map(KnownConflictWords.init) : nil
        self.known = known
        let legend = ViewLegend.entries(advice.map(\.conflict), words: builder.words)
        self.legend = legend
        idleNote = advice.isEmpty ? nil : Self.idleNote(analysis, engine: engine)
        searchNote = words.searchNote
        gapNote = words.gapNote
        origins = analysis.origins
        makers = analysis.makers
        namedEquations =
            detail.contains(.namedEquations)
            ? report.entries.indices.map { report.entries[$0].constraint == nil ? nil : builder.words.equation($0) } : []
        brokenBySystem = analysis.brokenBySystem
        conflictCount = analysis.conflictCount
        minimalConflictCount = analysis.minimalConflictCount.description
        conflictsComplete = analysis.conflictsComplete
        conflictsCapped = analysis.conflictsCapped
        self.suggestion = suggestion
        summary = ExplanationText.summary(of: analysis)
        marginRange = analysis.marginRange
        let assumes = analysis.verdict == .conflictAssumingDefaults || analysis.verdict == .conflictPastMarginBound
        assumedMargin = assumes ? analysis.assumedMargin : nil
        let copy = suggestion?.rule == AdviceRule.duplicate.name ? suggestion?.entryIndices.first.map(builder.words.equation) : nil
        facts = ReportFacts(
            analysis, first: advice.first, firstResolves: blocks.first?.positions.count ?? 1, owner: owner, known: known,
            ignoringKnown: ignoringKnown, conflicts: conflicts, copyToRemove: copy)
    }

    /// Whose the report's conflicts are; for a report cut before one shows,
    /// whose its constraints are.
    private static func owner(_ analysis: ReportAnalysis, conflicts: [ConflictExplanation]) -> (ReportOwner, String?) {
        guard let first = conflicts.first else {
            guard let component = analysis.listedComponent else { return (.none, nil) }
            return (.apple, component.name)
        }
        if conflicts.contains(where: \.isTheApps) { return (.app, nil) }
        if conflicts.allSatisfy({ $0.appleComponent != nil }) { return (.apple, first.appleComponent) }
        return (.harmless, nil)
    }

    /// Each view its colour slot: the run's, the same in every format, picture and report.
    private static func colorSlots(_ analysis: ReportAnalysis, names: ItemNames) -> [ItemKey: Int] {
        var slots: [ItemKey: Int] = [:]
        for item in analysis.model.items { slots[item.key] = names.slot(of: item.key) }
        return slots
    }

    /// How many listed constraints no conflict uses; nil when all take part.
    private static func idleNote(_ analysis: ReportAnalysis, engine: String) -> String? {
        let listed = analysis.report.entries.count
        let idle = listed - Set(analysis.conflicts.flatMap(\.entryIndices)).count
        guard idle > 0 else { return nil }
        let verb = idle == 1 ? "plays" : "play"
        // Only a complete list shows that a constraint is in no conflict at all.
        let conflicts = analysis.conflictsCapped ? "the conflicts shown" : analysis.conflicts.count > 1 ? "any conflict" : "it"
        // A cut list does not say how many the framework listed: only how many the paste shows.
        guard analysis.report.isComplete else { return "(\(idle) of the \(listed) shown \(verb) no part in \(conflicts).)" }
        return "(\(engine) listed \(listed); \(idle) of them \(verb) no part in \(conflicts).)"
    }

    /// The makers with what the source tree adds: a call found there (not
    /// one of several candidates) is the evidence the log lacked, the app's
    /// own or, in a checkout of a library's, that library's.
    private static func withCalls(_ sources: [Int: SourceMatch], in analysis: ReportAnalysis) -> ReportAnalysis {
        var analysis = analysis
        for (index, source) in sources where source.confidence != .candidates {
            guard let made = analysis.makers[index], made.kind != .apple, made.degree != .sure || made.kind == .app else {
                continue
            }
            let site = source.sites[0]
            let kind: Maker.Kind =
                site.isVendored ? .library(ReportMakers.vendoredLibrary("/" + site.file) ?? "a checked-out library") : .app
            analysis.makers[index] = Maker(kind, .sourceCall(site.place), .sure)
        }
        return analysis
    }
}

extension ConflictExplanation {
    /// `fixedBy`: the advice of a change this conflict shares with others
    /// (`SharedFix`), which its fix, code and pictures then say.
    init(
        _ advice: ConflictAdvice, fixedBy shared: ConflictAdvice?, number: Int, builder: AdviceBuilder, colorSlots: [ItemKey: Int],
        detail: ExplanationDetail, baseline: Set<String>?, signatures: [String], sources: [Int: SourceMatch]
    ) {
        let analysis = builder.analysis
        let words = builder.words
        let conflict = advice.conflict
        let members = conflict.entryIndices
        entryIndices = members
        axis = conflict.axis
        discrepancy = conflict.discrepancy
        proof = conflict.proof.text
        title = ReportWords.conflictTitle(number, of: analysis)
        subject = advice.subject
        if let broken = analysis.brokenBySystem, number == 0 || members.contains(broken) {
            brokenNote = "\(words.engine) broke \(words.equation(broken))"
        } else {
            brokenNote = nil
        }
        lead =
            advice.familyLead
            ?? (members.count == 1
                ? "This constraint cannot hold:"
                : members.count == 2 ? "These 2 constraints cannot both hold:" : "These \(members.count) constraints cannot all hold:")
        constraints = members.map { index in
            let source = sources[index]
            let maker = Self.maker(index, words: words, analysis: analysis, component: advice.component)
            return ExplainedConstraint(
                entryIndex: index, letter: advice.letters[index] ?? "?", line: analysis.report.entries[index].line,
                pieces: words.pieces(index).map { piece in
                    EquationPiece(text: piece.text, colorSlot: piece.itemKey.map { colorSlots[$0] ?? 0 })
                },
                maker: source.map {
                    Self.maker(
                        maker, analysis.makers[index], at: $0,
                        placedByLog: analysis.report.entries[index].constraint?.sourceLocation != nil)
                } ?? maker,
                source: source)
        }
        why = advice.why + BottomUpWords.sentence(members: members, letters: advice.letters, model: analysis.model, words: words)
        // Where the conflict is wholly Apple's, no size of the app's makes it hold.
        let ranges = advice.verdict.owner.component != nil ? [] : builder.layouts.sizeRanges(of: conflict)
        // The note under the fix says the margins are assumed (`AdviceBuilder.caveats`): once is enough.
        let marginSaid = analysis.verdict != .conflictPastMarginBound && conflict.facts.contains(where: \.isAssumption)
        var holdsWhen = ranges.map { ExplainedSizeRange($0, words: words, marginSaid: marginSaid) }
        family = conflict.family.map(ExplainedFamily.init)
        var ruler = ChainRuler.ruler(conflict, container: advice.subjectKey, words: words)
        // The ruler's container sized by its own container: the sizes at which it holds are marked.
        if let at = ranges.firstIndex(where: { $0.view == advice.subjectKey && $0.axis == ruler?.axis }) {
            ruler?.holds = RulerChain.HoldingSizes(lower: ranges[at].lower, upper: ranges[at].upper)
            holdsWhen[at].onRuler = ruler != nil
        }
        self.holdsWhen = holdsWhen
        self.ruler = ruler
        verdict = advice.verdict
        let fixing = shared ?? advice
        fix = fixing.fix
        if let outcome = fixing.verdict.afterFix, let sentence = fixing.afterFixSentence {
            afterFix = FixOutcome(sentence: sentence, facts: outcome, sizedViews: outcome.sizes.map { words.names.name(of: $0.view) })
        } else {
            afterFix = nil
        }
        shortFix = fixing.shortFix
        // Where the source makes the constraint to change: the code's heading says it, with `likely` where not sure;
        // an editor's line only where sure. Not in a library the app carries: its fix is no edit to a vendored file.
        let place = fixing.changed.first.flatMap { sources[$0] }.flatMap {
            $0.confidence != .candidates && !$0.sites[0].isVendored ? $0 : nil
        }
        let found = place.flatMap { $0.confidence == .exact ? $0.sites.first : nil }
        code =
            place.map {
                Self.placed(
                    fixing.code, at: $0, action: fixing.action, changedCount: fixing.changed.count, variables: builder.codeFixes.code)
            } ?? fixing.code
        warning =
            found.flatMap { builder.codeFixes.warning(action: fixing.action, changed: fixing.changed, at: "\($0.place):\($0.column)") }
            ?? fixing.warning
        recovery = detail.contains(.recovery) ? builder.recovery(for: fixing) : nil
        caveats = advice.caveats
        let fingerprint = ConflictFingerprint.of(members, signatures: signatures)
        self.fingerprint = fingerprint
        kind = ConflictKind.of(members, entries: analysis.report.entries, signatures: signatures)
        isNew = baseline.map { !$0.contains(fingerprint) }
        debugger = DebuggerLines.lines(
            subjectKey: fixing.subjectKey, axis: conflict.axis, changed: fixing.changed.first,
            letter: fixing.changed.first.flatMap { fixing.letters[$0] }, words: words)
        figures = detail.contains(.figures) ? FigureBuilder(builder: builder, advice: fixing, colorSlots: colorSlots).figures() : nil
    }

    /// The fix in the source's own language said to be at the place found,
    /// with the views called what the code there calls them, first: the
    /// one dialect a short output shows is the one the source is written in.
    private static func placed(
        _ fixes: [CodeFix], at match: SourceMatch, action: Suggestion.Action, changedCount: Int, variables: AnchorCode
    ) -> [CodeFix] {
        // A visual format is edited where it is written: its predicate at 999, no anchor code beside it.
        let site = match.sites[0]
        // (One change only: where several are lowered together, each format's edit is its own.)
        if site.kind == .visualFormat, action == .lowerPriority, changedCount == 1, let format = site.format,
            let lowered = format.lowered
        {
            let swift = site.file.hasSuffix(".swift")
            let literal = { (text: String) in swift ? "\"\(text)\"" : "@\"\(text)\"" }
            var edit = CodeFix(
                dialect: swift ? .swift : .objectiveC, location: site.place,
                lines: ["// the visual format, its constraint at priority 999:", literal(lowered)])
            edit.isLikely = match.confidence == .likely
            return [edit] + fixes.filter { $0.dialect == .interfaceBuilder }
        }
        let written = fixes.map { placed($0, at: match, action: action, variables: variables) }
        return written.filter { $0.location != nil } + written.filter { $0.location == nil }
    }

    private static func placed(_ fix: CodeFix, at match: SourceMatch, action: Suggestion.Action, variables: AnchorCode) -> CodeFix {
        let site = match.sites[0]
        let dialect: CodeFix.Dialect =
            switch site.kind {
            case .interfaceBuilder: .interfaceBuilder
            case .snapKit: .snapKit
            case .masonry: .masonry
            // A document's frame is turned off in code, not at the document's line: no code is placed there.
            case .frame where site.isInDocument, .mask where site.isInDocument: .interfaceBuilder
            case .anchor, .itemAttribute, .visualFormat, .frame, .mask: site.file.hasSuffix(".swift") ? .swift : .objectiveC
            }
        // A place the log prints (SnapKit's `File.swift:88`) becomes the file's path in the tree.
        // A visual format is no anchor code to type there: its place is said in the list and the editor's line.
        guard fix.dialect == dialect, site.kind != .visualFormat else { return fix }
        var lines = fix.lines
        // Interface Builder's steps name no variables; a library's chain names them as the log does.
        if dialect == .swift || dialect == .objectiveC {
            for (key, name) in match.names {
                let generic = variables.variable(ofKey: key)
                // In Swift `self`'s anchors are written bare: `widthAnchor`, not `self.widthAnchor`; Objective-C needs `self.`.
                lines = lines.map { CodeNames.rename(generic, to: name == "self" && dialect == .swift ? nil : name, in: $0) }
            }
        }
        if site.isFrameOrMask, action == .disableAutoresizingMask, let statement = site.statement?.text {
            lines.insert(Self.whereTranslationGoesOff(site, statement), at: 0)
        }
        // The log's constant is the one a later line sets: that line stays as it is, and names the constraint as the code does.
        if let later = site.constantSetOn, dialect == .swift || dialect == .objectiveC {
            var note = "// line \(later) still sets its constant afterwards, as before"
            if let handle = site.handle, let generic = Self.declaredHandle(in: lines) {
                if handle.isProperty {
                    note += "; keep the constraint in \(handle.name)"
                } else {
                    lines = lines.map { CodeNames.rename(generic, to: handle.name, in: $0) }
                }
            }
            lines.insert(note, at: lines.first?.hasPrefix("//") == true ? 1 : 0)
        }
        var atPlace = CodeFix(dialect: fix.dialect, location: site.place, lines: lines)
        atPlace.isLikely = match.confidence == .likely
        return atPlace
    }

    /// The variable generated code keeps its constraint in: `let width = …`, `NSLayoutConstraint *width = …`.
    private static func declaredHandle(in lines: [String]) -> String? {
        for line in lines {
            for start in ["let ", "NSLayoutConstraint *"] where line.hasPrefix(start) {
                let name = line.dropFirst(start.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { return String(name) }
            }
        }
        return nil
    }

    /// Where the line turning translation off goes, said beside the statement found: in place of a mask
    /// or of translation turned on; else once the view is made, before its constraints are.
    private static func whereTranslationGoesOff(_ site: ConstraintSite, _ statement: String) -> String {
        if site.kind == .mask { return "// in place of: \(statement)" }
        if site.first.item == "self" { return "// in the initialiser, after: \(statement)" }
        return "// before its constraints are activated; the view is made by: \(statement)"
    }

    /// Who made it and where the source makes it: `yours (Sources/Card.swift:42)`,
    /// `yours ('gap', Card.swift:42)`, `a library's (Pods/Charts/Bar.swift:8)`;
    /// the tree's path in place of the file name a library prints.
    private static func maker(_ phrase: String, _ made: Maker?, at source: SourceMatch, placedByLog: Bool) -> String {
        // A library the app carries (CocoaPods, Carthage, a package checkout) made it: its code, not the app's.
        if source.confidence != .candidates, source.sites[0].isVendored, made?.library != nil {
            return "a library's (\(source.phrase))"
        }
        let maker = phrase
        if maker == "yours" || placedByLog { return "yours (\(source.phrase))" }
        if maker.hasPrefix("yours ("), maker.hasSuffix(")") { return "\(maker.dropLast()), \(source.phrase))" }
        return "\(maker), \(source.phrase)"
    }

    /// Who made a constraint; inside Apple's component, a constraint the
    /// catalogue cannot place (a plain `UIView`'s) is the component's, not "yours".
    private static func maker(_ index: Int, words: ConstraintWords, analysis: ReportAnalysis, component: AppleComponent?) -> String {
        guard let component, analysis.origins[index] == .app || analysis.origins[index] == .systemView else {
            return words.maker(index)
        }
        return "Apple's (\(component.name))"
    }
}
