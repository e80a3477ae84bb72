import LayoutAnalysis
import LogParser

/// The "Fix:" of a conflict, in full and in a few words for summaries.
extension AdviceBuilder {
    func shortFix(_ verdict: ConflictVerdict, conflict: Conflict) -> String {
        let changed = verdict.changed.first ?? conflict.entryIndices[0]
        switch verdict.action {
        case .transient: return "passing first-layout size" + (verdict.viewKey.map { " of \(words.names.name(of: $0))" } ?? "")
        case .disableAutoresizingMask:
            return "turn off the autoresizing mask of \(verdict.maskViews.map { words.names.name(of: $0.key) }.spokenList)"
        case .notAppCode:
            return "not your code (\(verdict.owner.component?.name ?? "system views"))"
        case .remove where verdict.alternative != nil:
            return "remove \(words.equation(changed)) or \(words.equation(verdict.alternative!))"
        case .remove: return "remove \(words.equation(changed))"
        case .giveFrame:
            return "give \(verdict.viewKey.map(words.names.name(of:)) ?? words.firstItemName(changed)) a frame that fits"
        case .adjustStackView: return "change the stack view's settings behind \(words.equation(changed))"
        case .changeConstant:
            return "correct the frame of \(words.maskedViewKey(changed).map(words.names.name(of:)) ?? words.firstItemName(changed))"
        case .lowerPriority where verdict.changed.count > 1:
            return "let \(Self.all(verdict.changed.count)) like \(words.equation(changed)) shrink (priority 999 or <=)"
        case .lowerPriority, .checkValues:
            return "lower \(words.equation(changed)) to priority 999"
        }
    }

    /// Nothing for the app to change: whose the views are, what UIKit's
    /// recovery leaves, and what the app can still influence.
    /// `both`, `all 4`: the constraints changed together, counted as English does.
    static func all(_ count: Int) -> String { count == 2 ? "both" : "all \(count)" }

    /// `influence`: what the app can still do (`ReportAnalysis.influence(of:)`).
    static func applesOwn(_ component: AppleComponent, influence: String?, engine: String, shown: String, harm: RecoveryHarm) -> String {
        var text =
            "nothing to fix in your code: every constraint \(shown) belongs to \(component.privately). "
            + recoverySentence(engine: engine, harm: harm)
        if let influence { text += " What you can influence: \(influence)." }
        return text
    }

    /// "Harmless" only where the recovery was solved and leaves no view collapsed, shown when hidden or resized.
    static func recoverySentence(engine: String, harm: RecoveryHarm) -> String {
        switch harm {
        case .visible(let what):
            "\(engine) recovers by breaking one of them, which leaves \(what): not a harmless warning."
        case .resized(let what):
            "\(engine) recovers by breaking one of them, which leaves \(what)."
        case .none:
            "\(engine) recovers by breaking one of them, and no view here collapses, shows when hidden or changes a size "
                + "it was given: the warning is harmless."
        case .unknown:
            "\(engine) recovers by breaking one of them."
        }
    }

