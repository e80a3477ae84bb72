import LogParser

/// Who made each constraint of a report (`Maker`), from what its entry
/// shows: its identifier, its class, the file and line a library printed,
/// its views' classes, and the process that logged it.
package enum ReportMakers {
    /// The makers of the report's entries, in list order (nil where an entry could not be read).
    package static func makers(of report: Report, origins: [Origin?]) -> [Maker?] {
        var context = Context(report)
        let constraints = report.entries.map { entry -> ConstraintEntry? in
            if case .success(let constraint) = entry.parsed { constraint } else { nil }
        }
        context.heldViews = HeldViews.find(in: constraints.compactMap { $0 }, context: context)
        return report.entries.indices.map { index in
            guard let constraint = constraints[index], let origin = origins[index] else { return nil }
            return maker(of: constraint, origin: origin, in: context)
        }
    }

    /// The maker of the constraint UIKit broke where the list does not
    /// hold it (a cut list), read with the list's views around it.
    package static func recoveryMaker(of report: Report) -> Maker? {
        guard let broken = report.recovery?.constraint else { return nil }
        var context = Context(report)
        let constraints = report.entries.compactMap(\.constraint) + [broken]
        context.heldViews = HeldViews.find(in: constraints, context: context)
        return maker(of: broken, origin: OriginCatalogue.origin(of: broken), in: context)
    }

    /// What a report says of all its constraints alike.
    struct Context {
        /// The module the app's Swift classes print, from the process's name
        /// (`My-App` builds the module `My_App`); nil when no line names it.
        var appModule: String?
        var appleProcess: String?
        /// Views of Apple's public classes held by Apple's private ones (`HeldViews`), by item key.
        var heldViews: [ItemKey: String] = [:]
        /// Each view's superview, by key, as any entry's `'|'` binds it.
        var superviews: [ItemKey: ItemKey] = [:]

        init(_ report: Report) {
            for entry in report.entries {
                guard let constraint = entry.constraint, let superview = constraint.superview else { continue }
                constraint.equation.forEachAnchor { anchor in
                    guard anchor.item.name != "|", anchor.item.key != superview.key else { return }
                    if superviews[anchor.item.key] == nil { superviews[anchor.item.key] = superview.key }
                }
            }
            if let process = report.process {
                if OriginCatalogue.systemProcesses[process] != nil { appleProcess = process }
                // A test runner's process names no module of the app's.
                if !Self.testRunners.contains(process), !process.hasSuffix("-Runner") {
                    appModule = String(process.map { $0 == " " || $0 == "-" ? "_" : $0 })
                }
            }
        }

        /// Processes that run the app's tests, not the app: `xctest` (unit tests), `XCTRunner`.
        static let testRunners: Set<String> = ["xctest", "XCTRunner"]

        init(appModule: String? = nil) { self.appModule = appModule }
    }

    static func maker(of constraint: ConstraintEntry, origin: Origin, in context: Context) -> Maker {
        if let process = context.appleProcess { return Maker(.apple, .appleProcess(process), .sure) }
        let identifier = constraint.identifier
        switch origin {
        case .autoresizingMask:
            return maskMaker(constraint, in: context)
        case .app:
            break
        default:
            if let identifier, OriginCatalogue.rule(forIdentifier: identifier) != nil {
                return Maker(.apple, .systemIdentifier(identifier), .sure)
            }
            if OriginCatalogue.classOrigins[constraint.className] != nil {
                return Maker(.apple, .constraintClass(constraint.className), .sure)
            }
            if origin == .cellSize, HiddenIdentifiers.isCellSize(constraint) {
                return Maker(.apple, .hiddenIdentifier, .likely)
            }
            if OriginCatalogue.isTemplateHeight(constraint) {
                return Maker(.apple, .knownShape("a cell content view's height of 44 before the cell sizes itself"), .sure)
            }
        }
        if let location = constraint.sourceLocation {
            if let library = vendoredLibrary(location.path) { return Maker(.library(library), .sourceLocation(location), .sure) }
            return Maker(.app, .sourceLocation(location), .sure)
        }
        if constraint.className == "NSIBPrototypingLayoutConstraint" || identifier?.hasPrefix("IB auto generated") == true
            || identifier == "UIIBSystemGenerated"
        {
            return Maker(.app, .interfaceBuilder, .sure)
        }
        let views = viewsMaker(of: constraint, in: context)
        // An identifier UIKit never writes, on views nothing else claims: the app's, as sure
        // as its views say. (On views Apple's private ones hold it is theirs: UIKit names many
        // of its own constraints so, `MaskEV_Leading_BIB_Trailing`.)
        if let identifier, views.kind == .appOrLibrary || views.kind == .app {
            return Maker(.app, .ownIdentifier(identifier), views.kind == .app ? views.degree : .likely)
        }
        return views
    }

    /// A frame turned into constraints is whoever owns the view's.
    private static func maskMaker(_ constraint: ConstraintEntry, in context: Context) -> Maker {
        var masked: LayoutItem?
        constraint.equation.forEachAnchor { anchor in
            if masked == nil, anchor.item.name != "|" { masked = anchor.item }
        }
        guard let item = masked, let className = item.className else { return Maker(.appOrLibrary, .frameOf("a view"), .notKnown) }
        if context.heldViews[item.key] != nil { return Maker(.apple, .frameOf(className), .likely) }
        let view = classMaker(className, in: context)
        return Maker(view?.kind ?? .appOrLibrary, .frameOf(className), view?.degree ?? .notKnown)
    }

    /// The maker the views of a constraint say: a library's or the app's
    /// class decides; Apple's private classes alone make it Apple's; Apple's
    /// public classes alone say nothing.
    private static func viewsMaker(of constraint: ConstraintEntry, in context: Context) -> Maker {
        var library: Maker?
        var app: Maker?
        var apple: Maker?
        var publicViews = 0
        var publicKeys: [ItemKey] = []
        var libraryKeys: [ItemKey] = []
        var libraryHolds = false
        constraint.equation.forEachAnchor { anchor in
            guard anchor.item.className != nil || anchor.item.name != "|" else { return }
            if let label = anchor.item.label, anchor.item.className?.hasSuffix("LayoutGuide") == true,
                let component = OriginCatalogue.component(ofGuide: label)
            {
                apple = apple ?? Maker(.apple, .appleGuide("\(label) (\(component.name))"), .sure)
                return
            }
            if let holder = context.heldViews[anchor.item.key] {
                apple = apple ?? Maker(.apple, .heldView(anchor.item.className ?? "a view", by: holder), .likely)
                return
            }
            guard let className = anchor.item.className, let found = classMaker(className, in: context) else {
                publicViews += 1
                publicKeys.append(anchor.item.key)
                return
            }
            switch found.kind {
            case .library:
                if library == nil || (library?.degree != .sure && found.degree == .sure) { library = found }
                if anchor.item.name == "|" { libraryHolds = true }
                libraryKeys.append(anchor.item.key)
            case .app: if app == nil || (app?.degree != .sure && found.degree == .sure) { app = found }
            case .apple: apple = apple ?? found
            case .appOrLibrary: publicViews += 1
            }
        }
        // A library's view beside the app's class or a public view it is placed in: the app places
        // it, or the library lays out its own insides; only a library view as the superview says
        // which (`|` here, or in another entry that binds the public view's superview).
        if !libraryHolds, !publicKeys.isEmpty, publicKeys.count == publicViews {
            libraryHolds = publicKeys.allSatisfy { key in context.superviews[key].map(libraryKeys.contains) == true }
        }
        if let app { return library == nil ? app : Maker(.app, app.evidence, .likely) }
        if let library {
            guard publicViews > 0, !libraryHolds else { return library }
            return Maker(.appOrLibrary, library.evidence, .notKnown)
        }
        // A public view tied to Apple's private ones is Apple's as far as the log shows.
        if let apple { return publicViews == 0 ? apple : Maker(.apple, apple.evidence, .likely) }
        return Maker(.appOrLibrary, .publicClassesOnly, .notKnown)
    }

    /// What a view's class alone says of who lays it out; nil for Apple's public classes.
    static func classMaker(_ className: String, in context: Context) -> Maker? {
        // A name the runtime cut short (`CapsuleNavigationBar?isSe...`) says nothing sure of whose it is.
        if className.hasSuffix("...") { return nil }
        if let library = LibraryCatalogue.library(ofClass: className) {
            return Maker(.library(library), .libraryClass(className), .sure)
        }
        if OriginCatalogue.component(ofClass: className) != nil { return Maker(.apple, .appleClass(className), .sure) }
        if OriginCatalogue.isApplePublicClass(className) || OriginCatalogue.hostClasses.contains(className)
            || OriginCatalogue.isSystemClass(className)
        {
            return nil
        }
        if let module = module(of: className) {
            if let app = context.appModule {
                return module == app
                    ? Maker(.app, .appClass(className), .sure) : Maker(.library(module), .libraryClass(className), .likely)
            }
        }
        return Maker(.app, .otherClass(className), .likely)
    }

    /// The module a Swift class prints (`Shop.CartView`, `_TtC4Shop8CartView`); nil for Objective-C's.
    static func module(of className: String) -> String? {
        if let mangled = MangledClassName(className) { return mangled.module }
        let whole = className.hasSuffix("...") ? className.dropLast(3) : className[...]
        guard let dot = whole.firstIndex(of: "."), dot != whole.startIndex else { return nil }
        let module = whole[..<dot]
        // A name cut short (`Cell...`) or a generic's argument is no module.
        guard module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(module)
    }

    /// A file a package manager checked out: the library's (`Pods/SnapKit/…`).
    package static func vendoredLibrary(_ path: String) -> String? {
        for marker in [
            "/Pods/", "/Carthage/Checkouts/", "/SourcePackages/checkouts/", "/checkouts/", "/Vendor/", "/vendor/", "/ThirdParty/",
        ] {
            guard let range = path.range(of: marker) else { continue }
            let rest = path[range.upperBound...]
            // The library's folder, not the file (`Vendor/Helpers.swift` names no library).
            guard let slash = rest.firstIndex(of: "/"), slash != rest.startIndex else { continue }
            return String(rest[..<slash])
        }
        return nil
    }
}
