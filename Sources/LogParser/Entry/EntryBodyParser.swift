/// Reads the body of one entry (equation or visual format) with the
/// `names:` bindings the entry declared.
struct EntryBodyParser {
    var cursor: ByteCursor
    let namesByLength: [(binding: NameBinding, bytes: [UInt8])]
    /// Set when an item without an address was read (its name may be unbound).
    var readItemWithoutAddress = false

    init(cursor: ByteCursor, names: [NameBinding]) {
        self.cursor = cursor
        // Most entries bind only `|` (or nothing): no list to build and sort.
        guard names.contains(where: { $0.name != "|" }) else {
            self.namesByLength = []
            return
        }
        self.namesByLength =
            names
            .filter { $0.name != "|" }
            .map { ($0, Array($0.name.utf8)) }
            .sorted { $0.bytes.count > $1.bytes.count }
    }
}
