/// A note said of many entries of one report ("constraint 0x… is listed
/// twice…", "this entry continues on the next line…") is said once, with
/// how many more and where: a long list of the same sentence hides the
/// notes that differ. Notes are the same when they differ only in their
/// addresses and numbers (a name is a fact of its own). Errors are never folded: each
/// points an editor at a line that could not be read.
extension [Diagnostic] {
    /// The lines a folded note lists before it stops with "…".
    static var linesListed: Int { 8 }

    /// Each note that has the same form as an earlier one folded into the
    /// first: "…; 4 more like it, at lines 10, 11, 12 and 14". Order kept.
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

    /// `at line 9`, `at lines 9 and 12`, `at lines 9, 10, … (12 in all)`.
    private static func spokenLines(_ lines: [Int]) -> String {
        let distinct = lines.reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
        guard distinct.count > 1 else { return "at line \(distinct[0])" }
        if distinct.count > linesListed {
            return "at lines " + distinct.prefix(linesListed).map(String.init).joined(separator: ", ") + ", …"
        }
        return "at lines " + distinct.dropLast().map(String.init).joined(separator: ", ") + " and \(distinct.last!)"
    }

    /// The message with its addresses and numbers blanked.
    private static func form(of message: String) -> String {
        var form = ""
        var lastWasDigit = false
        for character in message {
            let isDigit = character.isHexDigit && (lastWasDigit || character.isNumber)
            if isDigit || (lastWasDigit && character == "x") {
                if !lastWasDigit { form.append("#") }
                lastWasDigit = true
                continue
            }
            lastWasDigit = false
            form.append(character)
        }
        return form
    }
}
