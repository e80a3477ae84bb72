import LogParser

/// Writes the explanation of each conflict: the arithmetic in words, the
/// constraint to change and how, and what UIKit's own choice did.
struct AdviceBuilder {
    let analysis: ReportAnalysis
    let words: ConstraintWords
    /// Layouts solved for this report's sentences and pictures, each once.
    let layouts: LayoutSessions

    init(_ analysis: ReportAnalysis) {
        self.analysis = analysis
        self.words = ConstraintWords(analysis)
        self.layouts = LayoutSessions(analysis)
    }

    private var entries: [ListEntry] { analysis.report.entries }

    func advise(_ conflict: Conflict) -> ConflictAdvice {
        let members = conflict.entryIndices
        var letters: [Int: String] = [:]
        for (position, index) in members.enumerated() { letters[index] = Self.letter(position, entry: index) }
        let choice = chooseChange(conflict)
        return ConflictAdvice(
            conflict: conflict, letters: letters, subject: subject(of: conflict),
            why: why(conflict, letters: letters), action: choice.action, changed: choice.changed,
            fix: fixText(choice, conflict: conflict, letters: letters),
            shortFix: shortFix(choice, conflict: conflict),
            caveats: caveats(conflict))
    }

    static func letter(_ position: Int, entry: Int) -> String {
        position < 26 ? String(UnicodeScalar(UInt8(65 + position))) : "C\(entry + 1)"
    }

    // MARK: - What to change

    struct Choice {
        var action: Suggestion.Action
        var changed: [Int]
        /// The views whose autoresizing masks to turn off, by model key, with their constraints.
        var maskViews: [(key: String, entries: [Int])] = []
    }

    /// Never a system constraint when one of the app's takes part; the
    /// correction set's choice when it is the app's.
    func chooseChange(_ conflict: Conflict) -> Choice {
        let members = conflict.entryIndices
        let origin = { (index: Int) in analysis.origins[index] ?? .app }
        let appMembers = members.filter { origin($0) == .app }
        let masks = members.filter { origin($0) == .autoresizingMask && !isSystemView($0) }
        if members.contains(where: { origin($0) == .temporarySize }) {
            return Choice(action: .transient, changed: appMembers.isEmpty ? [] : [cheapest(appMembers)])
        }
        if !masks.isEmpty, !appMembers.isEmpty {
            var views: [(key: String, entries: [Int])] = []
            for index in masks {
                let key = words.maskedViewKey(index) ?? "?"
                if let position = views.firstIndex(where: { $0.key == key }) {
                    views[position].entries.append(index)
                } else {
                    views.append((key, [index]))
                }
            }
            return Choice(action: .disableAutoresizingMask, changed: masks, maskViews: views)
        }
        if appMembers.isEmpty {
            return Choice(action: .notAppCode, changed: [])
        }
        let corrected = (analysis.correction ?? []).filter { appMembers.contains($0) }
        let chosen = corrected.first ?? cheapest(appMembers)
        if members.count == 1 { return Choice(action: .remove, changed: [chosen]) }
        return Choice(action: .lowerPriority, changed: [chosen])
    }

    private func cheapest(_ candidates: [Int]) -> Int {
        let cost = { ReportAnalyzer.cost(of: $0, in: self.analysis.report, origins: self.analysis.origins,
                                         broken: self.analysis.brokenBySystem) }
        return candidates.min { cost($0) < cost($1) } ?? candidates[0]
    }

    private func isSystemView(_ index: Int) -> Bool {
        guard let className = entries[index].constraint?.equation.firstItem.className else { return false }
        return OriginCatalogue.isSystemClass(className) || OriginCatalogue.isKeyboardClass(className)
    }

    // MARK: - Sentences

    func shortFix(_ choice: Choice, conflict: Conflict) -> String {
        switch choice.action {
        case .transient: return "transient first-layout size"
        case .disableAutoresizingMask:
            return "turn off the autoresizing mask of \(Self.list(choice.maskViews.map { words.names.name(of: $0.key) }))"
        case .notAppCode:
            let origins = Set(conflict.entryIndices.compactMap { analysis.origins[$0] })
            return origins == [.keyboard] ? "not your code (the keyboard)" : "not your code (system views)"
        case .remove: return "remove \(words.equation(choice.changed[0]))"
        case .lowerPriority, .checkValues:
            return "lower \(words.equation(choice.changed.first ?? conflict.entryIndices[0])) to priority 999"
        }
    }

