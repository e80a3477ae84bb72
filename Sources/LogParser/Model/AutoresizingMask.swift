/// The `h=-&- v=--&` flags of an autoresizing-mask constraint: per axis, one
/// character each for the leading margin, the size and the trailing margin;
/// `&` is flexible, `-` fixed.
package struct AutoresizingMask: Hashable, Sendable {
    var horizontal: AxisFlags
    var vertical: AxisFlags

    struct AxisFlags: Hashable, Sendable {
        var leadingMarginFlexible: Bool
        var sizeFlexible: Bool
        var trailingMarginFlexible: Bool

        /// nil unless the text is three of `-` / `&`.
        init?(_ text: String) {
            let flags = Array(text.utf8)
            guard flags.count == 3, flags.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "&") })
            else { return nil }
            leadingMarginFlexible = flags[0] == UInt8(ascii: "&")
            sizeFlexible = flags[1] == UInt8(ascii: "&")
            trailingMarginFlexible = flags[2] == UInt8(ascii: "&")
        }

        /// As printed: derived from the flags (kept as three bits, not a string,
        /// because every autoresizing constraint of every report holds two).
        var text: String {
            [leadingMarginFlexible, sizeFlexible, trailingMarginFlexible].map { $0 ? "&" : "-" }.joined()
        }
    }

    package var text: String { "h=\(horizontal.text) v=\(vertical.text)" }
}
