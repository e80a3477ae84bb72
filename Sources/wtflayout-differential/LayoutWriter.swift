import SeededRandom

/// Writes list entries in UIKit's console format and, beside each, the exact
/// constraint the generator means by it, over the generator's own variables.
///
/// The meaning is the one UIKit gives the entry (section 4 of the field
/// guide): every view has a frame x, y, width, height; leading = x, trailing
/// = x + width, centerX = x + width/2; a margin edge sits inside the frame by
/// an unknown margin ≥ 0, or on the margins guide when the report pins one;
/// a bare constant on a position (`minX == 0`) and a multiplied position are
/// measured from the superview's origin. Widths, heights and margins are
/// never negative: those facts are kept as variable lists, not entries.
struct LayoutWriter {
    private(set) var entries: [GeneratedEntry] = []
    /// Widths and heights of every view and guide.
    private(set) var sizeVariables: [Int] = []
    /// Unpinned margins, one per view and side used.
    private(set) var marginVariables: [Int] = []
    private var variableCount = 0
    private var nextViewAddress: UInt64
    private var nextConstraintAddress: UInt64
    private var marginVariableByKey: [MarginKey: Int] = [:]
    /// View → the margins guide the report pins for it.
    private var marginsGuides: [Int: LayoutView] = [:]
    /// View → the superview an entry's `'|'` binding names for it.
    private var parents: [Int: LayoutView] = [:]

    init(random: inout SplitMix64) {
        nextViewAddress = 0x7F9E_4C60_0000 + UInt64(random.int(in: 0...0xFFFF)) << 8
        nextConstraintAddress = 0x6000_035D_0000 + UInt64(random.int(in: 0...0xFFFF)) << 8
    }

    // MARK: - Views

    mutating func view(_ className: String, label: String? = nil) -> LayoutView {
        nextViewAddress += 0x130
        let printed = "\(className):0x\(String(nextViewAddress, radix: 16))" + (label.map { "'\($0)'" } ?? "")
        let view = LayoutView(printed: printed, x: newVariable(), y: newVariable(), width: newVariable(), height: newVariable())
        sizeVariables += [view.width, view.height]
        return view
    }

    private mutating func newVariable() -> Int {
        defer { variableCount += 1 }
        return variableCount
    }

    private mutating func constraintAddress() -> String {
        nextConstraintAddress += 0x50
        return "0x" + String(nextConstraintAddress, radix: 16)
    }

    // MARK: - Entries in equation form

    /// `A.attr REL [m*]B.attr [± c]`, or `A.attr REL c` when `rhs` is nil.
    mutating func equation(
        _ lhs: Anchor, _ relation: ExactRelation, _ rhs: Anchor? = nil,
        multiplier: Rational = .one, constant: Rational = .zero,
        identifier: String? = nil, priority: EntryPriority = .required
    ) {
        var body = "\(lhs.text) \(relation.symbol) "
        if let rhs {
            body += multiplier == .one ? rhs.text : "\(Self.number(multiplier))*\(rhs.text)"
            if constant.isPositive { body += " + \(Self.number(constant))" }
            if constant.isNegative { body += " - \(Self.number(-constant))" }
        } else {
            body += Self.number(constant)
        }
        let meaning = ExactConstraint(
            leftSide(of: lhs, rhs: rhs, multiplier: multiplier), relation,
            rightSide(of: rhs, lhs: lhs, multiplier: multiplier, constant: constant))
        add(body: body, meaning, identifier: identifier, priority: priority)
    }

    /// The left side as UIKit measures it: from the superview's origin when
    /// the constraint has a bare constant or a multiplier on positions.
    private mutating func leftSide(of lhs: Anchor, rhs: Anchor?, multiplier: Rational) -> ExactExpression {
        let left = expression(lhs)
        guard measuresFromOrigin(lhs, rhs, multiplier) else { return left }
        return left - origin(of: lhs)
    }

