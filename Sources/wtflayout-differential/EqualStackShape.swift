import LayoutAnalysis
import SeededRandom

/// A horizontal UIStackView with `.fillEqually` distribution: UIKit ties
/// every arranged view's width to the first's (`'UISV-fill-equally'`), so a
/// width the app gives one view is given to all, and two different ones, or
/// n of them with the spacing against the stack's width, conflict. Minimal
/// conflicts here run through chains of equal widths, not along one row.
enum EqualStackShape {
    static func write(_ request: ShapeRequest, into writer: inout LayoutWriter, random: inout SplitMix64) -> ShapePiece {
        let stack = writer.view("UIStackView")
        let count = random.int(in: 2...max(2, min(8, (request.entryBudget - 4) / 4)))
        let views = (0..<count).map { _ in ViewNames.leaf(&writer, &random) }
        let spacing = Rational(random.pick([0, 4, 8, 12]))
        let cell = Rational(random.int(in: 20...80))
        let natural = cell * Rational(count) + spacing * Rational(count - 1)

        writer.equation(stack.anchor(.leading), .equal, views[0].anchor(.leading), identifier: "UISV-canvas-connection")
        for index in 1..<count {
            writer.gap(from: views[index - 1], to: views[index], .horizontal, .equal, spacing, identifier: "UISV-spacing")
            writer.equation(views[index].anchor(.width), .equal, views[0].anchor(.width), identifier: "UISV-fill-equally")
        }
        writer.trailingEdge(of: views[count - 1], in: stack, .horizontal, .equal, .zero, identifier: "UISV-canvas-connection")

        // The app's own widths: the same cell width (which fits), a lower
        // bound, or, when a conflict is wanted, now and then a different one.
        for view in views where random.chance(percent: 40) {
            let conflicting = !request.mustFit && random.chance(percent: 30)
            let width = conflicting ? cell + Rational(random.int(in: 1...20)) : cell
            writer.equation(view.anchor(.width), random.chance(percent: 70) ? .equal : .atLeast, constant: width)
        }
        let room = request.mustFit || random.chance(percent: 50) ? natural : natural + Rational(random.int(in: -30...30))
        if random.chance(percent: 50) {
            writer.equation(stack.anchor(.width), .equal, constant: Swift.max(.zero, room))
        } else {
            let parent = writer.view("UIView")
            let inset = Rational(random.int(in: 0...20))
            writer.leadingEdge(of: stack, in: parent, .horizontal, .equal, inset)
            writer.trailingEdge(of: stack, in: parent, .horizontal, .equal, inset)
            writer.equation(
                parent.anchor(.width), .equal, constant: Swift.max(.zero, room) + inset + inset,
                identifier: "UIView-Encapsulated-Layout-Width")
        }
        return ShapePiece(kind: .equalStack, knownConflictCount: nil)
    }
}
