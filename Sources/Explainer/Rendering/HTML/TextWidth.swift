/// How wide a label is drawn, without a browser to ask. Pictures set their
/// labels in a monospaced font (`HTMLStyle`: DejaVu Sans Mono, Menlo,
/// Consolas, Liberation Mono), whose every ordinary character advances
/// 0.6 em (Consolas 0.55), so a width is a count: the table below, which the
/// picture check measures against Chromium on every label (never narrower
/// than drawn, at most a tenth wider).
enum TextWidth {
    static let fontSize = 11.0

    /// Advances in ems, per character as a reader counts them (a letter with
    /// its combining marks is one): a Latin, Greek or Cyrillic one, and the
    /// symbols the labels use; a wide (East Asian) one, set full width by
    /// the fallback font; an emoji.
    static let ordinary = 0.61
    static let wide = 1.0
    static let emoji = 1.25

    static func of(_ text: String) -> Double {
        text.reduce(0) { $0 + advance($1) } * fontSize
    }

    /// `text` in lines no wider than `width`, broken at spaces (a word
    /// longer than a line, between its characters).
    static func lines(_ text: String, fitting width: Double) -> [String] {
        guard of(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let joined = line.isEmpty ? word : line + " " + word
            if of(joined) <= width {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if of(line + String(character)) > width, !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// In ems.
    private static func advance(_ character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return ordinary }
        if scalar.properties.isEmojiPresentation || character.unicodeScalars.count > 1 && scalar.properties.isEmoji {
            return emoji
        }
        if isWide(scalar.value) { return wide }
        return ordinary
    }

    /// East Asian wide and full-width ranges: Hangul Jamo, CJK radicals to
    /// Yi, Hangul syllables, CJK compatibility, full-width forms.
    private static func isWide(_ value: UInt32) -> Bool {
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
    }
}
