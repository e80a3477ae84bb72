import LayoutAnalysis
import SeededRandom

/// An image sized as a fraction of its cell (`width == 0.4*Cell.width`) with
/// a fixed aspect ratio (`width == 1.5*height`) between the cell's top and
/// bottom: it conflicts unless the numbers agree. A badge placed by a
/// multiplied position (`centerX == 1.75*Cell.centerX`, measured from the
/// cell's leading edge) may also run past the cell's trailing edge.
enum MultiplierShape {
    static func write(_ request: ShapeRequest, into writer: inout LayoutWriter, random: inout SplitMix64) -> ShapePiece {
        let cell = writer.view("UITableViewCellContentView")
        let image = writer.view("UIImageView")
        let label = writer.view("UILabel", label: random.pick(ViewNames.labels))
        let width = Rational(random.pick([200, 300, 320, 375, 390, 414]))
        let fraction = hundredths(random.pick([25, 40, 50, 75]))
        let top = Rational(random.int(in: 4...16))
        let bottom = Rational(random.int(in: 4...16))

        // An aspect ratio whose image height prints exactly, when the layout must fit.
        var aspect = hundredths(random.pick([100, 150, 200, 50, 125, 80]))
        if request.mustFit && (fraction * width / aspect).decimalText == nil { aspect = .one }
        let imageHeight = fraction * width / aspect
        let fitting = imageHeight + top + bottom
        let height: Rational
        if fitting.decimalText != nil && (request.mustFit || random.chance(percent: 40)) {
            height = fitting
        } else {
            // At least a point away from fitting, far above the tool's rounding tolerance.
            let miss = Rational(random.int(in: 1...20))
            height = random.chance(percent: 50) ? Rational(fitting.floor) - miss : Rational(fitting.floor + 1) + miss
        }

        writer.equation(image.anchor(.width), .equal, cell.anchor(.width), multiplier: fraction)
        writer.equation(image.anchor(.width), .equal, image.anchor(.height), multiplier: aspect)
        writer.leadingEdge(of: image, in: cell, .vertical, .equal, top)
        writer.trailingEdge(of: image, in: cell, .vertical, .equal, bottom)
        writer.leadingEdge(of: image, in: cell, .horizontal, .equal, Rational(16))
        writer.gap(from: image, to: label, .horizontal, .equal, Rational(12))
        writer.equation(label.anchor(.trailing), .atMost, cell.anchor(.trailing), constant: Rational(-16))
        if random.chance(percent: 50) {
            writeBadge(in: cell, width: width, mustFit: request.mustFit, into: &writer, random: &random)
        }
        writer.equation(cell.anchor(.width), .equal, constant: width, identifier: "UIView-Encapsulated-Layout-Width")
        writer.equation(
            cell.anchor(.height), .equal, constant: Swift.max(.zero, height),
            identifier: "UIView-Encapsulated-Layout-Height")
        return ShapePiece(kind: .multiplier, knownConflictCount: nil)
    }

    /// `Badge.centerX == p*Cell.centerX`: the badge's centre at p·W/2 from
    /// the cell's leading edge; it fits while p·W/2 + 10 ≤ W − 8.
    private static func writeBadge(
        in cell: LayoutView, width: Rational, mustFit: Bool,
        into writer: inout LayoutWriter, random: inout SplitMix64
    ) {
        let badge = writer.view("Recipes.BadgeView")
        let position = hundredths(mustFit ? random.pick([50, 150]) : random.pick([50, 150, 175, 190]))
        writer.leadingEdge(of: badge, in: cell, .vertical, .equal, Rational(4))
        writer.equation(badge.anchor(.width), .equal, constant: Rational(20))
        writer.equation(badge.anchor(.centerX), .equal, cell.anchor(.centerX), multiplier: position)
        writer.equation(badge.anchor(.trailing), .atMost, cell.anchor(.trailing), constant: Rational(-8))
    }

    private static func hundredths(_ value: Int) -> Rational {
        Rational(value) / Rational(100)
    }
}
