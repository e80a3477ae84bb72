import LogParser

/// Groups reports as they stream in, keeping only the first of each
/// distinct conflict and the start lines of its repeats: a log with 100,000
/// reports of the same few conflicts needs memory for the few. Each first
/// report is analysed as soon as it is added, on another core, while the
/// input is still being read.
public final class ReportGrouper {
    private let pool = AnalysisPool()
    /// The first report of each group (its storage is shared with its analysis).
    private var firsts: [Report] = []
    private var repeats: [[Int]] = []
    /// Groups by the hash of their signature. A candidate group's signature
    /// is compared exactly, so two conflicts whose hashes collide stay apart.
    private var groupsByHash: [Int: [Int]] = [:]
    /// Signatures of the groups that have been compared with another report
    /// (recomputed once, then kept): a run of all-distinct reports keeps none
    /// of these kilobytes, and a repeated conflict costs one signing per repeat.
    private var comparedSignatures: [Int: ReportSignature] = [:]
    public private(set) var reportCount = 0
    private let keepsRawLines: Bool

    /// `keepingRawLines: false` drops each report's quoted lines (only the
    /// Markdown and HTML reports show them): a long run keeps less.
    public init(keepingRawLines: Bool = true) {
        keepsRawLines = keepingRawLines
    }

    public func add(_ reports: [Report]) {
        let signatures = ParallelMap.map(reports, ReportSignature.of)
        reportCount += reports.count
        for (report, signature) in zip(reports, signatures) {
            let hash = signature.hashValue
            if let index = groupsByHash[hash]?.first(where: { self.signature(ofGroup: $0) == signature }) {
                repeats[index].append(report.startLine)
            } else {
                var report = report
                if !keepsRawLines { report.lines = [] }
                groupsByHash[hash, default: []].append(firsts.count)
                firsts.append(report)
                repeats.append([])
                pool.add(report)
            }
        }
    }

    private func signature(ofGroup index: Int) -> ReportSignature {
        if let known = comparedSignatures[index] { return known }
        let signature = ReportSignature.of(firsts[index]).trimmed()
        comparedSignatures[index] = signature
        return signature
    }

    /// The groups in order of first appearance, each distinct report analysed once.
    public func groups() -> [ReportGroup] {
        zip(pool.finish(), repeats).map { ReportGroup(analysis: $0, alsoAtLines: $1) }
    }
}
