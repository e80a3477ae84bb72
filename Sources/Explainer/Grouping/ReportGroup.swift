import LogParser

/// Reports of one input that are the same conflict, analysed once.
public struct ReportGroup: Sendable {
    public let analysis: ReportAnalysis
    /// Start lines of the repeats after the first, in input order.
    public var alsoAtLines: [Int]

    public var occurrences: Int { alsoAtLines.count + 1 }

    /// Groups reports by signature in order of first appearance, analysing each distinct one once.
    public static func group(_ reports: [Report], analyze: (Report) -> ReportAnalysis = ReportAnalyzer.analyze) -> [ReportGroup] {
        var groups: [ReportGroup] = []
        var indexBySignature: [String: Int] = [:]
        for report in reports {
            let signature = ReportSignature.of(report)
            if let index = indexBySignature[signature] {
                groups[index].alsoAtLines.append(report.startLine)
            } else {
                indexBySignature[signature] = groups.count
                groups.append(ReportGroup(analysis: analyze(report), alsoAtLines: []))
            }
        }
        return groups
    }
}
