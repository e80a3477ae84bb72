/// A prefix a log viewer or CI service put on every line (`  18 | `,
/// `2026-03-03 19:22:36.981 | INFO | `), learned from the report's own
/// preamble line, which UIKit prints with nothing before it. Lines with the
/// same shape of prefix then read as what follows it: a prefixed blank line
/// as blank, a prefixed `(` as the list's.
struct LinePrefix: Equatable {
    /// The prefix as first seen; another line's matches it where digits stand
    /// for digits and letters for letters (times, counters and levels
    /// change), a space for a digit too (right-aligned line numbers).
    let bytes: [UInt8]

    /// The prefix of a line whose preamble sentence starts at `sentenceStart`;
    /// nil when no letter or digit comes before it (a Markdown quote's `>`
    /// is read as such wherever it is).
    init?(preambleLine line: [UInt8], sentenceStart: Int) {
        var end = sentenceStart
        while end > 0, line[end - 1].isBlank { end -= 1 }
        guard line[..<end].contains(where: { $0.isLetter || $0.isDigit }) else { return nil }
        bytes = Array(line[..<end])
    }

    /// What a report says it read this way.
    func note(lines: Int) -> String {
        let shown = String(decoding: bytes.drop(while: \.isBlank), as: UTF8.self)
        let count = lines == 1 ? "1 blank or parenthesis line" : "\(lines) blank and parenthesis lines"
        return "read \(count) past the prefix every line carries (`\(shown)`, as a log viewer or CI service adds it)"
    }

    /// What follows the prefix on `line`, when it starts with one of this shape.
    func rest(of line: [UInt8]) -> ArraySlice<UInt8>? {
        guard line.count >= bytes.count else { return nil }
        for (index, byte) in bytes.enumerated() {
            let found = line[index]
            guard found == byte || (found.isLetter && byte.isLetter) || (found.isNumeral && byte.isNumeral) else { return nil }
        }
        return line[bytes.count...]
    }

    /// The events of a prefixed line that holds only blanks or a list's
    /// parenthesis after its prefix (which alone reads as text); nil for
    /// any other line, read as it is.
    func structuralEvents(of line: [UInt8]) -> [LineEvent]? {
        guard let rest = rest(of: line) else { return nil }
        let content = rest.filter { !$0.isBlank }
        switch content {
        case []: return []
        case [.openParen]: return [.listOpen]
        case [.closeParen]: return [.listClose]
        default: return nil
        }
    }
}

extension UInt8 {
    /// A digit, or the space that pads a right-aligned number.
    fileprivate var isNumeral: Bool { isDigit || self == .space }
}
