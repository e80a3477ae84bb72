/// Splits constraints into groups that share no variable.
///
/// A conflict never spans two such groups (the variables of one group cannot
/// cancel those of another in a Farkas combination), so conflicts are searched
/// part by part, which keeps every search small.
///
/// Parts come in the order of their first constraint in the input; within a
/// part, constraints keep their input order. A constraint without variables
/// (`0 == 5`) is a part of its own.
func independentParts(_ constraints: [LinearConstraint]) -> [[LinearConstraint]] {
    independentPartIndices(constraints).map { $0.map { constraints[$0] } }
}

/// Same as `independentParts`, as positions in the input.
package func independentPartIndices(_ constraints: [LinearConstraint]) -> [[Int]] {
    // Number the variables first, then join them: no list of indices per constraint.
    var numbering = VariableNumbering()
    for constraint in constraints {
        for term in constraint.expression.terms { _ = numbering.index(of: term.variable) }
    }
    func index(_ term: Term) -> Int { numbering.existingIndex(of: term.variable)! }
    var sets = UnionFind(count: numbering.count)
    for constraint in constraints {
        let terms = constraint.expression.terms
        guard let first = terms.first.map(index) else { continue }
        for term in terms.dropFirst() { sets.union(first, index(term)) }
    }
    var partOfRoot = Array(repeating: -1, count: numbering.count)
    var parts: [[Int]] = []
    for (position, constraint) in constraints.enumerated() {
        guard let first = constraint.expression.terms.first.map(index) else {
            parts.append([position])
            continue
        }
        let root = sets.find(first)
        if partOfRoot[root] < 0 {
            partOfRoot[root] = parts.count
            parts.append([])
        }
        parts[partOfRoot[root]].append(position)
    }
    return parts
}
