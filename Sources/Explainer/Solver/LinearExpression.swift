/// A sum of terms plus a constant: `Σ coefficient·variable + constant`.
///
/// Terms are kept sorted by variable id, with like terms combined and exact
/// zeros dropped, so two expressions that are equal term by term compare
/// equal, print the same and feed the solver in the same order.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    public private(set) var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = LinearExpression.normalized(terms)
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    public var variables: [Variable] { terms.map(\.variable) }

    /// Coefficient of `variable`, zero when it does not occur.
    public func coefficient(of variable: Variable) -> Double {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) / 2
            if terms[mid].variable.id < variable.id { low = mid + 1 } else { high = mid }
        }
        return low < terms.count && terms[low].variable.id == variable.id ? terms[low].coefficient : 0
    }

    /// Value of the expression for the given assignment.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * valueOf(term.variable) }
        return sum
    }

    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    private static func normalized(_ terms: [Term]) -> [Term] {
        // A stable sort keeps the first spelling of a variable's name when like terms merge.
        let sorted = terms.enumerated().sorted {
            ($0.element.variable.id, $0.offset) < ($1.element.variable.id, $1.offset)
        }.map(\.element)
        var result: [Term] = []
        result.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = result.last, last.variable.id == term.variable.id {
                result[result.count - 1] = Term(last.variable, last.coefficient + term.coefficient)
            } else {
                result.append(term)
            }
        }
        return result.filter { $0.coefficient != 0 }
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let magnitude = abs(term.coefficient)
            let body = magnitude == 1 ? term.variable.description : "\(formatted(magnitude))*\(term.variable)"
            if parts.isEmpty {
                parts.append(term.coefficient < 0 ? "-" + body : body)
            } else {
                parts.append((term.coefficient < 0 ? "- " : "+ ") + body)
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(formatted(constant))
            } else {
                parts.append((constant < 0 ? "- " : "+ ") + formatted(abs(constant)))
            }
        }
        return parts.joined(separator: " ")
    }

    private func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

// MARK: - Arithmetic, so tests and callers can write `x + 0.5 * w - 20`.

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs.scaled(by: -1)
    }
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
}

/// Anything that reads as a linear expression: a variable, a term or an expression.
public protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { self }
}
extension Variable: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression(self) }
}
extension Term: LinearExpressionConvertible {
    public var linearExpression: LinearExpression { LinearExpression([self]) }
}

public func + (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    lhs.linearExpression + rhs.linearExpression
}
public func - (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    lhs.linearExpression - rhs.linearExpression
}
public func + (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
    lhs.linearExpression + rhs
}
public func - (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
    lhs.linearExpression - rhs
}
public func * (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
    rhs.linearExpression * lhs
}
