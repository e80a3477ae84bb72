/// The normalised equation text: `B.leading == A.trailing + 8`,
/// `X.width == 0.4*Y.width`, `X.height == 200`, whatever form the log used.
extension Equation: CustomStringConvertible {
    package var description: String {
        var text = "\(lhs) \(relation.rawValue) "
        guard let rhs else {
            return text + (constant.map(\.signedText) ?? "0")
        }
        if let multiplier, multiplier.value != 1 { text += "\(multiplier.text)*" }
        text += "\(rhs)"
        if let constant, constant.value != 0 || constant.systemSpacing != nil {
            text += constant.value < 0 ? " - \(constant.magnitudeText)" : " + \(constant.magnitudeText)"
        }
        return text
    }
}

extension Operand: CustomStringConvertible {
    package var description: String {
        switch self {
        case .anchor(let anchor): "\(anchor)"
        case .difference(let minuend, let subtrahend): "(\(minuend) - \(subtrahend))"
        }
    }
}

extension Anchor: CustomStringConvertible {
    package var description: String { "\(item.printed).\(attribute.name)" }
}

extension Constant {
    /// The constant's size without its sign, in the log's own digits.
    package var magnitudeText: String {
        var digits = number.text
        if digits.hasPrefix("-") || digits.hasPrefix("+") { digits.removeFirst() }
        return systemSpacing.map { $0 == "standard" ? "standard spacing" : "\($0)(\(digits))" } ?? digits
    }

    package var signedText: String { value < 0 ? "-\(magnitudeText)" : magnitudeText }
}
