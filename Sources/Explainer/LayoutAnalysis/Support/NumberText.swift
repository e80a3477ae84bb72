/// Numbers for people: as few digits as say the value, never `-0`, never NaN.
package enum NumberText {
    /// `+ 12`, `- 4`: an offset as a constraint would print it.
    package static func signed(_ value: Double) -> String {
        value < 0 ? "- \(points(-value))" : "+ \(points(value))"
    }

    /// `60`, `12.5`, `94.3333`.
    package static func points(_ value: Double) -> String {
        guard value.isFinite else { return "?" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let integer = Int(rounded)
            return integer == 0 ? "0" : String(integer)
        }
        var text = String(rounded)
        if text.utf8.contains(UInt8(ascii: "e")) { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `8`, `0.5`, `44.33`: a number in a sentence, as a developer writes
    /// one, to two decimals at most (`points` keeps four, for equations).
    package static func prose(_ value: Double) -> String {
        points((value * 100).rounded() / 100)
    }
}
