import ConstraintSolving
import LogParser

/// Builds the `LayoutModel` of a report:
/// frames, attributes as linear expressions, and the implicit facts.
struct ModelBuilder {

    private var nextVariableID = 0
    private var items: [ModelItem] = []
    private var itemIndexByKey: [ItemKey: Int] = [:]
    private var constraints: [ModelConstraint] = []
    private var factCount = 0
    private var marginVariables: [ItemKey: Variable] = [:]
    private var unpinnedMargins: [MarginUnknown] = []
    private var baselineVariables: [ItemKey: Variable] = [:]
    private var engineVariables: [ItemKey: Variable] = [:]
    /// Child key → its superview, from the entries' `'|'` bindings.
    private let superviews: [ItemKey: LayoutItem]
    /// View key → the margins guide the report pins for it.
    private let marginsGuides: [ItemKey: LayoutItem]
    /// Guide key → the view a margins guide printed without its owner is taken to belong to.
    private let guessedGuideOwners: [ItemKey: LayoutItem]
    private let toleranceScale: Double
    private let platform: Platform
    private var measuredFromBottom: [Int: ItemKey] = [:]
    /// Keys of the items the entry being added resolved to, anchor by anchor.
    private var resolvedKeys: [ItemKey] = []

    /// The key of a view printed as `<private>`.
    static let withheldView = ItemKey("name:<private>")

    static func build(_ report: Report) -> LayoutModel {
        var builder = ModelBuilder(report: report)
        var outOfRange: [Int] = []
        for index in report.entries.indices {
            guard case .success(let constraint) = report.entries[index].parsed else { continue }
            guard ModelTolerance.isInRange(constraint.equation) else {
                outOfRange.append(index)
                continue
            }
            // A view the log withheld (`<private>`) is no view the model can tie to another: two of them
            // would read as one. Its constraint is left out, as one that cannot be read.
            if constraint.equation.anchors.contains(where: { $0.item.key == Self.withheldView }) { continue }
            builder.addEntry(constraint, index: index)
        }
        let others = (Array(builder.baselineVariables.values) + Array(builder.engineVariables.values)).sorted { $0.id < $1.id }
        return LayoutModel(
            items: builder.items.trimmedToCount(), constraints: builder.constraints.trimmedToCount(),
            unpinnedMargins: builder.unpinnedMargins, variableCount: builder.nextVariableID,
            otherVariables: others, superviewKeys: builder.superviews.mapValues(\.key),
            guessedGuideOwners: builder.guessedGuideOwners.mapValues(\.key),
            outOfRange: outOfRange, measuredFromBottom: builder.measuredFromBottom)
    }

    private init(report: Report) {
        var superviews: [ItemKey: LayoutItem] = [:]
        var marginsGuides: [ItemKey: LayoutItem] = [:]
        var scale = Numerics.smallestMultipliedSize
        // Few reports print a margins guide: only those are asked whose it is.
        var printsMarginsGuide = false
        // Entries are read in place: copying each parsed constraint out
        // (`report.constraints`) cost more than the rest of this loop.
        for index in report.entries.indices {
            guard case .success(let constraint) = report.entries[index].parsed else { continue }
            scale = ModelTolerance.scale(scale, including: constraint)
            if !printsMarginsGuide {
                constraint.equation.forEachAnchor { if $0.item.label == MarginsGuideOwners.guideLabel { printsMarginsGuide = true } }
            }
            guard let superview = constraint.superview else { continue }
            let superviewKey = superview.key
            // Read before the closure, which would otherwise capture (copy) the whole entry.
            let pinsMargins = constraint.identifier?.hasSuffix("Margin-guide-constraint") == true
            constraint.equation.forEachAnchor { anchor in
                guard anchor.item.name != "|" else { return }
                let key = anchor.item.key
                guard key != superviewKey else { return }
                if superviews[key] == nil { superviews[key] = superview }
                if pinsMargins, anchor.item.isLayoutGuide {
                    marginsGuides[superviewKey] = anchor.item
                }
            }
        }
        self.superviews = superviews
        self.marginsGuides = marginsGuides
        self.guessedGuideOwners =
            printsMarginsGuide
            ? MarginsGuideOwners.guess(in: report, superviews: superviews, owned: Set(marginsGuides.values.map(\.key))) : [:]
        self.toleranceScale = scale
        self.platform = report.platform
    }

