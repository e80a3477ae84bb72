/// What the default text output leaves out, for a reader who asks for it:
/// a conflict there is its header, constraints, one Why, one Fix and the
/// code in the app's language; these add the rest.
package struct TextExtras: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The LLDB lines, useful while the app is paused (`--lldb`, and the
    /// `wtf` command in LLDB).
    package static let debuggerLines = TextExtras(rawValue: 1 << 0)
    /// The fix in every dialect it may be written in, not only the app's language.
    package static let everyDialect = TextExtras(rawValue: 1 << 1)
    /// The views' classes and addresses, every note on how a report was
    /// read, and the notes said once at the end.
    package static let notes = TextExtras(rawValue: 1 << 2)

    /// `--verbose`: everything.
    package static let verbose: TextExtras = [.debuggerLines, .everyDialect, .notes]
}
