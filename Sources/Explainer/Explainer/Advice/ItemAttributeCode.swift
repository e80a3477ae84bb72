import LayoutAnalysis
import LogParser

/// A constraint written back in the API every version of UIKit and AppKit
/// has, `constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`
/// (Swift's `NSLayoutConstraint(item:…)`), added to the view that holds
/// it. Layout anchors and `isActive` came later (anchors with iOS 9 and
/// OS X 10.11), and a log that prints no `(active)` (iOS 9 and earlier) may
/// be older than anchors: its fix is written in what every system has.
/// Views are named as `AnchorCode` names them.
struct ItemAttributeCode {
    let anchors: AnchorCode

    private var words: ConstraintWords { anchors.words }

    struct Parts {
        let first: String
        let firstAttribute: Attribute
        let relation: Relation
        let second: (view: String, attribute: Attribute)?
        let multiplier: String
        let constant: Double
        /// The view whose `addConstraint:` installs it: the nearest ancestor
        /// of both views the log shows, nil when it does not show one.
        let holder: String?
    }

    func parts(_ index: Int) -> Parts? {
        guard let constraint = words.analysis.report.entries[index].constraint else { return nil }
        let equation = constraint.equation
        let keys = words.anchorKeys(index)
        guard case .anchor(let lhs) = equation.lhs, Self.name(lhs.attribute) != nil, let firstKey = keys.first else { return nil }
        let first = anchors.variable(ofKey: firstKey)
        let multiplier = equation.multiplier?.text ?? "1"
        guard let rhs = equation.rhs else {
            guard lhs.attribute.isSize else { return nil }
            // A guide holds no constraints: its view does.
            let holder = isGuide(firstKey) ? words.analysis.model.superviewKeys[firstKey].map(anchors.variable(ofKey:)) : first
            return Parts(
                first: first, firstAttribute: lhs.attribute, relation: equation.relation, second: nil, multiplier: "1",
                constant: equation.constantValue, holder: holder)
        }
        guard case .anchor(let right) = rhs, keys.count == 2, Self.name(right.attribute) != nil else { return nil }
        return Parts(
            first: first, firstAttribute: lhs.attribute, relation: equation.relation,
            second: (anchors.variable(ofKey: keys[1]), right.attribute), multiplier: multiplier,
            constant: equation.constantValue, holder: holder(of: firstKey, keys[1]).map(anchors.variable(ofKey:)))
    }

    /// `NSLayoutConstraint(item: label, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 150)`.
    func swift(_ parts: Parts) -> String {
        let second =
            parts.second.map { "toItem: \($0.view), attribute: .\(Self.name($0.attribute)!)" }
            ?? "toItem: nil, attribute: .notAnAttribute"
        return "NSLayoutConstraint(item: \(parts.first), attribute: .\(Self.name(parts.firstAttribute)!), "
            + "relatedBy: .\(parts.relation.itemAttributeName), \(second), multiplier: \(parts.multiplier), "
            + "constant: \(NumberText.points(parts.constant)))"
    }

    /// `[NSLayoutConstraint constraintWithItem:label attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:150]`.
    func objectiveC(_ parts: Parts) -> String {
        let second =
            parts.second.map { "toItem:\($0.view) attribute:\(Self.objectiveCName($0.attribute))" }
            ?? "toItem:nil attribute:NSLayoutAttributeNotAnAttribute"
        let relation = parts.relation.itemAttributeName
        return "[NSLayoutConstraint constraintWithItem:\(parts.first) attribute:\(Self.objectiveCName(parts.firstAttribute)) "
            + "relatedBy:NSLayoutRelation\(relation.prefix(1).uppercased() + relation.dropFirst()) \(second) "
            + "multiplier:\(parts.multiplier) constant:\(NumberText.points(parts.constant))]"
    }

    /// The nearest ancestor of both views that the log's superviews show.
    private func holder(of first: ItemKey, _ second: ItemKey) -> ItemKey? {
        let superviews = words.analysis.model.superviewKeys
        func ancestors(_ key: ItemKey) -> [ItemKey] {
            var chain = [key]
            while let next = superviews[chain.last!], !chain.contains(next), chain.count < 64 { chain.append(next) }
            return chain
        }
        let above = Set(ancestors(second))
        // A guide holds no constraints: the first view above it does.
        if let shared = ancestors(first).first(where: { above.contains($0) && !isGuide($0) }) { return shared }
        // A cell's content view holds whatever is pinned to it but the cell itself.
        let className = { (key: ItemKey) in words.analysis.model.item(withKey: key)?.item.className ?? "" }
        for (view, other) in [(first, second), (second, first)]
        where className(view).hasSuffix("CellContentView") && !className(other).hasSuffix("Cell") {
            return view
        }
        return nil
    }

    private func isGuide(_ key: ItemKey) -> Bool { words.analysis.model.item(withKey: key)?.item.isLayoutGuide ?? false }

    /// The attribute as the item-attribute API names it (`leadingMargin`);
    /// nil for what it has no name for (AppKit's `minX`, engine variables).
    private static func name(_ attribute: Attribute) -> String? {
        switch attribute {
        case .minX, .midX, .maxX, .minY, .midY, .maxY, .engineVariable: nil
        case .baseline: "lastBaseline"
        default: attribute.name
        }
    }

    /// `NSLayoutAttributeLeadingMargin`; `baseline` keeps its first name, `NSLayoutAttributeBaseline`.
    private static func objectiveCName(_ attribute: Attribute) -> String {
        let name = attribute == .baseline ? "baseline" : name(attribute)!
        return "NSLayoutAttribute" + name.prefix(1).uppercased() + name.dropFirst()
    }
}

extension Relation {
    /// `equal`, `greaterThanOrEqual`: `NSLayoutRelation`'s case names.
    fileprivate var itemAttributeName: String {
        switch self {
        case .equal: "equal"
        case .greaterThanOrEqual: "greaterThanOrEqual"
        case .lessThanOrEqual: "lessThanOrEqual"
        }
    }
}
