import LayoutAnalysis
import SeededRandom

/// A view made in code that keeps `translatesAutoresizingMaskIntoConstraints`
/// on: its frame (often zero) becomes constraints (`minX == 0`, `width == 0`,
/// measured from the superview's origin) that fight the app's own edges, as
/// in the sample `autoresizing-mask.log`.
enum AutoresizingShape {
    static func write(_ request: ShapeRequest, into writer: inout LayoutWriter, random: inout SplitMix64) -> ShapePiece {
        let container = writer.view(random.pick(["UIView", "UITableViewCellContentView"]))
        let view = ViewNames.leaf(&writer, &random)
        let width = Rational(random.pick([320, 375, 390]))
        let leading = Rational(random.int(in: 0...20))
        let trailing = Rational(random.int(in: 0...20))
        let top = Rational(random.int(in: 0...20))
        let height = Rational(random.int(in: 20...44))

        // The frame the mask turns into constraints: the one the app's edges
        // agree with, or (the usual bug) a zero or stale one.
        let agrees = request.mustFit || random.chance(percent: 30)
        let frameX = agrees ? leading : Rational(random.pick([0, 8, 16]))
        let frameWidth = agrees ? width - leading - trailing : Rational(random.pick([0, 100, 200]))
        let frameY = agrees || random.chance(percent: 50) ? top : .zero
        writer.autoresizing(view, .minX, frameX, in: container)
        writer.autoresizing(view, .width, frameWidth)
        writer.autoresizing(view, .minY, frameY, in: container)
        writer.autoresizing(view, .height, height)

        writer.equation(view.anchor(.leading), .equal, container.anchor(.leading), constant: leading)
        writer.equation(view.anchor(.trailing), .equal, container.anchor(.trailing), constant: -trailing)
        if random.chance(percent: 50) { writer.equation(view.anchor(.top), .equal, container.anchor(.top), constant: top) }
        writer.equation(container.anchor(.width), .equal, constant: width, identifier: "UIView-Encapsulated-Layout-Width")
        return ShapePiece(kind: .autoresizing, knownConflictCount: nil)
    }
}
