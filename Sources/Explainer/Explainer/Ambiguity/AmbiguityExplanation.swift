import LayoutAnalysis
import LogParser

/// What to say of each view an `_autolayoutTrace` marks AMBIGUOUS LAYOUT:
/// which of its values nothing fixes (as the trace names them), and the
/// kind of constraint that fixes each, tied to its superview in the tree.
/// The trace lists no constraints, so the advice names what is missing,
/// not a constraint to change.
package struct AmbiguityExplanation: Sendable {
    package struct ExplainedView: Sendable {
        package let view: AmbiguityTrace.View
        package let line: Int
        package let superview: AmbiguityTrace.View?
        package let free: [AmbiguityTrace.FreeValue]
        /// One of UIKit's or AppKit's own views: nothing in the app places it.
        package let isApples: Bool
        /// What is free, then what fixes it, in sentences.
        package let sentences: [String]
    }

    package let startLine: Int
    package let views: [ExplainedView]
    /// `UIView (0x…)` for each host marked MISSING HOST CONSTRAINTS, with its line.
    package let missingHostConstraints: [AmbiguityTrace.MarkedView]

    package init(_ trace: AmbiguityTrace) {
        startLine = trace.startLine
        missingHostConstraints = trace.missingHostConstraints
        views = trace.ambiguous.map { ambiguous in
            let isApples = Self.isApples(ambiguous.view.className)
            return ExplainedView(
                view: ambiguous.view, line: ambiguous.line, superview: ambiguous.superview, free: ambiguous.free,
                isApples: isApples, sentences: Self.sentences(ambiguous, isApples: isApples))
        }
    }

    /// `UIButton 'Retrieve data' (0x7f88…)`.
    package static func name(_ view: AmbiguityTrace.View) -> String {
        (view.label.map { "\(view.className) '\($0)'" } ?? view.className) + " (\(view.address))"
    }

    /// A private class (`_UILayoutGuide`) or one of a component's; not a
    /// Swift runtime name (`_TtC5MyApp…`), which the app's classes have too.
    private static func isApples(_ className: String) -> Bool {
        (className.hasPrefix("_") && !className.hasPrefix("_Tt")) || OriginCatalogue.isSystemClass(className)
    }

    private static func sentences(_ ambiguous: AmbiguityTrace.AmbiguousView, isApples: Bool) -> [String] {
        let free = ambiguous.free
        let apples = "It is one of Apple's own views: nothing in your code places it."
        guard !free.isEmpty else {
            if isApples { return [apples] }
            let named =
                ambiguous.otherValues.isEmpty
                ? "The trace does not say which of its values are free"
                : "The trace names \(ambiguous.otherValues.spokenList) as free"
            return [
                named + ": in the paused app, e -l objc -- (void)[(id)\(ambiguous.view.address) exerciseAmbiguityInLayout] "
                    + "moves it between the frames its constraints allow."
            ]
        }
        var sentences = ["Nothing fixes its " + freeWords(free) + "."]
        if isApples {
            sentences.append(apples)
            return sentences
        }
        // A stack view places its arranged views itself: pins of the app's would fight it.
        if let superview = ambiguous.superview, ["UIStackView", "NSStackView"].contains(superview.className) {
            sentences.append(
                "Its superview is \(name(superview)), which places its arranged views along its axis itself: if it is one of "
                    + "them, give it the size the stack view's distribution and alignment need rather than pins of your own.")
            return sentences
        }
        let to = ambiguous.superview.map { " to \(name($0)), its superview," } ?? ""
        // Placed along both axes: one sentence names an anchor of each.
        if free == [.horizontalPosition, .verticalPosition] {
            sentences.append(
                "Pin one of its leading, trailing or centerX anchors and one of its top, bottom or centerY anchors\(to) to place it.")
            return sentences
        }
        if let horizontal = axisFix(free, position: .horizontalPosition, size: .width, to: to, edges: ("leading", "trailing", "centerX")) {
            sentences.append(horizontal)
        }
        if let vertical = axisFix(free, position: .verticalPosition, size: .height, to: to, edges: ("top", "bottom", "centerY")) {
            sentences.append(vertical)
        }
        if !ambiguous.otherValues.isEmpty {
            sentences.append("The trace also names \(ambiguous.otherValues.spokenList) as free.")
        }
        return sentences
    }

    /// The constraint that fixes what is free along one axis.
    private static func axisFix(
        _ free: [AmbiguityTrace.FreeValue], position: AmbiguityTrace.FreeValue, size: AmbiguityTrace.FreeValue, to: String,
        edges: (String, String, String)
    ) -> String? {
        let (start, end, centre) = edges
        let dimension = size == .width ? "width" : "height"
        switch (free.contains(position), free.contains(size)) {
        case (true, true):
            return "Pin both its \(start) and \(end) edges\(to) or give it a \(dimension) and pin one edge or its \(centre)."
        case (true, false):
            return "Pin its \(start), \(end) or \(centre) anchor\(to) to place it."
        case (false, true):
            return "Give it a \(dimension) constraint, or pin both its \(start) and \(end) edges\(to) to size it."
        case (false, false):
            return nil
        }
    }

    /// `horizontal position and width`; both positions or both sizes said as one.
    private static func freeWords(_ free: [AmbiguityTrace.FreeValue]) -> String {
        if free == [.horizontalPosition, .verticalPosition] { return "horizontal and vertical position" }
        if free == [.width, .height] { return "width and height" }
        return free.map(words).spokenList
    }

    private static func words(_ value: AmbiguityTrace.FreeValue) -> String {
        switch value {
        case .horizontalPosition: "horizontal position"
        case .width: "width"
        case .verticalPosition: "vertical position"
        case .height: "height"
        }
    }
}
