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
        var firsts: [Report] = []
        var repeats: [[Int]] = []
        var indexBySignature: [String: Int] = [:]
        let signatures = ParallelMap.map(reports, ReportSignature.of)
        for (report, signature) in zip(reports, signatures) {
            if let index = indexBySignature[signature] {
                repeats[index].append(report.startLine)
            } else {
                indexBySignature[signature] = firsts.count
                firsts.append(report)
                repeats.append([])
            }
        }
        let analyses = ParallelMap.map(firsts, ReportAnalyzer.analyze)
        return zip(analyses, repeats).map { ReportGroup(analysis: $0, alsoAtLines: $1) }
    }
}
