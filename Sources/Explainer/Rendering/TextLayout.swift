/// Plain-text layout helpers: sentences, wrapping to a width.
enum TextLayout {
    /// Upper-cases the first letter.
    static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Wraps `text` to `width` columns: the first line after `firstPrefix`,
    /// the rest after `prefix` (a hanging indent). Words longer than a line
    /// stay whole: nothing is ever cut.
    static func wrap(_ text: String, width: Int, firstPrefix: String, prefix: String) -> [String] {
        var lines: [String] = []
        var line = firstPrefix
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = lineHasWord ? line + " " + word : line + word
            if candidate.count > width, lineHasWord {
                lines.append(line)
                line = prefix + word
            } else {
                line = candidate
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}
