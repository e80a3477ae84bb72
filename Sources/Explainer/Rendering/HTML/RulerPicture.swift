import Explainer
import LayoutAnalysis
import LogParser

/// An inline SVG of a chain against its container, to scale along the
/// conflict's axis (drawn down the page for a vertical one): each view and
/// gap end to end with its name and length, an at-least gap as a spring,
/// a view left free as a tick with its name, the container's size beneath,
/// and what does not fit hatched red with its size. Labels that do not fit
/// in their piece go on rows of their own, joined by a leader line, so no
/// two cross.
struct RulerPicture {
    let chain: RulerChain
    /// Unique in the page: the hatch pattern's id.
    let id: String

    /// Along the axis: across the page for a horizontal chain, down it (shorter) for a vertical one.
    static let length = 560.0
    static let verticalLength = 300.0
    static let padding = 16.0
    static let barThickness = 30.0
    static let rowHeight = 15.0
    /// Across the chain: the container's bar, then the rows of labels.
    static let containerAcross = barThickness + 8
    static let labelsTop = barThickness + 20

    var svg: String {
        let scale = RulerScale(total: chain.total, limit: chain.limit, length: drawnLength)
        // The hatched stretch: a label inside the chain that would cross its edge goes on a row instead.
        let hatched =
            chain.overflows
            ? (scale.at(chain.limit), max(scale.at(chain.total), scale.at(chain.limit) + 3))
            : (min(scale.at(chain.total), scale.at(chain.limit) - 3), scale.at(chain.limit))
        var labels = LabelRows(top: Self.labelsTop)
        var shapes = ""
        var along = 0.0
        for piece in chain.pieces {
            let start = scale.at(along)
            let size = scale.at(along + max(piece.length, 0)) - start
            shapes += draw(piece, from: start, size: size, hatched: hatched, labels: &labels)
            along += max(piece.length, 0)
        }
        // The container's size, beneath the chain, and what does not fit.
        let limit = scale.at(chain.limit)
        let containerColor = HTMLStyle.color(chain.containerSlot)
        shapes +=
            limit < 1
            // A container given no size at all: a tick where it begins and ends.
            ? line(0, Self.containerAcross - 4, 0, Self.containerAcross + 10, color: containerColor, width: 3)
            : bar(from: 0, to: limit, across: Self.containerAcross, thickness: 6, fill: containerColor, opacity: 1)
        let containerLabel = "\(chain.container) \(RulerChain.mark(chain.limitRelation))\(NumberText.prose(chain.limit))"
        shapes += labels.place(
            containerLabel, name: chain.container, at: limit / 2, color: containerColor, leaderFrom: Self.containerAcross + 6,
            vertical: isVertical)
        // Never thinner than 3 px, or a 1 pt overflow of a long chain would not show.
        let overflow = hatched
        shapes += bar(
            from: overflow.0, to: overflow.1, across: -4, thickness: Self.barThickness + 20,
            fill: "url(#\(id))", opacity: 1, stroke: chain.overflows ? "#c0392b" : "#888")
        let excess =
            (chain.overflows ? "+" : "−") + "\(NumberText.prose(chain.discrepancy)) pt" + (chain.overflows ? " too much" : " unfilled")
        shapes += labels.place(
            excess, at: (overflow.0 + overflow.1) / 2, color: chain.overflows ? "#c0392b" : "#666",
            leaderFrom: Self.barThickness + 16, vertical: isVertical)
        if let holds = chain.holds { shapes += holdingMark(holds, scale: scale, labels: &labels) }
        if let mark = scale.breakMark { shapes += breakMark(at: mark) }
        // A mismatch too small to see at this scale, magnified beneath.
        let insetTop = isVertical ? max(drawnLength, labels.bottom) + 10 : Self.labelsTop + labels.extent + 10
        let inset = hatched.1 - hatched.0 <= 4 ? MismatchInset(chain: chain, top: insetTop, width: isVertical ? 260 : Self.length) : nil
        shapes += inset?.svg ?? ""
        let acrossExtent = Self.labelsTop + labels.extent + 4 + (isVertical ? 0 : inset.map { $0.height + 10 } ?? 0)
        let width = isVertical ? max(acrossExtent, inset == nil ? 0 : 260) + 2 * Self.padding : Self.length + 2 * Self.padding
        let height =
            isVertical
            ? max(drawnLength, labels.bottom) + 2 * Self.padding + (inset.map { $0.height + 10 } ?? 0)
            : acrossExtent + 2 * Self.padding
        let hatchColor = chain.overflows ? "#c0392b" : "#888"
        let pattern =
            "<pattern id=\"\(id)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        let stripe = "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"\(hatchColor)\" stroke-width=\"2\"/>"
        let hatch = "<defs>" + pattern + stripe + "</pattern></defs>"
        let open =
            "<svg class=\"ruler\(isVertical ? " vertical" : "")\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(chain.text))\">"
        let group = "<g transform=\"translate(\(f(Self.padding)) \(f(Self.padding)))\">"
        return open + hatch + group + shapes + labels.svg + "</g></svg>"
    }

