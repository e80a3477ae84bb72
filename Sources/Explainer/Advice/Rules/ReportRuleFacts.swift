import LayoutAnalysis
import LogParser

/// What the rules read of the whole report, worked out once for all its
/// conflicts (a report may list thousands of constraints and dozens of
/// conflicts): which view holds which, and which constraints are printed twice.
final class ReportRuleFacts: @unchecked Sendable {
    private let analysis: ReportAnalysis
    private let words: ConstraintWords

    init(_ analysis: ReportAnalysis, words: ConstraintWords) {
        self.analysis = analysis
        self.words = words
    }

    lazy var containment = Containment(analysis, words: words)

    lazy var frameOwners = FrameOwners(analysis.report, superviews: analysis.model.superviewKeys)

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

    /// Entries by what they say, for `duplicate`; matched in place, as every report with a conflict builds it.
    private lazy var bySignature: [Signature: [Int]] = {
        // Most reports have no copy: a cheap first look (constant, attribute and first view) spares the
        // signatures, even in a row of sixty equal widths.
        struct Rough: Hashable {
            let constant: Double
            let attribute: Attribute
            let firstKey: ItemKey?
        }
        var seen = Set<Rough>()
        var mayHaveCopies = false
        for index in analysis.report.entries.indices where !mayHaveCopies {
            guard case .success(let constraint) = analysis.report.entries[index].parsed else { continue }
            let rough = Rough(
                constant: constraint.equation.constantValue, attribute: constraint.equation.firstAttribute,
                firstKey: words.anchorKeys(index).first)
            mayHaveCopies = !seen.insert(rough).inserted
        }
        guard mayHaveCopies else { return [:] }
        var table: [Signature: [Int]] = [:]
        for index in analysis.report.entries.indices {
            guard case .success(let constraint) = analysis.report.entries[index].parsed else { continue }
            table[signature(constraint, keys: words.anchorKeys(index)), default: []].append(index)
        }
        return table
    }()

    /// Another entry printed the same as the one at `index` but with another address: the first such.
    func twin(of index: Int) -> Int? {
        guard case .success(let constraint) = analysis.report.entries[index].parsed,
            let same = bySignature[signature(constraint, keys: words.anchorKeys(index))], same.count > 1
        else { return nil }
        return same.first { other in
            guard other != index, case .success(let copy) = analysis.report.entries[other].parsed else { return false }
            return copy.address != constraint.address
        }
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
