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
package struct Equation: Hashable, Sendable {
    package var lhs: Operand
    package var relation: Relation
    /// As printed (before or after the item); nil when none was printed (1).
    package var multiplier: PrintedNumber?
    package var rhs: Operand?
    /// nil when none was printed (0).
    package var constant: Constant?

    package init(
        lhs: Operand, relation: Relation, multiplier: PrintedNumber? = nil,
        rhs: Operand? = nil, constant: Constant? = nil
    ) {
        self.lhs = lhs
        self.relation = relation
        self.multiplier = multiplier
        self.rhs = rhs
        self.constant = constant
    }

    package var firstItem: LayoutItem { lhs.leadAnchor.item }
    package var firstAttribute: Attribute { lhs.leadAnchor.attribute }
    var secondItem: LayoutItem? { rhs?.leadAnchor.item }
    package var secondAttribute: Attribute? { rhs?.leadAnchor.attribute }
    package var multiplierValue: Double { multiplier?.value ?? 1 }
    package var constantValue: Double { constant?.value ?? 0 }

    /// Every anchor the equation mentions, left side first.
    package var anchors: [Anchor] { lhs.anchors + (rhs?.anchors ?? []) }

    /// Calls `body` on `anchors`, in the same order, without building the
    /// array (parsing and analysis walk every entry's anchors several times).
    @inline(__always)
    package func forEachAnchor(_ body: (Anchor) throws -> Void) rethrows {
        try lhs.forEachAnchor(body)
        try rhs?.forEachAnchor(body)
    }
}