    private var isVertical: Bool { chain.axis == .vertical }

    /// The container's sizes at which its constraints hold: a green band just
    /// under its bar, from the lower bound to the upper one or the ruler's
    /// end (a tick for a single size), labelled as the text ruler says it
    /// in the container's colour; nothing where they begin past the ruler.
    private func holdingMark(_ holds: RulerChain.HoldingSizes, scale: RulerScale, labels: inout LabelRows) -> String {
        let green = "#2e8b57"
        let end = scale.at(max(chain.total, chain.limit))
        let from = scale.at(holds.lower ?? 0)
        guard from <= end else { return "" }
        let to = holds.upper.map { min(scale.at($0), end) } ?? end
        return bar(from: from, to: max(to, from + 2), across: Self.containerAcross + 7, thickness: 3, fill: green, opacity: 1)
            + labels.place(
                "\(chain.container) \(holds.text)", name: chain.container, at: from,
                color: HTMLStyle.color(chain.containerSlot), leaderFrom: Self.containerAcross + 10,
                vertical: isVertical)
    }

    /// Two slanted strokes across the bars where the axis is broken, on the picture's background.
    private func breakMark(at along: Double) -> String {
        [-3.0, 3.0].map { offset in
            let a = point(along + offset - 4, -8)
            let b = point(along + offset + 4, Self.containerAcross + 14)
            return "<line x1=\"\(f(a.x))\" y1=\"\(f(a.y))\" x2=\"\(f(b.x))\" y2=\"\(f(b.y))\" stroke=\"var(--box)\" "
                + "stroke-width=\"4\"/><line x1=\"\(f(a.x))\" y1=\"\(f(a.y))\" x2=\"\(f(b.x))\" y2=\"\(f(b.y))\" "
                + "stroke=\"currentColor\" stroke-width=\"1\"/>"
        }.joined()
    }
    private var drawnLength: Double { isVertical ? Self.verticalLength : Self.length }