    private mutating func rightSide(of rhs: Anchor?, lhs: Anchor, multiplier: Rational, constant: Rational) -> ExactExpression {
        let constantPart = ExactExpression(constant: constant)
        guard let rhs else { return constantPart }
        var right = expression(rhs)
        if measuresFromOrigin(lhs, rhs, multiplier) { right = right - origin(of: lhs) }
        return right.scaled(by: multiplier) + constantPart
    }

    private func measuresFromOrigin(_ lhs: Anchor, _ rhs: Anchor?, _ multiplier: Rational) -> Bool {
        guard !lhs.attribute.isSize else { return false }
        guard let rhs else { return true }
        guard multiplier != .one && !rhs.attribute.isSize else { return false }
        // Multiplied positions relate a view to its own superview here: the
        // origin is then the same whichever of the two a reader takes it from.
        precondition(parents[lhs.view.x] == rhs.view, "\(lhs.text): multiplied position not against its superview")
        return true
    }

    /// The origin of the superview `anchor`'s view is laid out in, on the anchor's axis.
    private func origin(of anchor: Anchor) -> ExactExpression {
        guard let parent = parents[anchor.view.x] else {
            preconditionFailure("\(anchor.text): measured from a superview no entry names")
        }
        return ExactExpression(variable: anchor.attribute.axis == .horizontal ? parent.x : parent.y)
    }

    // MARK: - Entries in visual format

    /// `H:[A(44)]`, `V:[A(>=20@750)]`.
    mutating func size(
        _ view: LayoutView, _ axis: Axis, _ relation: ExactRelation, _ value: Rational,
        identifier: String? = nil, priority: EntryPriority = .required
    ) {
        let predicate = Self.predicate(relation, value, priority)
        let meaning = ExactConstraint(ExactExpression(variable: view.size(axis)), relation, ExactExpression(constant: value))
        add(
            body: "\(axis.letter):[\(view.printed)(\(predicate))]", meaning, identifier: identifier,
            priority: priority, printedPriority: !priority.isInlineInVisualFormat)
    }

    /// `H:|-(20)-[A]`: A's leading edge `constant` after the superview's.
    /// Right to left (`(RTL)`), leading is the right edge and "after" is leftwards.
    mutating func leadingEdge(
        of view: LayoutView, in parent: LayoutView, _ axis: Axis, _ relation: ExactRelation = .equal,
        _ constant: Rational, identifier: String? = nil, rightToLeft: Bool = false
    ) {
        register(view, in: parent)
        let meaning =
            rightToLeft
            ? ExactConstraint(
                trailingExpression(parent, axis) - trailingExpression(view, axis), relation, ExactExpression(constant: constant))
            : ExactConstraint(
                leadingExpression(view, axis), relation,
                leadingExpression(parent, axis) + ExactExpression(constant: constant))
        add(
            body: "\(axis.letter):|-(\(Self.predicate(relation, constant, .required)))-[\(view.printed)]"
                + Self.direction(rightToLeft), meaning, identifier: identifier, superview: parent)
    }

    /// `H:[A]-(20)-|`: the superview's trailing edge `constant` after A's.
    mutating func trailingEdge(
        of view: LayoutView, in parent: LayoutView, _ axis: Axis, _ relation: ExactRelation = .equal,
        _ constant: Rational, identifier: String? = nil, rightToLeft: Bool = false
    ) {
        register(view, in: parent)
        let meaning =
            rightToLeft
            ? ExactConstraint(
                leadingExpression(view, axis) - leadingExpression(parent, axis), relation, ExactExpression(constant: constant))
            : ExactConstraint(
                trailingExpression(parent, axis), relation,
                trailingExpression(view, axis) + ExactExpression(constant: constant))
        add(
            body: "\(axis.letter):[\(view.printed)]-(\(Self.predicate(relation, constant, .required)))-|"
                + Self.direction(rightToLeft), meaning, identifier: identifier, superview: parent)
    }

