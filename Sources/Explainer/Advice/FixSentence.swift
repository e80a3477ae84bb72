/// The "Fix:" of a conflict, in full and in a few words for summaries.
extension AdviceBuilder {
    func shortFix(_ choice: Choice, conflict: Conflict) -> String {
        switch choice.action {
        case .transient: return "transient first-layout size"
        case .disableAutoresizingMask:
            return "turn off the autoresizing mask of \(choice.maskViews.map { words.names.name(of: $0.key) }.spokenList)"
        case .notAppCode:
            if let component = choice.component { return "not your code (\(component.name))" }
            let origins = Set(conflict.entryIndices.compactMap { analysis.origins[$0] })
            return origins == [.keyboard] ? "not your code (the keyboard)" : "not your code (system views)"
        case .remove where choice.alternative != nil:
            return "remove \(words.equation(choice.changed[0])) or \(words.equation(choice.alternative!))"
        case .remove: return "remove \(words.equation(choice.changed[0]))"
        case .lowerPriority, .checkValues:
            return "lower \(words.equation(choice.changed.first ?? conflict.entryIndices[0])) to priority 999"
        }
    }

    /// Nothing for the app to change: whose the views are, and what the app can still influence.
    static func applesOwn(_ component: AppleComponent, engine: String, shown: String) -> String {
        var text =
            "nothing to fix in your code: every constraint \(shown) belongs to \(component.name), whose views are private to Apple. "
            + "\(engine) recovers by breaking one of them; the warning is harmless."
        if let influence = component.influence { text += " What you can influence: \(influence)." }
        return text
    }

    func fixText(_ choice: Choice, conflict: Conflict, letters: [Int: String]) -> String {
        let members = conflict.entryIndices
        let origins = Set(members.compactMap { analysis.origins[$0] })
        func reference(_ index: Int) -> String {
            letters[index].map { "\($0) (\(words.equation(index)), \(words.makerInline(index)))" }
                ?? "\(words.equation(index)) (\(words.makerInline(index)))"
        }
        switch choice.action {
        case .transient:
            let temporary = members.first { analysis.origins[$0] == .temporarySize }
            let identifier = temporary.flatMap { entries[$0].constraint?.identifier } ?? "_UITemporaryLayoutWidth"
            var text =
                "usually harmless: \(identifier) is the size the engine uses before the view's first layout, "
                + "and it goes away once the view gets its real size."
            if let first = choice.changed.first {
                text += " If it keeps appearing, lower \(reference(first)) to priority 999."
            }
            return text
        case .disableAutoresizingMask:
            let parts = choice.maskViews.map { view in
                "\(words.names.name(of: view.key)) (its mask adds \(view.entries.compactMap { letters[$0] }.spokenList))"
            }
            return "set translatesAutoresizingMaskIntoConstraints = false on \(parts.spokenList): "
                + "the autoresizing mask turns the view's frame into constraints, which fight the ones you gave it."
        case .notAppCode where choice.component != nil:
            return Self.applesOwn(choice.component!, engine: words.engine, shown: "here")
        case .notAppCode where origins == [.autoresizingMask]:
            return "no constraint of yours takes part: every one here comes from an autoresizing mask, so the frames "
                + "these views were given do not fit together. If they are your views, give them frames that fit; "
                + "otherwise it is the system's to fix."
        case .notAppCode:
            var text =
                "nothing to fix in your code: every constraint here belongs to "
                + (origins == [.keyboard] ? "the keyboard" : "system views")
                + ". \(words.engine) recovers by breaking one of them; the warning is harmless."
            if members.contains(where: {
                entries[$0].constraint?.identifier?.hasPrefix("TB_") == true
                    || entries[$0].constraint?.identifier?.hasPrefix("IB_") == true
            }) {
                text += " If you create the toolbar in code, give it a non-zero frame to avoid it."
            }
            return text
        case .remove:
            let index = choice.changed[0]
            if let other = choice.alternative {
                let item = words.firstItemName(index)
                let target = words.anchorKeys(index).last.map(words.names.name(of:)) ?? "its container"
                return "remove \(reference(index)) or \(reference(other)): both place \(item) against \(target) along the "
                    + "same axis, so together they also fix its size, which is rarely meant. One of them is usually left "
                    + "from an earlier layout; keep the one you mean."
            }
            return "remove \(reference(index)): it can never hold on its own."
        case .lowerPriority, .checkValues:
            let index = choice.changed.first ?? members[0]
            var text =
                "lower \(reference(index)) to priority 999 \(reason(for: origins, members: members, changed: index))."
            for (key, why) in choice.containerFrames {
                text +=
                    " Keep the autoresizing mask of \(words.names.name(of: key)): it is \(why), and without its mask "
                    + "nothing would size it."
            }
            return text
        }
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
