import LayoutAnalysis
import LogParser

/// What the rules read of the whole report, worked out once for all its
/// conflicts (a report may list thousands of constraints and dozens of
/// conflicts): which view holds which, and which constraints are printed twice.
final class ReportRuleFacts: @unchecked Sendable {
    private let analysis: ReportAnalysis
    private let words: ConstraintWords
    private let layouts: LayoutSessions

    init(_ analysis: ReportAnalysis, words: ConstraintWords, layouts: LayoutSessions) {
        self.analysis = analysis
        self.words = words
        self.layouts = layouts
    }

    lazy var containment = Containment(analysis, words: words)

    /// Shared with the size ranges' sentences, which ask the same of masks.
    var frameOwners: FrameOwners { layouts.frameOwners }

    /// What an entry says, for finding copies: its views, attributes, relation and numbers.
    private struct Signature: Hashable {
        let keys: [ItemKey]
        let attributes: [Attribute]
        let relation: Relation
        let constant: Double
        let multiplier: Double
        let priority: Double
        let identifier: String?
    }

    /// For each entry printed more than once (`Signature`), every entry printed
    /// alike, in order; for `duplicate`, as every report with a conflict asks.
    private lazy var alike: [Int: [Int]] = {
        // Most reports have no copy: a cheap first look (the constant, the
        // first attribute, the first and last views) spares the signatures,
        // even in a row of sixty equal widths or a cell's labels pinned alike.
        struct Rough: Hashable {
            let constant: Double
            let attribute: Attribute
            let firstKey: ItemKey?
            let lastKey: ItemKey?
        }
        let entries = analysis.report.entries
        var rough: [Rough?] = []
        rough.reserveCapacity(entries.count)
        var seen = Set<Rough>(minimumCapacity: entries.count)
        var repeated = Set<Rough>()
        for index in entries.indices {
            guard let constraint = entries[index].constraint else {
                rough.append(nil)
                continue
            }
            let keys = words.anchorKeys(index)
            let look = Rough(
                constant: constraint.equation.constantValue, attribute: constraint.equation.firstAttribute,
                firstKey: keys.first, lastKey: keys.last)
            rough.append(look)
            if !seen.insert(look).inserted { repeated.insert(look) }
        }
        guard !repeated.isEmpty else { return [:] }
        var bySignature: [Signature: [Int]] = [:]
        for index in entries.indices {
            guard let look = rough[index], repeated.contains(look), let constraint = entries[index].constraint else { continue }
            bySignature[signature(constraint, keys: words.anchorKeys(index)), default: []].append(index)
        }
        var alike: [Int: [Int]] = [:]
        for same in bySignature.values where same.count > 1 {
            for index in same { alike[index] = same }
        }
        return alike
    }()

    /// Another entry printed the same as the one at `index` but with another address: the first such.
    func twin(of index: Int) -> Int? {
        guard let same = alike[index], let address = analysis.report.entries[index].constraint?.address else { return nil }
        let entries = analysis.report.entries
        return same.first { other in other != index && entries[other].constraint?.address != address }
    }

    /// The first entry, in printed order, with a copy printed after it, and that copy.
    func firstTwins() -> (Int, Int)? {
        for index in analysis.report.entries.indices {
            if let twin = twin(of: index), twin > index { return (index, twin) }
        }
        return nil
    }

    private func signature(_ constraint: ConstraintEntry, keys: [ItemKey]) -> Signature {
        let equation = constraint.equation
        return Signature(
            keys: keys, attributes: equation.anchors.map(\.attribute), relation: equation.relation,
            constant: equation.constantValue, multiplier: equation.multiplierValue, priority: constraint.priority.value,
            identifier: constraint.identifier)
    }
}
