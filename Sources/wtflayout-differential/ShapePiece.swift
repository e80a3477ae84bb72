import LayoutAnalysis
import SeededRandom

/// What a shape is asked to write into a report.
struct ShapeRequest {
    /// Make it satisfiable; otherwise it most often conflicts (but may fit).
    var mustFit: Bool
    /// About how many entries it may write at most.
    var entryBudget: Int
}

/// What a shape wrote, besides its entries.
struct ShapePiece {
    let kind: ShapeKind
    /// Its number of minimal conflicts with margins free, when known in closed form.
    let knownConflictCount: Int?
}

/// Names and classes for views, so reports look like the ones users paste.
enum ViewNames {
    static let labels = [
        "Title", "Subtitle", "Price", "Serves 4", "Prep time", "Start cooking", "Clear all",
        "Filters", "Add to list", "3 items left", "OK", "Cancel", "Weekly shop",
    ]

    /// A leaf view: a plain view, a label, a button or an image.
    static func leaf(_ writer: inout LayoutWriter, _ random: inout SplitMix64) -> LayoutView {
        switch random.int(in: 0...4) {
        case 0: writer.view("UILabel", label: random.pick(labels))
        case 1: writer.view("UIButton", label: random.pick(labels))
        case 2: writer.view("UIImageView")
        case 3: writer.view("Recipes.BadgeView")
        default: writer.view("UIView")
        }
    }
}

/// C(n, k), or nil when it does not fit an Int.
func binomial(_ n: Int, _ k: Int) -> Int? {
    guard k >= 0, k <= n else { return 0 }
    var result = 1
    for step in 0..<min(k, n - k) {
        let (product, overflow) = result.multipliedReportingOverflow(by: n - step)
        guard !overflow else { return nil }
        result = product / (step + 1)
    }
    return result
}
