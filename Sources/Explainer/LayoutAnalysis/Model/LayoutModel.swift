import ConstraintSolving
import LogParser

/// The linear system a report describes: every item's frame as variables,
/// every constraint as a linear constraint over them, and the facts the log
/// leaves implicit (sizes are never negative, margins sit inside the frame).
package struct LayoutModel: Sendable {
    package private(set) var items: [ModelItem]
    var constraints: [ModelConstraint]
    /// Margins the log does not pin, with the default UIKit would use.
    var unpinnedMargins: [MarginUnknown]
    var variableCount: Int
    /// Baselines and engine variables: unknowns that are neither frames nor margins.
    var otherVariables: [Variable]
    /// Child key → superview key, as the entries' `'|'` bindings tell.
    package var superviewKeys: [ItemKey: ItemKey]
    /// Entries left out because their numbers are beyond any layout (`1e+308`).
    package var outOfRange: [Int] = []
    /// Margins guides printed without their owner, by key → the view taken to own them (`MarginsGuideOwners`).
    package var guessedGuideOwners: [ItemKey: ItemKey] = [:]
    /// Entries whose `minY`, `midY` or `maxY` is measured up from the bottom of
    /// a superview that is not flipped (`AppKitFlipping`), by index → that superview.
    package var measuredFromBottom: [Int: ItemKey] = [:]

    /// Where each entry's constraint sits in `constraints` (-1: none), by
    /// entry index: the advice asks for an entry's views thousands of times
    /// in a long chain. An array, as every report builds one.
    private var positionOfEntry: [Int] = []
    /// Where each item sits in `items`, by key: asked for every view of a
    /// row of thousands, a search along `items` made the advice quadratic.
    private var positionOfItem: [ItemKey: Int] = [:]

    init(
        items: [ModelItem], constraints: [ModelConstraint], unpinnedMargins: [MarginUnknown], variableCount: Int,
        otherVariables: [Variable], superviewKeys: [ItemKey: ItemKey], guessedGuideOwners: [ItemKey: ItemKey] = [:],
        outOfRange: [Int] = [], measuredFromBottom: [Int: ItemKey] = [:]
    ) {
        self.guessedGuideOwners = guessedGuideOwners
        self.measuredFromBottom = measuredFromBottom
        self.items = items
        self.constraints = constraints
        self.unpinnedMargins = unpinnedMargins
        self.variableCount = variableCount
        self.otherVariables = otherVariables
        self.superviewKeys = superviewKeys
        self.outOfRange = outOfRange
        for (position, item) in items.enumerated() where positionOfItem[item.key] == nil { positionOfItem[item.key] = position }
        for (position, constraint) in constraints.enumerated() {
            guard case .entry(let index) = constraint.source else { continue }
            if index >= positionOfEntry.count {
                positionOfEntry += repeatElement(-1, count: index + 1 - positionOfEntry.count)
            }
            if positionOfEntry[index] < 0 { positionOfEntry[index] = position }
        }
    }

    /// The constraint made from the report's entry at `index`, if it could be modelled.
    package func constraint(forEntry index: Int) -> ModelConstraint? {
        position(ofEntry: index).map { constraints[$0] }
    }

    /// The entry's linear constraint alone (a whole model constraint is three references to copy).
    package func linear(forEntry index: Int) -> LinearConstraint? {
        position(ofEntry: index).map { constraints[$0].linear }
    }

    /// The model key of each anchor's item of the entry, in `Equation.anchors` order; empty for none.
    package func anchorKeys(forEntry index: Int) -> [ItemKey] {
        position(ofEntry: index).map { constraints[$0].anchorKeys } ?? []
    }

    private func position(ofEntry index: Int) -> Int? {
        guard index >= 0, index < positionOfEntry.count, positionOfEntry[index] >= 0 else { return nil }
        return positionOfEntry[index]
    }

    package func item(withKey key: ItemKey) -> ModelItem? {
        positionOfItem[key].map { items[$0] }
    }
}

/// A view or layout guide with its frame variables.
package struct ModelItem: Hashable, Sendable {
    package let key: ItemKey
    /// The fullest description seen of it (class, address, label).
    package var item: LayoutItem
    package let frame: Frame
    /// A superview the log refers to (`'|'`) without naming it.
    package let isPlaceholder: Bool
}

package struct Frame: Hashable, Sendable {
    package let x: Variable
    package let y: Variable
    package let width: Variable
    package let height: Variable
}

/// One linear constraint of the model, and where it came from.
package struct ModelConstraint: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        /// The report's list entry at this index.
        case entry(Int)
        case implicit(ImplicitFact)
    }

    let source: Source
    package let linear: LinearConstraint
    /// For an entry: the model key of each anchor's item, in `Equation.anchors` order.
    package let anchorKeys: [ItemKey]

    var entryIndex: Int? {
        if case .entry(let index) = source { return index }
        return nil
    }
}

/// What the model adds that the log does not print.
package enum ImplicitFact: Hashable, Sendable {
    /// Widths and heights are never negative.
    case nonNegativeSize(itemKey: ItemKey, axis: Axis)
    /// Scroll content sizes and other engine sizes are never negative.
    case nonNegativeEngineSize(itemKey: ItemKey, name: String)
    /// A layout margin is never negative.
    case nonNegativeMargin(itemKey: ItemKey, side: MarginSide)
    /// A baseline lies between the view's top and bottom.
    case baselineWithinFrame(itemKey: ItemKey, baseline: Baseline, atTop: Bool)
    /// Assumption: an unpinned margin has UIKit's default value.
    case defaultMargin(itemKey: ItemKey, side: MarginSide, value: Double)

    /// A short explanation when the fact takes part in a conflict.
    var explanation: String {
        switch self {
        case .nonNegativeSize(_, let axis): axis == .horizontal ? "widths cannot be negative" : "heights cannot be negative"
        case .nonNegativeEngineSize: "content sizes cannot be negative"
        case .nonNegativeMargin: "margins cannot be negative"
        case .baselineWithinFrame: "a baseline lies between the view's top and bottom"
        case .defaultMargin(_, let side, let value): "assuming the default \(side.rawValue) margin of \(Int(value)) pt"
        }
    }

    package var isAssumption: Bool {
        if case .defaultMargin = self { return true }
        return false
    }
}

package enum MarginSide: String, Hashable, Sendable {
    case left, right, top, bottom
}

package enum Baseline: String, Hashable, Sendable {
    case first, last
}

/// A margin the log does not pin (through a margins guide): free in the model.
struct MarginUnknown: Hashable, Sendable {
    let itemKey: ItemKey
    let side: MarginSide
    let variable: Variable
}
