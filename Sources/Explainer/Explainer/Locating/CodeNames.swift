/// Renames a variable in a line of generated code, as a whole word: before
/// a dot (`label2.widthAnchor` → `amountLabel.widthAnchor`; renamed to
/// nothing, the dot goes too: `widthAnchor`, the enclosing view's), or
/// alone (`item: label2,` → `item: amountLabel,`; renamed to nothing, `self`).
enum CodeNames {
    static func rename(_ variable: String, to name: String?, in line: String) -> String {
        var result = ""
        var rest = Substring(line)
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        while let range = rest.range(of: variable) {
            let before = rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            result += before
            // A whole word: not part of a longer name (`mylabel2.`, `label2Width`), nor a property (`.label2`).
            let joined = before.last.map { isWordCharacter($0) || $0 == "." } ?? false
            if joined || after.first.map(isWordCharacter) == true {
                result += variable
                rest = after
            } else if after.first == "." {
                result += name.map { $0 + "." } ?? ""
                rest = after.dropFirst()
            } else {
                result += name ?? "self"
                rest = after
            }
        }
        return result + rest
    }
}
