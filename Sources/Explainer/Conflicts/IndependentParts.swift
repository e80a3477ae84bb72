/// Splits constraints into groups that share no variable.
///
/// A conflict never spans two such groups (the variables of one group cannot
/// cancel those of another in a Farkas combination), so conflicts are searched
/// part by part, which keeps every search small.
///
/// Parts come in the order of their first constraint in the input; within a
/// part, constraints keep their input order. A constraint without variables
/// (`0 == 5`) is a part of its own.
public func independentParts(_ constraints: [LinearConstraint]) -> [[LinearConstraint]] {
    independentPartIndices(constraints).map { $0.map { constraints[$0] } }
}

/// Same as `independentParts`, as positions in the input.
func independentPartIndices(_ constraints: [LinearConstraint]) -> [[Int]] {
    var numbering = VariableNumbering()
    let variableLists = constraints.map { $0.expression.terms.map { numbering.index(of: $0.variable) } }
    var sets = UnionFind(count: numbering.count)
    for variables in variableLists {
        for variable in variables.dropFirst() { sets.union(variables[0], variable) }
    }
    var partOfRoot = Array(repeating: -1, count: numbering.count)
    var parts: [[Int]] = []
    for (position, variables) in variableLists.enumerated() {
        guard let first = variables.first else {
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
