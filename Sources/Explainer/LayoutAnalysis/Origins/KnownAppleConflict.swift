import LogParser

/// A conflict Apple's own views print, that developers have reported in
/// public again and again and that no change to an app's constraints
/// ends: what it is, where it has been seen, what apps do about it, and the
/// reports that say so. `KnownAppleConflicts.catalogue` holds them; a
/// report wholly inside Apple's views is matched against each by its
/// constraints (`matches`), so the name is a fact the parse established.
package struct KnownAppleConflict: Hashable, Sendable {
    /// Stable, for JSON and scripts: `toolbar-zero-size`.
    package let id: String
    /// As a developer would search for it.
    package let name: String
    /// The systems it has been reported on, as the sources give them.
    package let seenOn: String
    /// What apps do about it: nothing, or the known workaround.
    package let whatAppsDo: String
    /// Public reports of it (issue threads, Open Radar mirrors), first the clearest.
    package let sources: [String]
    /// Every clue must hold among the report's constraints.
    let clues: [Clue]
    /// The public view whose frame, given by the code that creates it, the
    /// private views took their zero size from (`UIToolbar`): the one change
    /// that ends the conflict lies there. Nil where nothing the app does ends it.
    package var framedBy: String? = nil

    /// What the printed constraints must show for a report to be this conflict.
    enum Clue: Hashable, Sendable {
        /// A view of one of these classes (by unqualified name) takes part.
        case view(Set<String>)
        /// An identifier starting with one of these takes part.
        case identifier([String])
        /// A required `width == 0` (or `height == 0`; either where nil) alone,
        /// on a view of one of these classes (any class when empty): a frame not given yet.
        case zeroSize(Set<String>, Attribute?)
        /// The report's only entry: `<class>.<width or height> == constant`,
        /// required and unnamed.
        case lone(className: String, attribute: Attribute, constant: Double)
    }

    /// Whether the report's entries show every clue (those that could not be read show none).
    package func matches(_ entries: [ListEntry]) -> Bool {
        let constraints = entries.compactMap(\.constraint)
        return clues.allSatisfy { $0.holds(in: constraints, listed: entries.count) }
    }
}

extension KnownAppleConflict.Clue {
    func holds(in constraints: [ConstraintEntry], listed: Int) -> Bool {
        switch self {
        case .view(let classes):
            return constraints.contains { constraint in
                constraint.equation.anchors.contains { Self.name(of: $0.item).map(classes.contains) == true }
            }
        case .identifier(let prefixes):
            return constraints.contains { constraint in
                guard let identifier = constraint.identifier else { return false }
                return prefixes.contains { identifier.hasPrefix($0) }
            }
        case .zeroSize(let classes, let attribute):
            return constraints.contains { constraint in
                let equation = constraint.equation
                guard constraint.priority.isRequired, equation.rhs == nil, equation.relation == .equal,
                    equation.firstAttribute.isSize, attribute.map({ $0 == equation.firstAttribute }) ?? true,
                    equation.constantValue == 0
                else { return false }
                return classes.isEmpty || Self.name(of: equation.firstItem).map(classes.contains) == true
            }
        case .lone(let className, let attribute, let constant):
            guard listed == 1, constraints.count == 1, let constraint = constraints.first else { return false }
            let equation = constraint.equation
            return constraint.priority.isRequired && constraint.identifier == nil && equation.rhs == nil
                && equation.relation == .equal && equation.firstAttribute == attribute && equation.constantValue == constant
                && Self.name(of: equation.firstItem) == className
        }
    }

    /// The class without its module (`UIKit.NavigationBarContentView` reads as `NavigationBarContentView`).
    private static func name(of item: LayoutItem) -> String? {
        guard let className = item.className else { return nil }
        return className.split(separator: ".").last.map(String.init) ?? className
    }
}
