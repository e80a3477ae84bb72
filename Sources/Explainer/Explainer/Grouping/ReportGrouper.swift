import LayoutAnalysis
import LogParser

/// Grouping that keeps every analysis whole: what the JSON, Markdown and
/// HTML documents (and the tests) read.
package typealias ReportGrouper = DistinctReports<ReportAnalysis>

extension DistinctReports where Kept == ReportAnalysis {
    package convenience init(keepingRawLines: Bool = true) {
        self.init(keepingRawLines: keepingRawLines) { $0 }
    }
}
