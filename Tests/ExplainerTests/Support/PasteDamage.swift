@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// A clean log damaged the ways a website, an editor or a mail client
/// damages a paste, to check that the damaged text reads
/// as the clean one.
enum PasteDamaging {
    /// What an analysis says, without where it was read: per report, each
    /// conflict's constraints, why and fix.
    static func answers(_ reports: [Report]) -> [[String]] {
        reports.map { report in
            ReportExplanation(ReportAnalyzer.analyze(report), detail: []).conflicts.map { conflict in
                conflict.constraints.map(\.equation).joined(separator: "; ") + " | " + conflict.why + " | " + conflict.fix
            }
        }
    }

    /// Every line longer than `width` columns broken after its last blank
    /// within them, as `fold -s` and mail clients wrap (a hard break where
    /// there is none); a tab advances to the next multiple of 8.
    static func wrapped(_ text: String, at width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { wrappedLine(Array($0), at: width) }
            .joined(separator: "\n")
    }

    private static func wrappedLine(_ line: [Character], at width: Int) -> String {
        var pieces: [String] = []
        var rest = line[...]
        while true {
            var column = 0
            var cut: Int?
            var lastBlank: Int?
            for index in rest.indices {
                column = rest[index] == "\t" ? (column / 8 + 1) * 8 : column + 1
                if column > width {
                    cut = index
                    break
                }
                if rest[index] == " " || rest[index] == "\t" { lastBlank = index + 1 }
            }
            guard let hard = cut else { break }
            let end = lastBlank.map { $0 > rest.startIndex ? $0 : hard } ?? hard
            pieces.append(String(rest[..<end]))
            rest = rest[end...]
        }
        pieces.append(String(rest))
        return pieces.joined(separator: "\n")
    }

    /// As a Markdown editor escapes a paste: `<`, `>`, `_` and `*` behind a backslash.
    static func markdownEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "<>_*".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// As a renderer outside a code block drops what looks like a tag: every
    /// `<` and `>` gone, but a relation's (`>=`, `<=`), which starts no tag.
    static func tagsStripped(_ text: String) -> String {
        let characters = Array(text)
        var stripped = ""
        for (index, character) in characters.enumerated() {
            if character == "<" || character == ">", index + 1 == characters.count || characters[index + 1] != "=" { continue }
            stripped.append(character)
        }
        return stripped
    }
}
