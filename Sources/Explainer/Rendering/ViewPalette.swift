/// The colour each view is drawn in, the same in every format: HTML and
/// pictures use the colour, the terminal its 24-bit escape, Markdown (which
/// GitHub shows without colour) the square emoji of the same hue, JSON its name.
enum ViewPalette {
    struct Color: Sendable {
        /// `red`, `blue`, …: what JSON says.
        let name: String
        /// `#d1495b`: readable on light and dark backgrounds.
        let hex: String
        /// 🟥: what Markdown shows.
        let square: String

        /// The ANSI 24-bit foreground escape's parameters, `38;2;r;g;b`.
        var ansi: String {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            return "38;2;\(value >> 16 & 0xFF);\(value >> 8 & 0xFF);\(value & 0xFF)"
        }
    }

    static let colors = [
        Color(name: "red", hex: "#d1495b", square: "🟥"),
        Color(name: "blue", hex: "#2e86ab", square: "🟦"),
        Color(name: "green", hex: "#3f9b55", square: "🟩"),
        Color(name: "orange", hex: "#d07a00", square: "🟧"),
        Color(name: "purple", hex: "#8e5bb5", square: "🟪"),
        Color(name: "brown", hex: "#96613a", square: "🟫"),
        Color(name: "yellow", hex: "#b09000", square: "🟨"),
        Color(name: "grey", hex: "#6b7785", square: "⬛"),
    ]

    static func color(_ slot: Int) -> Color { colors[slot % colors.count] }
}
