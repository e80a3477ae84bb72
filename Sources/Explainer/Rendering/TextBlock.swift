/// One report's text block, rendered as soon as its report is analysed and
/// kept in place of the analysis: a few kilobytes instead of tens, so a log
/// of many distinct reports is read in little memory. Only the line that
/// counts its repeats waits for the end of the input.
public struct TextBlock: Sendable {
    public typealias Group = DistinctReports<TextBlock>.Group

    /// The block's lines before and after the "seen N times" line, each
    /// joined into one string (one allocation, not one per line).
    let head: String
    let tail: String
    let startLine: Int
    /// `file:line — …`, the block's line in the summary.
    let summaryText: String
    public let hasConflict: Bool
    public let conflictCount: Int
}
