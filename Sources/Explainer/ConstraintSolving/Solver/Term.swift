/// A coefficient times a variable: one cell of a linear expression.
package struct Term: Hashable, Sendable {
    package let variable: Variable
    package let coefficient: Double

    init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Variable {
    package static func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
    package static func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
}
