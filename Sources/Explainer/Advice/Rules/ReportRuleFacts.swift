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

    /// Entries by what they say (views, attributes, relation, numbers), for `duplicate`.
    private lazy var bySignature: [String: [Int]] = {
        var table: [String: [Int]] = [:]
        for index in analysis.report.entries.indices {
            guard let constraint = analysis.report.entries[index].constraint else { continue }
            table[signature(constraint, keys: words.anchorKeys(index)), default: []].append(index)
        }
        return table
    }()

    /// Another entry printed the same as the one at `index` but with another address: the first such.
    func twin(of index: Int) -> Int? {
        guard let constraint = analysis.report.entries[index].constraint else { return nil }
        return bySignature[signature(constraint, keys: words.anchorKeys(index))]?.first { other in
            other != index && analysis.report.entries[other].constraint?.address != constraint.address
        }
    }

    /// The first entry, in printed order, with a copy printed after it, and that copy.
    func firstTwins() -> (Int, Int)? {
        for index in analysis.report.entries.indices {
            if let twin = twin(of: index), twin > index { return (index, twin) }
        }
        return nil
    }

    private func signature(_ constraint: ConstraintEntry, keys: [String]) -> String {
        let equation = constraint.equation
        return "\(keys) \(equation.anchors.map(\.attribute.name)) \(equation.relation) \(equation.constantValue) "
            + "\(equation.multiplierValue) \(constraint.priority.value) \(constraint.identifier ?? "")"
    }
}
