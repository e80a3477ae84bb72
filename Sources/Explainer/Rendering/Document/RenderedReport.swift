import Explainer

/// One distinct report's part of a document, rendered as soon as the report
/// is analysed and kept in place of the analysis (a few kilobytes instead of
/// tens, and they can be stored away until the end). Only the lines that
/// count its repeats wait for the end of the input: they go between `head`
/// and `tail`.
package struct RenderedReport<Text: Sendable>: Sendable {
    package typealias Group = DistinctReports<RenderedReport<Text>>.Group

    let head: Text
    let tail: Text
    package let facts: ReportFacts

    package init(head: Text, tail: Text, facts: ReportFacts) {
        self.head = head
        self.tail = tail
        self.facts = facts
    }

    /// The same part with its text stored elsewhere (on disk, say).
    package func map<Stored>(_ transform: (Text) throws -> Stored) rethrows -> RenderedReport<Stored> {
        RenderedReport<Stored>(head: try transform(head), tail: try transform(tail), facts: facts)
    }
}
