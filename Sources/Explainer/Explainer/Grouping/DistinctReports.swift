import LayoutAnalysis
import LogParser

/// Groups reports as they stream in, keeping only the first of each
/// distinct conflict and the start lines of its repeats: a log with 100,000
/// reports of the same few conflicts needs memory for the few. Each first
/// report is analysed as soon as it is added, on another core, while the
/// input is still being read; `keep` says what is kept of its analysis (all
/// of it, or only what an output needs, which is far smaller).
package final class DistinctReports<Kept: Sendable> {
    /// What was kept of one distinct report, and where it was seen again.
    package struct Group: Sendable {
        package let kept: Kept
        /// Start lines of the repeats after the first, in input order.
        package var alsoAtLines: [Int]

        package init(kept: Kept, alsoAtLines: [Int]) {
            self.kept = kept
            self.alsoAtLines = alsoAtLines
        }

        package var occurrences: Int { alsoAtLines.count + 1 }

        /// Every report the groups stand for, repeats included.
        package static func reportCount(_ groups: [Group]) -> Int {
            groups.reduce(0) { $0 + $1.occurrences }
        }

        /// For summaries: most frequent first, then in order of appearance, with
        /// each group's position in `groups` (its anchor in a page).
        package static func mostFrequentFirst(_ groups: [Group]) -> [(position: Int, group: Group)] {
            // Positions are sorted, not groups: a log's thousands of groups are large to move.
            let occurrences = groups.map(\.occurrences)
            return occurrences.indices.sorted {
                occurrences[$0] != occurrences[$1] ? occurrences[$0] > occurrences[$1] : $0 < $1
            }.map { ($0, groups[$0]) }
        }
    }

    private let pool: AnalysisPool<Kept>
    private let keepsRawLines: Bool
    private var repeats: [[Int]] = []
    /// The reports themselves are not kept once analysed, only their signatures.
    private var index = SignatureIndex()
    /// Names views in input order, so a view keeps its name in every report
    /// (shared with the run's other groupers when given).
    private let names: ViewNameBook
    /// Groups of texts seen lately: a report read from one of them needs no
    /// signature (see `ReportText`). Bounded; a text not found is signed.
    private var groupOfText: [ReportText: Int] = [:]
    private var textBytes = 0
    static var textCapacity: Int { 1_024 }
    static var textByteBudget: Int { 2 << 20 }
    package private(set) var reportCount = 0

    /// `keepingRawLines: false` drops each report's quoted lines (and its
    /// text) before it is analysed (only the Markdown and HTML reports show
    /// them). Distinct reports are analysed on other cores while reading
    /// goes on, and all are had from `groups()`; for a live stream,
    /// `whenAnalysed` is given each group's kept analysis as soon as it is
    /// done, on the thread that analysed it.
    package init(
        keepingRawLines: Bool = true, names: ViewNameBook = ViewNameBook(),
        whenAnalysed: (@Sendable (_ group: Int, _ kept: Kept) -> Void)? = nil, keep: @escaping @Sendable (ReportAnalysis) -> Kept
    ) {
        self.names = names
        pool = AnalysisPool(whenDone: whenAnalysed, keep: keep)
        keepsRawLines = keepingRawLines
    }

    /// What adding a report did: a conflict seen for the first time, or
    /// again (groups are numbered from 0 in order of first appearance).
    package enum Arrival: Equatable, Sendable {
        case first(group: Int)
        case again(group: Int, occurrences: Int, source: String, line: Int)

        package var group: Int {
            switch self {
            case .first(let group), .again(let group, _, _, _): group
            }
        }
    }

    /// Adds reports in input order and says, for each, whether its conflict is new.
    @discardableResult
    package func add(_ reports: [Report]) -> [Arrival] {
        var arrivals: [Arrival] = []
        arrivals.reserveCapacity(reports.count)
        func again(_ group: Int, _ report: Report) {
            repeats[group].append(report.startLine)
            arrivals.append(.again(group: group, occurrences: repeats[group].count + 1, source: report.source, line: report.startLine))
        }
        let known = groupOfText
        let identities = ParallelMap.map(reports) { report -> Identity in
            if let text = report.text, let group = known[text] { return .knownText(group: group) }
            return .signature(ReportSignature.of(report))
        }
        reportCount += reports.count
        for (report, identity) in zip(reports, identities) {
            switch identity {
            case .knownText(let group):
                again(group, report)
            case .signature(let signature):
                let (group, isNew) = index.group(of: signature)
                if let text = report.text { remember(text, group: group) }
                if !isNew {
                    again(group, report)
                } else {
                    var report = report
                    if !keepsRawLines { (report.lines, report.text) = ([], nil) }
                    repeats.append([])
                    pool.add(report, names: names.register(report))
                    arrivals.append(.first(group: group))
                }
            }
        }
        return arrivals
    }

    /// What tells a report's group: a text seen before, or its signature.
    private enum Identity: Sendable {
        case knownText(group: Int)
        case signature(ReportSignature)
    }

    private func remember(_ text: ReportText, group: Int) {
        guard groupOfText[text] == nil else { return }
        if groupOfText.count >= Self.textCapacity || textBytes + text.byteCount > Self.textByteBudget {
            groupOfText.removeAll(keepingCapacity: true)
            textBytes = 0
        }
        groupOfText[text] = group
        textBytes += text.byteCount
    }

    /// The groups in order of first appearance, each distinct report analysed once.
    package func groups() -> [Group] {
        zip(pool.finish(), repeats).map { Group(kept: $0, alsoAtLines: $1) }
    }
}
