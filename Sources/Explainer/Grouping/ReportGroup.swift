import LogParser

/// Reports of one input that are the same conflict, analysed once.
public struct ReportGroup: Sendable {
    public let analysis: ReportAnalysis
    /// Start lines of the repeats after the first, in input order.
    public var alsoAtLines: [Int]

    public var occurrences: Int { alsoAtLines.count + 1 }

    public init(analysis: ReportAnalysis, alsoAtLines: [Int]) {
        self.analysis = analysis
        self.alsoAtLines = alsoAtLines
    }

    /// Groups reports by signature in order of first appearance, analysing
    /// each distinct one once, on all cores.
    public static func group(_ reports: [Report]) -> [ReportGroup] {
        var grouper = ReportGrouper()
        grouper.add(reports)
        return grouper.groups()
    }
}
