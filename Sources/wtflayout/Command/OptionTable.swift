import Rendering

/// The reading command's options, in the order `--help` lists them: the
/// one place an option is defined.
extension CommandOptions {
    static let table = table(.standard)

    /// The table with `--format` naming `formats`.
    static func table(_ formats: FormatCatalogue) -> [CommandOption] {
        [

            CommandOption(["--json"], help: ["the analysis as JSON (schema version 1, see docs/json-schema.md)"]) {
                options, _ throws(CommandFailure) in
                try options.choose(.json)
            },
            CommandOption(["--brief"], help: ["one line per distinct conflict (its view, the fix, how often), then one summary line"]) {
                options, _ throws(CommandFailure) in
                try options.choose(.brief)
            },
            CommandOption(
                ["-v", "--verbose"],
                help: [
                    "the text output with everything: the fix in every dialect (Objective-C,",
                    "Interface Builder), the LLDB lines, the views' classes and addresses, notes",
                ]
            ) { options, _ in options.textExtras.formUnion(.verbose) },
            CommandOption(
                ["--lldb"],
                help: [
                    "add to the text the LLDB lines that find the views and the constraint to",
                    "change in the paused app (the wtf command in LLDB passes it; the other",
                    "formats always hold them)",
                ]
            ) { options, _ in options.textExtras.insert(.debuggerLines) },
            CommandOption(["--markdown"], help: ["a Markdown report to paste into a GitHub or GitLab issue"]) {
                options, _ throws(CommandFailure) in
                try options.choose(.markdown)
            },
            CommandOption(
                ["--html"],
                help: [
                    "one self-contained HTML file for a bug ticket; on a terminal it is written",
                    "to <input name>.html (wtflayout-report.html for stdin), else to stdout",
                ]
            ) { options, _ throws(CommandFailure) in try options.choose(.html) },
            CommandOption(
                ["--every-report"],
                help: [
                    "--html and --markdown: every distinct report in full. Past \(ReportDetailPlan.defaultLimit), they show the",
                    "first report of each kind of conflict in full and every report as a row",
                ]
            ) { options, _ in options.everyReport = true },
            CommandOption(
                ["--format"], value: .oneOf(formats.formats.map(\.name), placeholder: "NAME"),
                help: formats.help(width: CommandOption.helpWidth)
            ) { options, name throws(CommandFailure) in
                try options.choose(try pick("--format", name, from: formats.formats.map { ($0.name, $0) }))
            },
            CommandOption(
                ["--junit"], value: .fileName,
                help: [
                    "also write JUnit XML (Jenkins, GitLab, Bitrise): a test case per distinct",
                    "conflict; the app's fail, Apple's are skipped with the reason",
                ]
            ) { options, path in options.junitPath = path },
            CommandOption(
                ["-o", "--output"], value: .init(placeholder: "PATH", needs: "a file name"),
                help: [
                    "write the output to PATH (never over an input; written whole or not at all,",
                    "and not when an input is unreadable)",
                ]
            ) { options, path in options.outputPath = path },
            CommandOption(
                ["-f", "--follow"],
                help: [
                    "read a live stream on stdin, or a growing file named, and explain each",
                    "report as soon as it is complete (with --json: one JSON object per line);",
                    "repeats print one short line. A file is read from its start and followed",
                    "like tail -F, through truncation and rotation. Ctrl-C (or the end of stdin)",
                    "prints the summary",
                ]
            ) { options, _ in options.follow = true },
            CommandOption(
                ["--tee"],
                help: [
                    "pass the input to stdout unchanged, as it arrives, and write the analysis",
                    "to stderr (or to -o PATH), so a formatter piped after wtflayout loses nothing",
                ]
            ) { options, _ in options.tee = true },
            CommandOption(
                ["--source"], value: .init(placeholder: "DIR", needs: "a folder"),
                help: [
                    "the app's source tree (repeatable): each constraint of a conflict is found",
                    "where the code makes it (anchors, NSLayoutConstraint(item:…), SnapKit,",
                    "Masonry, .xib and .storyboard) and the list says file:line; without it, the",
                    "project in the current folder or its git root is read, when there is one",
                ]
            ) { options, path in if let path { options.sourcePaths.append(path) } },
            CommandOption(["--no-source"], help: ["read no source tree, not even the project in the current folder"]) {
                options, _ in options.noSource = true
            },
            CommandOption(
                ["--timeout"], value: .init(placeholder: "SECONDS", needs: "a number of seconds"),
                help: [
                    "how long Xcode's tools may take to answer (xcresulttool reading a .xcresult,",
                    "simctl finding an app) before they are stopped; 300 by default",
                ]
            ) { options, text throws(CommandFailure) in
                guard let seconds = text.flatMap({ Int($0) }), seconds > 0 else {
                    throw CommandFailure(message: "--timeout takes a whole number of seconds above 0, not '\(text ?? "")'")
                }
                options.toolTimeout = seconds
            },
            CommandOption(
                ["--fail-on"], value: .oneOf(FailOn.allCases.map(\.rawValue), placeholder: "WHAT"),
                help: [
                    "exit with status 1 (for CI) when a conflict is found that is:",
                    "  app  the app's: its constraints take part (Apple's own and passing",
                    "       first-layout conflicts do not count); the default meaning",
                    "  any  any conflict, Apple's included",
                    "  new  the app's, and not in the --baseline",
                ]
            ) { options, name throws(CommandFailure) in
                options.failOn = try pick("--fail-on", name, from: FailOn.allCases.map { ($0.rawValue, $0) })
            },
            CommandOption(["--fail-on-conflict"], help: ["the same as --fail-on app"]) { options, _ in options.failOn = .app },
            CommandOption(
                ["--ignore-system"], help: ["leave out reports whose conflict lies wholly inside Apple's views (counted on stderr)"]
            ) {
                options, _ in options.ignoreSystem = true
            },
            CommandOption(
                ["--ignore-known"],
                help: [
                    "leave known conflicts of Apple's views (a UIKit bug reported in public, named under",
                    "\"Known:\") out of the exit status and the summary's counts, which say how many",
                ]
            ) {
                options, _ in options.ignoreKnown = true
            },
            CommandOption(["--baseline"], value: .fileName, help: ["the conflicts you already know: the others are marked new"]) {
                options, path in options.baselinePath = path
            },
            CommandOption(
                ["--write-baseline"], value: .fileName, help: ["write the conflicts found to FILE, as a baseline for later runs"]
            ) { options, path in options.writeBaselinePath = path },
            CommandOption(
                ["--color"], aliases: ["--colour"], value: .oneOf(colorChoices.map(\.0), placeholder: "WHEN"),
                help: [
                    "colour the text output: auto (on a terminal, unless NO_COLOR is set or",
                    "FORCE_COLOR asks for it anyway), always, never",
                ]
            ) { options, when throws(CommandFailure) in
                options.color = try pick("--color", when, from: colorChoices)
            },
            CommandOption(["--no-color"], aliases: ["--no-colour"], help: ["the same as --color never"]) { options, _ in
                options.color = false
            },
            CommandOption(["-h", "--help"], help: ["show this help"]) { options, _ in options.showHelp = true },
            CommandOption(["--version"], help: ["show the version"]) { options, _ in options.showVersion = true },
        ]
    }

