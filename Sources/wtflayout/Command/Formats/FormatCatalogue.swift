/// The formats the command writes, in the order `--format`'s help lists
/// them. A format is a file of its own (an `OutputFormat`) and a line here.
package struct FormatCatalogue: Sendable, Equatable {
    let formats: [OutputFormat]

    package static let standard = FormatCatalogue(formats: [.text, .brief, .json, .markdown, .html, .github, .sarif])

    func named(_ name: String) -> OutputFormat? { formats.first { $0.name == name } }

    /// This catalogue and `format` after it.
    func adding(_ format: OutputFormat) -> FormatCatalogue { FormatCatalogue(formats: formats + [format]) }

    /// What `--follow` can print: `text or JSON lines`.
    var liveOnes: String { CommandOptions.spokenList(formats.compactMap(\.live?.called)) }

    /// `--format`'s help: the names, then what each says of itself, wrapped to `width`.
    func help(width: Int) -> [String] {
        let words =
            (CommandOptions.spokenList(formats.map(\.name)) + ".").split(separator: " ")
            + formats.flatMap { $0.help.joined(separator: " ").split(separator: " ") }
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + 1 + word.count <= width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word))
            }
        }
        return lines
    }
}