    func fixText(_ verdict: ConflictVerdict, conflict: Conflict, letters: [Int: String]) -> String {
        let members = conflict.entryIndices
        let origins = Set(members.compactMap { analysis.origins[$0] })
        // A lettered constraint is named by its letter: the list above gives its text and maker once.
        func reference(_ index: Int) -> String {
            letters[index] ?? "\(words.equation(index)) (\(words.makerInline(index)), line \(entries[index].line))"
        }
        let first = verdict.changed.first ?? members[0]
        switch verdict.action {
        case .transient:
            let temporary = members.first { analysis.origins[$0] == .temporarySize }
            let identifier = temporary.flatMap { entries[$0].constraint?.identifier } ?? "_UITemporaryLayoutWidth"
            let view = verdict.viewKey.map(words.names.name(of:)) ?? "the view"
            var text =
                "this passes: \(identifier) is the size the engine gives \(view) before its first layout, "
                + "and it goes away once \(view) has its real size. To silence it, give \(view) a non-zero starting frame"
            if let changed = verdict.changed.first {
                text += ", or lower \(reference(changed)) to priority 999"
            }
            return text + "."
        case .disableAutoresizingMask:
            let parts = verdict.maskViews.map { view in
                "\(words.names.name(of: view.key)) (its mask adds \(view.entries.compactMap { letters[$0] }.spokenList))"
            }
            return "set translatesAutoresizingMaskIntoConstraints = false on \(parts.spokenList): "
                + "the autoresizing mask turns the view's frame into constraints, which fight the ones you gave it."
        case .notAppCode
        where verdict.owner.component != nil && verdict.owner.component != .systemViews
            && verdict.owner.component != .keyboard:
            let component = verdict.owner.component!
            return Self.applesOwn(
                component, influence: analysis.influence(of: component), engine: words.engine, shown: "here", harm: verdict.harm)
        case .notAppCode:
            var text =
                "nothing to fix in your code: every constraint here belongs to "
                + (origins == [.keyboard] ? "the keyboard" : "system views") + ". "
                + Self.recoverySentence(engine: words.engine, harm: verdict.harm)
            if members.contains(where: {
                entries[$0].constraint?.identifier?.hasPrefix("TB_") == true
                    || entries[$0].constraint?.identifier?.hasPrefix("IB_") == true
            }) {
                text += " If you create the toolbar in code, give it a non-zero frame to avoid it."
            }
            return text
        case .giveFrame:
            let view = verdict.viewKey.map(words.names.name(of:)) ?? words.firstItemName(first)
            let masks = verdict.changed.compactMap { letters[$0] }
            return "give \(view) a frame that fits before layout: its autoresizing mask"
                + (masks.isEmpty ? "" : " (\(masks.spokenList))")
                + " turns the frame it has now into constraints, and that frame does not fit the others here. "
                + "Set a frame of the right size when you create it; its mask stays, since its frame is how it is placed."
        case .adjustStackView:
            let hidden = verdict.viewKey.map(words.names.name(of:))
            let spacing = entries[first].constraint?.identifier == "UISV-spacing"
            if let hidden, spacing {
                return "\(hidden) is hidden by its stack view, yet a stack view still spaces the views arranged in it "
                    + "(\(reference(first))): set that stack view's spacing to 0 while \(hidden) is hidden, or hide the "
                    + "views inside it instead of the nested stack itself. The stack views are yours; their constraints "
                    + "follow their settings."
            }
            return "change the stack view's settings behind \(reference(first)): its spacing, alignment or distribution "
                + "ask for more room than it has. The stack views are yours; their constraints follow their settings."
        case .changeConstant:
            // Only a frame its container sets changes its constant (`stale-constant`): a little off
            // from where a constraint puts the same edge.
            let view = words.maskedViewKey(first).map(words.names.name(of:)) ?? words.firstItemName(first)
            var text = "correct the frame of \(view): \(reference(first)), its autoresizing mask, places an edge"
            if let other = verdict.alternative {
                let (a, b) = (entries[first].constraint?.equation, entries[other].constraint?.equation)
                if let a, let b, words.anchorKeys(first) == words.anchorKeys(other) {
                    text += " \(NumberText.prose(abs(a.constantValue - b.constantValue))) pt from where \(reference(other)) puts it"
                } else {
                    text += " where \(reference(other)) puts it elsewhere"
                }
            }
            let kept = verdict.containerFrames.first { $0.key == words.maskedViewKey(first) }
            return text + ". Keep the mask" + (kept.map { " (it is \($0.reason))" } ?? "")
                + " and make the frame match: a fractional size in a xib, or code that moves or sizes the view."
        case .remove:
            if let other = verdict.alternative {
                let why = Self.whyOneGoes(
                    entries[first].constraint, entries[other].constraint, centreAndEdge: isCentreAndEdge(first, other))
                // A slip has no stale one to name.
                let because = why.isSlip ? nil : verdict.because
                return "remove \(reference(first)) or \(reference(other)): \(twoValues(first, other)). \(why.text)"
                    + (because.map { ". Of the two, \($0)" } ?? "") + "."
            }
            return "remove \(reference(first)): it can never hold on its own."
        case .lowerPriority where verdict.changed.count > 1:
            // What they are ("widths") when they are a class of entries that trade places.
            let noun =
                conflict.interchangeable.first { $0.entryIndices.contains(first) }.map {
                    FamilyWords.noun($0, letters: letters, words: words)
                } ?? "constraints"
            return "lower \(Self.all(verdict.changed.count)) \(noun) like \(reference(first)) to priority 999, or make each one <=, "
                + (verdict.because ?? "so they can give way") + "."
        case .lowerPriority, .checkValues:
            var text =
                "lower \(reference(first)) to priority 999 "
                + (verdict.because ?? reason(for: origins, members: members, changed: first)) + "."
            for kept in verdict.containerFrames {
                text +=
                    " Keep the autoresizing mask of \(words.names.name(of: kept.key)): it is \(kept.reason), and without "
                    + "its mask nothing would size it."
            }
            return text
        }
    }

