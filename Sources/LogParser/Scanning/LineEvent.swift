/// What a line of console text says, as far as reports are concerned. One
/// line may say several things: a folded report can sit on a single line.
enum LineEvent {
    /// "Unable to simultaneously satisfy constraints" (`.` on UIKit, `:` on AppKit).
    case header(Platform)
    /// The advice paragraph UIKit prints between the header and the list.
    case preamble
    case listOpen
    case listClose
    /// A `<Class:0x… …>` entry; `bytes` runs from `<` to its `>`, or to the end
    /// of the line when the entry is cut (`closed` false).
    case entry(bytes: [UInt8], column: Int, closed: Bool)
    /// `<private>`: the unified log withheld the text.
    case redacted
    /// "Will attempt to recover by breaking constraint".
    case recoveryMarker
    /// The debugging hints that close a report.
    case trailer(Platform)
    /// Anything else that is not blank.
    case text(looksLikeEntry: Bool)

    var isEntry: Bool {
        if case .entry = self { return true }
        return false
    }

    var isPreamble: Bool {
        if case .preamble = self { return true }
        return false
    }

    var isListClose: Bool {
        if case .listClose = self { return true }
        return false
    }

    var isHeader: Bool {
        if case .header = self { return true }
        return false
    }
}
