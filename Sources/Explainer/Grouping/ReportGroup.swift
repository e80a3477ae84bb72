import LogParser

/// Reports of one input that are the same conflict, analysed once.
public typealias ReportGroup = DistinctReports<ReportAnalysis>.Group

extension DistinctReports.Group where Kept == ReportAnalysis {
    public var analysis: ReportAnalysis { kept }

    public init(analysis: ReportAnalysis, alsoAtLines: [Int]) {
        self.init(kept: analysis, alsoAtLines: alsoAtLines)
    }

    /// Groups reports by signature in order of first appearance, analysing
    /// each distinct one once, on all cores.
    public static func group(_ reports: [Report]) -> [ReportGroup] {
        let grouper = ReportGrouper()
        grouper.add(reports)
        return grouper.groups()
    }
}
