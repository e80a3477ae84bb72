import Explainer
import LayoutAnalysis

/// A mismatch a ruler cannot show at its scale (a few pixels), magnified:
/// the container's end and the chain's end side by side, as far apart as
/// the mismatch at the magnification written beside them.
struct MismatchInset {
    let chain: RulerChain
    /// Where it starts down the picture, and how wide it may be.
    let top: Double
    let width: Double
    let height = 46.0

    /// The mismatch is drawn this wide.
    private static let drawnMismatch = 80.0

    var svg: String {
        let discrepancy = max(chain.discrepancy, 0.01)
        let magnification = Self.drawnMismatch / discrepancy
        // The two ends, around the middle: the container's, and the chain's past or short of it.
        let middle = width / 2
        let limitAt = chain.overflows ? middle - Self.drawnMismatch / 2 : middle + Self.drawnMismatch / 2
        let totalAt = chain.overflows ? middle + Self.drawnMismatch / 2 : middle - Self.drawnMismatch / 2
        let containerColor = HTMLStyle.color(chain.containerSlot)
        let red = chain.overflows ? "#c0392b" : "#888"
        var svg = "<rect x=\"0\" y=\"\(f(top))\" width=\"\(f(width))\" height=\"\(f(height))\" fill=\"none\" stroke=\"#bbb\"/>"
        // The ends as bars reaching them from the left edge of the inset: cut, as the inset shows only their ends.
        svg += "<rect x=\"8\" y=\"\(f(top + 8))\" width=\"\(f(totalAt - 8))\" height=\"8\" fill=\"\(red)\" fill-opacity=\"0.35\"/>"
        svg += "<rect x=\"8\" y=\"\(f(top + 20))\" width=\"\(f(limitAt - 8))\" height=\"6\" fill=\"\(containerColor)\"/>"
        svg += "<line x1=\"\(f(limitAt))\" y1=\"\(f(top + 4))\" x2=\"\(f(limitAt))\" y2=\"\(f(top + 30))\" stroke=\"\(containerColor)\"/>"
        svg += "<line x1=\"\(f(totalAt))\" y1=\"\(f(top + 4))\" x2=\"\(f(totalAt))\" y2=\"\(f(top + 30))\" stroke=\"\(red)\"/>"
        let excess =
            (chain.overflows ? "+" : "−") + "\(NumberText.prose(chain.discrepancy)) pt" + (chain.overflows ? " too much" : " unfilled")
        let zoom = "× \(NumberText.prose(magnification.rounded()))"
        svg += "<text x=\"\(f(min(limitAt, totalAt)))\" y=\"\(f(top + 41))\" style=\"fill: \(red)\">\(HTMLText.escape(excess))</text>"
        svg += "<text class=\"note\" x=\"\(f(width - 8 - TextWidth.of(zoom)))\" y=\"\(f(top + 41))\">\(HTMLText.escape(zoom))</text>"
        return svg
    }

    private func f(_ value: Double) -> String { SVGNumber.text(value) }
}
