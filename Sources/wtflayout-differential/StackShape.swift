import LayoutAnalysis
import SeededRandom

/// A vertical UIStackView as UIKit prints it: canvas connections, spacing,
/// alignment, the arranged views' heights, hidden views (`'UISV-hiding'`
/// height == 0), and optionally a stack view nested in it. It conflicts when
/// a hidden view keeps a height of its own, or when the arranged views are
/// taller (or, all fixed, shorter) than the room the stack is given.
enum StackShape {
    static func write(
        nested: Bool, _ request: ShapeRequest, into writer: inout LayoutWriter,
        random: inout SplitMix64
    ) -> ShapePiece {
        let stack = writer.view("UIStackView")
        let maxArranged = max(2, min(10, (request.entryBudget - 8) / (nested ? 5 : 3)))
        let arrangedCount = random.int(in: 2...maxArranged)
        let innerAt = nested ? random.int(in: 0...(arrangedCount - 1)) : nil
        let content = writeArranged(
            in: stack, count: arrangedCount, innerAt: innerAt, mustFit: request.mustFit,
            into: &writer, random: &random)
        fixHeight(of: stack, content: content, mustFit: request.mustFit, into: &writer, random: &random)
        return ShapePiece(kind: nested ? .nestedStack : .stack, knownConflictCount: nil)
    }

    /// The height the arranged views need: at least `minimum`, exactly that
    /// when none of them can stretch.
    struct ContentHeight {
        var minimum: Rational
        var canStretch: Bool
    }

    private static func writeArranged(
        in stack: LayoutView, count: Int, innerAt: Int?, mustFit: Bool,
        into writer: inout LayoutWriter, random: inout SplitMix64
    ) -> ContentHeight {
        let spacing = Rational(random.pick([0, 4, 8, 12, 16]))
        var content = ContentHeight(minimum: spacing * Rational(count - 1), canStretch: false)
        var views: [LayoutView] = []
        for index in 0..<count {
            if index == innerAt {
                let inner = writer.view("UIStackView")
                let innerContent = writeArranged(
                    in: inner, count: random.int(in: 2...4), innerAt: nil, mustFit: mustFit,
                    into: &writer, random: &random)
                content.minimum = content.minimum + innerContent.minimum
                content.canStretch = content.canStretch || innerContent.canStretch
                views.append(inner)
                continue
            }
            let view = ViewNames.leaf(&writer, &random)
            views.append(view)
            if random.chance(percent: 15) {
                // Hidden: the stack view pins its height to 0; a height of its own then conflicts.
                writer.equation(view.anchor(.height), .equal, constant: .zero, identifier: "UISV-hiding")
                if random.chance(percent: 60) {
                    writer.equation(
                        view.anchor(.height), .equal, constant: Rational(random.int(in: 20...60)),
                        priority: mustFit ? .at(999) : .required)
                }
                continue
            }
            let height = Rational(random.int(in: 16...60))
            switch random.int(in: 0...99) {
            case 0..<65:
                writer.equation(view.anchor(.height), .equal, constant: height)
                content.minimum = content.minimum + height
            case 65..<80:
                writer.equation(view.anchor(.height), .atLeast, constant: height)
                content.minimum = content.minimum + height
                content.canStretch = true
            default:
                // No height printed (an intrinsic size the log leaves out): it stretches.
                content.canStretch = true
            }
        }
        writer.equation(stack.anchor(.top), .equal, views[0].anchor(.top), identifier: "UISV-canvas-connection")
        for index in 1..<count {
            writer.gap(from: views[index - 1], to: views[index], .vertical, .equal, spacing, identifier: "UISV-spacing")
        }
        writer.trailingEdge(of: views[count - 1], in: stack, .vertical, .equal, .zero, identifier: "UISV-canvas-connection")
        for view in views.dropFirst() where random.chance(percent: 50) {
            writer.equation(views[0].anchor(.leading), .equal, view.anchor(.leading), identifier: "UISV-alignment")
        }
        return content
    }

    /// The stack's own height, by a constraint of the app's or by the table
    /// cell it sits in; sometimes nothing fixes it.
    private static func fixHeight(
        of stack: LayoutView, content: ContentHeight, mustFit: Bool,
        into writer: inout LayoutWriter, random: inout SplitMix64
    ) {
        let roll = random.int(in: 0...99)
        guard roll < 80 else { return }
        let room: Rational
        if mustFit || random.chance(percent: 35) {
            room = content.canStretch ? content.minimum + Rational(random.int(in: 0...40)) : content.minimum
        } else if content.canStretch || content.minimum < Rational(20) || random.chance(percent: 70) {
            room = Swift.max(.zero, content.minimum - Rational(random.int(in: 1...30)))
        } else {
            room = content.minimum + Rational(random.int(in: 1...30))
        }
        if roll < 40 {
            writer.equation(stack.anchor(.height), .equal, constant: room)
            return
        }
        let cell = writer.view("UITableViewCellContentView")
        let top = Rational(random.int(in: 0...12))
        let bottom = Rational(random.int(in: 0...12))
        writer.leadingEdge(of: stack, in: cell, .vertical, .equal, top)
        writer.trailingEdge(of: stack, in: cell, .vertical, .equal, bottom)
        writer.equation(
            cell.anchor(.height), .equal, constant: room + top + bottom,
            identifier: "UIView-Encapsulated-Layout-Height")
    }
}