    /// Why one of two values for one thing goes. Made on lines a line or
    /// two apart (as SnapKit prints where), they were written together, so
    /// neither is left from an earlier layout: one is a slip. (From one line
    /// they are one statement run twice: the stale case.)
    static func whyOneGoes(_ a: ConstraintEntry?, _ b: ConstraintEntry?, centreAndEdge: Bool) -> (text: String, isSlip: Bool) {
        if let x = a?.sourceLocation, let y = b?.sourceLocation, x.path == y.path, x.line != y.line, abs(x.line - y.line) <= 3 {
            return (
                "They are made together (\(x.path):\(min(x.line, y.line)) and \(max(x.line, y.line))), so one of them is a "
                    + "slip: keep the one you mean and delete the other", true
            )
        }
        let (never, keep) =
            centreAndEdge
            ? ("Centring a view and aligning its edge are almost never meant together", "Keep one of the two")
            : ("Two values for one thing are almost never meant together", "Keep one constraint and update its constant")
        return (
            never + ": usually one is left from an earlier layout. \(keep), or deactivate the old one before activating the new",
            false
        )
    }

    /// One of the two centres the view and the other places its edge.
    func isCentreAndEdge(_ a: Int, _ b: Int) -> Bool {
        let isCenter = { (index: Int) in [.centerX, .centerY].contains(entries[index].constraint?.equation.firstAttribute) }
        return isCenter(a) != isCenter(b)
    }

    /// What two stale constraints disagree about, in words: the thing they
    /// both set, and the two values or the two places they give it.
    func twoValues(_ a: Int, _ b: Int) -> String {
        guard let x = entries[a].constraint?.equation, let y = entries[b].constraint?.equation else {
            return "they give one thing two values"
        }
        let item = words.firstItemName(a)
        if x.firstAttribute.isSize, x.rhs == nil {
            return "both set the \(AttributeWords.words(x.firstAttribute)) of \(item), to \(NumberText.prose(x.constantValue)) "
                + "and \(NumberText.prose(y.constantValue)) pt"
        }
        let isCenter = { (attribute: Attribute) in attribute == .centerX || attribute == .centerY }
        if isCenter(x.firstAttribute) != isCenter(y.firstAttribute) {
            return "one centres \(item) and the other aligns its edge along the same axis, which together would fix its size"
        }
        let (keysA, keysB) = (words.anchorKeys(a), words.anchorKeys(b))
        let edge = AttributeWords.words(x.firstAttribute)
        if keysA == keysB, x.anchors.map(\.attribute) == y.anchors.map(\.attribute) {
            let apart = NumberText.prose(abs(x.constantValue - y.constantValue))
            return "both place the \(edge) of \(item) against \(words.names.name(of: keysA.last ?? ItemKey(""))), \(apart) pt apart"
        }
        let references = Set(keysA + keysB).subtracting([keysA.first ?? ItemKey("")]).sorted().map(words.names.name(of:))
        return "both place the \(edge) of \(item), against \(references.spokenList)"
    }

    /// Why lowering it helps, in the terms of what it fights.
    func reason(for origins: Set<Origin>, members: [Int], changed index: Int) -> String {
        let item = words.firstItemName(index)
        if members.contains(where: { entries[$0].constraint?.identifier == "UISV-hiding" }) {
            return "so \(item) can collapse while the stack view hides it (never give a hidden arranged subview a required size)"
        }
        if origins.contains(.safeArea) { return "so \(item) gives way where the safe area leaves too little room" }
        if origins.contains(.layoutMargins) { return "so \(item) gives way where the layout margins leave too little room" }
        if origins.contains(.cellSize) {
            let isCell = analysis.model.items.contains { ($0.item.className ?? "").hasSuffix("CellContentView") }
            return isCell
                ? "so it gives way to the size the cell is given (or let the cell size itself from its content)"
                : "so it gives way to the size its container sets"
        }
        if origins.contains(.window) { return "so \(item) gives way to the window's size" }
        if origins.contains(.stackView) { return "so \(item) gives way to the stack view's arrangement" }
        return "so it gives way"
    }
}
