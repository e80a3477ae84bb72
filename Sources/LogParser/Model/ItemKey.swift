/// What identifies a view or layout guide across a report's entries: its
/// address (`0x7f…`), a layout library's key with its class
/// (`UILabel:messageLabel`), or the bare name an entry used
/// (`name:homeLarge`). The model derives keys of its own from one: a
/// view's margins guide, a superview the log refers to without naming it.
package struct ItemKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The key as text, unique within a report (and a run: addresses).
    package let text: String
    /// The text's hash, worked out once: a key is made once and looked up in
    /// the model's tables many times (hashing its text each time was 3 % of
    /// a run's instructions).
    private let textHash: Int

    package init(_ text: String) {
        self.text = text
        textHash = text.hashValue
    }

    package static func == (lhs: ItemKey, rhs: ItemKey) -> Bool { lhs.textHash == rhs.textHash && lhs.text == rhs.text }

    package func hash(into hasher: inout Hasher) { hasher.combine(textHash) }

    package var description: String { text }

    package static func < (lhs: ItemKey, rhs: ItemKey) -> Bool { lhs.text < rhs.text }

    /// A key of the model's own for something of this item's (`…#margin.left`).
    package func derived(_ part: String) -> ItemKey { ItemKey("\(text)#\(part)") }

    /// The superview of this item that the log refers to (`'|'`) without naming it.
    package var unnamedSuperview: ItemKey { ItemKey(Self.unnamedSuperviewPrefix + text) }

    /// For an unnamed superview's key, the item it is the superview of.
    package var childOfUnnamedSuperview: ItemKey? {
        text.hasPrefix(Self.unnamedSuperviewPrefix) ? ItemKey(String(text.dropFirst(Self.unnamedSuperviewPrefix.count))) : nil
    }

    private static let unnamedSuperviewPrefix = "superview-of:"
}