    /// `--color`'s names and what each sets (nil: the environment and the terminal decide).
    private static let colorChoices: [(String, Bool?)] = [("auto", nil), ("always", true), ("never", false)]

    /// The value of an option that takes one of a few names, or the usage
    /// error that lists them: `--fail-on takes app, any or new, not 'some'`.
    private static func pick<Choice>(_ option: String, _ name: String?, from choices: [(String, Choice)])
        throws(CommandFailure) -> Choice
    {
        guard let chosen = choices.first(where: { $0.0 == name }) else {
            throw CommandFailure(message: "\(option) takes \(spokenList(choices.map(\.0))), not '\(name ?? "")'")
        }
        return chosen.1
    }

    /// `a, b or c`.
    static func spokenList(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The table's lines in `--help` and in the README's option block.
    static let helpBlock = helpBlock(.standard)

    /// The lines with `--format` naming `formats`.
    static func helpBlock(_ formats: FormatCatalogue) -> String {
        table(formats).flatMap(\.helpLines).joined(separator: "\n")
    }
}

extension CommandOption.Value {
    static let fileName = CommandOption.Value(placeholder: "FILE", needs: "a file name")
}

extension CommandOption.Value {
    /// A value that is one of `names`: "--fail-on needs one of app, any or new".
    static func oneOf(_ names: [String], placeholder: String) -> Self {
        Self(placeholder: placeholder, needs: "one of " + CommandOptions.spokenList(names))
    }
}
