/// The visual-format form UIKit prints for constraints made with VFL (and for
/// many of its own): `H:|-(15)-[A]`, `V:[A]-(>=11)-[B]`, `V:[A(200)]`, each
/// turned into the equation it stands for.
extension EntryBodyParser {
    struct VisualFormat {
        var equation: Equation
        var priority: Priority?
        var direction: LayoutDirection?
        /// An item without an address was read: its name may be unbound.
        var mayUseUnboundNames = false
    }

    /// A `(>=8@750)` predicate: relation, value, optional priority.
    private struct Predicate {
        var relation: Relation
        var constant: Constant
        var priority: Priority?
    }

    private enum Element {
        case superview
        case view(LayoutItem, size: Predicate?)
    }

    mutating func parseVisualFormat(superview: LayoutItem?) throws(EntryParseError) -> VisualFormat {
        let axis: Axis = cursor.peek() == UInt8(ascii: "H") ? .horizontal : .vertical
        cursor.position += 2
        // Room for the usual two elements and one connection up front.
        var elements: [Element] = []
        elements.reserveCapacity(2)
        var connections: [Predicate?] = []
        connections.reserveCapacity(1)
        while true {
            elements.append(try parseElement())
            guard let connection = try parseConnection() else { break }
            connections.append(connection)
        }
        var direction: LayoutDirection?
        for (bytes, candidate) in Literals.directions where cursor.consume(bytes) {
            direction = candidate
        }
        cursor.skipSpaces()
        guard cursor.isAtEnd else {
            throw EntryParseError(message: "unexpected \(cursor.excerpt()) after the visual format", offset: cursor.position)
        }
        let superviewItem =
            superview.map { item -> LayoutItem in
                var item = item
                item.name = "|"
                return item
            } ?? LayoutItem(name: "|")
        return try equation(for: consume elements, connections: connections, axis: axis, superview: superviewItem, direction: direction)
    }

    private mutating func parseElement() throws(EntryParseError) -> Element {
        if cursor.consume(.pipe) { return .superview }
        guard cursor.consume(.openBracket) else {
            throw EntryParseError(
                message: "expected '|' or '[view]' in the visual format but found \(cursor.excerpt())",
                offset: cursor.position)
        }
        let item = try parseItem(context: .visualFormat)
        var size: Predicate?
        if cursor.consume(.openParen) {
            size = try parsePredicate()
            guard cursor.consume(.closeParen) else {
                throw EntryParseError(message: "expected ')' after the size but found \(cursor.excerpt())", offset: cursor.position)
            }
        }
        guard cursor.consume(.closeBracket) else {
            throw EntryParseError(message: "expected ']' to close the view but found \(cursor.excerpt())", offset: cursor.position)
        }
        return .view(item, size: size)
    }

    /// Between two elements: `-(8)-`, a lone `-` (standard spacing), or nothing
    /// (flush). Returns nil when no element follows. Markdown renderers turn
    /// `-(` into `~~(`, so `~~` is read as a dash.
    private mutating func parseConnection() throws(EntryParseError) -> Predicate?? {
        if cursor.peek() == .openBracket || cursor.peek() == .pipe {
            return .some(Predicate(relation: .equal, constant: Constant(number: PrintedNumber(text: "0", value: 0))))
        }
        guard consumeDash() else { return nil }
        guard cursor.consume(.openParen) else {
            return .some(
                Predicate(
                    relation: .equal,
                    constant: Constant(number: PrintedNumber(text: "8", value: 8), systemSpacing: "standard")))
        }
        let predicate = try parsePredicate()
        guard cursor.consume(.closeParen), consumeDash() else {
            throw EntryParseError(message: "expected ')-' after the spacing but found \(cursor.excerpt())", offset: cursor.position)
        }
        return .some(predicate)
    }

    private mutating func consumeDash() -> Bool {
        cursor.consume(Literals.strikethrough) || cursor.consume(.minus)
    }

    private mutating func parsePredicate() throws(EntryParseError) -> Predicate {
        var relation = Relation.equal
        for (bytes, candidate) in Literals.relations where cursor.consume(bytes) {
            relation = candidate
        }
        var constant: Constant
        if let spacing = try parseSystemSpacing(sign: 1) {
            constant = spacing
        } else {
            constant = Constant(number: try cursor.readNumber(what: "a spacing or size"))
        }
        var priority: Priority?
        if cursor.consume(.at) {
            let number = try cursor.readNumber(what: "a priority")
            priority = Priority(value: number.value, text: "@\(number.text)")
        }
        return Predicate(relation: relation, constant: constant, priority: priority)
    }

    private func equation(
        for elements: consuming [Element], connections: [Predicate?], axis: Axis,
        superview: LayoutItem, direction: LayoutDirection?
    ) throws(EntryParseError) -> VisualFormat {
        let (leading, trailing, size): (Attribute, Attribute, Attribute) =
            axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        // Takes its parts by value (consuming): a nested function borrowing
        // them copied every anchor, the equation and the predicate once more.
        func format(_ lhs: consuming Anchor, _ predicate: consuming Predicate, _ rhs: consuming Anchor?) -> VisualFormat {
            let rhs: Operand? = if let rhs { .anchor(rhs) } else { nil }
            return VisualFormat(
                equation: Equation(
                    lhs: .anchor(lhs), relation: predicate.relation,
                    rhs: rhs, constant: predicate.constant),
                priority: predicate.priority, direction: direction)
        }
        // The elements are taken out of the array rather than matched in place:
        // matching a (count, first, last) tuple copied every item twice.
        if elements.count == 1, case .view(let item, let sizePredicate?) = elements.removeLast() {
            return format(Anchor(item: item, attribute: size), sizePredicate, nil)
        }
        if elements.count == 2, let spacing = connections[0] {
            let last = elements.removeLast()
            switch (elements.removeLast(), last) {
            case (.superview, .view(let item, nil)):
                return format(Anchor(item: item, attribute: leading), spacing, Anchor(item: superview, attribute: leading))
            case (.view(let item, nil), .superview):
                return format(Anchor(item: superview, attribute: trailing), spacing, Anchor(item: item, attribute: trailing))
            case (.view(let first, nil), .view(let second, nil)):
                return format(Anchor(item: second, attribute: leading), spacing, Anchor(item: first, attribute: trailing))
            default:
                break
            }
        }
        throw EntryParseError(message: "this visual format does not describe exactly one constraint", offset: 0)
    }
}
