/// An item's attribute: `UIView:0x1.top`.
package struct Anchor: Hashable, Sendable {
    package var item: LayoutItem
    package var attribute: Attribute

    package init(item: LayoutItem, attribute: Attribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// One side of an equation: an anchor, or the difference of two anchors that
/// anchor arithmetic prints as `(A.leading - B.leading)`.
package enum Operand: Hashable, Sendable {
    case anchor(Anchor)
    // Rare (anchor arithmetic only): boxed, so every other operand stays small.
    indirect case difference(Anchor, Anchor)

    package var anchors: [Anchor] {
        switch self {
        case .anchor(let anchor): [anchor]
        case .difference(let minuend, let subtrahend): [minuend, subtrahend]
        }
    }

    /// Calls `body` on `anchors`, in the same order, without building the array.
    package func forEachAnchor(_ body: (Anchor) throws -> Void) rethrows {
        switch self {
        case .anchor(let anchor): try body(anchor)
        case .difference(let minuend, let subtrahend):
            try body(minuend)
            try body(subtrahend)
        }
    }

    /// The anchor the constraint is about (its first item/attribute).
    var leadAnchor: Anchor {
        switch self {
        case .anchor(let anchor), .difference(let anchor, _): anchor
        }
    }
}

/// The constant of an equation: a number, or a system spacing such as
/// `NSSpace(8)` / `NSLayoutAnchorConstraintSpace(8)` whose number is its value.
package struct Constant: Hashable, Sendable {
    package var number: PrintedNumber
    /// -1 when printed after a minus operator (`- 16`), else 1.
    var sign: Double
    /// `NSSpace` or `NSLayoutAnchorConstraintSpace` when a system spacing was printed.
    package var systemSpacing: String?

    package init(number: PrintedNumber, sign: Double = 1, systemSpacing: String? = nil) {
        self.number = number
        self.sign = sign
        self.systemSpacing = systemSpacing
    }

    package var value: Double { sign * number.value }
}

/// A constraint in equation form: `lhs RELATION multiplier*rhs + constant`.
/// Visual-format entries are turned into this form too.
///
/// Its fields are shared (`SharedFields`), as `ConstraintEntry`'s are: every
/// step from parsing to advice reads equations, and a copy of two anchors'
/// strings at each read cost more than the reading.
package struct Equation: Hashable, Sendable {
    struct Fields: Hashable, Sendable {
        var lhs: Operand
        var relation: Relation
        var multiplier: PrintedNumber?
        var rhs: Operand?
        var constant: Constant?
    }

    private var fields: SharedFields<Fields>

    package var lhs: Operand {
        _read { yield fields.value.lhs }
        set { fields.change { $0.lhs = newValue } }
    }
    package var relation: Relation {
        get { fields.value.relation }
        set { fields.change { $0.relation = newValue } }
    }
    /// As printed (before or after the item); nil when none was printed (1).
    package var multiplier: PrintedNumber? {
        _read { yield fields.value.multiplier }
        set { fields.change { $0.multiplier = newValue } }
    }
    package var rhs: Operand? {
        _read { yield fields.value.rhs }
        set { fields.change { $0.rhs = newValue } }
    }
    /// nil when none was printed (0).
    package var constant: Constant? {
        _read { yield fields.value.constant }
        set { fields.change { $0.constant = newValue } }
    }

    package init(
        lhs: Operand, relation: Relation, multiplier: PrintedNumber? = nil,
        rhs: Operand? = nil, constant: Constant? = nil
    ) {
        fields = SharedFields(Fields(lhs: lhs, relation: relation, multiplier: multiplier, rhs: rhs, constant: constant))
    }

    package var firstItem: LayoutItem { lhs.leadAnchor.item }
    package var firstAttribute: Attribute { lhs.leadAnchor.attribute }
    var secondItem: LayoutItem? { rhs?.leadAnchor.item }
    package var secondAttribute: Attribute? { rhs?.leadAnchor.attribute }
    package var multiplierValue: Double { multiplier?.value ?? 1 }
    package var constantValue: Double { constant?.value ?? 0 }

    /// Every anchor the equation mentions, left side first.
    package var anchors: [Anchor] {
        var anchors: [Anchor] = []
        anchors.reserveCapacity(2)
        forEachAnchor { anchors.append($0) }
        return anchors
    }

    /// Calls `body` on `anchors`, in the same order, without building the
    /// array (parsing and analysis walk every entry's anchors several times).
    @inline(__always)
    package func forEachAnchor(_ body: (Anchor) throws -> Void) rethrows {
        try lhs.forEachAnchor(body)
        try rhs?.forEachAnchor(body)
    }
}
