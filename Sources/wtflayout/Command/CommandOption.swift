/// One option of the reading command, as the option table holds it: its
/// names, the value it takes, its lines in `--help` (and the README), and
/// what it sets. Parsing, the help, the did-you-mean list and the README's
/// option block all come from the table (`CommandOptions.table`).
struct CommandOption: Sendable {
    /// The value an option takes: its name in the help, and what to say when it is missing.
    struct Value: Sendable {
        /// `FILE`, `NAME`, `WHEN`…
        let placeholder: String
        /// "-o needs a file name": what it needs, said when it is missing.
        let needs: String
    }

    /// `-o`, `--output`: the names shown in the help, in the order shown.
    let names: [String]
    /// Other spellings that are read but not shown (`--colour`).
    let aliases: [String]
    let value: Value?
    /// The help's lines for it, each at most `helpWidth` characters.
    let help: [String]
    /// Sets the option; a value that option does not take throws (`value` is nil for a flag).
    let apply: @Sendable (inout CommandOptions, _ value: String?) throws(CommandFailure) -> Void

    init(
        _ names: [String], aliases: [String] = [], value: Value? = nil, help: [String],
        apply: @escaping @Sendable (inout CommandOptions, _ value: String?) throws(CommandFailure) -> Void
    ) {
        self.names = names
        self.aliases = aliases
        self.value = value
        self.help = help
        self.apply = apply
    }

    /// Where the help's text starts: the names and the value in a column before it.
    static let helpColumn = 23
    /// The width `--format`'s lines are wrapped to, from what each format says of itself.
    static let helpWidth = 76

    /// The option's lines in the help: names and value, then its text,
    /// beside them when they fit and on the next line when they do not.
    var helpLines: [String] {
        let heading = "  " + names.joined(separator: ", ") + (value.map { " " + $0.placeholder } ?? "")
        let indent = String(repeating: " ", count: Self.helpColumn)
        let rest = help.dropFirst().map { indent + $0 }
        guard heading.count < Self.helpColumn - 1, let first = help.first else {
            return [heading] + help.map { indent + $0 }
        }
        return [heading.padding(toLength: Self.helpColumn, withPad: " ", startingAt: 0) + first] + rest
    }
}
