import LogParser

/// An inline SVG of the views in one conflict, drawn from a solved layout,
/// with each conflicting constraint's letter at the edge or size it sets.
/// Views whose place or size the log does not fix are dashed.
struct LayoutPicture {
    let words: ConstraintWords
    let layouts: LayoutSessions
    let explanation: ConflictExplanation
    let colors: [String: String]

    static let width = 320.0
    static let height = 220.0
    static let padding = 22.0

    /// The picture of the layout with `removed` entries left out.
    func svg(removing removed: Set<Int>, title: String) -> String {
        let analysis = words.analysis
        let members = explanation.conflict.entryIndices
        var keys: [String] = []
        for index in members {
            for key in words.anchorKeys(index) where !keys.contains(key) { keys.append(key) }
        }
        let axis = explanation.conflict.axis
        let sizes = keys.map { sizeVariables(of: $0, axis: axis) }
        guard let session = layouts.session(removing: removed, showing: keys, along: axis) else { return "" }
        let layout = session.layout
        let determined = sizes.flatMap { $0.map { session.isDetermined(LinearExpression($0)) } }
        let isFixed = Dictionary(uniqueKeysWithValues: zip(keys, Self.allDetermined(sizes, determined)))
        // Largest first: the outermost band is the container.
        let solved = keys.compactMap { layout.frame(of: $0) }.sorted {
            axis == .horizontal ? $0.width > $1.width : $0.height > $1.height
        }
        guard !solved.isEmpty else { return "" }
        // Only the conflict's axis is drawn to scale; across it, views are
        // nested bands, so a vertical conflict reads as a column of heights.
        let bandStep = 14.0
        let frames = solved.enumerated().map { offset, frame -> SolvedFrame in
            let inset = Double(offset) * bandStep
            switch axis {
            case .vertical?:
                return SolvedFrame(itemKey: frame.itemKey, x: inset, y: frame.y, width: max(Self.width - 2 * Self.padding - 2 * inset, 20), height: frame.height)
            case .horizontal?:
                return SolvedFrame(itemKey: frame.itemKey, x: frame.x, y: inset, width: frame.width, height: max(Self.height - 2 * Self.padding - 2 * inset, 20))
            case nil:
                return frame
            }
        }
        let minX = frames.map(\.x).min()!, minY = frames.map(\.y).min()!
        let maxX = frames.map { $0.x + max($0.width, 0) }.max()!, maxY = frames.map { $0.y + max($0.height, 0) }.max()!
        let spanX = max(maxX - minX, 1), spanY = max(maxY - minY, 1)
        let scaleX = axis == .vertical ? 1 : (Self.width - 2 * Self.padding) / spanX
        let scaleY = axis == .horizontal ? 1 : (Self.height - 2 * Self.padding) / spanY
        let scale = axis == nil ? min(scaleX, scaleY) : 0
        func point(_ x: Double, _ y: Double) -> (Double, Double) {
            (Self.padding + (x - minX) * (axis == nil ? scale : scaleX), Self.padding + (y - minY) * (axis == nil ? scale : scaleY))
        }
        var svg = "<svg viewBox=\"0 0 \(Int(Self.width)) \(Int(Self.height))\" "
            + "role=\"img\" aria-label=\"\(HTMLText.escape(title))\">"
        svg += "<text x=\"6\" y=\"14\">\(HTMLText.escape(title))</text>"
        for frame in frames {
            let (x, y) = point(frame.x, frame.y)
            let (right, bottom) = point(frame.x + max(frame.width, 0), frame.y + max(frame.height, 0))
            let free = !(isFixed[frame.itemKey] ?? false)
            let color = colors[frame.itemKey] ?? HTMLStyle.color(0)
            svg += "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(right - x))\" "
                + "height=\"\(f(bottom - y))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\""
                + (free ? " class=\"free\"" : "") + "/>"
            svg += "<text x=\"\(f(x + 3))\" y=\"\(f(y + 12))\" style=\"fill: \(color)\">"
                + HTMLText.escape(words.names.name(of: frame.itemKey)) + (free ? " (free)" : "") + "</text>"
        }
        for index in members {
            guard let letter = explanation.letters[index], let constraint = analysis.report.entries[index].constraint,
                  let key = words.anchorKeys(index).first, let frame = frames.first(where: { $0.itemKey == key }) else { continue }
            let (left, top) = point(frame.x, frame.y)
            let (right, bottom) = point(frame.x + max(frame.width, 0), frame.y + max(frame.height, 0))
            let centerX = (left + right) / 2, centerY = (top + bottom) / 2
            let position: (Double, Double)
            switch constraint.equation.firstAttribute {
            case .top, .minY, .topMargin, .firstBaseline: position = (centerX, top - 3)
            case .bottom, .maxY, .bottomMargin, .lastBaseline, .baseline: position = (centerX, bottom + 11)
            case .left, .leading, .minX, .leftMargin, .leadingMargin: position = (left - 9, centerY)
            case .right, .trailing, .maxX, .rightMargin, .trailingMargin: position = (right + 3, centerY)
            case .width: position = (centerX, bottom + 11)
            case .height: position = (right + 3, centerY + 10)
            default: position = (centerX, centerY)
            }
            let struck = removed.contains(index) ? " text-decoration=\"line-through\"" : ""
            // A measurement line: along a size, or between the two edges an offset joins.
            let dash = removed.contains(index) ? " stroke-dasharray=\"2 2\"" : ""
            switch constraint.equation.firstAttribute {
            case .width:
                svg += line(left, bottom + 4, right, bottom + 4, dash)
            case .height:
                svg += line(right + 6, top, right + 6, bottom, dash)
            case .top, .bottom, .minY, .maxY:
                if let other = otherEdge(index, frames: frames, point: point) { svg += line(centerX, other, centerX, position.1 - 10 > top ? bottom : top, dash) }
            case .leading, .trailing, .left, .right, .minX, .maxX:
                if let other = otherEdge(index, frames: frames, point: point) { svg += line(other, centerY, position.0 > left ? right : left, centerY, dash) }
            default:
                break
            }
            svg += "<text x=\"\(f(position.0))\" y=\"\(f(position.1))\" font-weight=\"bold\"\(struck)>\(letter)</text>"
        }
        return svg + "</svg>"
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ extra: String) -> String {
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"currentColor\" "
            + "stroke-width=\"1\" opacity=\"0.6\"\(extra)/>"
    }

