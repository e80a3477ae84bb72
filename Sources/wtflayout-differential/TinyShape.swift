import LayoutAnalysis
import SeededRandom

/// Reports of one to three entries, as real logs hold them: a lone
/// `width == -16` (iOS action sheets; it conflicts with "widths cannot be
/// negative" alone), two sizes that disagree, a hidden stack view item with a
/// height of its own, a width set several times, a size set twice, once
/// through a multiplier.
enum TinyShape {
    static func write(_ request: ShapeRequest, into writer: inout LayoutWriter, random: inout SplitMix64) -> ShapePiece {
        let fits = request.mustFit
        let view = ViewNames.leaf(&writer, &random)
        switch random.int(in: 0...5) {
        case 0:
            writer.equation(view.anchor(.width), .equal, constant: Rational(fits ? 16 : -16))
        case 1:
            writer.equation(view.anchor(.width), .equal, constant: Rational(82))
            writer.equation(view.anchor(.width), fits ? .atLeast : .equal, constant: Rational(fits ? 60 : 100))
        case 2:
            writer.equation(view.anchor(.width), .atLeast, constant: Rational(fits ? 80 : 120))
            writer.size(view, .horizontal, .atMost, Rational(100))
        case 3:
            writer.equation(view.anchor(.height), .equal, constant: .zero, identifier: "UISV-hiding")
            writer.equation(view.anchor(.height), .equal, constant: Rational(44), priority: fits ? .at(999) : .required)
        case 5:
            // The same width set two to four times: every two different values conflict.
            let values = Array([44, 60, 82, 100].prefix(random.int(in: 2...4)))
            for value in values { writer.equation(view.anchor(.width), .equal, constant: Rational(fits ? 44 : value)) }
            return ShapePiece(kind: .tiny, knownConflictCount: fits ? 0 : binomial(values.count, 2))
        default:
            let container = writer.view("UIView")
            writer.equation(view.anchor(.width), .equal, constant: Rational(100))
            writer.equation(view.anchor(.width), .equal, container.anchor(.width), multiplier: Rational(1) / Rational(2))
            writer.autoresizing(container, .width, Rational(fits ? 200 : 150))
        }
        return ShapePiece(kind: .tiny, knownConflictCount: fits ? 0 : 1)
    }
}
