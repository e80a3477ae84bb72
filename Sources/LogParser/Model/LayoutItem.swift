/// A view or layout guide as a constraint names it.
///
/// `UILabel:0x7f83b9a05e80'Set lunch'` has a class, an address and a label;
/// Masonry prints a key in place of the address (`UILabel:messageLabel`);
/// a bare name (`homeLarge`) is resolved through the entry's `names:`.
package struct LayoutItem: Hashable, Sendable {
    package var className: String?
    /// `0x…` as printed, or the key Masonry/SnapKit print instead.
    package var address: String?
    /// The quoted text after the address (a label's text, a guide's identifier).
    package var label: String?
    /// The short name the entry used for it (`homeLarge`, `|` for the superview).
    package var name: String?

    package init(className: String? = nil, address: String? = nil, label: String? = nil, name: String? = nil) {
        self.className = className
        self.address = address
        self.label = label
        self.name = name
    }

    /// What identifies the item across the report's entries.
    package var key: ItemKey {
        if let address {
            return ItemKey(address.hasPrefix("0x") ? address : "\(className ?? ""):\(address)")
        }
        return ItemKey("name:\(name ?? "?")")
    }

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