    /// `Cell (vertical)`: the outermost view of the conflict, else the one it mentions most.
    func subject(of conflict: Conflict) -> String {
        let axis = conflict.axis.map { " (\($0.rawValue))" } ?? ""
        if conflict.proof.against.count == 1, let against = conflict.proof.against[0].entryIndex,
           let equation = entries[against].constraint?.equation, equation.rhs == nil, equation.firstAttribute.isSize {
            return words.firstItemName(against) + axis
        }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for index in conflict.entryIndices {
            for key in words.anchorKeys(index) {
                if counts[key] == nil { order.append(key) }
                counts[key, default: 0] += 1
            }
        }
        let superviews = analysis.model.superviewKeys
        let containers = order.filter { key in order.contains { superviews[$0] == key } && superviews[key].map(order.contains) != true }
        let key = containers.first ?? order.max { counts[$0, default: 0] < counts[$1, default: 0] } ?? order.first ?? "?"
        return words.names.name(of: key) + axis
    }

    func why(_ conflict: Conflict, letters: [Int: String]) -> String {
        let proof = conflict.proof
        let apart = "\(NumberText.points(conflict.discrepancy)) pt apart"
        let sumLetters = proof.sum.compactMap { $0.entryIndex.flatMap { letters[$0] } }
        let numbers = proof.sum.map { term in
            NumberText.points(term.value) + (term.fact?.isAssumption == true ? " (default margin)" : "")
        }
        let plain = (proof.sum + proof.against).allSatisfy(\.isPlain)
        let negativeSizes = conflict.facts.compactMap { fact -> String? in
            guard case .nonNegativeSize(let key, let axis) = fact else { return nil }
            return "\(words.names.name(of: key)) \(axis == .horizontal ? "0 pt wide" : "0 pt tall")"
        }
        let evenWith = negativeSizes.isEmpty ? "" : " even with \(Self.list(negativeSizes)) (sizes cannot be negative),"

        if proof.against.count == 1, let against = proof.against[0].entryIndex, let letter = letters[against],
           let equation = entries[against].constraint?.equation, equation.rhs == nil, equation.firstAttribute.isSize,
           !sumLetters.isEmpty {
            let item = words.firstItemName(against)
            let dimension = equation.firstAttribute == .width ? "wide" : "tall"
            let verb: String
            switch equation.relation {
            case .equal: verb = "fixes it at"
            case .greaterThanOrEqual: verb = "needs it at least"
            case .lessThanOrEqual: verb = "allows it at most"
            }
            var subject = sumLetters.count == 1 ? "\(sumLetters[0]) makes"
                : sumLetters.count > AnalysisLimits.longestSpelledSum ? "the other \(sumLetters.count) constraints make"
                : "\(sumLetters.joined(separator: " + ")) make"
            if proof.sum.count == 1, let single = proof.sum[0].entryIndex, let only = entries[single].constraint?.equation,
               only.rhs == nil, only.firstAttribute.isSize, only.relation != .equal {
                subject = "\(sumLetters[0]) \(only.relation == .greaterThanOrEqual ? "needs" : "allows")"
            }
            let amount = plain && proof.sum.count > 1 && proof.sum.count <= AnalysisLimits.longestSpelledSum
                ? "\(numbers.joined(separator: " + ")) = \(NumberText.points(proof.sumTotal)) pt"
                : "\(NumberText.points(proof.sumTotal)) pt"
            let bound = subject.hasSuffix("needs") ? "at least " : subject.hasSuffix("allows") ? "at most " : ""
            return "\(subject) \(item) \(bound)\(amount) \(dimension),\(evenWith) but \(letter) \(verb) "
                + "\(NumberText.points(proof.againstTotal)) pt — \(apart)."
        }
        let negativeFacts = conflict.facts.filter { if case .nonNegativeSize = $0 { true } else { false } }
        if negativeFacts.count == 1, case .nonNegativeSize(let key, let axis) = negativeFacts[0] {
            let all = conflict.entryIndices.count > AnalysisLimits.longestSpelledSum ? "These \(conflict.entryIndices.count) constraints"
                : Self.list(conflict.entryIndices.compactMap { letters[$0] })
            let verb = "would make"
            let size = "\(NumberText.points(-conflict.discrepancy)) pt \(axis == .horizontal ? "wide" : "tall")"
            let arithmetic = proof.sum.count + proof.against.count > 1 && proof.sum.count <= AnalysisLimits.longestSpelledSum ? " (\(plain ? proof.text : "\(NumberText.points(proof.sumTotal)), but \(NumberText.points(proof.againstTotal))"))" : ""
            return "\(all) \(verb) \(words.names.name(of: key)) \(size)\(arithmetic), but sizes cannot be negative."
        }
        let all = conflict.entryIndices.count > AnalysisLimits.longestSpelledSum ? "These \(conflict.entryIndices.count) constraints"
            : Self.list(conflict.entryIndices.compactMap { letters[$0] })
        let arithmetic = plain && proof.sum.count <= AnalysisLimits.longestSpelledSum ? labelledText(proof) : "\(NumberText.points(proof.sumTotal)), but \(NumberText.points(proof.againstTotal))"
        let holds = conflict.entryIndices.count == 2 ? "cannot both hold" : conflict.entryIndices.count == 1 ? "cannot hold" : "cannot all hold"
        let context = negativeSizes.isEmpty ? "" : " with \(Self.list(negativeSizes)) (sizes cannot be negative)"
        return "\(all) \(holds)\(context): \(arithmetic) — \(apart)."
    }

