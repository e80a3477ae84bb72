/// What the user asked for on the command line.
struct CommandOptions: Equatable {
    enum Format: String, Equatable, CaseIterable { case text, brief, json, markdown, html, github }

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
    var format: Format = .text
    /// A format was asked for; else GitHub Actions may choose `.github` (see `resolvedFormat`).
    var formatGiven = false
    /// `--junit FILE`: the conflicts as JUnit XML, beside the output.
    var junitPath: String?
    /// `--color=always|never` (or `--no-color`); nil is `auto`: the environment and the terminal decide.
    var color: Bool? = nil
    var failOn: FailOn?
    /// `--ignore-system`: leave reports wholly inside Apple's views out of the output.
    var ignoreSystem = false
    /// `--baseline FILE`: the conflicts already known; others are flagged new.
    var baselinePath: String?
    /// `--write-baseline FILE`: write the conflicts found as a baseline.
    var writeBaselinePath: String?
    /// `--follow`: explain each report as soon as it is complete (live streams).
    var follow = false
    var showHelp = false
    var showVersion = false
    /// `-o PATH`: where to write instead of standard output.
    var outputPath: String?
    /// `--tee`: the input to standard output unchanged, the analysis to
    /// standard error (or `-o`).
    var tee = false

    /// Every option, for suggestions on a typo.
    static let knownOptions = [
        "--json", "--brief", "--markdown", "--html", "--output", "--follow", "--fail-on", "--fail-on-conflict", "--ignore-system",
        "--baseline", "--write-baseline", "--color", "--no-color", "--help", "--version", "--tee", "--format", "--junit",
    ]

    /// The option a typo most likely meant: within two edits, or one that starts with what was typed.
    static func closestOption(to typed: String) -> String? {
        let scored = knownOptions.map { ($0, editDistance(typed, $0)) }.filter { $0.1 <= 2 }
        if let best = scored.min(by: { $0.1 < $1.1 }) { return best.0 }
        let started = knownOptions.filter { typed.count >= 4 && $0.hasPrefix(typed) }
        return started.count == 1 ? started[0] : nil
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

    /// A usage mistake, reported in one line with exit status 2.
    struct UsageError: Error, Equatable {
        let message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
        var options = CommandOptions()
        var onlyFiles = false
        var remaining = arguments[...]
        while var argument = remaining.popFirst() {
            if onlyFiles || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument)
                continue
            }
            // `--name=value` is `--name value`.
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inline = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func value(_ what: String) throws(UsageError) -> String {
                defer { inline = nil }
                guard let value = inline ?? remaining.popFirst(), !value.isEmpty else {
                    throw UsageError(message: "\(argument) needs \(what) (see wtflayout --help)")
                }
                return value
            }
            switch argument {
            case "-o", "--output": options.outputPath = try value("a file name")
            case "--markdown": options.choose(.markdown)
            case "--brief": options.choose(.brief)
            case "--html": options.choose(.html)
            case "--": onlyFiles = true
            case "--json": options.choose(.json)
            case "--format":
                let name = try value("one of \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
                guard let format = Format(rawValue: name) else {
                    throw UsageError(
                        message: "--format takes \(Format.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
                }
                options.choose(format)
            case "--junit": options.junitPath = try value("a file name")
            case "--no-color", "--no-colour": options.color = false
            case "--color", "--colour":
                switch try value("auto, always or never") {
                case "auto": options.color = nil
                case "always": options.color = true
                case "never": options.color = false
                case let other: throw UsageError(message: "\(argument) takes auto, always or never, not '\(other)'")
                }
            case "--fail-on-conflict": options.failOn = .app
            case "--fail-on":
                let name = try value("one of app, any, new")
                guard let failOn = FailOn(rawValue: name) else {
                    throw UsageError(message: "--fail-on takes app, any or new, not '\(name)'")
                }
                options.failOn = failOn
            case "--ignore-system": options.ignoreSystem = true
            case "--baseline": options.baselinePath = try value("a file name")
            case "--write-baseline": options.writeBaselinePath = try value("a file name")
            case "-f", "--follow": options.follow = true
            case "--tee": options.tee = true
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            default:
                let guess = Self.closestOption(to: argument).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(argument)'\(guess) (see wtflayout --help)")
            }
            if inline != nil { throw UsageError(message: "\(argument) takes no value") }
        }
        if options.inputs.isEmpty { options.inputs = ["-"] }
        if options.follow && options.inputs.count > 1 {
            throw UsageError(message: "--follow follows one stream: standard input or one file")
        }
        if options.follow && (options.format == .markdown || options.format == .html || options.format == .brief) {
            throw UsageError(message: "--follow prints text or JSON lines, not Markdown or HTML")
        }
        if options.follow && options.format == .github {
            throw UsageError(message: "--follow prints text or JSON lines; --format github annotates a finished log")
        }
        if let path = options.junitPath, options.inputs.contains(path) || path == options.outputPath {
            throw UsageError(message: "--junit \(path) would overwrite an input or the output")
        }
        if options.follow && options.junitPath != nil {
            throw UsageError(message: "--junit writes a finished log's conflicts; run wtflayout on the saved log instead of --follow")
        }
        if options.tee && options.follow {
            throw UsageError(
                message: "--tee explains the input once it has ended; to watch a stream live, use tee FILE | wtflayout --follow")
        }
        if options.tee && options.format == .html && options.outputPath == nil {
            throw UsageError(message: "--tee --html needs -o FILE: standard output carries the input")
        }
        if let path = options.writeBaselinePath, options.inputs.contains(path) {
            throw UsageError(message: "--write-baseline \(path) would overwrite an input")
        }
        if options.failOn == .new && options.baselinePath == nil {
            throw UsageError(message: "--fail-on new needs --baseline FILE: the conflicts already known")
        }
        if options.follow && (options.baselinePath != nil || options.writeBaselinePath != nil) {
            throw UsageError(message: "--follow does not read or write baselines; run wtflayout on the saved log instead")
        }
        if options.follow && options.outputPath != nil {
            throw UsageError(message: "--follow prints to standard output as reports arrive; redirect it instead of -o")
        }
        return options
    }

    mutating func choose(_ format: Format) {
        self.format = format
        formatGiven = true
    }

    /// The format to write: the one asked for, else `github` inside a
    /// GitHub Actions job (`GITHUB_ACTIONS=true`) when standard output is a
    /// pipe (the runner's, which reads the commands; not a terminal, not a
    /// file named with `>` or `-o`), else text.
    func resolvedFormat(environment: [String: String], outputIsPipe: Bool) -> Format {
        guard !formatGiven, !follow, outputPath == nil, outputIsPipe, environment["GITHUB_ACTIONS"] == "true" else {
            return format
        }
        return .github
    }
}
