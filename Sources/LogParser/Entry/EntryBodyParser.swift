/// Reads the body of one entry (equation or visual format) with the
/// `names:` bindings the entry declared.
struct EntryBodyParser {
    var cursor: ByteCursor
    let namesByLength: [(binding: NameBinding, bytes: [UInt8])]
    /// Set when an item without an address was read (its name may be unbound).
    var readItemWithoutAddress = false
    /// Positions in `namesByLength` already read: a name bound twice (class
    /// names truncated alike, `ListViewItemLabel...`) binds its views in
    /// the order they appear.
    var usedBindings: Set<Int> = []

    init(cursor: ByteCursor, names: [NameBinding]) {
        self.cursor = cursor
        // Most entries bind only `|` (or nothing): no list to build and sort.
        guard names.contains(where: { $0.name != "|" }) else {
            self.namesByLength = []
            return
        }
        // Longest first; bindings of one name keep their order.
        self.namesByLength =
            names
            .filter { $0.name != "|" }
            .enumerated()
            .sorted { ($0.element.name.utf8.count, -$0.offset) > ($1.element.name.utf8.count, -$1.offset) }
            .map { ($0.element, Array($0.element.name.utf8)) }
    }
}
