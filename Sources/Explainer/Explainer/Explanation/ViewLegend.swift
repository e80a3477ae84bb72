import LayoutAnalysis
import LogParser

/// One view of a report as its legend lists it: the name the run gives it,
/// and what finds it again in the code or the debugger.
package struct LegendEntry: Sendable {
    /// The model key: which view of the report it is.
    let key: ItemKey
    /// The run's name for it (`UILabel 'Price'`, `UIView #2`).
    package let name: String
    /// The class exactly as logged (`Recipes.PriceView`), when printed.
    package let className: String?
    /// `0x7f8…` as logged; for Masonry and SnapKit the key they print instead.
    package let address: String?
    /// The label's text or the guide's identifier, decoded.
    package let label: String?
    /// `your class`, `Apple's private class`; nil for a public class of
    /// Apple's (`UILabel`), which the app and Apple's views both use.
    /// nil when no class was printed.
    package let maker: String?
    package let colorSlot: Int

    /// `UILabel 0x7f8…d2e0`: the view as a search of the log finds it, with
    /// its label when the name shows only part of it.
    package var description: String {
        let label = label.map { "'\($0)'" }.flatMap { name.contains($0) ? nil : $0 }
        return [className, address, label].compactMap { $0 }.joined(separator: " ")
    }
}

enum ViewLegend {
    /// The views the conflicts name, in order of first mention: not the
    /// superviews the log only shows as `'|'`, which have nothing to look up.
    static func entries(_ conflicts: [Conflict], words: ConstraintWords) -> [LegendEntry] {
        var seen: Set<ItemKey> = []
        var legend: [LegendEntry] = []
        let items = Dictionary(words.analysis.model.items.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for index in conflicts.flatMap(\.entryIndices) {
            for key in words.anchorKeys(index) where seen.insert(key).inserted {
                guard let item = items[key], !item.isPlaceholder else { continue }
                legend.append(entry(item.item, key: key, words: words))
            }
        }
        return legend
    }

    private static func entry(_ item: LayoutItem, key: ItemKey, words: ConstraintWords) -> LegendEntry {
        LegendEntry(
            key: key, name: words.names.name(of: key), className: item.className, address: item.address,
            label: item.label.map(EscapedText.decoded), maker: maker(of: item.className),
            colorSlot: words.names.slot(of: key))
    }

    /// Whose a view is, as far as its class says.
    private static func maker(of className: String?) -> String? {
        guard let className else { return nil }
        if OriginCatalogue.isSystemClass(className) { return "Apple's private class" }
        return OriginCatalogue.isApplePublicClass(className) ? nil : "your class"
    }
}
