/// Plain-text layout: wrapping to a width.
enum TextLayout {
    /// Wraps `text` to `width` columns: the first line after `firstPrefix`,
    /// the rest after `prefix` (a hanging indent). Words longer than a line
    /// stay whole: nothing is ever cut.
    static func wrap(_ text: String, width: Int, firstPrefix: String, prefix: String) -> [String] {
        var lines: [String] = []
        var line = firstPrefix
        // Counted as the line grows: counting each candidate line's
        // characters anew was quadratic in its words.
        var length = firstPrefix.count
        let prefixLength = prefix.count
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordLength = word.count
            if lineHasWord, length + 1 + wordLength > width {
                lines.append(line)
                line = prefix
                length = prefixLength
            } else if lineHasWord {
                line += " "
                length += 1
            }
            line += word
            length += wordLength
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}
