import LayoutAnalysis
import SeededRandom

/// A table view cell: an image beside a column of labels in the content
/// view, whose height the table view fixes (`'UIView-Encapsulated-Layout-Height'`),
/// often at 44 while the content needs more.
enum TableCellShape {
    static func write(_ request: ShapeRequest, into writer: inout LayoutWriter, random: inout SplitMix64) -> ShapePiece {
        let cell = writer.view("UITableViewCellContentView")
        let cellWidth = Rational(random.pick([320, 375, 390, 414]))
        let image = writer.view("UIImageView")
        let imageSize = Rational(random.int(in: 40...80))
        let imageTop = Rational(random.int(in: 4...16))
        let imageBottom = Rational(random.int(in: 4...16))

        writer.leadingEdge(of: image, in: cell, .horizontal, .equal, Rational(16))
        writer.leadingEdge(of: image, in: cell, .vertical, .equal, imageTop)
        if !request.mustFit && random.chance(percent: 25) {
            // Centred as well as pinned: redundant while the cell's height agrees, a conflict when not.
            writer.equation(image.anchor(.centerY), .equal, cell.anchor(.centerY))
        }
        writer.equation(image.anchor(.width), .equal, constant: imageSize)
        if random.chance(percent: 50) {
            writer.equation(image.anchor(.height), .equal, image.anchor(.width))
        } else {
            writer.equation(image.anchor(.height), .equal, constant: imageSize)
        }
        let imageBottomRelation: ExactRelation = request.mustFit || random.chance(percent: 40) ? .atMost : .equal
        writer.equation(image.anchor(.bottom), imageBottomRelation, cell.anchor(.bottom), constant: -imageBottom)
        let imageColumn = imageTop + imageSize + imageBottom

        let labelCount = random.int(in: 1...max(1, min(4, (request.entryBudget - 8) / 5)))
        let labels = (0..<labelCount).map { _ in writer.view("UILabel", label: random.pick(ViewNames.labels)) }
        let spacing = Rational(random.int(in: 0...8))
        let labelsTop = Rational(random.int(in: 4...16))
        let labelsBottom = Rational(random.int(in: 4...16))
        var labelColumn = labelsTop + labelsBottom + spacing * Rational(labelCount - 1)
        writer.leadingEdge(of: labels[0], in: cell, .vertical, .equal, labelsTop)
        for (index, label) in labels.enumerated() {
            writer.gap(from: image, to: label, .horizontal, .equal, Rational(12))
            let halfWidth = random.chance(percent: 30)
            if halfWidth {
                writer.equation(label.anchor(.width), .equal, cell.anchor(.width), multiplier: Rational(1) / Rational(2))
            }
            if halfWidth || random.chance(percent: 40) {
                writer.equation(label.anchor(.trailing), .atMost, cell.anchor(.trailing), constant: Rational(-16))
            } else {
                writer.trailingEdge(of: label, in: cell, .horizontal, .equal, Rational(16))
            }
            let height = Rational(random.int(in: 17...30))
            writer.equation(label.anchor(.height), random.chance(percent: 70) ? .equal : .atLeast, constant: height)
            labelColumn = labelColumn + height
            if index + 1 < labelCount {
                writer.gap(from: label, to: labels[index + 1], .vertical, .equal, spacing)
            }
        }
        let labelsBottomRelation: ExactRelation = request.mustFit || random.chance(percent: 50) ? .atLeast : .equal
        writer.trailingEdge(of: labels[labelCount - 1], in: cell, .vertical, labelsBottomRelation, labelsBottom)

        let needed = Swift.max(imageColumn, labelColumn)
        let height: Rational
        if request.mustFit {
            height = needed + Rational(random.int(in: 0...20))
        } else {
            height = random.chance(percent: 60) ? Rational(44) : needed - Rational(random.int(in: -10...20))
        }
        writer.equation(cell.anchor(.width), .equal, constant: cellWidth, identifier: "UIView-Encapsulated-Layout-Width")
        writer.equation(
            cell.anchor(.height), .equal, constant: Swift.max(.zero, height),
            identifier: "UIView-Encapsulated-Layout-Height")
        return ShapePiece(kind: .tableCell, knownConflictCount: nil)
    }
}
