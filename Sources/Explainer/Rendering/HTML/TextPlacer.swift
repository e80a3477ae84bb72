/// Puts short labels where none covers another: each at the place asked
/// for when that is free, else at the nearest free place among a few
/// nudges, always inside the picture. Widths come from `TextWidth`.
struct TextPlacer {
    let width: Double
    let height: Double
    private var taken: [LabelBox] = []
    /// Room after each label, so two letters side by side do not read as a word.
    private static let spacing = 3.0

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Keeps later labels off a box set elsewhere.
    mutating func reserve(left: Double, top: Double, right: Double, bottom: Double) {
        taken.append(LabelBox(left: left, top: top, right: right + Self.spacing, bottom: bottom))
    }

    /// Where to draw `text` (its baseline's start) asked for at `x`, `y`;
    /// a bold label is measured wider.
    mutating func place(_ text: String, x: Double, y: Double, bold: Bool = false) -> (x: Double, y: Double) {
        let textWidth = TextWidth.of(text) * (bold ? 1.1 : 1)
        let line = TextWidth.fontSize + 2
        let step = textWidth + 4
        let nudges: [(Double, Double)] = [
            (0, 0), (0, line), (0, -line), (0, 2 * line), (step, 0), (-step, 0), (0, -2 * line), (0, 3 * line),
            (step, line), (-step, line), (0, 4 * line), (0, -3 * line), (2 * step, 0), (-2 * step, 0), (step, -line),
            (-step, -line), (3 * step, 0), (-3 * step, 0), (0, -4 * line), (0, 5 * line),
        ]
        var fallback: (x: Double, y: Double)?
        for (dx, dy) in nudges {
            let left = min(max(x + dx, 1), width - textWidth - 1)
            let baseline = min(max(y + dy, line), height - 3)
            let box = LabelBox(left: left, top: baseline - TextWidth.fontSize, right: left + textWidth + Self.spacing, bottom: baseline + 3)
            if fallback == nil { fallback = (left, baseline) }
            if !taken.contains(where: { $0.overlaps(box) }) {
                taken.append(box)
                return (left, baseline)
            }
        }
        // Nowhere free nearby: the nearest free place anywhere in the
        // picture, else where it was asked.
        let place = nearestFree(x: x, y: y, textWidth: textWidth) ?? fallback ?? (x, y)
        taken.append(
            LabelBox(left: place.x, top: place.y - TextWidth.fontSize, right: place.x + textWidth + Self.spacing, bottom: place.y + 3))
        return place
    }

    /// A scan of the picture on a 4-point grid, nearest first.
    private func nearestFree(x: Double, y: Double, textWidth: Double) -> (x: Double, y: Double)? {
        let line = TextWidth.fontSize + 2
        var best: (x: Double, y: Double, distance: Double)?
        var baseline = line
        while baseline <= height - 3 {
            var left = 1.0
            while left <= width - textWidth - 1 {
                let distance = (left - x) * (left - x) + (baseline - y) * (baseline - y)
                if distance < best?.distance ?? .infinity {
                    let box = LabelBox(
                        left: left, top: baseline - TextWidth.fontSize, right: left + textWidth + Self.spacing, bottom: baseline + 3)
                    if !taken.contains(where: { $0.overlaps(box) }) { best = (left, baseline, distance) }
                }
                left += 4
            }
            baseline += 4
        }
        return best.map { ($0.x, $0.y) }
    }
}
