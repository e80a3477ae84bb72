/// A view or layout guide as a constraint names it.
///
/// `UILabel:0x7f83b9a05e80'Set lunch'` has a class, an address and a label;
/// Masonry prints a key in place of the address (`UILabel:messageLabel`);
/// a bare name (`homeLarge`) is resolved through the entry's `names:`.
///
/// Its fields are shared (`SharedFields`), as an equation's are: every anchor
/// holds an item, and a copy of four strings at each read of one cost more
/// than the reading.
package struct LayoutItem: Hashable, Sendable {
    struct Fields: Hashable, Sendable {
        var className: String? { didSet { rekey() } }
        var address: String? { didSet { rekey() } }
        var label: String?
        var name: String? { didSet { rekey() } }
        /// Kept in step with the class, address and name it follows from:
        /// grouping, naming and the model read it hundreds of times a report.
        private(set) var key: ItemKey

        init(className: String?, address: String?, label: String?, name: String?) {
            self.className = className
            self.address = address
            self.label = label
            self.name = name
            key = Self.key(className: className, address: address, name: name)
        }

        private mutating func rekey() { key = Self.key(className: className, address: address, name: name) }

        private static func key(className: String?, address: String?, name: String?) -> ItemKey {
            if let address {
                return ItemKey(address.hasPrefix("0x") ? address : "\(className ?? ""):\(address)")
            }
            return ItemKey("name:\(name ?? "?")")
        }
    }

    private var fields: SharedFields<Fields>

    package var className: String? {
        get { fields.value.className }
        set { fields.change { $0.className = newValue } }
    }
    /// `0x…` as printed, or the key Masonry/SnapKit print instead.
    package var address: String? {
        get { fields.value.address }
        set { fields.change { $0.address = newValue } }
    }
    /// The quoted text after the address (a label's text, a guide's identifier).
    package var label: String? {
        get { fields.value.label }
        set { fields.change { $0.label = newValue } }
    }
    /// The short name the entry used for it (`homeLarge`, `|` for the superview).
    package var name: String? {
        get { fields.value.name }
        set { fields.change { $0.name = newValue } }
    }

    package init(className: String? = nil, address: String? = nil, label: String? = nil, name: String? = nil) {
        fields = SharedFields(Fields(className: className, address: address, label: label, name: name))
    }

    /// What identifies the item across the report's entries.
    package var key: ItemKey { fields.value.key }

    /// The item as the log would print it: `UILabel:0x1'Title'`, or the bare
    /// name the entry used when the log gives no class for it.
    package var printed: String {
        guard let address, let className else { return name ?? address ?? "?" }
        var text = "\(className):\(address)"
        if let label { text += "'\(label)'" }
        return text
    }

    package var isLayoutGuide: Bool {
        guard let className else { return false }
        return className.hasSuffix("LayoutGuide") || className == "_UILayoutSpacer"
    }
}
