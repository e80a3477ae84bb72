/// `Σ coefficient·variable  relation  constant`, exactly: one linear
/// constraint over the generator's own variables (numbered from 0).
struct ExactConstraint: Hashable, Sendable, CustomStringConvertible {
    /// Variable → coefficient; never holds a zero.
    let terms: [Int: Rational]
    let relation: ExactRelation
    let constant: Rational

    init(terms: [Int: Rational], relation: ExactRelation, constant: Rational) {
        self.terms = terms.filter { !$0.value.isZero }
        self.relation = relation
        self.constant = constant
    }

    /// `left relation right`, moved into the `terms relation constant` form.
    init(_ left: ExactExpression, _ relation: ExactRelation, _ right: ExactExpression) {
        let difference = left - right
        self.init(terms: difference.terms, relation: relation, constant: -difference.constant)
    }

    var variables: Dictionary<Int, Rational>.Keys { terms.keys }

    var description: String {
        let sum = terms.sorted { $0.key < $1.key }.map { "\($0.value)·v\($0.key)" }.joined(separator: " + ")
        return "\(sum.isEmpty ? "0" : sum) \(relation.symbol) \(constant)"
    }
}

enum ExactRelation: Hashable, Sendable {
    case equal, atLeast, atMost

    var symbol: String {
        switch self {
        case .equal: "=="
        case .atLeast: ">="
        case .atMost: "<="
        }
    }

    /// The relation after both sides are multiplied by a negative number.
    var flipped: ExactRelation {
        switch self {
        case .equal: .equal
        case .atLeast: .atMost
        case .atMost: .atLeast
        }
    }
}

/// `Σ coefficient·variable + constant`: what an anchor such as `A.trailing`
/// stands for, built up into constraints by the generator.
struct ExactExpression: Hashable, Sendable {
    var terms: [Int: Rational] = [:]
    var constant: Rational = .zero

    init(variable: Int) { terms = [variable: .one] }
    init(constant: Rational) { self.constant = constant }
    init(terms: [Int: Rational], constant: Rational) {
        self.terms = terms
        self.constant = constant
    }

    static func + (left: ExactExpression, right: ExactExpression) -> ExactExpression {
        var terms = left.terms
        for (variable, coefficient) in right.terms {
            terms[variable, default: .zero] = terms[variable, default: .zero] + coefficient
        }
        return ExactExpression(terms: terms.filter { !$0.value.isZero }, constant: left.constant + right.constant)
    }

    static func - (left: ExactExpression, right: ExactExpression) -> ExactExpression {
        left + right.scaled(by: -.one)
    }

    func scaled(by factor: Rational) -> ExactExpression {
        ExactExpression(terms: terms.mapValues { $0 * factor }.filter { !$0.value.isZero }, constant: constant * factor)
    }
}