    /// `H:[A]-(8)-[B]`: B's leading edge `constant` after A's trailing edge.
    mutating func gap(
        from first: LayoutView, to second: LayoutView, _ axis: Axis, _ relation: ExactRelation = .equal,
        _ constant: Rational, identifier: String? = nil, priority: EntryPriority = .required,
        rightToLeft: Bool = false
    ) {
        let meaning =
            rightToLeft
            ? ExactConstraint(
                leadingExpression(first, axis) - trailingExpression(second, axis), relation, ExactExpression(constant: constant))
            : ExactConstraint(
                leadingExpression(second, axis), relation,
                trailingExpression(first, axis) + ExactExpression(constant: constant))
        add(
            body: "\(axis.letter):[\(first.printed)]-(\(Self.predicate(relation, constant, priority)))-[\(second.printed)]"
                + Self.direction(rightToLeft), meaning, identifier: identifier,
            priority: priority, printedPriority: !priority.isInlineInVisualFormat)
    }

    /// Prints the last entry again under a new address: a constraint added
    /// twice, as code that runs twice does.
    mutating func repeatLastEntry() {
        let last = entries[entries.count - 1]
        let address = last.text.drop { $0 != ":" }.dropFirst().prefix { $0 != " " }
        entries.append(
            GeneratedEntry(
                text: last.text.replacing(String(address), with: constraintAddress(), maxReplacements: 1),
                constraint: last.constraint, priority: last.priority,
                isAutoresizing: last.isAutoresizing, pinsMargins: last.pinsMargins))
    }

    private static func direction(_ rightToLeft: Bool) -> String { rightToLeft ? "(RTL)" : "" }

    // MARK: - Autoresizing masks and margins guides

    /// `NSAutoresizingMaskLayoutConstraint ... h=--& v=--& V.width == 300`;
    /// positions (`minX == 0`) name the superview they are measured from.
    mutating func autoresizing(
        _ view: LayoutView, _ attribute: AutoresizingAttribute, _ value: Rational,
        in parent: LayoutView? = nil
    ) {
        let meaning: ExactConstraint
        switch attribute {
        case .width, .height:
            meaning = ExactConstraint(
                ExactExpression(variable: attribute == .width ? view.width : view.height), .equal,
                ExactExpression(constant: value))
        case .minX, .minY:
            guard let parent else { preconditionFailure("a position needs the superview it is measured from") }
            register(view, in: parent)
            let axis: Axis = attribute == .minX ? .horizontal : .vertical
            meaning = ExactConstraint(
                leadingExpression(view, axis) - leadingExpression(parent, axis), .equal,
                ExactExpression(constant: value))
        }
        add(
            body: "\(view.printed).\(attribute.rawValue) == \(Self.number(value))", meaning,
            className: "NSAutoresizingMaskLayoutConstraint", flags: "h=--& v=--& ", superview: parent)
    }

    /// Pins `view`'s horizontal margins through its margins guide, as UIKit
    /// prints when the margins are set (`'UIView-leftMargin-guide-constraint'`).
    /// From then on the view's leading and trailing margins are the guide's edges.
    mutating func pinHorizontalMargins(of view: LayoutView, left: Rational, right: Rational) {
        precondition(!marginVariableByKey.keys.contains { $0.view == view.x }, "pin the guide before using the margins")
        let guide = self.view("UILayoutGuide", label: "UIViewLayoutMarginsGuide")
        marginsGuides[view.x] = guide
        register(guide, in: view)
        let leftMeaning = ExactConstraint(
            ExactExpression(variable: guide.x), .equal,
            ExactExpression(variable: view.x) + ExactExpression(constant: left))
        add(
            body: "H:|-(\(Self.number(left)))-[\(guide.printed)](LTR)", leftMeaning,
            identifier: "UIView-leftMargin-guide-constraint", superview: view)
        let rightMeaning = ExactConstraint(
            trailingExpression(view, .horizontal), .equal,
            trailingExpression(guide, .horizontal) + ExactExpression(constant: right))
        add(
            body: "H:[\(guide.printed)]-(\(Self.number(right)))-|(LTR)", rightMeaning,
            identifier: "UIView-rightMargin-guide-constraint", superview: view)
    }

    // MARK: - Meaning of anchors

    private func leadingExpression(_ view: LayoutView, _ axis: Axis) -> ExactExpression {
        ExactExpression(variable: axis == .horizontal ? view.x : view.y)
    }

