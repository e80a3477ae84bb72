import Testing

@testable import wtflayout

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

    @Test func doubleDashEndsOptions() throws {
        #expect(try CommandOptions.parse(["--", "--json"]).inputs == ["--json"])
    }

    @Test func unknownOptionIsOneClearLine() {
        #expect(throws: CommandOptions.UsageError(message: "unknown option '--jsno' (see wtflayout --help)")) {
            try CommandOptions.parse(["--jsno"])
        }
    }

    @Test func helpListsEveryOptionWithAnExample() {
        for option in ["--json", "--fail-on-conflict", "--no-color", "--help", "--version"] {
            #expect(HelpText.usage.contains(option))
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
        #expect(throws: CommandOptions.UsageError(message: "-o needs a file name (see wtflayout --help)")) {
            try CommandOptions.parse(["-o"])
        }
    }
}
