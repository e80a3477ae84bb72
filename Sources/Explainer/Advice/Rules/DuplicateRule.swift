import LogParser

extension AdviceRule {
    /// Field guide §9.5: the same constraint twice (same views, attributes,
    /// relation, constant and multiplier) was added twice, by code that runs
    /// more than once; one copy goes, whatever the arithmetic says.
    static let duplicate = AdviceRule(
        "duplicate",
        summary: "The same constraint listed twice was added twice (code that runs more than once): remove one copy, "
            + "whatever the arithmetic."
    ) { context in
        for member in context.appMembers {
            guard let twin = DuplicateConstraints.twin(of: member, in: context.analysis.report, words: context.words) else { continue }
            var verdict = ConflictVerdict(owner: .app, action: .remove, rule: "", changed: [member])
            verdict.alternative = twin
            return verdict
        }
        return nil
    }
}

/// Constraints of a report printed the same twice, with different addresses.
enum DuplicateConstraints {
    /// Another entry the same as the one at `index`, the first such.
    static func twin(of index: Int, in report: Report, words: ConstraintWords) -> Int? {
        guard let constraint = report.entries[index].constraint else { return nil }
        let keys = words.anchorKeys(index)
        return report.entries.indices.first { other in
            guard other != index, let candidate = report.entries[other].constraint,
                candidate.address != constraint.address
            else { return false }
            return isSame(candidate, constraint) && words.anchorKeys(other) == keys
        }
    }

    /// The first pair of entries printed the same, in printed order.
    static func firstPair(in report: Report, words: ConstraintWords) -> (Int, Int)? {
        for index in report.entries.indices where report.entries[index].constraint != nil {
            if let twin = twin(of: index, in: report, words: words), twin > index { return (index, twin) }
        }
        return nil
    }

    private static func isSame(_ a: ConstraintEntry, _ b: ConstraintEntry) -> Bool {
        let x = a.equation
        let y = b.equation
        return x.relation == y.relation && x.constantValue == y.constantValue && x.multiplierValue == y.multiplierValue
            && x.anchors.map(\.attribute) == y.anchors.map(\.attribute) && a.priority == b.priority
            && a.identifier == b.identifier
    }
}