    /// One piece of the chain, its label inside when it fits, else on a row of its own.
    private func draw(
        _ piece: RulerChain.Piece, from start: Double, size: Double, hatched: (Double, Double), labels: inout LabelRows
    ) -> String {
        // Inside the chain only when the label stays on one side of the hatch's edges.
        func fitsInside(_ text: String, at middle: Double) -> Bool {
            let half = (isVertical ? TextWidth.fontSize + 4 : TextWidth.of(text) + 6) / 2
            let span = (middle - half)...(middle + half)
            return fits(text, in: size) && !span.contains(hatched.0) && !span.contains(hatched.1)
        }
        let color = piece.colorSlot.map(HTMLStyle.color) ?? "currentColor"
        let middle = start + size / 2
        switch piece.kind {
        case .view where size < 1:
            // Sized to nothing: a tick, as for a view the proof lets shrink.
            let text = "\(piece.name ?? "?") \(piece.lengthText)"
            return line(start, -4, start, Self.barThickness + 4, color: color, width: 2)
                + labels.place(text, name: piece.name, at: start, color: color, leaderFrom: Self.barThickness + 4, vertical: isVertical)
        case .view:
            let text = "\(piece.name ?? "?") \(piece.lengthText)"
            var svg = bar(from: start, to: start + size, across: 0, thickness: Self.barThickness, fill: color, opacity: 0.18, stroke: color)
            if fitsInside(text, at: middle) {
                svg += label(text, name: piece.name, along: middle, across: Self.barThickness / 2 + 4, color: color)
            } else {
                svg += labels.place(text, name: piece.name, at: middle, color: color, leaderFrom: Self.barThickness, vertical: isVertical)
            }
            return svg
        case .edge:
            // No size to draw: a tick where it is, and its name beside.
            let text = "\(piece.name ?? "?").\(piece.side ?? "")"
            return line(start, -4, start, Self.barThickness + 4, color: color, width: 2)
                + labels.place(text, name: piece.name, at: start, color: color, leaderFrom: Self.barThickness + 4, vertical: isVertical)
        case .flexibleView:
            // A size the log leaves free: no number, and an open dashed
            // extent past the tick, for any size it may take (the proof
            // counts it at none, which only makes the chain shorter).
            let text = "\(piece.name ?? "?") (size free)"
            return line(start, -4, start, Self.barThickness + 4, color: color, width: 2)
                + line(start, Self.barThickness / 2, start + 14, Self.barThickness / 2, color: color, width: 1.5, dashed: true)
                + labels.place(
                    text, name: piece.name, at: start, color: color, leaderFrom: Self.barThickness + 4, vertical: isVertical,
                    kind: "free")
        case .gap:
            guard size > 0 || piece.relation != .equal else { return "" }
            let across = Self.barThickness / 2
            var svg =
                piece.relation == .equal
                ? line(start, across, start + size, across, color: "currentColor", width: 1)
                : spring(from: start, to: start + size, across: across)
            svg += line(start, across - 5, start, across + 5, color: "currentColor", width: 1)
            svg += line(start + size, across - 5, start + size, across + 5, color: "currentColor", width: 1)
            let text = piece.lengthText
            if fitsInside(text, at: middle) {
                svg += label(text, along: middle, across: across - 4, color: "currentColor")
            } else {
                svg += labels.place(text, at: middle, color: "currentColor", leaderFrom: Self.barThickness / 2 + 5, vertical: isVertical)
            }
            return svg
        }
    }

    private func fits(_ text: String, in size: Double) -> Bool {
        (isVertical ? TextWidth.fontSize + 4 : TextWidth.of(text) + 6) <= size
            && (!isVertical || TextWidth.of(text) + 6 <= Self.barThickness + 40)
    }

    // MARK: - Drawing along the axis

    /// A point `along` the chain and `across` it, on the page.
    private func point(_ along: Double, _ across: Double) -> (x: Double, y: Double) {
        isVertical ? (across, along) : (along, across)
    }

    private func bar(
        from start: Double, to end: Double, across: Double, thickness: Double, fill: String, opacity: Double, stroke: String? = nil
    ) -> String {
        let origin = point(start, across)
        let size = point(max(end - start, 0), thickness)
        return "<rect x=\"\(f(origin.x))\" y=\"\(f(origin.y))\" width=\"\(f(size.x))\" height=\"\(f(size.y))\" fill=\"\(fill)\" "
            + "fill-opacity=\"\(f(opacity))\"" + (stroke.map { " stroke=\"\($0)\" stroke-width=\"1.5\"" } ?? "") + "/>"
    }

    private func line(
        _ along1: Double, _ across1: Double, _ along2: Double, _ across2: Double, color: String, width: Double, dashed: Bool = false
    ) -> String {
        let a = point(along1, across1)
        let b = point(along2, across2)
        return
            "<line x1=\"\(f(a.x))\" y1=\"\(f(a.y))\" x2=\"\(f(b.x))\" y2=\"\(f(b.y))\" stroke=\"\(color)\" stroke-width=\"\(f(width))\""
            + (dashed ? " stroke-dasharray=\"3 2\"" : "") + "/>"
    }

    /// A zigzag: an at-least (or at-most) gap, which may stretch.
    private func spring(from start: Double, to end: Double, across: Double) -> String {
        SVGSpring.polyline(from: point(start, across), to: point(end, across))
    }

