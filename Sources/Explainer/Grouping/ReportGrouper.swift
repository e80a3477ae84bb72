import LogParser

/// Groups reports as they stream in, keeping only the first of each
/// distinct conflict and the start lines of its repeats: a log with 100,000
/// reports of the same few conflicts needs memory for the few.
public struct ReportGrouper: Sendable {
    private var firsts: [Report] = []
    private var repeats: [[Int]] = []
    private var indexBySignature: [String: Int] = [:]

    public init() {}

    /// All reports added so far, repeats included.
    public var reportCount: Int { firsts.count + repeats.reduce(0) { $0 + $1.count } }

    public mutating func add(_ reports: [Report]) {
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
    }

    /// The groups in order of first appearance, each distinct report analysed once, on all cores.
    public func groups() -> [ReportGroup] {
        let analyses = ParallelMap.map(firsts, ReportAnalyzer.analyze)
        return zip(analyses, repeats).map { ReportGroup(analysis: $0, alsoAtLines: $1) }
    }
}
