import LogParser

/// Whose a set of constraints is: the app's (its code, its storyboards, a
/// layout library acting for it, or Apple's framework acting on what the app
/// gave it), or wholly inside one of Apple's private components, where the
/// app has nothing to change.
package enum Ownership: Hashable, Sendable {
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
    package static func of(
        _ indices: [Int], in entries: [ListEntry], origins: [Origin?], makers: [Maker?], process: String? = nil
    ) -> Ownership {
        of(
            indices.compactMap { index in entries[index].constraint.map { ($0, origins[index], makers[index]) } },
            process: process)
    }

    /// The same for constraints with who made each; `unreadTexts`, entries
    /// that could not be read, count by the classes and identifier they show.
    /// A constraint whose maker is not Apple's (one between public classes
    /// alone could be the app's) keeps the conflict the app's to look at.
    static func of(
        _ constraints: [(constraint: ConstraintEntry, origin: Origin?, maker: Maker?)], process: String? = nil,
        unreadTexts: [String] = []
    ) -> Ownership {
        if let known = knownSystemConflict(constraints.map(\.constraint)) { return .apple(known) }
        let systemProcess = process.flatMap { OriginCatalogue.systemProcesses[$0] }
        var strongest: AppleComponent?
        func consider(_ component: AppleComponent?) {
            if let component, component.specificity > strongest?.specificity ?? -1 { strongest = component }
        }
        // A cut entry that shows Apple's private classes may hold the ties that make a plain view theirs.
        let cutShowsApple = unreadTexts.contains { VisibleNames($0).classes.contains { OriginCatalogue.component(ofClass: $0) != nil } }
        for (constraint, origin, maker) in constraints {
            let notApples = maker.map { $0.kind != .apple && !($0.kind == .appOrLibrary && cutShowsApple) } ?? false
            // The maker decides where it has judged the constraint Apple's (an identifier on held views).
            let surelyTheApps = isSurelyTheApps(constraint, origin: origin) && maker?.kind != .apple
            if systemProcess == nil, surelyTheApps || notApples { return .app }
            consider(component(of: constraint))
        }
        for text in unreadTexts {
            let visible = VisibleNames(text)
            if systemProcess == nil, visible.classes.contains(where: isAppClass) { return .app }
            for className in visible.classes { consider(OriginCatalogue.component(ofClass: className)) }
            consider(visible.identifier.flatMap { OriginCatalogue.rule(forIdentifier: $0)?.component })
        }
        if let component = strongest ?? systemProcess { return .apple(component) }
        return .app
    }

    /// The component a constraint's identifier or views belong to, the most specific one.
    static func component(of constraint: ConstraintEntry) -> AppleComponent? {
        var strongest = constraint.identifier.flatMap { OriginCatalogue.rule(forIdentifier: $0)?.component }
        constraint.equation.forEachAnchor { anchor in
            let item = anchor.item
            let found =
                item.className.flatMap(OriginCatalogue.component(ofClass:))
                ?? item.label.flatMap(OriginCatalogue.component(ofGuide:))
            if let found, found.specificity > strongest?.specificity ?? -1 { strongest = found }
        }
        return strongest
    }

    /// Written by the app for sure: a layout library's or Interface Builder's
    /// constraint, an identifier the app gave it, or a view of the app's own class.
    static func isSurelyTheApps(_ constraint: ConstraintEntry, origin: Origin?) -> Bool {
        // UIKit's own class first: most constraints are, and it is no library's.
        if constraint.sourceLocation != nil
            || (constraint.className != "NSLayoutConstraint"
                && OriginCatalogue.libraryConstraintClasses.contains(constraint.className))
        {
            return true
        }
        // An identifier is the app's only on a constraint that ties none of Apple's private views
        // (a plain view tied only to private ones is Apple's).
        if origin == .app, constraint.identifier != nil, component(of: constraint) == nil { return true }
        var tiesAppClass = false
        constraint.equation.forEachAnchor { anchor in
            guard !tiesAppClass, let className = anchor.item.className else { return }
            tiesAppClass = isAppClass(className)
        }
        return tiesAppClass
    }

    /// A class neither Apple's private ones nor one of its frameworks' public
    /// ones: `MyApp.CardView`, `RecipeCell`, `MDCTextField`.
    package static func isAppClass(_ className: String) -> Bool {
        // A component's class is a system class too: one lookup answers both.
        !OriginCatalogue.isSystemClass(className) && !OriginCatalogue.isApplePublicClass(className)
    }

    /// Conflicts known by their shape alone, where the views carry no private class.
    private static func knownSystemConflict(_ constraints: [ConstraintEntry]) -> AppleComponent? {
        KnownAppleConflicts.actionSheetWidth.holds(in: constraints, listed: constraints.count) ? .actionSheetWidth : nil
    }
}

/// The class names (`Name:0x…`) and the identifier (`'…`) visible in the
/// text of an entry that could not be read: a cut entry still says whose
/// its views are.
struct VisibleNames {
    var classes: [String] = []
    var identifier: String?

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        while index + 2 < bytes.count {
            // `Name:0x`: the name runs back from the colon over name characters.
            if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "0"), bytes[index + 2] == UInt8(ascii: "x") {
                var start = index
                while start > 0, Self.isNameByte(bytes[start - 1]) { start -= 1 }
                if start < index, let name = String(bytes: bytes[start..<index], encoding: .utf8),
                    !name.hasSuffix("Constraint")
                {
                    classes.append(name)
                }
            }
            index += 1
        }
        // The first quoted word after the address, up to its closing quote or the cut.
        if let open = bytes.firstIndex(of: UInt8(ascii: "'")), bytes[..<open].contains(UInt8(ascii: " ")) {
            let rest = bytes[(open + 1)...]
            let close = rest.firstIndex(of: UInt8(ascii: "'")) ?? rest.endIndex
            let quoted = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            // Only an identifier, which comes before the first item: a label follows an address.
            if !quoted.isEmpty, bytes[open - 1] == UInt8(ascii: " ") { identifier = quoted }
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            || byte == 0x2E
    }
}
