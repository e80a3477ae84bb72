/// The little a document's header and summary need of one distinct report,
/// kept when its own text is written out or stored away.
public struct ReportFacts: Sendable {
    public typealias Group = DistinctReports<ReportFacts>.Group

    public let source: String
    public let startLine: Int
    public let verdict: Verdict
    public let conflictCount: Int
    /// The first conflict's fix in a few words, for summary tables.
    public let firstShortFix: String?
    /// The report in a line, after its location: the first conflict and
    /// its fix, or what became of a report without one.
    public let oneLine: String
    /// The verdict as summary tables name it; a report too large to search
    /// is `notAnalysed`, not `noConflictFound`.
    public let verdictName: String

    /// `first` is the explanation of the analysis's first conflict, which
    /// every renderer has already built.
    public init(_ analysis: ReportAnalysis, first: ConflictExplanation?) {
        assert(first == nil || first?.conflict == analysis.conflicts.first)
        source = analysis.report.source
        startLine = analysis.report.startLine
        verdict = analysis.verdict
        conflictCount = analysis.conflictCount
        firstShortFix = first?.shortFix
        let more = conflictCount > 1 ? " (+\(analysis.conflictsComplete ? "" : "at least ")\(conflictCount - 1) more)"
            : analysis.conflictsComplete ? "" : " (there may be more)"
        oneLine = ReportWords.title(of: analysis) ?? first.map { "\($0.subject): \($0.shortFix)\(more)" } ?? "conflict"
        verdictName = analysis.verdict == .noConflictFound && analysis.searchLimited ? "notAnalysed" : analysis.verdict.rawValue
    }

    public var location: String { "\(source):\(startLine)" }

    public var hasConflict: Bool { verdict.isConflict }

    /// The lines the report was seen on, for a "seen N times" sentence.
    public func lines(alsoAt alsoAtLines: [Int]) -> String {
        ([startLine] + alsoAtLines).map(String.init).joined(separator: ", ")
    }
}
