/// Rank of a set of sparse coefficient rows, by forward elimination.
///
/// Used to recognise a minimal conflict without trying subsets: if an
/// infeasible set S has a Farkas certificate using every member and the
/// coefficient rows of S have rank |S| - 1, the certificate is the only
/// combination of S that cancels all variables (up to scale), so no proper
/// subset has one and every proper subset is feasible (Gleeson & Ryan: minimal
/// infeasible subsystems are exactly the vertices of the alternative polyhedron).
///
/// Pivot rows are never rewritten; a new row is reduced by eliminating, first,
/// the variable whose pivot row is oldest. A pivot row only holds variables
/// that got their own pivot row later, so each step moves to a younger pivot
/// row and the reduction ends.
func rank(of rows: [[PreparedConstraint.Cell]], variableCount: Int) -> Int {
    var pivotRowOfVariable = [Int32](repeating: -1, count: variableCount)
    var pivotRows: [[PreparedConstraint.Cell]] = []
    var pivotVariables: [Int32] = []
    for original in rows {
        let scale = original.reduce(0.0) { max($0, abs($1.coefficient)) }
        let threshold = Numerics.rank * scale
        var row = original
        while true {
            var oldest = Int32.max
            for cell in row where abs(cell.coefficient) > threshold {
                let pivot = pivotRowOfVariable[Int(cell.variable)]
                if pivot >= 0 && pivot < oldest { oldest = pivot }
            }
            if oldest == Int32.max { break }
            let pivotRow = pivotRows[Int(oldest)]
            let pivotVariable = pivotVariables[Int(oldest)]
            let pivotCoefficient = pivotRow.first { $0.variable == pivotVariable }!.coefficient
            let factor = -(row.first { $0.variable == pivotVariable }!.coefficient) / pivotCoefficient
            row = combined(row, pivotRow, factor: factor, dropping: pivotVariable)
        }
        let remaining = row.filter { abs($0.coefficient) > threshold }
        guard let pivot = remaining.max(by: {
            (abs($0.coefficient), -$0.variable) < (abs($1.coefficient), -$1.variable)
        }) else { continue }
        pivotRowOfVariable[Int(pivot.variable)] = Int32(pivotRows.count)
        pivotRows.append(remaining)
        pivotVariables.append(pivot.variable)
    }
    return pivotRows.count
}

/// `row + factor·other`, both sorted by variable; `eliminated` is left out
/// (it cancels exactly in theory, not always in floating point).
private func combined(
    _ row: [PreparedConstraint.Cell], _ other: [PreparedConstraint.Cell], factor: Double, dropping eliminated: Int32
) -> [PreparedConstraint.Cell] {
    var result: [PreparedConstraint.Cell] = []
    result.reserveCapacity(row.count + other.count)
    var i = 0, j = 0
    while i < row.count || j < other.count {
        let cell: PreparedConstraint.Cell
        if j == other.count || (i < row.count && row[i].variable < other[j].variable) {
            cell = row[i]; i += 1
        } else if i == row.count || other[j].variable < row[i].variable {
            cell = PreparedConstraint.Cell(variable: other[j].variable, coefficient: factor * other[j].coefficient)
            j += 1
        } else {
            cell = PreparedConstraint.Cell(variable: row[i].variable,
                                           coefficient: row[i].coefficient + factor * other[j].coefficient)
            i += 1; j += 1
        }
        if cell.variable != eliminated && cell.coefficient != 0 { result.append(cell) }
    }
    return result
}
