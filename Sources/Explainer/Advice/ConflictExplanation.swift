/// One conflict explained: what fights, why, and what to do.
public struct ConflictExplanation: Sendable {
    public let conflict: Conflict
    /// Letter of each entry in the conflict (`A`, `B`, …), in printed order.
    public let letters: [Int: String]
    /// `Cell (vertical)`: the view the conflict is about, and its axis.
    public let subject: String
    /// `A + B + C make Cell 60 + 12 + 12 = 84 pt tall, but D fixes it at 44 pt — 40 pt apart.`
    public let why: String
    public let action: Suggestion.Action
    /// The entries to change (empty when the app cannot change any).
    public let changed: [Int]
    public let fix: String
    /// The fix in a few words, for summaries: `lower B (ImageView.width == 64) to 999`.
    public let shortFix: String
    /// Assumptions the verdict rests on, said plainly.
    public let caveats: [String]
}
