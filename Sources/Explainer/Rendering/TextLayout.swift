/// Plain-text layout: wrapping to a width.
enum TextLayout {
    /// Wraps `text` to `width` columns (nil: one line, for a pipe): the
    /// first line after `firstPrefix`, the rest after `prefix` (a hanging
    /// indent). Words longer than a line stay whole: nothing is ever cut.
    /// Colour codes take no column.
    static func wrap(_ text: String, width: Int?, firstPrefix: String, prefix: String) -> [String] {
        guard let width else { return [firstPrefix + singleSpaced(text)] }
        var lines: [String] = []
        var line = firstPrefix
        // Counted as the line grows: counting each candidate line's
        // characters anew was quadratic in its words.
        var length = visibleCount(firstPrefix)
        let prefixLength = visibleCount(prefix)
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wordLength = visibleCount(word)
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

    /// Runs of spaces made one and none at the ends, as splitting at spaces
    /// and joining does; most text has nothing to change, which its bytes
    /// show faster than splitting it into characters.
    static func singleSpaced(_ text: String) -> String {
        var previousIsSpace = true
        for byte in text.utf8 {
            let isSpace = byte == UInt8(ascii: " ")
            if isSpace && previousIsSpace { return text.split(separator: " ").joined(separator: " ") }
            previousIsSpace = isSpace
        }
        return previousIsSpace ? text.split(separator: " ").joined(separator: " ") : text
    }

    /// The columns a text takes: its characters but ANSI colour codes (`ESC [ … m`).
    static func visibleCount(_ text: some StringProtocol) -> Int {
        guard text.utf8.contains(0x1B) else { return characterCount(text) }
        var count = 0
        var inCode = false
        for character in text {
            if inCode {
                if character == "m" { inCode = false }
            } else if character == "\u{1B}" {
                inCode = true
            } else {
                count += 1
            }
        }
        return count
    }

    /// Characters in `text`, read off its bytes where each is one (ASCII but
    /// a carriage return, which joins a line feed): counting characters
    /// otherwise walks the rules of grapheme clusters.
    static func characterCount(_ text: some StringProtocol) -> Int {
        var bytes = 0
        for byte in text.utf8 {
            if byte >= 0x80 || byte == UInt8(ascii: "\r") { return text.count }
            bytes += 1
        }
        return bytes
    }

    /// `count` spaces, for padding columns.
    static func spaces(_ count: Int) -> Substring {
        let count = max(0, count)
        guard count <= blank.utf8.count else { return Substring(String(repeating: " ", count: count)) }
        return blank[..<blank.utf8.index(blank.startIndex, offsetBy: count)]
    }

    private static let blank = String(repeating: " ", count: 128)
}
