/// A coefficient times a variable: one cell of a linear expression.
public struct Term: Hashable, Sendable {
    public let variable: Variable
    public let coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Variable {
    public static func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
    public static func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
}
