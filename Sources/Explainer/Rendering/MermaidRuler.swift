import Explainer
import LayoutAnalysis

/// The ruler for GitHub, which draws Mermaid in issues and pull requests
/// but no inline SVG: a Gantt chart whose time axis is points. The chain's
/// pieces lie end to end on one row (compact mode), the container's size
/// on the next, and what does not fit as a critical (red) bar.
enum MermaidRuler {
    static func lines(_ chain: RulerChain) -> [String] {
        var lines = [
            "---", "displayMode: compact", "---", "gantt",
            "  title \(safe(chain.text))",
            // Unix milliseconds in (Mermaid misreads fractions of `X`'s
            // seconds), seconds out: one second is one point.
            "  dateFormat x", "  axisFormat %s",
            "  section Chain",
        ]
        var along = 0.0
        for piece in chain.pieces {
            let length = max(piece.length, 0)
            defer { along += length }
            switch piece.kind {
            case .gap where length > 0 || piece.relation != .equal:
                lines.append(task("gap \(piece.lengthText)", from: along, to: along + length))
            case .view where length > 0:
                lines.append(task("\(piece.name ?? "?") \(piece.lengthText)", from: along, to: along + length))
            case .view, .flexibleView:
                let size = piece.kind == .view ? piece.lengthText : "free, 0"
                lines.append(task("\(piece.name ?? "?") (\(size))", from: along, to: along, tags: "milestone, "))
            case .gap, .edge:
                break
            }
        }
        let mark = RulerChain.mark(chain.limitRelation)
        lines += ["  section Container", task("\(chain.container) \(mark)\(NumberText.prose(chain.limit))", from: 0, to: chain.limit)]
        let excess = NumberText.prose(chain.discrepancy)
        lines +=
            chain.overflows
            ? ["  section Too much", task("+\(excess) pt", from: chain.limit, to: chain.total, tags: "crit, ")]
            : ["  section Unfilled", task("−\(excess) pt", from: chain.total, to: chain.limit, tags: "crit, ")]
        return lines
    }

    /// `  UIImageView 60 : 12, 72`.
    private static func task(_ name: String, from start: Double, to end: Double, tags: String = "") -> String {
        "  \(safe(name).replacingOccurrences(of: ":", with: "∶")) : \(tags)\(milliseconds(start)), \(milliseconds(end))"
    }

    private static func milliseconds(_ points: Double) -> String { String(Int((points * 1000).rounded())) }

    /// A label as Mermaid reads it, checked in a browser: `#…;` is an
    /// entity code and `%%` a comment, `<` shows as `&lt;`, and glyphs
    /// that read the same stand in (full-width ones are missing from many fonts).
    private static func safe(_ text: String) -> String {
        var safe = String(
            text.map { character -> Character in
                switch character {
                case ";": ","
                case "<": "‹"
                case "\n", "\r": " "
                default: character
                }
            })
        while safe.contains("%%") { safe = safe.replacingOccurrences(of: "%%", with: "%") }
        return safe
    }
}
