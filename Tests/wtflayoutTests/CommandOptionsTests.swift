import Testing

@testable import Command

@Suite struct CommandOptionsTests {
    @Test func defaultsReadStandardInputAsText() throws {
        let options = try CommandOptions.parse([])
        #expect(options.inputs == ["-"])
        #expect(options.format == .text)
        #expect(options.color == nil)
        #expect(options.failOn == nil)
    }

    @Test func everyOption() throws {
        let options = try CommandOptions.parse(["--json", "a.log", "--no-color", "-", "--fail-on-conflict", "b.log"])
        #expect(options.inputs == ["a.log", "-", "b.log"])
        #expect(options.format == .json)
        #expect(options.color == false)
        #expect(options.failOn == .app)
        #expect(try CommandOptions.parse(["--help"]).showHelp)
        #expect(try CommandOptions.parse(["-h"]).showHelp)
        #expect(try CommandOptions.parse(["--version"]).showVersion)
    }

    @Test func timeoutTakesAWholeNumberOfSecondsAboveZero() throws {
        #expect(try CommandOptions.parse([]).toolTimeout == 300)
        #expect(try CommandOptions.parse(["--timeout", "45"]).toolTimeout == 45)
        for bad in ["0", "-5", "1.5", "soon"] {
            #expect(
                throws: CommandFailure(message: "--timeout takes a whole number of seconds above 0, not '\(bad)'")
            ) { try CommandOptions.parse(["--timeout=\(bad)"]) }
        }
    }

    /// Only text and JSON lines can be printed as reports arrive; the rest are written from a finished log.
    @Test func followRefusesTheFinishedLogsFormats() throws {
        for format in ["brief", "markdown", "html", "github", "sarif"] {
            #expect(
                throws: CommandFailure(
                    message: "--follow prints text or JSON lines as reports arrive; --format \(format) is written from a finished log")
            ) { try CommandOptions.parse(["--follow", "--format", format]) }
        }
        #expect(try CommandOptions.parse(["--follow", "--json"]).format == .json)
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try CommandOptions.parse(["--", "--json"]).inputs == ["--json"])
    }

    /// Two different formats are refused, whichever way each is asked for; the same one twice is one.
    @Test func twoFormatsAreRefused() throws {
        let refused = CommandFailure(
            message: "two output formats asked for, json and html: give one (see wtflayout --help)")
        #expect(throws: refused) { try CommandOptions.parse(["--json", "--html", "a.log"]) }
        #expect(throws: refused) { try CommandOptions.parse(["--json", "--format", "html", "a.log"]) }
        #expect(try CommandOptions.parse(["--json", "--format=json", "a.log"]).format == .json)
    }

    @Test func unknownOptionIsOneClearLineWithAGuess() {
        #expect(throws: CommandFailure(message: "unknown option '--jsno'; did you mean '--json'? (see wtflayout --help)")) {
            try CommandOptions.parse(["--jsno"])
        }
        #expect(
            throws: CommandFailure(
                message: "unknown option '--ignore'; did you mean '--ignore-system' or '--ignore-known'? (see wtflayout --help)")
        ) {
            try CommandOptions.parse(["--ignore"])
        }
        #expect(throws: CommandFailure(message: "unknown option '--quiet' (see wtflayout --help)")) {
            try CommandOptions.parse(["--quiet"])
        }
    }

    @Test func gitHubIsChosenInsideAnActionsJobUnlessAFormatIsAskedFor() throws {
        let job = ["GITHUB_ACTIONS": "true"]
        #expect(try CommandOptions.parse([]).resolvedFormat(environment: job, outputIsPipe: true) == .github)
        #expect(try CommandOptions.parse([]).resolvedFormat(environment: job, outputIsPipe: false) == .text)
        #expect(try CommandOptions.parse([]).resolvedFormat(environment: [:], outputIsPipe: true) == .text)
        #expect(try CommandOptions.parse(["--json"]).resolvedFormat(environment: job, outputIsPipe: true) == .json)
        #expect(try CommandOptions.parse(["-o", "x.txt"]).resolvedFormat(environment: job, outputIsPipe: true) == .text)
        #expect(try CommandOptions.parse(["--format", "github"]).format == .github)
        #expect(throws: CommandFailure(message: "--format takes text, brief, json, markdown, html, github or sarif, not 'xml'")) {
            try CommandOptions.parse(["--format=xml"])
        }
        #expect(throws: CommandFailure(message: "--junit a.log would overwrite an input or the output")) {
            try CommandOptions.parse(["a.log", "--junit", "a.log"])
        }
    }

    @Test func teeSendsTheAnalysisElsewhere() throws {
        #expect(try CommandOptions.parse(["--tee", "-o", "c.md", "--markdown"]).tee)
        #expect(
            throws: CommandFailure(
                message: "--tee explains the input once it has ended; to watch a stream live, use tee FILE | wtflayout --follow")
        ) { try CommandOptions.parse(["--tee", "--follow"]) }
        #expect(throws: CommandFailure(message: "--tee --format html needs -o FILE: standard output carries the input")) {
            try CommandOptions.parse(["--tee", "--html"])
        }
        #expect(
            throws: CommandFailure(message: "--every-report is for markdown or html, not json")
        ) {
            try CommandOptions.parse(["--every-report", "--json"])
        }
        #expect(try CommandOptions.parse(["--every-report", "--html"]).everyReport)
    }

    @Test func colorTakesAutoAlwaysOrNever() throws {
        #expect(try CommandOptions.parse(["--color=always"]).color == true)
        #expect(try CommandOptions.parse(["--color", "never"]).color == false)
        #expect(try CommandOptions.parse(["--color=never", "--color=auto"]).color == nil)
        #expect(throws: CommandFailure(message: "--color takes auto, always or never, not 'yes'")) {
            try CommandOptions.parse(["--color=yes"])
        }
    }

    /// The option table is the parser: every name and spelling it lists is
    /// read, and sets something (a value of the kind its help names).
    @Test func everyOptionOfTheTableIsRead() throws {
        let examples = [
            "NAME": "json", "FILE": "known.json", "PATH": "out.txt", "WHAT": "app", "WHEN": "always", "DIR": "Sources", "SECONDS": "60",
        ]
        let defaults = try CommandOptions.parse([])
        for option in CommandOptions.table {
            for name in option.names + option.aliases {
                let value = try option.value.map { value in try #require(examples[value.placeholder], "\(value.placeholder)") }
                let parsed = try CommandOptions.parse([name] + (value.map { [$0] } ?? []))
                #expect(parsed != defaults, "\(name) sets nothing")
                if let value, name.hasPrefix("--") {
                    #expect(try CommandOptions.parse([name + "=" + value]) == parsed, "\(name)=\(value)")
                }
            }
        }
    }

    /// `--help` and the README show the option table, line for line.
    @Test func helpAndTheReadmeShowTheOptionTable() async throws {
        let help = try await CommandRunTests.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("\nOptions:\n" + CommandOptions.helpBlock + "\n\nExamples:\n"))
        let readme = try String(contentsOf: CommandRunTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Options\n\n```\n"))
        let block = readme[section.upperBound...]
        let end = try #require(block.range(of: "\n```\n"))
        let lines = block[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        #expect(lines.joined(separator: "\n") == CommandOptions.helpBlock, "the README's option block is not the table's")
    }

    @Test func helpListsEveryOptionWithAnExample() {
        for option in CommandOptions.knownOptions {
            #expect(HelpText.usage.contains(option), "\(option) is not in the help")
        }
        #expect(HelpText.usage.contains("pbpaste | wtflayout"))
    }
}

@Suite struct OutputOptionsTests {
    @Test func markdownAndOutputPath() throws {
        let options = try CommandOptions.parse(["--markdown", "-o", "report.md", "crash.log"])
        #expect(options.format == .markdown)
        #expect(options.outputPath == "report.md")
        #expect(options.inputs == ["crash.log"])
        #expect(throws: CommandFailure(message: "-o needs a file name (see wtflayout --help)")) {
            try CommandOptions.parse(["-o"])
        }
    }
}