    private func trailingExpression(_ view: LayoutView, _ axis: Axis) -> ExactExpression {
        leadingExpression(view, axis) + ExactExpression(variable: view.size(axis))
    }

    private mutating func expression(_ anchor: Anchor) -> ExactExpression {
        let view = anchor.view
        let half = Rational.one / Rational(2)
        switch anchor.attribute {
        // Left to right, as every entry in equation form is read: left is leading.
        case .leading, .left: return leadingExpression(view, .horizontal)
        case .trailing, .right: return trailingExpression(view, .horizontal)
        case .centerX: return leadingExpression(view, .horizontal) + ExactExpression(variable: view.width).scaled(by: half)
        case .width: return ExactExpression(variable: view.width)
        case .top: return leadingExpression(view, .vertical)
        case .bottom: return trailingExpression(view, .vertical)
        case .centerY: return leadingExpression(view, .vertical) + ExactExpression(variable: view.height).scaled(by: half)
        case .height: return ExactExpression(variable: view.height)
        case .leadingMargin:
            if let guide = marginsGuides[view.x] { return leadingExpression(guide, .horizontal) }
            return leadingExpression(view, .horizontal) + margin(of: view, .left)
        case .trailingMargin:
            if let guide = marginsGuides[view.x] { return trailingExpression(guide, .horizontal) }
            return trailingExpression(view, .horizontal) - margin(of: view, .right)
        case .topMargin:
            precondition(marginsGuides[view.x] == nil, "only horizontal margins are pinned")
            return leadingExpression(view, .vertical) + margin(of: view, .top)
        case .bottomMargin:
            precondition(marginsGuides[view.x] == nil, "only horizontal margins are pinned")
            return trailingExpression(view, .vertical) - margin(of: view, .bottom)
        }
    }

    private mutating func margin(of view: LayoutView, _ side: MarginKey.Side) -> ExactExpression {
        let key = MarginKey(view: view.x, side: side)
        if let variable = marginVariableByKey[key] { return ExactExpression(variable: variable) }
        let variable = newVariable()
        marginVariableByKey[key] = variable
        marginVariables.append(variable)
        return ExactExpression(variable: variable)
    }

    private mutating func register(_ view: LayoutView, in parent: LayoutView) {
        // The tool, like UIKit, takes a view's superview from the `'|'` bindings.
        precondition(parents[view.x].map { $0 == parent } ?? true, "\(view.printed) has two superviews")
        parents[view.x] = parent
    }

    // MARK: - Text

    private mutating func add(
        body: String, _ meaning: ExactConstraint, identifier: String? = nil,
        className: String = "NSLayoutConstraint", flags: String = "",
        priority: EntryPriority = .required, printedPriority: Bool = true,
        superview: LayoutView? = nil
    ) {
        var text = "<\(className):\(constraintAddress()) \(flags)"
        if let identifier { text += "'\(identifier)' " }
        text += body
        if printedPriority { text += priority.suffix }
        text += "   (active" + (superview.map { ", names: '|':\($0.printed) " } ?? "") + ")>"
        entries.append(
            GeneratedEntry(
                text: text, constraint: meaning, priority: priority.value,
                isAutoresizing: className == "NSAutoresizingMaskLayoutConstraint",
                pinsMargins: identifier?.hasSuffix("Margin-guide-constraint") == true))
    }

    /// `(8)`, `(>=8)`, `(<=30@750)`: a visual format's predicate.
    private static func predicate(_ relation: ExactRelation, _ value: Rational, _ priority: EntryPriority) -> String {
        let prefix = relation == .equal ? "" : relation.symbol
        return prefix + number(value) + (priority.isInlineInVisualFormat ? "@\(Int(priority.value))" : "")
    }

    /// As `%g` prints it; the generator only uses numbers it prints exactly.
    static func number(_ value: Rational) -> String {
        guard let text = value.decimalText else { preconditionFailure("\(value) does not print exactly") }
        return text
    }
}

private struct MarginKey: Hashable {
    enum Side: Hashable { case left, right, top, bottom }
    let view: Int
    let side: Side
}