    /// Where the second item's edge of an offset constraint is drawn (x for
    /// horizontal attributes, y for vertical ones), when that item is in the picture.
    private func otherEdge(_ index: Int, frames: [SolvedFrame], point: (Double, Double) -> (Double, Double)) -> Double? {
        let keys = words.anchorKeys(index)
        guard keys.count > 1, let attribute = words.analysis.report.entries[index].constraint?.equation.secondAttribute,
              let frame = frames.first(where: { $0.itemKey == keys[1] }) else { return nil }
        let (left, top) = point(frame.x, frame.y)
        let (right, bottom) = point(frame.x + max(frame.width, 0), frame.y + max(frame.height, 0))
        switch attribute {
        case .top, .minY: return top
        case .bottom, .maxY: return bottom
        case .left, .leading, .minX: return left
        case .right, .trailing, .maxX: return right
        default: return nil
        }
    }

    /// Whether the remaining constraints fix the item's size on the drawn axis.
    /// The size variables whose being fixed makes an item drawn solid.
    /// Sizes only: where a whole layout sits on screen is never in the log.
    private func sizeVariables(of key: String, axis: Axis?) -> [Variable] {
        guard let item = words.analysis.model.item(withKey: key) else { return [] }
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

    private func f(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return NumberText.points((value * 10).rounded() / 10)
    }
}
