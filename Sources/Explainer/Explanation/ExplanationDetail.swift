/// What a format asks to have worked out beyond what every format shows.
/// Both solve layouts, which only the formats that show them should pay for.
public struct ExplanationDetail: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The sentence saying what UIKit broke and what it left on screen.
    public static let recovery = ExplanationDetail(rawValue: 1 << 0)
    /// Each conflict's figures: the layout UIKit left, and the one with the fix.
    public static let figures = ExplanationDetail(rawValue: 1 << 1)
}
