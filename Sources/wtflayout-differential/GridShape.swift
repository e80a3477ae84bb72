import LayoutAnalysis
import SeededRandom

/// Rows of views stacked in one container: each row spans the container's
/// width, the rows' first views chain down its height. The rows share the
/// container's size, so a row that does not fit conflicts with it, and two
/// rows of different lengths conflict with each other.
enum GridShape {
    static func write(_ request: ShapeRequest, into writer: inout LayoutWriter, random: inout SplitMix64) -> ShapePiece {
        let rowCount = random.int(in: 2...4)
        let perRowBudget = max(7, (request.entryBudget - 2 * rowCount - 4) / rowCount)
        let maxViews = max(2, min(25, (perRowBudget - 2) / 3))
        let container = writer.view(random.pick(["UIView", "UICollectionViewCell", "Recipes.GridView"]))
        let width = Rational(random.pick([300, 320, 375, 390]))

        let firstViews = (0..<rowCount).map { _ in
            writeRow(in: container, width: width, maxViews: maxViews, mustFit: request.mustFit, into: &writer, random: &random)
        }
        writeColumn(firstViews, in: container, mustFit: request.mustFit, into: &writer, random: &random)
        writer.equation(container.anchor(.width), .equal, constant: width, identifier: "UIView-Encapsulated-Layout-Width")
        return ShapePiece(kind: .grid, knownConflictCount: nil)
    }

    /// One row across the container's width, fitting or too long; returns its first view.
    private static func writeRow(
        in container: LayoutView, width: Rational, maxViews: Int, mustFit: Bool,
        into writer: inout LayoutWriter, random: inout SplitMix64
    ) -> LayoutView {
        let count = random.int(in: max(2, maxViews / 2)...maxViews)
        let views = (0..<count).map { _ in ViewNames.leaf(&writer, &random) }
        let inset = Rational(random.int(in: 0...20))
        var gaps = (1..<count).map { _ in Rational(random.int(in: 0...12)) }
        var size = Rational(random.int(in: 10...50))
        let fits = mustFit || random.chance(percent: 60)
        if fits && width < inset + gaps.reduce(.zero, +) + size * Rational(count) {
            gaps = gaps.map { _ in .zero }
            size = Rational(random.int(in: 1...Swift.max(1, ((width - inset) / Rational(count)).floor)))
        }
        let room = Swift.max(.zero, width - inset - gaps.reduce(.zero, +) - size * Rational(count))
        let trailingRelation: ExactRelation = fits && random.chance(percent: 30) ? .atLeast : .equal
        let trailingInset =
            !fits
            ? room + Rational(random.int(in: 1...30))
            : trailingRelation == .equal ? room : Rational(random.int(in: 0...room.floor))

        writer.leadingEdge(of: views[0], in: container, .horizontal, .equal, inset)
        for (index, view) in views.enumerated() {
            writer.size(view, .horizontal, .equal, size)
            if index + 1 < count { writer.gap(from: view, to: views[index + 1], .horizontal, .equal, gaps[index]) }
        }
        writer.trailingEdge(of: views[count - 1], in: container, .horizontal, trailingRelation, trailingInset)
        for view in views.dropFirst() where random.chance(percent: 50) {
            writer.equation(view.anchor(.top), .equal, views[0].anchor(.top))
        }
        return views[0]
    }

    /// The rows' first views, top to bottom, in the container's fixed height.
    private static func writeColumn(
        _ views: [LayoutView], in container: LayoutView, mustFit: Bool,
        into writer: inout LayoutWriter, random: inout SplitMix64
    ) {
        let top = Rational(random.int(in: 0...16))
        writer.leadingEdge(of: views[0], in: container, .vertical, .equal, top)
        var total = top
        for (index, view) in views.enumerated() {
            let height = Rational(random.int(in: 20...60))
            writer.equation(view.anchor(.height), .equal, constant: height)
            total = total + height
            guard index + 1 < views.count else { continue }
            let gap = Rational(random.int(in: 0...12))
            writer.gap(from: view, to: views[index + 1], .vertical, .equal, gap)
            total = total + gap
        }
        let bottom = Rational(random.int(in: 0...16))
        writer.trailingEdge(of: views[views.count - 1], in: container, .vertical, .atLeast, bottom)
        total = total + bottom
        let height =
            mustFit || random.chance(percent: 50) ? total + Rational(random.int(in: 0...40)) : total - Rational(random.int(in: 1...30))
        writer.autoresizing(container, .height, Swift.max(.zero, height))
    }
}
