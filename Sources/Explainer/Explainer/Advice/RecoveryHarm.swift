import ConstraintSolving
import LayoutAnalysis
import LogParser

/// What UIKit's recovery leaves of a conflict's views, as far as harm
/// goes: a view collapsed to 0 pt that was asked for more, or
/// a view asked to be 0 pt (hidden) that shows, is a visible bug even when
/// the views are Apple's; "harmless" is said only of a recovery solved and
/// found to leave neither.
enum RecoveryHarm: Sendable {
    /// What shows wrong, to follow "which leaves": `UIView 0 pt wide, not 402, so it may not show`.
    case visible(ShownSize)
    /// Nothing vanishes or shows hidden, but a size set exactly shows at
    /// another (`UILabel 'Widgets' 296 pt wide, not 310`): said as it is,
    /// neither harmless nor a bug, since the log cannot say which it is.
    case resized(ShownSize)
    /// Solved: no view of the conflict collapses, and none asked to be hidden shows.
    case none
    /// The log does not say what UIKit broke in this conflict, or the layout is not determined.
    case unknown
}

/// One size of a conflict's view as UIKit's recovery shows it, against the
/// size its constraint sets: the claim a recovery sentence is rendered from,
/// read off the solved recovery, and checked again by the claim test.
struct ShownSize: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        /// 0 pt where the constraint asks for more.
        case vanishes
        /// Shown where the constraint asks for 0 pt.
        case showsHidden
        /// Shown at least a point away from what the constraint asks.
        case resized
    }

    let kind: Kind
    let view: ItemKey
    let name: String
    let attribute: Attribute
    /// The size the recovery shows, and the one the constraint asks for with its relation.
    let shown: Double
    let asked: Double
    let relation: Relation

    /// `UIView 0 pt wide, not 402, so it may not show`.
    var description: String {
        let dimension = attribute == .width ? "wide" : "tall"
        switch kind {
        case .vanishes:
            return "\(name) 0 pt \(dimension), not \(NumberText.prose(asked)), so it may not show"
        case .showsHidden:
            return "\(name), asked to be 0 pt \(dimension), \(NumberText.prose(shown)) pt \(dimension), so it shows while hidden"
        case .resized:
            let bound =
                switch relation {
                case .equal: ""
                case .greaterThanOrEqual: "at least "
                case .lessThanOrEqual: "at most "
                }
            return "\(name) \(NumberText.prose(shown)) pt \(dimension), not \(bound)\(NumberText.prose(asked))"
        }
    }
}

extension AdviceBuilder {
    func recoveryHarm(_ conflict: Conflict) -> RecoveryHarm {
        guard let broken = analysis.brokenBySystem, conflict.entryIndices.contains(broken) else { return .unknown }
        let keys = Array(Set(conflict.entryIndices.flatMap(words.anchorKeys)))
        // A view the code collapses (a stack view's hiding, a size of 0) is meant to be 0 pt: no harm.
        let collapsed = Set(
            conflict.entryIndices.filter(isCollapse).compactMap { index in
                words.anchorKeys(index).first.flatMap { key in entries[index].constraint.map { "\(key)|\($0.equation.firstAttribute)" } }
            })
        guard let session = layouts.session(removing: [broken], showing: keys, along: conflict.axis) else { return .unknown }
        var determined = true
        var resized: ShownSize?
        for index in conflict.entryIndices {
            guard let equation = entries[index].constraint?.equation, equation.rhs == nil, equation.firstAttribute.isSize,
                let key = words.anchorKeys(index).first, let size = sizeVariable(of: key, equation.firstAttribute)
            else { continue }
            let expression = LinearExpression(size)
            guard session.isDetermined(expression) else {
                determined = false
                continue
            }
            let actual = session.layout.value(of: expression)
            let asked = equation.constantValue
            let resolution = Numerics.layoutResolution
            func shown(_ kind: ShownSize.Kind) -> ShownSize {
                ShownSize(
                    kind: kind, view: key, name: words.names.name(of: key), attribute: equation.firstAttribute,
                    shown: actual, asked: asked, relation: equation.relation)
            }
            if asked > resolution, equation.relation != .lessThanOrEqual, actual < resolution,
                !collapsed.contains("\(key)|\(equation.firstAttribute)"),
                !containerIsCollapsed(key, equation.firstAttribute, session: session)
            {
                return .visible(shown(.vanishes))
            }
            if abs(asked) < resolution, equation.relation == .equal, actual > resolution {
                return .visible(shown(.showsHidden))
            }
            // A size shown other than it was set (a 44 pt bar squeezed to 13, a slider under its
            // minimum) is seen: never "harmless".
            let missed =
                switch equation.relation {
                case .equal: abs(actual - asked) >= Self.visibleChange
                case .greaterThanOrEqual: asked - actual >= Self.visibleChange
                case .lessThanOrEqual: actual - asked >= Self.visibleChange
                }
            if resized == nil, missed, !collapsed.contains("\(key)|\(equation.firstAttribute)"),
                !containerIsCollapsed(key, equation.firstAttribute, session: session)
            {
                resized = shown(.resized)
            }
        }
        if let resized { return .resized(resized) }
        return determined ? .none : .unknown
    }

    /// A point: less is a rounding of the log's numbers or a hairline no one sees.
    private static let visibleChange = 1.0

    private func sizeVariable(of key: ItemKey, _ attribute: Attribute) -> Variable? {
        guard let frame = analysis.model.item(withKey: key)?.frame else { return nil }
        return attribute == .width ? frame.width : frame.height
    }

    /// A view collapsed inside a container that is 0 pt itself is not seen (a keyboard's host while it is hidden).
    private func containerIsCollapsed(_ key: ItemKey, _ attribute: Attribute, session: LayoutSession) -> Bool {
        guard let parent = ruleFacts.containment.parent[key], let size = sizeVariable(of: parent, attribute) else { return false }
        let expression = LinearExpression(size)
        return session.isDetermined(expression) && session.layout.value(of: expression) < Numerics.layoutResolution
    }
}
