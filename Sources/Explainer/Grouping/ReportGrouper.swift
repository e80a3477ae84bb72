import LogParser

/// Groups reports as they stream in, keeping only the first of each
/// distinct conflict and the start lines of its repeats: a log with 100,000
/// reports of the same few conflicts needs memory for the few. Each first
/// report is analysed as soon as it is added, on another core, while the
/// input is still being read.
public final class ReportGrouper {
    private let pool = AnalysisPool()
    private var repeats: [[Int]] = []
    private var indexBySignature: [ReportSignature: Int] = [:]
    public private(set) var reportCount = 0

    public init() {}

    public func add(_ reports: [Report]) {
        let signatures = ParallelMap.map(reports, ReportSignature.of)
        reportCount += reports.count
        for (report, signature) in zip(reports, signatures) {
            if let index = indexBySignature[signature] {
                repeats[index].append(report.startLine)
            } else {
                indexBySignature[signature] = repeats.count
                repeats.append([])
                pool.add(report)
            }
        }
    }

    /// The groups in order of first appearance, each distinct report analysed once.
    public func groups() -> [ReportGroup] {
        zip(pool.finish(), repeats).map { ReportGroup(analysis: $0, alsoAtLines: $1) }
    }
}
