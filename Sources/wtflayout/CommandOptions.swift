/// What the user asked for on the command line.
struct CommandOptions: Equatable {
    enum Format: Equatable { case text, json, markdown, html }

    var inputs: [String] = []
    var format: Format = .text
    var color: Bool? = nil
    var failOnConflict = false
    /// `--follow`: explain each report as soon as it is complete (live streams).
    var follow = false
    var showHelp = false
    var showVersion = false
    /// `-o PATH`: where to write instead of standard output.
    var outputPath: String?

    /// A usage mistake, reported in one line with exit status 2.
    struct UsageError: Error, Equatable {
        let message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var onlyFiles = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument)
                continue
            }
            switch argument {
            case "-o", "--output":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError(message: "\(argument) needs a file name (see wtflayout --help)")
                }
                options.outputPath = path
            case "--markdown": options.format = .markdown
            case "--html": options.format = .html
            case "--": onlyFiles = true
            case "--json": options.format = .json
            case "--no-color", "--no-colour": options.color = false
            case "--fail-on-conflict": options.failOnConflict = true
            case "-f", "--follow": options.follow = true
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            default:
                throw UsageError(message: "unknown option '\(argument)' (see wtflayout --help)")
            }
        }
        if options.inputs.isEmpty { options.inputs = ["-"] }
        if options.follow && options.inputs != ["-"] {
            throw UsageError(message: "--follow reads standard input only; pipe the stream into wtflayout")
        }
        if options.follow && (options.format == .markdown || options.format == .html) {
            throw UsageError(message: "--follow prints text or JSON lines, not Markdown or HTML")
        }
        if options.follow && options.outputPath != nil {
            throw UsageError(message: "--follow prints to standard output as reports arrive; redirect it instead of -o")
        }
        return options
    }
}
