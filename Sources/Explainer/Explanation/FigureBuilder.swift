import LogParser

/// Lays out a conflict's figures: the layout UIKit left (its broken
/// constraint out) and the one with the fix (the changed constraints out),
/// each solved only as far as the conflict's views reach.
struct FigureBuilder {
    let builder: AdviceBuilder
    let advice: ConflictAdvice
    let colorSlots: [String: Int]

    private var words: ConstraintWords { builder.words }

    func figures() -> [ConflictFigure] {
        var figures: [ConflictFigure?] = []
        if let broken = builder.analysis.brokenBySystem {
            let broke = advice.letters[broken].map { " (it broke \($0))" } ?? " (it broke a constraint outside this conflict)"
            figures.append(figure(removing: [broken], title: "As \(words.engine) left it\(broke)"))
        }
        if !advice.changed.isEmpty {
            figures.append(figure(removing: Set(advice.changed), title: "With the fix"))
        }
        return figures.compactMap { $0 }
    }

    /// The layout with `removed` entries left out; nil when it cannot be laid out.
    private func figure(removing removed: Set<Int>, title: String) -> ConflictFigure? {
        let members = advice.conflict.entryIndices
        var keys: [String] = []
        for index in members {
            for key in words.anchorKeys(index) where !keys.contains(key) { keys.append(key) }
        }
        let axis = advice.conflict.axis
        let sizes = keys.map { sizeVariables(of: $0, axis: axis) }
        guard let session = builder.layouts.session(removing: removed, showing: keys, along: axis) else { return nil }
        let layout = session.layout
        let determined = sizes.flatMap { $0.map { session.isDetermined(LinearExpression($0)) } }
        let isFixed = Dictionary(uniqueKeysWithValues: zip(keys, Self.allDetermined(sizes, determined)))
        // Largest first: the outermost is the container.
        let solved = keys.compactMap { layout.frame(of: $0) }.sorted {
            axis == .horizontal ? $0.width > $1.width : $0.height > $1.height
        }
        guard !solved.isEmpty else { return nil }
        let frames = solved.map { frame in
            ConflictFigure.Frame(
                name: words.names.name(of: frame.itemKey), colorSlot: colorSlots[frame.itemKey] ?? 0,
                x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                isFixed: isFixed[frame.itemKey] ?? false)
        }
        let position = { (key: String) in solved.firstIndex { $0.itemKey == key } }
        let marks = members.compactMap { index -> ConflictFigure.Mark? in
            guard let letter = advice.letters[index], let equation = builder.analysis.report.entries[index].constraint?.equation,
                let key = words.anchorKeys(index).first, let frame = position(key)
            else { return nil }
            let keys = words.anchorKeys(index)
            var other: (frame: Int, attribute: Attribute)?
            if keys.count > 1, let attribute = equation.secondAttribute, let otherFrame = position(keys[1]) {
                other = (otherFrame, attribute)
            }
            return ConflictFigure.Mark(
                letter: letter, attribute: equation.firstAttribute, frame: frame, other: other,
                isRemoved: removed.contains(index))
        }
        return ConflictFigure(title: title, axis: axis, frames: frames, marks: marks)
    }

    /// The size variables whose being fixed makes an item drawn solid.
    /// Sizes only: where a whole layout sits on screen is never in the log.
    private func sizeVariables(of key: String, axis: Axis?) -> [Variable] {
        guard let item = builder.analysis.model.item(withKey: key) else { return [] }
        switch axis {
        case .vertical?: return [item.frame.height]
        case .horizontal?: return [item.frame.width]
        case nil: return [item.frame.width, item.frame.height]
        }
    }

    /// Per item, whether all its size variables were found determined
    /// (`determined` is flat, in the same order). An item the model does not
    /// know is never called fixed.
    private static func allDetermined(_ sizes: [[Variable]], _ determined: [Bool]) -> [Bool] {
        var rest = determined[...]
        return sizes.map { variables in
            defer { rest = rest.dropFirst(variables.count) }
            return !variables.isEmpty && rest.prefix(variables.count).allSatisfy { $0 }
        }
    }
}
