/// What UIKit's `_autolayoutTrace` prints of a view tree, as far as it
/// matters: the views it marks AMBIGUOUS LAYOUT, each with its superview
/// in the tree and the values the engine could not fix, and the hosts it
/// marks MISSING HOST CONSTRAINTS.
package struct AmbiguityTrace: Hashable, Sendable {
    /// A view as the trace prints it: `UIButton:0x7f88a8cb9bf0'Retrieve data'`.
    package struct View: Hashable, Sendable {
        package let className: String
        package let address: String
        /// The text a label or button shows, when printed.
        package let label: String?
    }

    /// A value of a view's frame the trace names as free.
    package enum FreeValue: String, Hashable, Sendable, CaseIterable {
        case horizontalPosition, width, verticalPosition, height
    }

    package struct AmbiguousView: Hashable, Sendable {
        package let view: View
        /// The 1-based line of the input that marks it.
        package let line: Int
        /// Its parent in the printed tree; nil for the tree's root.
        package let superview: View?
        /// Which of its values are free, in the order above; empty when the
        /// trace says only "AMBIGUOUS LAYOUT" (as iOS 6 and 7 print it).
        package let free: [FreeValue]
        /// The engine's names of those values the reader does not know (`maxX`), as printed.
        package let otherValues: [String]
    }

    /// The first line of the trace's tree.
    package let startLine: Int
    package let ambiguous: [AmbiguousView]
    /// Hosts of a layout engine (`•`) marked MISSING HOST CONSTRAINTS.
    package let missingHostConstraints: [MarkedView]

    /// A view the trace marks, and the line that marks it.
    package struct MarkedView: Hashable, Sendable {
        package let view: View
        package let line: Int
    }
}
