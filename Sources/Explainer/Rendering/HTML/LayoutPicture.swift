import Explainer
import LogParser

/// An inline SVG of a conflict's figure: its views as the solver placed
/// them, with each conflicting constraint's letter at the edge or size it
/// sets; each name on its frame where it crosses no other's border, else
/// in a legend beneath. A constraint left out is struck and dashed, one
/// lowered to 999 drawn as a spring.
struct LayoutPicture {
    let figure: ConflictFigure
    /// The longest extent along the axis among the pictures drawn together,
    /// in points, so before and after share one scale; nil for its own.
    var sharedSpan: Double? = nil

    /// The extent of `figure`'s views along its axis, in points.
    static func span(of figure: ConflictFigure) -> Double {
        let vertical = figure.axis == .vertical
        let starts = figure.frames.map { vertical ? $0.y : $0.x }
        let ends = figure.frames.map { vertical ? $0.y + max($0.height, 0) : $0.x + max($0.width, 0) }
        return max((ends.max() ?? 0) - (starts.min() ?? 0), 1)
    }

    static let width = 320.0
    static let height = 220.0
    static let padding = 22.0
    /// The band a title of two lines takes above the frames.
    static let tallestTitle = 42.0

    var svg: String {
        let axis = figure.axis
        let title = figure.title
        // Only the conflict's axis is drawn to scale; across it, views are
        // nested bands, so a vertical conflict reads as a column of heights.
        // A title wider than the picture goes on two lines, its reason on the second.
        let titleLines =
            TextWidth.of(title) > Self.width - 12 && title.contains(" (")
            ? [String(title[..<title.range(of: " (")!.lowerBound]), String(title[title.range(of: " (")!.upperBound...].dropLast())]
            : [title]
        // The title has a band of its own: no frame is drawn under it.
        let top = 14 + 14 * Double(titleLines.count)
        let bandStep = 14.0
        // A row is a strip: a band as tall as its nesting and two lines of name need, not a size of the log's.
        let deepest = Double(figure.frames.map(\.depth).max() ?? 0)
        let stripHeight = min(Self.height, top + Self.padding + 2 * bandStep * deepest + 48)
        // Nested views inset by their depth: siblings in a row stay level, not a staircase.
        let frames = figure.frames.map { frame -> Box in
            let inset = Double(frame.depth) * bandStep
            switch axis {
            case .vertical?:
                return Box(x: inset, y: frame.y, width: max(Self.width - 2 * Self.padding - 2 * inset, 20), height: frame.height)
            case .horizontal?:
                return Box(x: frame.x, y: inset, width: frame.width, height: max(stripHeight - top - Self.padding - 2 * inset, 20))
            case nil:
                return Box(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            }
        }
        let minX = frames.map(\.x).min()!
        let minY = frames.map(\.y).min()!
        let maxX = frames.map { $0.x + max($0.width, 0) }.max()!
        let maxY = frames.map { $0.y + max($0.height, 0) }.max()!
        let spanX = max(maxX - minX, axis == .horizontal ? sharedSpan ?? 1 : 1)
        let spanY = max(maxY - minY, axis == .vertical ? sharedSpan ?? 1 : 1)
        let scaleX = axis == .vertical ? 1 : (Self.width - 2 * Self.padding) / spanX
        // Views all of no height draw one line: a short picture, room for their names.
        let height =
            axis == .horizontal
            ? stripHeight : maxY - minY < 0.5 ? min(Self.height, 60 + 16 * Double(frames.count)) : Self.height
        // A column's length is the room under a two-line title, whatever its
        // own title takes, so the columns of one figure share one scale.
        let room = axis == .vertical ? Self.height - Self.tallestTitle - Self.padding : height - top - Self.padding
        let scaleY = axis == .horizontal ? 1 : room / spanY
        let scale = axis == nil ? min(scaleX, scaleY) : 0
        func point(_ x: Double, _ y: Double) -> (Double, Double) {
            (Self.padding + (x - minX) * (axis == nil ? scale : scaleX), top + (y - minY) * (axis == nil ? scale : scaleY))
        }
        var svg = ""
        var placer = TextPlacer(width: Self.width, height: height)
        // Each frame where it is drawn, to keep names off the borders of the others.
        let drawn = frames.map { frame -> LabelBox in
            let (x, y) = point(frame.x, frame.y)
            let (right, bottom) = point(frame.x + max(frame.width, 0), frame.y + max(frame.height, 0))
            return LabelBox(left: x, top: y, right: right, bottom: bottom)
        }
        var spots = NameSpot(
            frames: drawn, width: Self.width, height: height, reserved: LabelBox(left: 0, top: 0, right: Self.width, bottom: top - 4))
        var legend: [(text: String, name: String, color: String)] = []
        for (line, text) in titleLines.enumerated() {
            // In its band, where nothing else goes.
            let baseline = 14 + Double(line) * 14
            placer.reserve(left: 0, top: baseline - TextWidth.fontSize, right: Self.width, bottom: baseline + 3)
            svg += "<text class=\"title\" x=\"6\" y=\"\(f(baseline))\">\(HTMLText.escape(text))</text>"
        }
        for (index, (frame, view)) in zip(frames, figure.frames).enumerated() {
            let (x, y) = point(frame.x, frame.y)
            let (right, bottom) = point(frame.x + max(frame.width, 0), frame.y + max(frame.height, 0))
            let color = HTMLStyle.color(view.colorSlot)
            let flat = right - x < 1 || bottom - y < 1
            if flat {
                // A view of no width or no height would draw nothing: a bar
                // along the size it has, with ticks at its ends, and "0 pt" in its name.
                svg += zeroSized(x: x, y: y, right: right, bottom: bottom, color: color)
            } else {
                svg +=
                    "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(right - x))\" "
                    + "height=\"\(f(bottom - y))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\""
                    // A run of views drawn as one, dashed: its inner edges are not the log's.
                    + (view.runOf.isEmpty
                        ? "" : " stroke-dasharray=\"6 3\" data-run=\"\(HTMLText.escape(view.runOf.joined(separator: "|")))\"")
                    + solvedExtent(x: view.x, y: view.y, width: view.width, height: view.height, depth: view.depth)
                    + givenWay(index) + "/>"
            }
            // Every size here is fixed by the log (`FigureBuilder` draws nothing else), 0 pt included.
            let name = view.name + (flat ? (right - x < 1 ? ", 0 pt wide" : ", 0 pt tall") : "")
            // What the fix changed goes after the name, or under it when both would not fit.
            let lines =
                view.change.map { change in
                    TextWidth.of("\(name), \(change)") < Self.width - 8 ? ["\(name), \(change)"] : [name, change]
                } ?? [name]
            // On its frame where it crosses no other's border, else in the legend beneath.
            guard let at = spots.place(lines, for: index) else {
                legend.append((lines.joined(separator: ", "), view.runOf.first ?? view.name, color))
                continue
            }
            placer.reserve(left: at.left, top: at.top, right: at.right, bottom: at.bottom)
            for (offset, text) in lines.enumerated() {
                svg +=
                    "<text\(offset == 0 ? "" : " class=\"note\"") x=\"\(f(at.left))\" "
                    + "y=\"\(f(at.top + TextWidth.fontSize + Double(offset) * NameSpot.lineHeight))\" style=\"fill: \(color)\">"
                    + (offset == 0 ? SVGLabel.body(text, name: view.runOf.first ?? view.name) : HTMLText.escape(text)) + "</text>"
            }
        }
        for mark in figure.marks {
            let frame = frames[mark.frame]
            let (left, top) = point(frame.x, frame.y)
            let (right, bottom) = point(frame.x + max(frame.width, 0), frame.y + max(frame.height, 0))
            let centerX = (left + right) / 2
            let centerY = (top + bottom) / 2
            let position: (Double, Double)
            switch mark.attribute {
            case .top, .minY, .topMargin, .firstBaseline: position = (centerX, top - 3)
            case .bottom, .maxY, .bottomMargin, .lastBaseline, .baseline: position = (centerX, bottom + 11)
            case .left, .leading, .minX, .leftMargin, .leadingMargin: position = (left - 9, centerY)
            case .right, .trailing, .maxX, .rightMargin, .trailingMargin: position = (right + 3, centerY)
            case .width: position = (centerX, bottom + 11)
            case .height: position = (right + 10, centerY + 4)
            default: position = (centerX, centerY)
            }
            let isOut = mark.state == .broken || mark.state == .removed
            // A measurement line: along a size, or between the two edges an offset joins.
            let measure = { (x1: Double, y1: Double, x2: Double, y2: Double) -> String in
                mark.state == .relaxed
                    ? SVGSpring.polyline(from: (x1, y1), to: (x2, y2))
                    : line(x1, y1, x2, y2, isOut ? " stroke-dasharray=\"2 2\"" : "")
            }
            switch mark.attribute {
            case .width:
                svg += measure(left, bottom + 4, right, bottom + 4)
            case .height:
                svg += measure(right + 6, top, right + 6, bottom)
            case .top, .bottom, .minY, .maxY:
                if let other = otherEdge(mark, frames: frames, point: point) {
                    svg += measure(centerX, other, centerX, position.1 - 10 > top ? bottom : top)
                }
            case .leading, .trailing, .left, .right, .minX, .maxX:
                if let other = otherEdge(mark, frames: frames, point: point) {
                    svg += measure(other, centerY, position.0 > left ? right : left, centerY)
                }
            default:
                break
            }
            // A relaxed letter carries its new priority.
            let label = mark.state == .relaxed ? mark.letter + " @999" : mark.letter
            let letterAt = placer.place(label, x: position.0, y: position.1, bold: true)
            let struck = isOut ? " text-decoration=\"line-through\"" : ""
            let body = mark.state == .relaxed ? "\(mark.letter)<tspan font-weight=\"normal\"> @999</tspan>" : mark.letter
            svg += "<text class=\"letter\" x=\"\(f(letterAt.x))\" y=\"\(f(letterAt.y))\" font-weight=\"bold\"\(struck)>\(body)</text>"
        }
        // The names that found no place on their frames: a swatch of each
        // colour, then the name, on as many lines as it needs.
        var legendLine = 0.0
        for entry in legend {
            let baseline = height + 14 * legendLine + 11
            svg += "<rect x=\"6\" y=\"\(f(baseline - 9))\" width=\"9\" height=\"9\" fill=\"\(entry.color)\" stroke=\"\(entry.color)\"/>"
            for (offset, line) in TextWidth.lines(entry.text, fitting: Self.width - 25).enumerated() {
                svg +=
                    "<text\(offset == 0 ? "" : " class=\"note\"") x=\"19\" y=\"\(f(height + 14 * legendLine + 11))\" "
                    + "style=\"fill: \(entry.color)\">" + SVGLabel.body(line, name: entry.name) + "</text>"
                legendLine += 1
            }
        }
        let total = height + (legend.isEmpty ? 0 : 14 * legendLine + 6)
        let axisName = figure.axis.map { $0 == .horizontal ? " data-axis=\"horizontal\"" : " data-axis=\"vertical\"" } ?? ""
        return "<svg viewBox=\"0 0 \(Int(Self.width)) \(Int(total))\"\(axisName) role=\"img\" aria-label=\"\(HTMLText.escape(title))\">"
            + svg + "</svg>"
    }

    /// A view with no width or no height: its one extent as a thick line with
    /// end ticks, or a cross where it has neither.
    private func zeroSized(x: Double, y: Double, right: Double, bottom: Double, color: String) -> String {
        func stroke(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ width: Double) -> String {
            "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(color)\" stroke-width=\"\(f(width))\"/>"
        }
        if right - x < 1, bottom - y < 1 {
            return stroke(x - 4, y - 4, x + 4, y + 4, 2) + stroke(x - 4, y + 4, x + 4, y - 4, 2)
        }
        if right - x < 1 {
            return stroke(x, y, x, bottom, 3) + stroke(x - 4, y, x + 4, y, 1.5) + stroke(x - 4, bottom, x + 4, bottom, 1.5)
        }
        return stroke(x, y, right, y, 3) + stroke(x, y - 4, x, y + 4, 1.5) + stroke(right, y - 4, right, y + 4, 1.5)
    }

    /// A strip's box says where the solved layout puts it along the axis, in
    /// points, so a browser check can measure the drawing against the layout.
    private func solvedExtent(x: Double, y: Double, width: Double, height: Double, depth: Int) -> String {
        guard let axis = figure.axis else { return "" }
        let (start, length) = axis == .horizontal ? (x, width) : (y, height)
        return " class=\"view-box\" data-start=\"\(f(start))\" data-length=\"\(f(length))\" data-depth=\"\(depth)\""
    }

    /// The letters of the constraints on frame `index` that this layout
    /// lowers or leaves out, for a browser check: a view may leave its
    /// container only where such a constraint lets it.
    private func givenWay(_ index: Int) -> String {
        let letters = figure.marks.filter { mark in
            (mark.state == .relaxed || mark.state == .removed) && (mark.frame == index || mark.other?.frame == index)
        }.map(\.letter)
        return letters.isEmpty ? "" : " data-given-way=\"\(HTMLText.escape(letters.joined(separator: " ")))\""
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ extra: String) -> String {
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"currentColor\" "
            + "stroke-width=\"1\" opacity=\"0.6\"\(extra)/>"
    }

    /// Where the second item's edge of an offset constraint is drawn (x for
    /// horizontal attributes, y for vertical ones), when that item is in the picture.
    private func otherEdge(_ mark: ConflictFigure.Mark, frames: [Box], point: (Double, Double) -> (Double, Double)) -> Double? {
        guard let other = mark.other else { return nil }
        let frame = frames[other.frame]
        let (left, top) = point(frame.x, frame.y)
        let (right, bottom) = point(frame.x + max(frame.width, 0), frame.y + max(frame.height, 0))
        switch other.attribute {
        case .top, .minY: return top
        case .bottom, .maxY: return bottom
        case .left, .leading, .minX: return left
        case .right, .trailing, .maxX: return right
        default: return nil
        }
    }

    /// A frame where the picture draws it: to scale along the axis, a band across it.
    private struct Box {
        let x: Double
        let y: Double
        let width: Double
        let height: Double
    }

    private func f(_ value: Double) -> String { SVGNumber.text(value) }
}
