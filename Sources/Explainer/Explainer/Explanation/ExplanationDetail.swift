/// What a format asks to have worked out beyond what every format shows:
/// layouts to solve, or text for every entry, which only the formats that
/// show them should pay for.
package struct ExplanationDetail: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The sentence saying what UIKit broke and what it left on screen.
    package static let recovery = ExplanationDetail(rawValue: 1 << 0)
    /// Each conflict's figures: the layout UIKit left, and the one with the fix.
    package static let figures = ExplanationDetail(rawValue: 1 << 1)
    /// Every entry's equation with the run's names, not only the conflicts'.
    package static let namedEquations = ExplanationDetail(rawValue: 1 << 2)
}
