import LogParser

/// Views of Apple's public classes that Apple's private views hold: a
/// plain `UIView` whose every constraint here ties it to a private view
/// (`_UIAlertControllerView.width == UIView.width`), or to nothing but
/// itself (`UIView.width == 270`), is a part of that component, not a view
/// the app made. A view tied to another public view, or to a class of the
/// app's or a library's, is not held: whose it is stays unknown.
enum HeldViews {
    /// The held views by item key, each with the private class that holds it.
    static func find(in constraints: [ConstraintEntry], context: ReportMakers.Context) -> [ItemKey: String] {
        var kinds: [ItemKey: ViewKind] = [:]
        var itemsOf: [[ItemKey]] = []
        for constraint in constraints {
            var items: [ItemKey] = []
            constraint.equation.forEachAnchor { anchor in
                let item = anchor.item
                guard item.className != nil || item.name != "|" else { return }
                if kinds[item.key] == nil { kinds[item.key] = kind(of: item, context: context) }
                if !items.contains(item.key) { items.append(item.key) }
            }
            itemsOf.append(items)
        }
        // Most reports show none of Apple's private views: then none is held.
        guard kinds.values.contains(where: { if case .applePrivate = $0 { true } else { false } }) else { return [:] }
        // Candidates: public views tied directly to a private one; then drop, until none
        // changes, each tied to anything but private views and other candidates.
        var held: [ItemKey: String] = [:]
        for items in itemsOf {
            guard
                let holder = items.lazy.compactMap({ key -> String? in
                    if case .applePrivate(let name) = kinds[key] { name } else { nil }
                }).first
            else { continue }
            for key in items where kinds[key] == .publicClass { held[key] = held[key] ?? holder }
        }
        var changed = true
        while changed {
            changed = false
            for items in itemsOf where items.contains(where: { held[$0] != nil }) {
                let free = items.contains { key in
                    switch kinds[key] {
                    case .applePrivate: false
                    case .publicClass: held[key] == nil
                    default: true
                    }
                }
                guard free else { continue }
                for key in items where held[key] != nil {
                    held[key] = nil
                    changed = true
                }
            }
        }
        return held
    }

    enum ViewKind: Equatable {
        case applePrivate(String)
        case publicClass
        /// The app's, a library's, or one the log names without a class.
        case owned
    }

    private static func kind(of item: LayoutItem, context: ReportMakers.Context) -> ViewKind {
        guard let className = item.className else { return .owned }
        if className.hasSuffix("LayoutGuide"), item.label.map({ OriginCatalogue.component(ofGuide: $0) != nil }) == true {
            return .applePrivate(className)
        }
        guard let maker = ReportMakers.classMaker(className, in: context) else { return .publicClass }
        return maker.kind == .apple ? .applePrivate(className) : .owned
    }
}
