import LogParser

/// `DistinctReports` keeping every analysis whole: what the JSON, Markdown and
/// HTML documents (and the tests) read.
public final class ReportGrouper {
    private let distinct: DistinctReports<ReportAnalysis>

    public init(keepingRawLines: Bool = true) {
        distinct = DistinctReports(keepingRawLines: keepingRawLines) { $0 }
    }

    /// All reports added so far, repeats included.
    public var reportCount: Int { distinct.reportCount }

    public func add(_ reports: [Report]) { distinct.add(reports) }

    /// The groups in order of first appearance, each distinct report analysed once.
    public func groups() -> [ReportGroup] {
        distinct.groups().map { ReportGroup(analysis: $0.kept, alsoAtLines: $0.alsoAtLines) }
    }
}
