import Explainer
import LayoutAnalysis
import LogParser

/// One input's reports, from bytes to events: the text scanned as it comes
/// (`LogScanner`), its reports grouped (`DistinctReports`, each distinct
/// one analysed on another core and made into the sink's part), and each
/// event handed to the sink. Where the bytes come from is the caller's: a
/// file, standard input, a child's output, text an agent handed in.
///
/// A live run hands on the first sight of each report and each repeat as
/// soon as it can, in input order; any run hands on its diagnostics as
/// they are read and, at `finish`, the end.
package final class ReportRun<Part: Sendable> {
    private let source: String
    private var scanner: LogScanner
    private let grouper: DistinctReports<Part>
    private let order: LiveOrder<Part>?
    private let sink: @Sendable (RunEvent<Part>) -> Void
    /// Gives a report what its input knows and its text does not (the test that printed it).
    private let tag: ((Report) -> Report)?

    /// `source` names the input in every place a report gives; `live` hands
    /// on first sights and repeats as they come (a batch run needs only the end).
    /// `keepingRawLines` and `names` are the grouping's (`DistinctReports`).
    package init(
        source: String, live: Bool, keepingRawLines: Bool = false, names: ViewNameBook = ViewNameBook(),
        tag: ((Report) -> Report)? = nil, part: @escaping @Sendable (ReportAnalysis) -> Part,
        sink: @escaping @Sendable (RunEvent<Part>) -> Void
    ) {
        self.source = source
        self.sink = sink
        self.tag = tag
        scanner = LogScanner(source: source)
        let order =
            live
            ? LiveOrder<Part> { arrival, part in
                switch arrival {
                case .first(let group): sink(.firstSeen(number: group + 1, part: part))
                case .again(let group, let occurrences, let source, let line):
                    sink(.seenAgain(number: group + 1, occurrences: occurrences, source: source, line: line, part: part))
                }
            } : nil
        self.order = order
        grouper = DistinctReports(keepingRawLines: keepingRawLines, names: names, whenAnalysed: order?.analysed, keep: part)
    }

    /// Bytes read so far, for a progress line.
    package var bytesRead: Int { scanner.bytesRead }
    /// Reports found so far, repeats included.
    package var reportCount: Int { grouper.reportCount }

    /// The next bytes of the input, as read.
    package func read(_ bytes: UnsafeRawBufferPointer) { take(scanner.scan(bytes)) }

    /// The text began again (a followed file truncated or replaced): what
    /// was read of the old one is finished, and lines count from 1 again.
    package func restart() {
        take(scanner.finish())
        scanner = LogScanner(source: source)
    }

    /// The input has ended: the rest is analysed, handed on, and the end
    /// given with every group (which is also returned).
    @discardableResult
    package func finish() -> [DistinctReports<Part>.Group] {
        take(scanner.finish())
        let groups = grouper.groups()
        sink(.end(groups))
        return groups
    }

    private func take(_ reports: [Report]) {
        guard !reports.isEmpty else { return }
        for diagnostic in reports.lazy.flatMap(\.diagnostics) { sink(.diagnostic(diagnostic)) }
        let arrivals = grouper.add(tag.map { reports.map($0) } ?? reports)
        order?.add(arrivals)
    }
}
