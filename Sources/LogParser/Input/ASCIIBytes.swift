/// The ASCII bytes the reading looks for, by name, and their classes.
extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let colon = UInt8(ascii: ":")
    static let dot = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let closeBracket = UInt8(ascii: "]")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let star = UInt8(ascii: "*")
    static let at = UInt8(ascii: "@")
    static let hash = UInt8(ascii: "#")
    static let pipe = UInt8(ascii: "|")
    static let equals = UInt8(ascii: "=")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    package var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    package var isLetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
    var isHexDigit: Bool { isDigit || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66) }
    var isBlank: Bool { self == .space || self == .tab }
    /// Characters of an Objective-C/Swift class name as the runtime prints it,
    /// including mangled generic names (`_TtGC8MyApp8CardViewCS_P10$1…_`).
    var isClassNameCharacter: Bool { isLetter || isDigit || self == 0x5F || self == .dot || self == 0x24 }
    var isIdentifierCharacter: Bool { isLetter || isDigit || self == 0x5F }
    /// `!` to `/`, `:` to `@`, `[` to `` ` ``, `{` to `~`: what Markdown may escape with `\`.
    var isASCIIPunctuation: Bool { (0x21...0x7E).contains(self) && !isLetter && !isDigit }
}

extension Array where Element == UInt8 {
    init(ascii text: StaticString) {
        self = text.withUTF8Buffer { Array($0) }
    }
}
