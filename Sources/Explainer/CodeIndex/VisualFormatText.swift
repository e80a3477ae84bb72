/// A visual-format string as the source writes it, and where in it the
/// predicate of one of its constraints is: enough to write the edit that
/// lowers that constraint alone, worked out only when a fix asks for it
/// (indexing a tree makes thousands of sites and prints few fixes).
package struct VisualFormatText: Hashable, Sendable {
    package let written: String
    /// The predicate (`>=180` of `[name(>=180)]`); nil where it is not known.
    let predicate: Range<String.Index>?
    /// It stands bare between dashes (`-12-`), where a priority needs parentheses.
    let isBareConnection: Bool

    /// The format with the predicate at priority 999: `[name(>=180@999)]`, `-(12@999)-`.
    package var lowered: String? {
        guard let predicate else { return nil }
        var body = String(written[predicate])
        if let at = body.firstIndex(of: "@") { body = String(body[..<at]) }
        body += "@999"
        if isBareConnection { body = "(\(body))" }
        return String(written[..<predicate.lowerBound]) + body + String(written[predicate.upperBound...])
    }
}