    /// The proof's arithmetic with assumed margins marked as such.
    private func labelledText(_ proof: Proof) -> String {
        func side(_ terms: [Proof.Term]) -> String {
            let parts = terms.map { NumberText.points($0.value) + ($0.fact?.isAssumption == true ? " (default margin)" : "") }
            let total = terms.reduce(0) { $0 + $1.value }
            return terms.count > 1 ? parts.joined(separator: " + ") + " = \(NumberText.points(total))" : (parts.first ?? "0")
        }
        return "\(side(proof.sum)), but \(side(proof.against))"
    }

    func fixText(_ choice: Choice, conflict: Conflict, letters: [Int: String]) -> String {
        let members = conflict.entryIndices
        let origins = Set(members.compactMap { analysis.origins[$0] })
        func reference(_ index: Int) -> String {
            "\(letters[index] ?? "C\(index + 1)") (\(words.equation(index)), \(words.makerInline(index)))"
        }
        switch choice.action {
        case .transient:
            let temporary = members.first { analysis.origins[$0] == .temporarySize }
            let identifier = temporary.flatMap { entries[$0].constraint?.identifier } ?? "_UITemporaryLayoutWidth"
            var text = "usually harmless: \(identifier) is the size the engine uses before the view's first layout, "
                + "and it goes away once the view gets its real size."
            if let first = choice.changed.first {
                text += " If it keeps appearing, lower \(reference(first)) to priority 999."
            }
            return text
        case .disableAutoresizingMask:
            let parts = choice.maskViews.map { view in
                "\(words.names.name(of: view.key)) (its mask adds \(Self.list(view.entries.compactMap { letters[$0] })))"
            }
            return "set translatesAutoresizingMaskIntoConstraints = false on \(Self.list(parts)): "
                + "the autoresizing mask turns the view's frame into constraints, which fight the ones you gave it."
        case .notAppCode where origins == [.autoresizingMask]:
            return "no constraint of yours takes part: every one here comes from an autoresizing mask, so the frames "
                + "these views were given do not fit together. If they are your views, give them frames that fit; "
                + "otherwise it is the system's to fix."
        case .notAppCode:
            var text = "nothing to fix in your code: every constraint here belongs to "
                + (origins == [.keyboard] ? "the keyboard" : "system views")
                + ". \(words.engine) recovers by breaking one of them; the warning is harmless."
            if members.contains(where: { entries[$0].constraint?.identifier?.hasPrefix("TB_") == true
                || entries[$0].constraint?.identifier?.hasPrefix("IB_") == true }) {
                text += " If you create the toolbar in code, give it a non-zero frame to avoid it."
            }
            return text
        case .remove:
            let index = choice.changed[0]
            return "remove \(reference(index)): it can never hold on its own."
        case .lowerPriority, .checkValues:
            let index = choice.changed.first ?? members[0]
            return "lower \(reference(index)) to priority 999 \(reason(for: origins, members: members, changed: index)). "
                + "999 is enough: UIKit then bends it as little as it can instead of breaking a constraint."
        }
    }

