/// A note said of many entries of one report ("constraint 0x… is listed
/// twice…", "this entry continues on the next line…"), said once for a
/// person, with how many more and where: a long list of the same sentence
/// hides the notes that differ. Notes are the same when they differ only
/// in their addresses and numbers; a name is a fact of its own. Errors are
/// never folded: each points an editor at a line that could not be read.
/// The outputs for tools (JSON, `--verbose`) keep every note.
extension [Diagnostic] {
    /// The lines a folded note lists before it stops with "…".
    static var linesListed: Int { 8 }

    /// Each note of the same form as an earlier one folded into the first:
    /// "…; 4 more like it, at lines 10, 11, 12 and 14". Order kept.
    package func foldingRepeatedNotes() -> [Diagnostic] {
        guard count > 1 else { return self }
        var firstOfForm: [String: Int] = [:]
        var laterLines: [Int: [Int]] = [:]
        var kept: [Int] = []
        for (index, diagnostic) in enumerated() {
            guard !diagnostic.isError else {
                kept.append(index)
                continue
            }
            let form = Self.form(of: diagnostic.message)
            if let first = firstOfForm[form] {
                laterLines[first, default: []].append(diagnostic.line)
            } else {
                firstOfForm[form] = index
                kept.append(index)
            }
        }
        guard !laterLines.isEmpty else { return self }
        return kept.map { index in
            guard let lines = laterLines[index] else { return self[index] }
            var folded = self[index]
            folded.message += "; \(lines.count) more like it, " + Self.spokenLines(lines)
            return folded
        }
    }

    /// `at line 9`, `at lines 9 and 12`, `at lines 9, 10, 11, …` (one per note).
    private static func spokenLines(_ lines: [Int]) -> String {
        guard lines.count > 1 else { return "at line \(lines[0])" }
        if lines.count > linesListed {
            return "at lines " + lines.prefix(linesListed).map(String.init).joined(separator: ", ") + ", …"
        }
        return "at lines " + lines.dropLast().map(String.init).joined(separator: ", ") + " and \(lines.last!)"
    }

    /// The message with each address (`0x…`) and whole number blanked; a
    /// digit inside a word (`label2`) is part of a name and stays.
    private static func form(of message: String) -> String {
        var form = ""
        var word = ""
        func endWord() {
            let isAddress = word.hasPrefix("0x") && word.count > 2 && word.dropFirst(2).allSatisfy(\.isHexDigit)
            let isNumber = !word.isEmpty && word.allSatisfy { $0.isNumber || $0 == "." } && word.first!.isNumber
            form += isAddress || isNumber ? "#" : word
            word = ""
        }
        for character in message {
            if character.isLetter || character.isNumber || character == "." {
                word.append(character)
            } else {
                endWord()
                form.append(character)
            }
        }
        endWord()
        return form
    }
}
