import Rendering

/// What the user asked for on the command line.
struct CommandOptions: Equatable {
    /// `--fail-on`: which conflicts make the exit status 1.
    enum FailOn: String, Equatable, CaseIterable {
        /// A conflict that involves the app's constraints (not Apple's alone, not a passing first layout).
        case app
        /// Any conflict, Apple's included.
        case any
        /// A conflict of the app's that the baseline does not know.
        case new
    }

    var inputs: [String] = []
    var format = OutputFormat.text
    /// A format was asked for; else GitHub Actions may choose `.github` (see `resolvedFormat`).
    var formatGiven = false
    /// `--junit FILE`: the conflicts as JUnit XML, beside the output.
    var junitPath: String?
    /// `--color=always|never` (or `--no-color`); nil is `auto`: the environment and the terminal decide.
    var color: Bool? = nil
    var failOn: FailOn?
    /// `--ignore-system`: leave reports wholly inside Apple's views out of the output.
    var ignoreSystem = false
    /// `--ignore-known`: known conflicts of Apple's views count for neither the exit status nor the summary.
    var ignoreKnown = false
    /// `--baseline FILE`: the conflicts already known; others are flagged new.
    var baselinePath: String?
    /// `--write-baseline FILE`: write the conflicts found as a baseline.
    var writeBaselinePath: String?
    /// `--follow`: explain each report as soon as it is complete (live streams).
    var follow = false
    /// What the user asked to follow with, as the refusals name it: `--follow`, or `capture`.
    var followName = "--follow"
    var showHelp = false
    var showVersion = false
    /// `-o PATH`: where to write instead of standard output.
    var outputPath: String?
    /// `--tee`: the input to standard output unchanged, the analysis to
    /// standard error (or `-o`).
    var tee = false
    /// `--source DIR` (repeatable): the app's source trees, to find where each constraint was made.
    var sourcePaths: [String] = []
    /// `--no-source`: no source tree, not even the project the working directory holds.
    var noSource = false
    /// `--timeout SECONDS`: how long a tool of Xcode's may take to answer.
    var toolTimeout = 300
    /// `--every-report`: HTML and Markdown show every distinct report in full, however many.
    var everyReport = false
    /// `--verbose` and `--lldb`: what the text output adds to its short form.
    var textExtras: TextExtras = []

    /// Every option's long name as the help shows it, for suggestions on a typo.
    static var knownOptions: [String] { table.flatMap(\.names).filter { $0.hasPrefix("--") } }

    /// The options a typo most likely meant: the one within two edits, or
    /// those (up to three) that start with what was typed.
    static func closestOptions(to typed: String) -> [String] {
        let scored = knownOptions.map { ($0, editDistance(typed, $0)) }.filter { $0.1 <= 2 }
        if let best = scored.min(by: { $0.1 < $1.1 }) { return [best.0] }
        let started = knownOptions.filter { typed.count >= 4 && $0.hasPrefix(typed) }
        return started.count <= 3 ? started : []
    }

    /// Levenshtein distance, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// A table's options by every name they are read by.
    private static func byName(_ table: [CommandOption]) -> [String: CommandOption] {
        Dictionary(uniqueKeysWithValues: table.flatMap { option in (option.names + option.aliases).map { ($0, option) } })
    }

    private static let standardByName = byName(table)

    /// `live`: the options of a command that always follows (`capture`),
    /// which the refusals then name. `formats`: what `--format` may name.
    static func parse(_ arguments: [String], live: String? = nil, formats: FormatCatalogue = .standard) throws(CommandFailure)
        -> CommandOptions
    {
        let optionNamed = formats == .standard ? standardByName : byName(table(formats))
        var options = CommandOptions()
        if let live {
            options.follow = true
            options.followName = live
        }
        var onlyFiles = false
        var remaining = arguments[...]
        while var argument = remaining.popFirst() {
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument)
                continue
            }
            if argument == "--" {
                onlyFiles = true
                continue
            }
            // `--name=value` is `--name value`.
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            guard let option = optionNamed[argument] else {
                let guesses = closestOptions(to: argument).map { "'\($0)'" }
                let guess = guesses.isEmpty ? "" : "; did you mean \(guesses.joined(separator: " or "))?"
                throw CommandFailure(message: "unknown option '\(argument)'\(guess) (see wtflayout --help)")
            }
            if let value = option.value {
                guard let given = inline ?? remaining.popFirst(), !given.isEmpty else {
                    throw CommandFailure(message: "\(argument) needs \(value.needs) (see wtflayout --help)")
                }
                try option.apply(&options, given)
            } else {
                if inline != nil { throw CommandFailure(message: "\(argument) takes no value") }
                try option.apply(&options, nil)
            }
        }
        if options.inputs.isEmpty { options.inputs = ["-"] }
        try options.checkCombinations(formats)
        return options
    }

    /// One output format per run: a second, different one (`--json --html`) is refused, not silently the last.
    mutating func choose(_ format: OutputFormat) throws(CommandFailure) {
        if formatGiven, self.format != format {
            throw CommandFailure(
                message: "two output formats asked for, \(self.format.name) and \(format.name): give one (see wtflayout --help)")
        }
        self.format = format
        formatGiven = true
    }

    /// The format to write: the one asked for, else `github` inside a
    /// GitHub Actions job (`GITHUB_ACTIONS=true`) when standard output is a
    /// pipe (the runner's, which reads the commands; not a terminal, not a
    /// file named with `>` or `-o`), else text.
    func resolvedFormat(environment: [String: String], outputIsPipe: Bool) -> OutputFormat {
        guard !formatGiven, !follow, outputPath == nil, outputIsPipe, environment["GITHUB_ACTIONS"] == "true" else {
            return format
        }
        return .github
    }
}
