import LayoutAnalysis
import LogParser

/// How a family of conflicts is said: the conflict shown stands for every
/// choice of its interchangeable constraints, so its lead says so and its
/// arithmetic is the whole row's, then how many of them are already too many.
struct FamilyWords {
    let conflict: Conflict
    let family: ConflictFamily
    let letters: [Int: String]
    let words: ConstraintWords

    init?(_ conflict: Conflict, letters: [Int: String], words: ConstraintWords) {
        guard let family = conflict.family, !family.classes.isEmpty else { return nil }
        self.conflict = conflict
        self.family = family
        self.letters = letters
        self.words = words
    }

    /// `These 17 constraints cannot all hold, nor can the same with any 4
    /// of the 10 widths in place of H, K, M and O:`.
    var lead: String {
        let choices = family.classes.map { kind in
            let shown = kind.entryIndices.filter(conflict.entryIndices.contains).compactMap { letters[$0] }
            return "any \(kind.chosen) of the \(kind.entryIndices.count) \(noun(kind)) in place of \(shown.spokenList)"
        }
        return "These \(conflict.size) constraints cannot all hold, nor can the same with \(choices.spokenList):"
    }

    /// The whole row's arithmetic, then the representative's; nil when the
    /// proof does not show the interchangeable constants (a multiplier).
    var why: String? {
        let classOf = { (index: Int?) in index.flatMap { entry in family.classes.firstIndex { $0.entryIndices.contains(entry) } } }
        let shown = family.classes.flatMap(\.entryIndices).filter(conflict.entryIndices.contains)
        guard let (side, other) = conflict.proof.side(holding: shown), (side + other).allSatisfy(\.isPlain) else { return nil }
        // Past the margin bound the margins are the unknown, which only the plain "Why:" says as such.
        let assumesMargins = (side + other).contains { $0.fact?.isAssumption == true }
        guard !(assumesMargins && words.analysis.verdict == .conflictPastMarginBound) else { return nil }
        // Each class's constant once, and every other term as it counts.
        var classValue: [Int: Double] = [:]
        var rest: [Double] = []
        for term in side {
            if let kind = classOf(term.entryIndex) { classValue[kind] = term.value } else if term.value != 0 { rest.append(term.value) }
        }
        guard classValue.count == family.classes.count else { return nil }
        let otherTotal = other.reduce(0) { $0 + $1.value }
        // `10 × 44 + 12 × 8`, with each class counted as given.
        func total(_ classCounts: [Int]) -> (text: String, value: Double) {
            var parts = zip(classCounts, family.classes.indices.map { classValue[$0]! }).map { (count: $0, value: $1) }
            for value in rest {
                if let at = parts.indices.dropFirst(classCounts.count).first(where: { parts[$0].value == value }) {
                    parts[at].count += 1
                } else {
                    parts.append((1, value))
                }
            }
            let text = parts.map { $0.count == 1 ? NumberText.points($0.value) : "\($0.count) × \(NumberText.points($0.value))" }
                .joined(separator: " + ")
            return (text, parts.reduce(0) { $0 + Double($1.count) * $1.value })
        }
        let whole = total(family.classes.map(\.entryIndices.count))
        let chosen = total(family.classes.map(\.chosen))
        let relation = chosen.value > otherTotal ? ">" : "<"
        let names = family.classes.map { "\($0.entryIndices.count) \(noun($0))" }.spokenList
        let any = family.classes.map { "any \($0.chosen) of the \(noun($0))" }.spokenList
        let count = family.isWholeGroup ? "\(family.count) in all, and no other" : "\(family.count) of them"
        return "together the \(names) and the rest take \(whole.text) = \(NumberText.points(whole.value)) pt "
            + "against \(NumberText.points(otherTotal)) pt, and \(any) are already too many: "
            + "\(chosen.text) = \(NumberText.points(chosen.value)) \(relation) \(NumberText.points(otherTotal)). "
            + "Each such choice is a conflict of its own: \(count)."
    }

    /// `widths` when the class sets one attribute of each view, else `constraints like H`.
    func noun(_ kind: ConflictFamily.Class) -> String {
        Self.noun(kind, letters: letters, words: words)
    }

    /// The same for any class of interchangeable entries, a family's or not.
    static func noun(_ kind: ConflictFamily.Class, letters: [Int: String], words: ConstraintWords) -> String {
        let attributes = Set(
            kind.entryIndices.compactMap { words.analysis.report.entries[$0].constraint?.equation }.map { equation in
                equation.rhs == nil && equation.firstAttribute.isSize ? AttributeWords.words(equation.firstAttribute) : ""
            })
        if attributes.count == 1, let attribute = attributes.first, !attribute.isEmpty { return attribute + "s" }
        return "constraints like \(kind.entryIndices.compactMap { letters[$0] }.first ?? "these")"
    }
}
