/// A landmark phrase quoted in prose ("I searched for "Unable to
/// simultaneously satisfy constraints" but…") names a report; it is not one.
/// UIKit ends its header with `.`, AppKit with `:`, and nothing but the
/// report follows on the line; a mention runs on into its sentence or closes
/// its quotes. Counting mentions as reports made a one-report paste read as
/// several, each "nothing to analyse".
enum PhraseMention {
    /// Whether the header phrase, ending at `after`, is quoted or runs on in a sentence.
    static func isHeaderMention(in line: [UInt8], after: Int) -> Bool {
        guard after < line.count else { return false }
        if line[after] == .dot || line[after] == .colon { return closesQuote(line, at: after + 1) && !holdsEntry(line, from: after) }
        // No terminator: a header cut there, or a mention running on.
        return line[after...].contains { !isClosingDecoration($0) }
    }

    /// Whether the recovery phrase, ending at `after`, closes a quotation or
    /// runs on into words that are no entry ("…breaking constraint line
    /// names it"). Its entry may follow on the line in any form, stripped of
    /// its `<` too (`NSLayoutConstraint:0x…`), or nothing at all.
    static func isRecoveryMention(in line: [UInt8], after: Int) -> Bool {
        var index = after
        while index < line.count, line[index] == .space { index += 1 }
        // A quote may open the entry that follows (`breaking constraint "<NSLayoutConstraint:…>"`).
        guard closesQuote(line, at: index) || (index < line.count && line[index].isLetter) else { return false }
        return !holdsEntry(line, from: index)
    }

    /// An entry follows on the line, in any form a paste leaves it (a
    /// subclass of the app's, `Shop.KeyboardHeight:0x…`, has its address).
    private static func holdsEntry(_ line: [UInt8], from index: Int) -> Bool {
        ByteSearch.firstIndex(of: entryMark, in: line, from: index, to: line.count) != nil
            || ByteSearch.firstIndex(of: addressMark, in: line, from: index, to: line.count) != nil
    }

    /// What every entry holds after its class, whatever the paste did to it: `Constraint:`.
    private static let entryMark = Array(ascii: "Constraint:")
    private static let addressMark = Array(ascii: ":0x")

    /// `"`, `'`, or the typographic `”` and `’` (UTF-8 `E2 80 9D`, `E2 80 99`).
    private static func closesQuote(_ line: [UInt8], at index: Int) -> Bool {
        guard index < line.count else { return false }
        if line[index] == .doubleQuote || line[index] == .quote { return true }
        return index + 2 < line.count && line[index] == 0xE2 && line[index + 1] == 0x80
            && (line[index + 2] == 0x9D || line[index + 2] == 0x99)
    }

    /// What may close a header line in a paste: blanks, a Markdown bold or
    /// code span's end, a carriage return.
    private static func isClosingDecoration(_ byte: UInt8) -> Bool {
        byte == .space || byte == .tab || byte == .star || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
            || byte == .carriageReturn
    }
}