    // MARK: - Entries

    private mutating func addEntry(_ constraint: ConstraintEntry, index: Int) {
        let equation = constraint.equation
        let rtl = constraint.direction == .rightToLeft
        let context = EntryContext(entry: constraint, rightToLeft: rtl)
        resolvedKeys = []
        var lhs = expression(for: equation.lhs, context: context)
        var rhs = LinearExpression(constant: equation.constantValue)
        if let rhsOperand = equation.rhs {
            var right = expression(for: rhsOperand, context: context)
            let multiplier = equation.multiplierValue
            if multiplier != 1, case .anchor(let first) = equation.lhs, !isSizeLike(first.attribute), !isFromBottom(first),
                case .anchor(let second) = rhsOperand, !isSizeLike(second.attribute),
                let axis = first.attribute.axis
            {
                // UIKit measures multiplied positions from the container's leading/top edge.
                let origin = containerOrigin(of: first.item, fallback: second.item, axis: axis, context: context)
                lhs = lhs - origin
                right = right - origin
            }
            rhs = rhs + right.scaled(by: multiplier)
        } else if case .anchor(let first) = equation.lhs, !isSizeLike(first.attribute), !isFromBottom(first),
            let axis = first.attribute.axis
        {
            // A bare constant on a position is relative to the container's origin.
            lhs = lhs - containerOrigin(of: first.item, fallback: nil, axis: axis, context: context)
        }
        let linear = LinearConstraint(
            lhs - rhs, LinearRelation(equation.relation),
            strength: Strength(min(constraint.priority.value, 1000)), tag: index,
            tolerance: ModelTolerance.tolerance(of: equation, scale: toleranceScale))
        constraints.append(ModelConstraint(source: .entry(index), linear: linear, anchorKeys: resolvedKeys))
        equation.forEachAnchor { anchor in
            if isFromBottom(anchor), let superview = superviews[anchor.item.key] { measuredFromBottom[index] = superview.key }
        }
    }

    private struct EntryContext {
        let entry: ConstraintEntry
        let rightToLeft: Bool

        /// The other item of the entry, for naming a superview `'|'` leaves unnamed.
        func partner(of item: LayoutItem) -> LayoutItem? {
            var partner: LayoutItem?
            entry.equation.forEachAnchor { anchor in
                if partner == nil, anchor.item.name != "|", anchor.item != item { partner = anchor.item }
            }
            return partner
        }
    }

    /// Whether a frame attribute is measured up from the bottom of a superview
    /// that is not flipped: such an expression is already relative to it.
    private func isFromBottom(_ anchor: Anchor) -> Bool {
        switch anchor.attribute {
        case .minY, .midY, .maxY:
            guard let superview = superviews[anchor.item.key] else { return false }
            return AppKitFlipping.measuresFromBottom(superview, platform: platform)
        default: return false
        }
    }

    private func isSizeLike(_ attribute: Attribute) -> Bool {
        if case .engineVariable = attribute { return true }
        return attribute.isSize
    }

    private mutating func expression(for operand: Operand, context: EntryContext) -> LinearExpression {
        switch operand {
        case .anchor(let anchor):
            return expression(for: anchor, context: context)
        case .difference(let minuend, let subtrahend):
            return expression(for: minuend, context: context) - expression(for: subtrahend, context: context)
        }
    }

    // MARK: - Attributes

