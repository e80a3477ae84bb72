import LayoutAnalysis
import LogParser

/// Whose subview each view is, for drawing: the superviews the log binds
/// (`'|'`), and the arranged subviews of a stack view, which its own
/// constraints tell even unbound: `UISV-canvas-connection` pins an arranged
/// view to its stack's edge, and `UISV-spacing` sets two views of one stack
/// apart. Nesting only: the model's superviews, which the advice reads,
/// stay what the log binds.
enum DrawnSuperviews {
    static func of(_ analysis: ReportAnalysis, words: ConstraintWords) -> [ItemKey: ItemKey] {
        var superviews = analysis.model.superviewKeys
        let entries = analysis.report.entries
        let identifier = { (index: Int) in entries[index].constraint?.identifier }
        for index in entries.indices where identifier(index) == "UISV-canvas-connection" {
            let keys = words.anchorKeys(index)
            guard keys.count == 2, let stack = keys.first(where: { isStack($0, analysis) }),
                let arranged = keys.first(where: { $0 != stack }), superviews[arranged] == nil
            else { continue }
            superviews[arranged] = stack
        }
        // Spaced views share their stack: one known tells the other, along a run of any length.
        let spaced = entries.indices.filter { identifier($0) == "UISV-spacing" }.map(words.anchorKeys).filter { $0.count == 2 }
        var changed = true
        while changed {
            changed = false
            for pair in spaced {
                for (known, other) in [(pair[0], pair[1]), (pair[1], pair[0])] {
                    guard let stack = superviews[known], superviews[other] == nil, stack != other else { continue }
                    superviews[other] = stack
                    changed = true
                }
            }
        }
        return superviews
    }

    /// A stack view by its class: `UIStackView`, `NSStackView`, or an app's subclass named so.
    private static func isStack(_ key: ItemKey, _ analysis: ReportAnalysis) -> Bool {
        guard let className = analysis.model.item(withKey: key)?.item.className else { return false }
        return className.hasSuffix("StackView")
    }
}
