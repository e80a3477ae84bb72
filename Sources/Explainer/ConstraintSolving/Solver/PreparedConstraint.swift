/// A constraint as the tableau consumes it: variables replaced by dense
/// indices (so per-variable storage is an array, not a dictionary), strength
/// reduced to "required" or a weight.
struct PreparedConstraint {
    struct Cell {
        package var variable: Int32
        var coefficient: Double
    }

    let tag: Int
    /// Sorted by variable index, no zero coefficients.
    let cells: [Cell]
    let constant: Double
    let relation: LinearRelation
    package let tolerance: Double
    let isRequired: Bool
    /// Objective weight of one unit of error; zero for required constraints.
    let weight: Double

    /// The same constraint read exactly (zero tolerance).
    var exact: PreparedConstraint {
        PreparedConstraint(
            tag: tag, cells: cells, constant: constant, relation: relation, tolerance: 0,
            isRequired: isRequired, weight: weight)
    }

    private init(
        tag: Int, cells: [Cell], constant: Double, relation: LinearRelation, tolerance: Double,
        isRequired: Bool, weight: Double
    ) {
        self.tag = tag
        self.cells = cells
        self.constant = constant
        self.relation = relation
        self.tolerance = tolerance
        self.isRequired = isRequired
        self.weight = weight
    }

    /// - Parameter tag: overrides the constraint's own tag (the conflict search
    ///   numbers constraints by position).
    init(_ constraint: LinearConstraint, tag: Int? = nil, numbering: inout VariableNumbering) {
        self.tag = tag ?? constraint.tag
        var cells = constraint.expression.terms.map {
            Cell(variable: Int32(numbering.index(of: $0.variable)), coefficient: $0.coefficient)
        }
        // Indices follow first appearance, not ids, so the order must be restored.
        cells.sort { $0.variable < $1.variable }
        self.cells = cells
        constant = constraint.expression.constant
        relation = constraint.relation
        tolerance = constraint.tolerance
        isRequired = constraint.isRequired
        weight = constraint.isRequired ? 0 : constraint.strength.weight
    }
}

/// Gives each variable a dense index in order of first appearance.
///
/// The dictionary is only ever looked up, never iterated, so the randomised
/// hashing of Swift's `Dictionary` cannot leak into any order.
///
/// Model variables have small dense ids, so those are looked up in an array
/// by id (hashing every term showed up in profiles). The array only grows
/// while ids stay within a few times the variables seen, so a numbering
/// costs memory for its own variables, whatever their ids; other ids fall
/// back to the dictionary. Either way a variable gets the same index.
struct VariableNumbering {
    /// Index + 1 by id, 0 when the id has no index in the array.
    private var indexById: [Int32] = []
    private var indexByVariable: [Variable: Int] = [:]
    private(set) var variables: [Variable] = []

    var count: Int { variables.count }

    mutating func index(of variable: Variable) -> Int {
        if let existing = existingIndex(of: variable) { return existing }
        let id = variable.id
        if id >= 0 && id < 4 * variables.count + 64 && id < Int(Int32.max) {
            if id >= indexById.count {
                indexById.append(contentsOf: repeatElement(0, count: Swift.max(id + 1, 2 * indexById.count) - indexById.count))
            }
            indexById[id] = Int32(variables.count + 1)
        } else {
            indexByVariable[variable] = variables.count
        }
        variables.append(variable)
        return variables.count - 1
    }

    func existingIndex(of variable: Variable) -> Int? {
        let id = variable.id
        if id >= 0 && id < indexById.count && indexById[id] > 0 { return Int(indexById[id]) - 1 }
        return indexByVariable.isEmpty ? nil : indexByVariable[variable]
    }
}