    /// Why lowering it helps, in the terms of what it fights.
    private func reason(for origins: Set<Origin>, members: [Int], changed index: Int) -> String {
        let item = words.firstItemName(index)
        if members.contains(where: { entries[$0].constraint?.identifier == "UISV-hiding" }) {
            return "so \(item) can collapse while the stack view hides it (never give a hidden arranged subview a required size)"
        }
        if origins.contains(.safeArea) { return "so \(item) gives way where the safe area leaves too little room" }
        if origins.contains(.layoutMargins) { return "so \(item) gives way where the layout margins leave too little room" }
        if origins.contains(.cellSize) {
            let isCell = analysis.model.items.contains { ($0.item.className ?? "").hasSuffix("CellContentView") }
            return isCell ? "so it gives way to the size the cell is given (or let the cell size itself from its content)"
                : "so it gives way to the size its container sets"
        }
        if origins.contains(.window) { return "so \(item) gives way to the window's size" }
        if origins.contains(.stackView) { return "so \(item) gives way to the stack view's arrangement" }
        return "so it gives way"
    }

    /// UIKit's choice and what it left on screen; nil when the log does not
    /// say. Kept out of `advise` because it solves the layout (the parts the
    /// broken constraint belongs to), which only the formats that show it
    /// should pay for, not JSON or summaries (`ExplanationDetail.recovery`).
    func recovery(for advice: ConflictAdvice) -> String? {
        uikitText(advice.conflict, changed: advice.changed, letters: advice.letters)
    }

    private func uikitText(_ conflict: Conflict, changed: [Int], letters: [Int: String]) -> String? {
        guard let broken = analysis.brokenBySystem else { return nil }
        let name = letters[broken] ?? "C\(broken + 1)"
        guard conflict.entryIndices.contains(broken) else {
            return "\(words.engine) broke \(name) (\(words.equation(broken))), which is not part of this conflict: this one remains."
        }
        let effect = onScreen(broken, letter: name).map { ", so on screen \($0)" } ?? ""
        if changed.contains(broken) { return "\(words.engine) broke \(name) too\(effect)." }
        return "\(words.engine) broke \(name) (\(words.equation(broken))) instead\(effect)."
    }

    /// What the broken constraint turned into in the layout UIKit recovered to.
    private func onScreen(_ broken: Int, letter: String) -> String? {
        guard let constraint = entries[broken].constraint,
              let linear = analysis.model.constraint(forEntry: broken)?.linear else { return nil }
        guard let session = layouts.session(removing: [broken], reaching: linear.expression.terms.map(\.variable)),
              session.isDetermined(linear.expression) else { return nil }
        let layout = session.layout
        let equation = constraint.equation
        let actual = equation.constantValue + layout.value(of: linear.expression)
        guard abs(actual - equation.constantValue) > Numerics.layoutResolution else { return nil }
        if equation.rhs == nil, equation.firstAttribute.isSize {
            let dimension = equation.firstAttribute == .width ? "wide" : "tall"
            return "\(words.firstItemName(broken)) is \(NumberText.points(actual)) pt \(dimension), not \(NumberText.points(equation.constantValue))"
        }
        if case .anchor(let first) = equation.lhs, case .anchor(let second)? = equation.rhs, equation.multiplierValue == 1,
           let axis = first.attribute.axis, first.attribute.axis == second.attribute.axis {
            let keys = words.anchorKeys(broken)
            let lhsName = "the \(AttributeWords.words(first.attribute)) of \(words.names.name(of: keys[0]))"
            let rhsName = "the \(AttributeWords.words(second.attribute)) of \(words.names.name(of: keys.count > 1 ? keys[1] : keys[0]))"
            let reading = AttributeWords.isDirectional(first.attribute)
            return "\(lhsName) is \(AttributeWords.offset(actual, axis: axis, directional: reading)) \(rhsName), "
                + "not \(AttributeWords.offset(equation.constantValue, axis: axis, directional: reading))"
        }
        let restated = words.equation(broken, constant: actual)
        let expected = equation.rhs == nil ? NumberText.points(equation.constantValue) : NumberText.signed(equation.constantValue)
        return "\(restated), not \(expected)"
    }

    func caveats(_ conflict: Conflict) -> [String] {
        var caveats: [String] = []
        let assumed = conflict.facts.filter(\.isAssumption)
        if !assumed.isEmpty {
            caveats.append("This holds if the layout margins are UIKit's default \(NumberText.points(ReportAnalyzer.defaultMargin)) pt; "
                           + "the log does not show them.")
        }
        if conflict.discrepancy < 1 {
            caveats.append("The sides differ by less than a point: check the values, which the log rounds to 6 digits.")
        }
        if !analysis.report.isComplete {
            caveats.append("The list is not whole, so other constraints may take part too.")
        }
        return caveats
    }

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
        }
    }
}
