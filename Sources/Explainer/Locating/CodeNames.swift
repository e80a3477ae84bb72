/// Renames a variable in a line of generated code, as a whole word
/// followed by a dot (`label2.widthAnchor` → `amountLabel.widthAnchor`);
/// renamed to nothing, the dot goes too (`widthAnchor`, the enclosing view's).
enum CodeNames {
    static func rename(_ variable: String, to name: String?, in line: String) -> String {
        var result = ""
        var rest = Substring(line)
        let target = variable + "."
        while let range = rest.range(of: target) {
            let before = rest[..<range.lowerBound]
            // A whole word: not the end of a longer name (`mylabel2.`).
            let joined = before.last.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false
            result += before
            result += joined ? target : (name.map { $0 + "." } ?? "")
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