    private mutating func expression(for anchor: Anchor, context: EntryContext) -> LinearExpression {
        if let owner = guessedGuideOwners[anchor.item.key], let margin = MarginsGuideOwners.marginAttribute(for: anchor.attribute) {
            // The guide's edge is its owner's margin; the entry still names the guide.
            let guide = modelItem(for: anchor.item, context: context)
            let edge = expression(for: Anchor(item: owner, attribute: margin), context: context)
            resolvedKeys[resolvedKeys.count - 1] = guide.key
            return edge
        }
        let item = modelItem(for: anchor.item, context: context)
        resolvedKeys.append(item.key)
        let frame = item.frame
        // Built on use: each is an allocation, and most attributes need one or two.
        var x: LinearExpression { LinearExpression(frame.x) }
        var y: LinearExpression { LinearExpression(frame.y) }
        var width: LinearExpression { LinearExpression(frame.width) }
        var height: LinearExpression { LinearExpression(frame.height) }
        let rtl = context.rightToLeft
        if isFromBottom(anchor), let superview = superviews[anchor.item.key] {
            // Up from the superview's bottom edge: `minY` is the gap below the view.
            let container = modelItem(for: superview, context: context).frame
            let base = container.y + LinearExpression(container.height)
            switch anchor.attribute {
            case .minY: return base - (y + height)
            case .maxY: return base - y
            default: return base - (y + height.scaled(by: 0.5))
            }
        }
        switch anchor.attribute {
        case .left, .minX: return x
        case .right, .maxX: return x + width
        // Right to left, the engine mirrors the axis: leading is the right
        // edge and `+ 20` moves towards the left.
        case .leading: return rtl ? -(x + width) : x
        case .trailing: return rtl ? -x : x + width
        case .centerX, .midX: return x + width.scaled(by: 0.5)
        case .width: return width
        case .top, .minY: return y
        case .bottom, .maxY: return y + height
        case .centerY, .midY: return y + height.scaled(by: 0.5)
        case .height: return height
        case .leftMargin: return marginEdge(item, .left, context: context)
        case .rightMargin: return marginEdge(item, .right, context: context)
        case .leadingMargin: return rtl ? -marginEdge(item, .right, context: context) : marginEdge(item, .left, context: context)
        case .trailingMargin: return rtl ? -marginEdge(item, .left, context: context) : marginEdge(item, .right, context: context)
        case .topMargin: return marginEdge(item, .top, context: context)
        case .bottomMargin: return marginEdge(item, .bottom, context: context)
        case .centerXWithinMargins:
            return (marginEdge(item, .left, context: context) + marginEdge(item, .right, context: context)).scaled(by: 0.5)
        case .centerYWithinMargins:
            return (marginEdge(item, .top, context: context) + marginEdge(item, .bottom, context: context)).scaled(by: 0.5)
        case .firstBaseline: return y + LinearExpression(baseline(item, .first))
        case .lastBaseline, .baseline: return y + LinearExpression(baseline(item, .last))
        case .engineVariable(let name): return LinearExpression(engineVariable(item, name))
        }
    }

    /// A margin edge: the pinned margins guide's edge when the report has
    /// one for this view, else the frame's edge inset by an unknown margin.
    private mutating func marginEdge(_ item: ModelItem, _ side: MarginSide, context: EntryContext) -> LinearExpression {
        if let guideItem = marginsGuides[item.key] {
            let frame = modelItem(for: guideItem, context: context).frame
            switch side {
            case .left: return LinearExpression(frame.x)
            case .right: return frame.x + LinearExpression(frame.width)
            case .top: return LinearExpression(frame.y)
            case .bottom: return frame.y + LinearExpression(frame.height)
            }
        }
        let margin = LinearExpression(marginVariable(item, side))
        let frame = item.frame
        switch side {
        case .left: return frame.x + margin
        case .right: return frame.x + LinearExpression(frame.width) - margin
        case .top: return frame.y + margin
        case .bottom: return frame.y + LinearExpression(frame.height) - margin
        }
    }

    private mutating func marginVariable(_ item: ModelItem, _ side: MarginSide) -> Variable {
        let key = item.key.derived("margin.\(side.rawValue)")
        if let existing = marginVariables[key] { return existing }
        let variable = newVariable()
        marginVariables[key] = variable
        unpinnedMargins.append(MarginUnknown(itemKey: item.key, side: side, variable: variable))
        addImplicit(.nonNegativeMargin(itemKey: item.key, side: side), LinearExpression(variable), .greaterThanOrEqual)
        return variable
    }

