import LayoutAnalysis

/// A coordinate as an SVG attribute takes it: a tenth of a pixel is as fine
/// as a screen shows, and a value that is not finite (a layout that could
/// not be solved) is drawn at 0 rather than breaking the picture.
enum SVGNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return NumberText.points((value * 10).rounded() / 10)
    }
}
