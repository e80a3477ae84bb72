import LogParser

/// What each item of a report is called in explanations: its label, its
/// `names:` key, its class in short, with `#2` only when two would read the
/// same. The address stays available for the debugger.
struct ItemNames: Sendable {
    private var names: [String: String] = [:]

    init(_ model: LayoutModel) {
        var base: [(key: String, name: String)] = []
        for item in model.items {
            base.append((item.key, Self.baseName(of: item, in: model)))
        }
        var seen: [String: Int] = [:]
        var counts: [String: Int] = [:]
        for entry in base { counts[entry.name, default: 0] += 1 }
        for entry in base {
            guard counts[entry.name, default: 0] > 1 else {
                names[entry.key] = entry.name
                continue
            }
            let number = seen[entry.name, default: 0] + 1
            seen[entry.name] = number
            names[entry.key] = number == 1 ? entry.name : "\(entry.name) #\(number)"
        }
    }

    func name(of key: String) -> String {
        names[key] ?? key
    }

    static func baseName(of item: ModelItem, in model: LayoutModel) -> String {
        if item.isPlaceholder {
            let child = item.key.hasPrefix("superview-of:") ? String(item.key.dropFirst("superview-of:".count)) : ""
            let childName = model.item(withKey: child).map { baseName(of: $0, in: model) } ?? "a view"
            return "superview of \(childName)"
        }
        let layoutItem = item.item
        if let label = layoutItem.label {
            switch label {
            case "UIViewSafeAreaLayoutGuide": return "SafeArea"
            case "UIViewLayoutMarginsGuide": return "Margins"
            case "UIViewReadableContentGuide": return "ReadableContent"
            default: break
            }
        }
        let className = layoutItem.className.map(ClassNames.short)
        // Masonry and SnapKit print the view's key in place of its address: the app's own name for it.
        if let address = layoutItem.address, !address.hasPrefix("0x"), !address.isEmpty {
            return address
        }
        if let printed = layoutItem.label, let className {
            let label = EscapedText.decoded(printed)
            let cut = label.count > AnalysisLimits.longestLabel ? String(label.prefix(AnalysisLimits.longestLabel - 2)) + "…" : label
            return "\(className) '\(cut)'"
        }
        if let name = layoutItem.name, name != "|", layoutItem.className == nil {
            return name
        }
        if let className { return className }
        return layoutItem.address ?? item.key
    }
}
