import LogParser

/// Whose a set of constraints is: the app's (its code, its storyboards, a
/// layout library acting for it, or Apple's framework acting on what the app
/// gave it), or wholly inside one of Apple's private components, where the
/// app has nothing to change.
enum Ownership: Hashable, Sendable {
    case app
    case apple(AppleComponent)

    var component: AppleComponent? {
        if case .apple(let component) = self { component } else { nil }
    }

    /// The owner of the entries at `indices`: Apple's when one of them lies in
    /// a component's private views and none is surely the app's (an app
    /// class, a layout library's constraint, an identifier of the app's).
    /// Apple's public classes (`UIView`, `NSStackView`) decide nothing: a
    /// component's private views are built from them too.
    /// A report logged by one of Apple's own processes (`process`) is Apple's whatever it shows.
    static func of(_ indices: [Int], in entries: [ListEntry], origins: [Origin?], process: String? = nil) -> Ownership {
        of(indices.compactMap { index in entries[index].constraint.map { ($0, origins[index]) } }, process: process)
    }

    /// The same for constraints with who made each.
    static func of(_ constraints: [(constraint: ConstraintEntry, origin: Origin?)], process: String? = nil) -> Ownership {
        if let known = knownSystemConflict(constraints.map(\.constraint)) { return .apple(known) }
        let systemProcess = process.flatMap { OriginCatalogue.systemProcesses[$0] }
        var strongest: AppleComponent?
        for (constraint, origin) in constraints {
            if systemProcess == nil, isSurelyTheApps(constraint, origin: origin) { return .app }
            if let component = component(of: constraint), component.specificity > strongest?.specificity ?? -1 {
                strongest = component
            }
        }
        if let component = strongest ?? systemProcess { return .apple(component) }
        return .app
    }

    /// The component a constraint's identifier or views belong to, the most specific one.
    static func component(of constraint: ConstraintEntry) -> AppleComponent? {
        var strongest = constraint.identifier.flatMap { OriginCatalogue.rule(forIdentifier: $0)?.component }
        for anchor in constraint.equation.anchors {
            let item = anchor.item
            let found =
                item.className.flatMap(OriginCatalogue.component(ofClass:))
                ?? item.label.flatMap { OriginCatalogue.appleGuides[$0] }
            if let found, found.specificity > strongest?.specificity ?? -1 { strongest = found }
        }
        return strongest
    }

    /// Written by the app for sure: a layout library's or Interface Builder's
    /// constraint, an identifier the app gave it, or a view of the app's own class.
    static func isSurelyTheApps(_ constraint: ConstraintEntry, origin: Origin?) -> Bool {
        if constraint.sourceLocation != nil || OriginCatalogue.libraryConstraintClasses.contains(constraint.className) {
            return true
        }
        if origin == .app, constraint.identifier != nil { return true }
        return constraint.equation.anchors.contains { anchor in
            guard let className = anchor.item.className else { return false }
            return isAppClass(className)
        }
    }

    /// A class neither Apple's private ones nor one of its frameworks' public
    /// ones: `MyApp.CardView`, `RecipeCell`, `MDCTextField`.
    static func isAppClass(_ className: String) -> Bool {
        // A component's class is a system class too: one lookup answers both.
        !OriginCatalogue.isSystemClass(className) && !OriginCatalogue.isApplePublicClass(className)
    }

    /// Conflicts known by their shape alone, where the views carry no private class.
    private static func knownSystemConflict(_ constraints: [ConstraintEntry]) -> AppleComponent? {
        // Field guide §5: a lone `UIView.width == - 16` in UIAlertController's action sheets.
        guard constraints.count == 1, let equation = constraints.first?.equation, constraints[0].identifier == nil,
            equation.rhs == nil, equation.relation == .equal, equation.firstAttribute == .width,
            equation.constantValue == -16, equation.firstItem.className == "UIView"
        else { return nil }
        return .actionSheetWidth
    }
}
