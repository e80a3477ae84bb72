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

    /// For summaries: most frequent first, then in order of appearance, with
    /// each group's position in `groups` (its anchor in a page).
    public static func mostFrequentFirst(_ groups: [ReportGroup]) -> [(position: Int, group: ReportGroup)] {
        groups.enumerated().sorted {
            $0.element.occurrences != $1.element.occurrences ? $0.element.occurrences > $1.element.occurrences : $0.offset < $1.offset
        }.map { ($0.offset, $0.element) }
    }

    /// Groups reports by signature in order of first appearance, analysing
    /// each distinct one once, on all cores.
    public static func group(_ reports: [Report]) -> [ReportGroup] {
        let grouper = ReportGrouper()
        grouper.add(reports)
        return grouper.groups()
    }
}
