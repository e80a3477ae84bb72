import LayoutAnalysis
import LogParser

/// Gives each view one name for the whole of its input, in the order
/// reports arrive: its class (module dropped, Apple's prefixes kept) or
/// label, and `#2`, `#3` only for a later view that would read the same. A
/// view is known by its address with its class and label, so an address the
/// log reuses for another kind of view (or a label whose text changed) gets
/// a name of its own. Numbers start again in each input: an address means
/// one view only within one process's log, so a second file's `UIView` is
/// its own first, not the run's fourteenth. One book serves a whole run,
/// every input of it, from the thread that reads them.
package final class ViewNameBook {
    /// The names given in one input.
    fileprivate struct Names {
        var known: [Identity: (name: String, slot: Int)] = [:]
        var viewsByName: [String: Int] = [:]
    }

    private var bySource: [String: Names] = [:]

    package init() {}

    /// Names `report`'s views, giving those seen for the first time in its input the next names.
    package func register(_ report: Report) -> ViewNames {
        bySource[report.source, default: Names()].register(report)
    }

    /// A report named alone, as a run of one report names it.
    package static func alone(_ report: Report) -> ViewNames {
        ViewNameBook().register(report)
    }

    /// A view as the book tells views apart (no class and an empty one alike, as no label and an empty one).
    fileprivate struct Identity: Hashable {
        let key: ItemKey
        let className: String
        let label: String

        /// By the key alone, whose hash is kept: an address is rarely reused
        /// by another class, and equality still compares all three.
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }
}

extension ViewNameBook.Names {
    mutating func register(_ report: Report) -> ViewNames {
        let items = ViewNameBook.items(of: report)
        var names: [ItemKey: String] = .init(minimumCapacity: items.count)
        var slots: [ItemKey: Int] = .init(minimumCapacity: items.count)
        for item in items {
            // What the name is made of, without making it: most views of a
            // long log were seen before, and the reading thread names them all.
            let identity = ViewNameBook.Identity(key: item.key, className: item.className ?? "", label: item.label ?? "")
            let assigned = known[identity] ?? newName(ItemNames.baseName(of: item), identity: identity)
            names[item.key] = assigned.name
            slots[item.key] = assigned.slot
        }
        return ViewNames(names: names, slots: slots)
    }

    private mutating func newName(_ base: String, identity: ViewNameBook.Identity) -> (name: String, slot: Int) {
        let number = viewsByName[base, default: 0] + 1
        viewsByName[base] = number
        let assigned = (name: number == 1 ? base : "\(base) #\(number)", slot: known.count)
        known[identity] = assigned
        return assigned
    }
}

extension ViewNameBook {
    /// The report's views in order of first mention, each with the fullest
    /// description any entry gives of it (as the model keeps it). An
    /// unbound `'|'` is left out: it is named after the view inside it.
    static func items(of report: Report) -> [LayoutItem] {
        var items: [LayoutItem] = []
        var position: [ItemKey: Int] = .init(minimumCapacity: report.entries.count)
        for entry in report.entries {
            guard let constraint = entry.constraint else { continue }
            func add(_ item: LayoutItem) {
                if item.name == "|" && item.address == nil { return }
                let key = item.key
                guard let index = position[key] else {
                    position[key] = items.count
                    items.append(item)
                    return
                }
                if items[index].className == nil, item.className != nil { items[index] = item }
                if items[index].label == nil, item.label != nil { items[index].label = item.label }
            }
            constraint.equation.forEachAnchor { add($0.item) }
            // The superview a `'|'` stands for is a view of the report too.
            if let superview = constraint.superview { add(superview) }
        }
        return items
    }
}
