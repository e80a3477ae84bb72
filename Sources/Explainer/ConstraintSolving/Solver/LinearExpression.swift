/// A sum of terms plus a constant: `Σ coefficient·variable + constant`.
///
/// Terms are kept sorted by variable id, with like terms combined and exact
/// zeros dropped, so two expressions that are equal term by term compare
/// equal, print the same and feed the solver in the same order.
package struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    package private(set) var terms: [Term]
    package var constant: Double

    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = LinearExpression.normalized(terms)
        self.constant = constant
    }

    /// Terms already sorted by variable id, combined and without zeros.
    private init(normalizedTerms terms: [Term], constant: Double) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: Variable) { self.init([Term(variable)]) }
    package init(constant: Double) { self.init([], constant: constant) }

    var variables: [Variable] { terms.map(\.variable) }

    /// Coefficient of `variable`, zero when it does not occur.
    func coefficient(of variable: Variable) -> Double {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low + high) / 2
            if terms[mid].variable.id < variable.id { low = mid + 1 } else { high = mid }
        }
        return low < terms.count && terms[low].variable.id == variable.id ? terms[low].coefficient : 0
    }

    /// Value of the expression for the given assignment.
    package func value(_ valueOf: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * valueOf(term.variable) }
        return sum
    }

    package func scaled(by factor: Double) -> LinearExpression {
        guard factor != 0 else { return LinearExpression(constant: 0) }
        return LinearExpression(
            normalizedTerms: terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: constant * factor)
    }

    /// Two normalised term lists merged in one pass (the model builds
    /// thousands of expressions a second; sorting each sum showed up in profiles).
    static func merged(_ lhs: [Term], _ rhs: [Term], scaling factor: Double) -> [Term] {
        var result: [Term] = []
        result.reserveCapacity(lhs.count + rhs.count)
        var left = 0
        var right = 0
        while left < lhs.count || right < rhs.count {
            if right == rhs.count || (left < lhs.count && lhs[left].variable.id < rhs[right].variable.id) {
                result.append(lhs[left])
                left += 1
            } else if left == lhs.count || rhs[right].variable.id < lhs[left].variable.id {
                result.append(Term(rhs[right].variable, rhs[right].coefficient * factor))
                right += 1
            } else {
                let coefficient = lhs[left].coefficient + rhs[right].coefficient * factor
                if coefficient != 0 { result.append(Term(lhs[left].variable, coefficient)) }
                left += 1
                right += 1
            }
        }
        return result
    }

    private static func normalized(_ terms: [Term]) -> [Term] {
        if isNormalized(terms) { return terms }
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

    private static func isNormalized(_ terms: [Term]) -> Bool {
        for (index, term) in terms.enumerated() {
            if term.coefficient == 0 { return false }
            if index > 0 && terms[index - 1].variable.id >= term.variable.id { return false }
        }
        return true
    }

    package var description: String {
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
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(normalizedTerms: merged(lhs.terms, rhs.terms, scaling: 1), constant: lhs.constant + rhs.constant)
    }
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(normalizedTerms: merged(lhs.terms, rhs.terms, scaling: -1), constant: lhs.constant - rhs.constant)
    }
    package static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
    package static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(normalizedTerms: lhs.terms, constant: lhs.constant + rhs)
    }
    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + (-rhs) }
    package static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
    package static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
}

/// Anything that reads as a linear expression: a variable, a term or an expression.
package protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { self }
}
extension Variable: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { LinearExpression(self) }
}
extension Term: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { LinearExpression([self]) }
}

package func + (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    lhs.linearExpression + rhs.linearExpression
}
package func - (lhs: some LinearExpressionConvertible, rhs: some LinearExpressionConvertible) -> LinearExpression {
    lhs.linearExpression - rhs.linearExpression
}
package func + (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
    lhs.linearExpression + rhs
}
package func - (lhs: some LinearExpressionConvertible, rhs: Double) -> LinearExpression {
    lhs.linearExpression - rhs
}
package func * (lhs: Double, rhs: some LinearExpressionConvertible) -> LinearExpression {
    rhs.linearExpression * lhs
}
