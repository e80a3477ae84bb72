import LayoutAnalysis
import LogParser

/// Reports of one input that are the same conflict, analysed once.
package typealias ReportGroup = DistinctReports<ReportAnalysis>.Group

extension DistinctReports.Group where Kept == ReportAnalysis {
    package var analysis: ReportAnalysis { kept }

    init(analysis: ReportAnalysis, alsoAtLines: [Int]) {
        self.init(kept: analysis, alsoAtLines: alsoAtLines)
    }

    /// Groups reports by signature in order of first appearance, analysing
    /// each distinct one once, on all cores.
    package static func group(_ reports: [Report]) -> [ReportGroup] {
        let grouper = ReportGrouper()
        grouper.add(reports)
        return grouper.groups()
    }
}
