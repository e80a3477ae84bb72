/// Terminal emphasis, on only when the output is a terminal and `NO_COLOR`
/// is unset (the command decides); otherwise every style is the identity.
package struct TextStyle: Sendable {
    let isEnabled: Bool

    package init(enabled: Bool) { isEnabled = enabled }

    static let plain = TextStyle(enabled: false)

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    /// A view's name in its colour, the one every format gives it.
    func view(_ text: String, slot: Int) -> String { wrap(text, ViewPalette.color(slot).ansi) }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
