/// The little a document's header and summary need of one distinct report,
/// kept when its own text is written out or stored away.
public struct ReportFacts: Sendable {
    public typealias Group = DistinctReports<ReportFacts>.Group

    public let source: String
    public let startLine: Int
    public let verdict: Verdict
    public let conflictCount: Int
    /// What the first conflict is in, and its fix in a few words.
    public let firstSubject: String?
    public let firstShortFix: String?

    /// `first` is the explanation of the analysis's first conflict, which
    /// every renderer has already built.
    public init(_ analysis: ReportAnalysis, first: ConflictExplanation?) {
        assert(first == nil || first?.conflict == analysis.conflicts.first)
        source = analysis.report.source
        startLine = analysis.report.startLine
        verdict = analysis.verdict
        conflictCount = analysis.conflicts.count
        firstSubject = first?.subject
        firstShortFix = first?.shortFix
    }

    /// The facts alone, when nothing else of the analysis is rendered.
    public init(_ analysis: ReportAnalysis) {
        self.init(analysis, first: analysis.conflicts.first.map(AdviceBuilder(analysis).explain))
    }

    public var location: String { "\(source):\(startLine)" }

    public var hasConflict: Bool { verdict.isConflict }

    /// The lines the report was seen on, for a "seen N times" sentence.
    public func lines(alsoAt alsoAtLines: [Int]) -> String {
        ([startLine] + alsoAtLines).map(String.init).joined(separator: ", ")
    }

    /// The verdict in a line: the first conflict and its fix when there is one.
    public var oneLine: String {
        switch verdict {
        case .redacted: return "redacted"
        case .unreadable: return "nothing to analyse"
        case .noConflictFound: return "no conflict found in what the log shows"
        case .conflict, .conflictAssumingDefaults:
            guard let firstSubject, let firstShortFix else { return "conflict" }
            let more = conflictCount > 1 ? " (+\(conflictCount - 1) more)" : ""
            return "\(firstSubject): \(firstShortFix)\(more)"
        }
    }
}