    private func label(_ text: String, name: String? = nil, along: Double, across: Double, color: String) -> String {
        let p = point(along, across)
        let anchor = isVertical ? "start" : "middle"
        let x = isVertical ? p.x + 4 : p.x
        // Down a vertical chain the text is centred on its place, as its span is measured.
        let y = isVertical ? p.y + TextWidth.fontSize / 2 - 1 : p.y
        return
            "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\" style=\"fill: \(color)\">\(SVGLabel.body(text, name: name))</text>"
    }

    private func f(_ value: Double) -> String { SVGNumber.text(value) }
}

/// Labels that do not fit in their piece, set beside the chain: on the
/// first row where they touch no other (across a horizontal chain), or one
/// below the other (beside a vertical one), each joined to its place by a
/// leader line. Widths come from `TextWidth`.
struct LabelRows {
    /// Where the rows start across the chain: past the container's bar.
    let top: Double
    private var rows: [[ClosedRange<Double>]] = []
    private var lastBottom = -Double.infinity
    /// Down the page, where the last label of a vertical chain ends.
    var bottom: Double { lastBottom.isFinite ? lastBottom + 4 : 0 }

    init(top: Double) { self.top = top }
    /// Beside a vertical chain: the widest a label's line may be.
    static let verticalWidth = 300.0
    /// The labels' text elements.
    private(set) var svg = ""
    /// How far beyond the chain the labels reach.
    private(set) var extent = 0.0

    /// Sets `text` for the place `center` along the chain; returns the
    /// leader line to it from `leaderFrom` across the chain.
    mutating func place(
        _ text: String, name: String? = nil, at center: Double, color: String, leaderFrom: Double, vertical: Bool,
        kind: String? = nil
    ) -> String {
        // A label longer than the picture is wide goes on as many lines as it needs.
        let lines = TextWidth.lines(text, fitting: vertical ? Self.verticalWidth : RulerPicture.length + 2 * RulerPicture.padding - 8)
        let width = lines.map(TextWidth.of).max() ?? 0
        // A line after the first continues the label: a note, to the picture check.
        func classes(_ offset: Int) -> String {
            let names = [kind, offset > 0 ? "note" : nil].compactMap { $0 }
            return names.isEmpty ? "" : " class=\"\(names.joined(separator: " "))\""
        }
        func texts(x: Double, firstBaseline: Double) -> String {
            lines.enumerated().map { offset, line in
                "<text\(classes(offset)) x=\(quoted(x)) y=\(quoted(firstBaseline + Double(offset) * RulerPicture.rowHeight)) "
                    + "style=\"fill: \(color)\">\(SVGLabel.body(line, name: name))</text>"
            }.joined()
        }
        if vertical {
            let x = top + 4
            let y = max(center + 4, lastBottom + RulerPicture.rowHeight)
            lastBottom = y + Double(lines.count - 1) * RulerPicture.rowHeight
            extent = max(extent, x + width + 4 - top)
            svg += texts(x: x, firstBaseline: y)
            return "<line x1=\(quoted(leaderFrom)) y1=\(quoted(center)) x2=\(quoted(x - 2)) y2=\(quoted(y - 4)) "
                + "stroke=\"\(color)\" stroke-width=\"0.75\"/>"
        }
        let start = min(max(center - width / 2, -RulerPicture.padding + 2), RulerPicture.length + RulerPicture.padding - 2 - width)
        let span = (start - 4)...(start + width + 4)
        // The first row from which enough rows in a row are free over the span.
        var row = 0
        while (row..<(row + lines.count)).contains(where: { $0 < rows.count && rows[$0].contains(where: { $0.overlaps(span) }) }) {
            row += 1
        }
        while rows.count < row + lines.count { rows.append([]) }
        for taken in row..<(row + lines.count) { rows[taken].append(span) }
        let baseline = top + 11 + Double(row) * RulerPicture.rowHeight
        extent = max(extent, Double(row + lines.count) * RulerPicture.rowHeight)
        svg += texts(x: start, firstBaseline: baseline)
        return "<line x1=\(quoted(center)) y1=\(quoted(leaderFrom)) x2=\(quoted(center)) y2=\(quoted(baseline - 10)) "
            + "stroke=\"\(color)\" stroke-width=\"0.75\"/>"
    }

    private func quoted(_ value: Double) -> String { "\"" + SVGNumber.text(value) + "\"" }
}
