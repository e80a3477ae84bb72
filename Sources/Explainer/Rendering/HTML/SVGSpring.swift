/// A zigzag between two points: a length that may give (an at-least gap,
/// a constraint lowered to priority 999).
enum SVGSpring {
    static func polyline(from start: (x: Double, y: Double), to end: (x: Double, y: Double), color: String = "currentColor") -> String {
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let teeth = max(Int(length / 6), 2)
        // A unit step across the line, for the teeth.
        let (acrossX, acrossY) = length > 0 ? (-dy / length, dx / length) : (1.0, 0.0)
        let points = (0...teeth).map { tooth -> String in
            let share = Double(tooth) / Double(teeth)
            let offset = tooth == 0 || tooth == teeth ? 0 : (tooth % 2 == 0 ? -4.0 : 4.0)
            return SVGNumber.text(start.x + dx * share + acrossX * offset) + ","
                + SVGNumber.text(start.y + dy * share + acrossY * offset)
        }
        return "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\"/>"
    }
}
