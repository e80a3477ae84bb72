import LayoutAnalysis
import SeededRandom

/// A bar whose label and button are pinned to its layout margins. The log
/// does not print unpinned margins: free, they may shrink to 0, so a layout
/// that only fails with UIKit's default 8 pt is a conflict "assuming the
/// defaults". Some bars pin their margins through the margins guide
/// (`'UIView-leftMargin-guide-constraint'`), which fixes them.
enum MarginShape {
    static func write(_ request: ShapeRequest, into writer: inout LayoutWriter, random: inout SplitMix64) -> ShapePiece {
        let bar = writer.view(random.pick(["GroceryList.FilterBar", "UIView", "Recipes.HeaderView"]))
        let pinned = random.chance(percent: 30)
        let margins: Rational
        if pinned {
            let left = Rational(random.pick([8, 16, 20]))
            let right = Rational(random.pick([8, 16, 20]))
            writer.pinHorizontalMargins(of: bar, left: left, right: right)
            margins = left + right
        } else {
            margins = Rational(16)
        }
        let label = writer.view("UILabel", label: random.pick(ViewNames.labels))
        let button = writer.view("UIButton", label: random.pick(ViewNames.labels))
        let labelWidth = Rational(random.int(in: 60...220))
        let gap = Rational(random.int(in: 8...16))
        let buttonWidth = Rational(random.int(in: 44...100))

        let leadingRelation: ExactRelation = random.chance(percent: 80) ? .equal : .atLeast
        // Fitting needs room to spare on one side when the room is larger than the content.
        let widthRelation: ExactRelation = request.mustFit || random.chance(percent: 60) ? .atLeast : .equal
        let trailingRelation: ExactRelation = request.mustFit || random.chance(percent: 60) ? .atMost : .equal
        writer.equation(label.anchor(.leading), leadingRelation, bar.anchor(.leadingMargin))
        writer.equation(label.anchor(.width), widthRelation, constant: labelWidth)
        writer.gap(from: label, to: button, .horizontal, .equal, gap)
        writer.equation(button.anchor(.width), .equal, constant: buttonWidth)
        writer.equation(button.anchor(.trailing), trailingRelation, bar.anchor(.trailingMargin))
        writer.equation(button.anchor(.centerY), .equal, bar.anchor(.centerY))

        let content = labelWidth + gap + buttonWidth
        let width = room(for: content, margins: margins, mustFit: request.mustFit, random: &random)
        writer.equation(bar.anchor(.width), .equal, constant: width, identifier: "UIView-Encapsulated-Layout-Width")

        if !pinned && random.chance(percent: 40) {
            let height = Rational(random.int(in: 17...30))
            writer.equation(label.anchor(.top), .equal, bar.anchor(.topMargin))
            writer.equation(label.anchor(.bottom), .atMost, bar.anchor(.bottomMargin))
            writer.equation(label.anchor(.height), .equal, constant: height)
            writer.autoresizing(bar, .height, room(for: height, margins: Rational(16), mustFit: request.mustFit, random: &random))
        }
        return ShapePiece(kind: .margins, knownConflictCount: nil)
    }

    /// Room that fits `content` with its margins, or misses by more than the
    /// margins (a conflict whatever they are), or only by the margins.
    private static func room(
        for content: Rational, margins: Rational, mustFit: Bool,
        random: inout SplitMix64
    ) -> Rational {
        if mustFit { return content + margins + Rational(random.int(in: 0...30)) }
        switch random.int(in: 0...9) {
        case 0...3: return Swift.max(.zero, content - Rational(random.int(in: 1...30)))
        case 4...7: return content + Rational(random.int(in: 0...(margins.floor - 1)))
        default: return content + margins + Rational(random.int(in: 0...30))
        }
    }
}
