import LayoutAnalysis
import LogParser

/// A log's conflicts by kind (`ConflictKind`): how many reports show each
/// kind, where it was first seen and what to do, and the range of each
/// constant that varies among them ("cell heights 44–243 pt"). Most reports
/// first. Where each report shows one conflict, the counts and the reports
/// without a conflict add up to the log's reports.
package struct ConflictKinds: Sendable {
    package struct Kind: Sendable {
        package let key: String
        /// Reports that show a conflict of this kind, repeats included.
        package fileprivate(set) var reports = 0
        /// Distinct reports of it.
        package fileprivate(set) var distinct = 0
        /// Where it was first seen.
        package let location: String
        /// The position of that first report among the log's distinct reports.
        package let firstGroup: Int
        /// `conflict 1 of 2 in Cell (vertical)`, as first seen.
        package let heading: String
        /// `Cell (vertical)`.
        package let subject: String
        package let shortFix: String
        package let owner: ReportOwner
        package let codeLocation: CodeLocation?
        /// Each constant that takes part, by the shape it belongs to, in order of first appearance.
        package fileprivate(set) var ranges: [(shape: String, low: Double, high: Double)] = []

        /// `UITableViewCellContentView.height == 44–243 pt`: the constants that vary.
        package var varying: [String] {
            ranges.filter { $0.low != $0.high && $0.low.isFinite }.map {
                "\($0.shape) \(NumberText.points($0.low))–\(NumberText.points($0.high)) pt"
            }
        }

        fileprivate mutating func widen(with kind: ConflictKind) {
            for (shape, values) in kind.constants {
                let low = values.min() ?? .nan
                let high = values.max() ?? .nan
                if let at = ranges.firstIndex(where: { $0.shape == shape }) {
                    ranges[at].low = min(ranges[at].low, low)
                    ranges[at].high = max(ranges[at].high, high)
                } else {
                    ranges.append((shape, low, high))
                }
            }
        }
    }

    package let kinds: [Kind]
    /// Reports with no conflict listed, repeats included.
    package let reportsWithoutConflict: Int
    /// Distinct reports with a conflict listed.
    private let distinctWithConflict: Int

    /// Some kind stands for more than one distinct report: worth a list of
    /// its own before the reports.
    package var groupsReports: Bool { kinds.count < distinctWithConflict }

    package init(_ groups: [ReportFacts.Group]) {
        var kinds: [Kind] = []
        var indexOfKey: [String: Int] = [:]
        var without = 0
        for (position, group) in groups.enumerated() {
            let facts = group.kept
            guard !facts.conflicts.isEmpty else {
                without += group.occurrences
                continue
            }
            var seenHere = Set<String>()
            for conflict in facts.conflicts where seenHere.insert(conflict.kind.key).inserted {
                let index =
                    indexOfKey[conflict.kind.key]
                    ?? {
                        indexOfKey[conflict.kind.key] = kinds.count
                        kinds.append(
                            Kind(
                                key: conflict.kind.key, location: facts.location, firstGroup: position, heading: conflict.heading,
                                subject: conflict.subject,
                                shortFix: conflict.shortFix, owner: conflict.owner, codeLocation: conflict.codeLocation))
                        return kinds.count - 1
                    }()
                kinds[index].reports += group.occurrences
                kinds[index].distinct += 1
                kinds[index].widen(with: conflict.kind)
            }
        }
        // Most reports first; among equals, first seen first (a stable sort).
        self.kinds = kinds.enumerated().sorted { ($1.element.reports, $0.offset) < ($0.element.reports, $1.offset) }.map(\.element)
        reportsWithoutConflict = without
        distinctWithConflict = groups.count { !$0.kept.conflicts.isEmpty }
    }
}
