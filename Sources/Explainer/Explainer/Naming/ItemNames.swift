import LayoutAnalysis
import LogParser

/// What each item of a report is called in explanations, and its colour:
/// the run's name for each view (`ViewNames`), and for a superview the log
/// only shows as `'|'`, "superview of" the view inside it. The address
/// stays available for the debugger.
struct ItemNames: Sendable {
    private var names: [ItemKey: String] = [:]
    private var slots: [ItemKey: Int] = [:]

    init(_ model: LayoutModel, viewNames: ViewNames) {
        names = viewNames.names
        slots = viewNames.slots
        // A superview the log never names has no place in the run: its
        // colour comes after every other view's in the report.
        var nextSlot = (viewNames.slots.values.max() ?? -1) + 1
        for item in model.items where names[item.key] == nil {
            names[item.key] = Self.placeholderName(of: item, in: model, names: names)
            slots[item.key] = nextSlot
            nextSlot += 1
        }
    }

    func name(of key: ItemKey) -> String {
        names[key] ?? key.text
    }

    /// The view's colour slot, the same wherever the run shows it.
    func slot(of key: ItemKey) -> Int {
        slots[key] ?? 0
    }

    private static func placeholderName(of item: ModelItem, in model: LayoutModel, names: [ItemKey: String]) -> String {
        guard item.isPlaceholder else { return baseName(of: item.item) }
        return "superview of \(item.key.childOfUnnamedSuperview.flatMap { names[$0] } ?? "a view")"
    }

    /// A view's name before any number: its label, the key Masonry or SnapKit
    /// print for it, or its class in short.
    static func baseName(of layoutItem: LayoutItem) -> String {
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
        return layoutItem.address ?? layoutItem.key.text
    }
}
