/// The equation form: `A.attr RELATION [m*]B.attr [* m] [± c]`,
/// `A.attr RELATION c`, and anchor arithmetic `(A.x - B.x) == m*(C.x - D.x)`.
extension EntryBodyParser {
    mutating func parseEquation() throws(EntryParseError) -> Equation {
        let lhsStart = cursor.position
        let lhs = try parseOperand()
        let lhsRange = lhsStart..<cursor.position
        cursor.skipSpaces()
        let relation = try parseRelation(after: lhsRange)
        cursor.skipSpaces()
        var equation = Equation(lhs: lhs, relation: relation)
        try parseRightSide(into: &equation)
        cursor.skipSpaces()
        guard cursor.isAtEnd else {
            throw EntryParseError(message: "unexpected \(cursor.excerpt()) after the equation", offset: cursor.position)
        }
        return equation
    }

    /// `range` is the left side, quoted only when no relation follows.
    mutating func parseRelation(after range: Range<Int>) throws(EntryParseError) -> Relation {
        for (bytes, relation) in Literals.relations where cursor.consume(bytes) {
            return relation
        }
        throw EntryParseError(
            message: "expected '==', '>=' or '<=' after '\(cursor.text(range))' but found \(cursor.excerpt())", offset: cursor.position)
    }

    /// `A.attr` or `(A.attr - B.attr)`.
    private mutating func parseOperand() throws(EntryParseError) -> Operand {
        guard cursor.consume(.openParen) else { return .anchor(try parseAnchor()) }
        let minuend = try parseAnchor()
        cursor.skipSpaces()
        guard cursor.consume(.minus) else {
            throw EntryParseError(
                message: "expected ' - ' inside anchor arithmetic but found \(cursor.excerpt())",
                offset: cursor.position)
        }
        cursor.skipSpaces()
        let subtrahend = try parseAnchor()
        guard cursor.consume(.closeParen) else {
            throw EntryParseError(
                message: "expected ')' to close anchor arithmetic but found \(cursor.excerpt())",
                offset: cursor.position)
        }
        return .difference(minuend, subtrahend)
    }

    private mutating func parseRightSide(into equation: inout Equation) throws(EntryParseError) {
        guard !cursor.isAtEnd else {
            throw EntryParseError(message: "expected a value after '\(equation.relation.rawValue)'", offset: cursor.position)
        }
        if let spacing = try parseSystemSpacing(sign: 1) {
            equation.constant = spacing
            return
        }
        if let sign = cursor.peek(), sign == .plus || sign == .minus, cursor.peek(1) == .space {
            // `- 16`, `+ 480`: a constant alone, its sign spaced from it.
            cursor.position += 1
            cursor.skipSpaces()
            equation.constant = Constant(number: try cursor.readNumber(what: "a constant"), sign: sign == .minus ? -1 : 1)
            return
        }
        if cursor.startsNumber || cursor.startsNonFiniteNumber || cursor.peek() == .minus || cursor.peek() == .plus {
            let number = try cursor.readNumber(what: "a number")
            let afterNumber = cursor.position
            cursor.skipSpaces()
            guard cursor.consume(.star) else {
                cursor.position = afterNumber
                equation.constant = Constant(number: number)
                return
            }
            cursor.skipSpaces()
            equation.multiplier = number
            equation.rhs = try parseOperand()
        } else {
            equation.rhs = try parseOperand()
            let afterOperand = cursor.position
            cursor.skipSpaces()
            if cursor.consume(.star) {
                cursor.skipSpaces()
                equation.multiplier = try cursor.readNumber(what: "a multiplier")
            } else {
                cursor.position = afterOperand
            }
        }
        try parseTrailingConstant(into: &equation)
    }

    /// `+ 8`, `- 13.0`, ` NSSpace(8)`, `+ NSLayoutAnchorConstraintSpace(8)`.
    private mutating func parseTrailingConstant(into equation: inout Equation) throws(EntryParseError) {
        cursor.skipSpaces()
        guard !cursor.isAtEnd else { return }
        if let spacing = try parseSystemSpacing(sign: 1) {
            equation.constant = spacing
            return
        }
        guard let sign = cursor.peek(), sign == .plus || sign == .minus else {
            throw EntryParseError(
                message: "expected '+ constant' or '- constant' but found \(cursor.excerpt())",
                offset: cursor.position)
        }
        cursor.position += 1
        cursor.skipSpaces()
        let signValue: Double = sign == .minus ? -1 : 1
        if let spacing = try parseSystemSpacing(sign: signValue) {
            equation.constant = spacing
            return
        }
        equation.constant = Constant(number: try cursor.readNumber(what: "a constant"), sign: signValue)
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: a system spacing whose value is printed.
    mutating func parseSystemSpacing(sign: Double) throws(EntryParseError) -> Constant? {
        for (name, opening) in Literals.systemSpacings where cursor.hasPrefix(opening) {
            cursor.position += name.utf8.count + 1
            let number = try cursor.readNumber(what: "the spacing of \(name)")
            guard cursor.consume(.closeParen) else {
                throw EntryParseError(message: "expected ')' after \(name)(\(number.text)", offset: cursor.position)
            }
            return Constant(number: number, sign: sign, systemSpacing: name)
        }
        return nil
    }
}
