/// How wide a label is drawn, without a browser to ask: the advances of the
/// 11 px sans-serif system font, by kind of character, rounded up so a
/// label measured here is never narrower than the one drawn.
enum TextWidth {
    static let fontSize = 11.0

    static func of(_ text: String) -> Double {
        text.reduce(0) { $0 + advance($1) } * fontSize
    }

    /// In ems.
    private static func advance(_ character: Character) -> Double {
        if "il.,:;'|!()[]".contains(character) { return 0.32 }
        if character == " " { return 0.3 }
        if "mwMW".contains(character) { return 0.9 }
        if character.isUppercase { return 0.7 }
        if character.isNumber { return 0.6 }
        if character.isASCII { return 0.56 }
        // Other scripts and emoji: as wide as a capital, or wider.
        return 1.0
    }
}