    /// The baseline's offset from the top: unknown, between 0 and the height.
    private mutating func baseline(_ item: ModelItem, _ which: Baseline) -> Variable {
        let key = item.key.derived("baseline.\(which.rawValue)")
        if let existing = baselineVariables[key] { return existing }
        let variable = newVariable()
        baselineVariables[key] = variable
        addImplicit(
            .baselineWithinFrame(itemKey: item.key, baseline: which, atTop: true),
            LinearExpression(variable), .greaterThanOrEqual)
        addImplicit(
            .baselineWithinFrame(itemKey: item.key, baseline: which, atTop: false),
            LinearExpression(variable) - LinearExpression(item.frame.height), .lessThanOrEqual)
        return variable
    }

    private mutating func engineVariable(_ item: ModelItem, _ name: String) -> Variable {
        let key = item.key.derived(name)
        if let existing = engineVariables[key] { return existing }
        let variable = newVariable()
        engineVariables[key] = variable
        if name.hasPrefix("content") {
            addImplicit(.nonNegativeEngineSize(itemKey: item.key, name: name), LinearExpression(variable), .greaterThanOrEqual)
        }
        return variable
    }

    // MARK: - Items

    /// The origin (x or y) of the view `item` is laid out in.
    private mutating func containerOrigin(
        of item: LayoutItem, fallback: LayoutItem?, axis: Axis,
        context: EntryContext
    ) -> LinearExpression {
        let container: ModelItem
        if let superview = superviews[item.key] {
            container = modelItem(for: superview, context: context)
        } else if let fallback {
            container = modelItem(for: fallback, context: context)
        } else {
            container = placeholderSuperview(of: item.key, describing: item)
        }
        return LinearExpression(axis == .horizontal ? container.frame.x : container.frame.y)
    }

    private mutating func modelItem(for item: LayoutItem, context: EntryContext) -> ModelItem {
        if item.name == "|" && item.address == nil {
            // `'|'` with no binding: the superview of the entry's other item.
            guard let child = context.partner(of: item) else { return placeholderSuperview(of: ItemKey("?"), describing: item) }
            if let superview = superviews[child.key] { return modelItem(for: superview, context: context) }
            return placeholderSuperview(of: child.key, describing: child)
        }
        let key = item.key
        if let index = itemIndexByKey[key] {
            if items[index].item.className == nil, item.className != nil { items[index].item = item }
            if items[index].item.label == nil, item.label != nil { items[index].item.label = item.label }
            return items[index]
        }
        return addItem(key: key, item: item, isPlaceholder: false)
    }

    private mutating func placeholderSuperview(of childKey: ItemKey, describing child: LayoutItem) -> ModelItem {
        let key = childKey.unnamedSuperview
        if let index = itemIndexByKey[key] { return items[index] }
        return addItem(key: key, item: LayoutItem(name: "|"), isPlaceholder: true)
    }

    private mutating func addItem(key: ItemKey, item: LayoutItem, isPlaceholder: Bool) -> ModelItem {
        // Variables go unnamed: names are for debugging the solver, and
        // building four strings per item showed up in profiles.
        let frame = Frame(x: newVariable(), y: newVariable(), width: newVariable(), height: newVariable())
        let modelItem = ModelItem(key: key, item: item, frame: frame, isPlaceholder: isPlaceholder)
        itemIndexByKey[key] = items.count
        items.append(modelItem)
        addImplicit(.nonNegativeSize(itemKey: key, axis: .horizontal), LinearExpression(frame.width), .greaterThanOrEqual)
        addImplicit(.nonNegativeSize(itemKey: key, axis: .vertical), LinearExpression(frame.height), .greaterThanOrEqual)
        return modelItem
    }

    private mutating func newVariable() -> Variable {
        defer { nextVariableID += 1 }
        return Variable(id: nextVariableID)
    }

    private mutating func addImplicit(_ fact: ImplicitFact, _ expression: LinearExpression, _ relation: LinearRelation) {
        constraints.append(
            ModelConstraint(
                source: .implicit(fact), linear: LinearConstraint(expression, relation, tag: ConstraintID.fact(factCount).tag),
                anchorKeys: []))
        factCount += 1
    }
}

extension LinearRelation {
    init(_ relation: Relation) {
        switch relation {
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        case .lessThanOrEqual: self = .lessThanOrEqual
        }
    }
}
