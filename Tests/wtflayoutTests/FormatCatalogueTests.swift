import Testing

@testable import Command

/// A format is one file and a catalogue line: the fixture's `tsv`
/// (FormatFixture/TSVOutput.swift), added to the standard catalogue, is
/// parsed, written, refused where it cannot go, and listed in `--help`.
@Suite struct FormatCatalogueTests {
    let formats = FormatCatalogue.standard.adding(.tsv)

    @Test func theAddedFormatIsParsedAndWritten() async throws {
        let path = CommandRunTests.root.appendingPathComponent("SampleLogs/two-conflicts.log").path
        #expect(try CommandOptions.parse(["--format", "tsv", path], formats: formats).format == .tsv)
        let run = try await CommandRunTests.run(["--format=tsv", "--no-source", path], formats: formats)
        #expect(run.status == 0)
        #expect(
            run.output
                == """
                file\tline\toccurrences\towner\tverdict
                \(path)\t1\t1\tapp\tconflict
                \(path)\t25\t1\tapp\tconflict

                """)
    }

    @Test func itIsRefusedWhereItCannotGo() {
        #expect(
            throws: CommandFailure(
                message: "--follow prints text or JSON lines as reports arrive; --format tsv is written from a finished log")
        ) { try CommandOptions.parse(["--follow", "--format", "tsv"], formats: formats) }
        #expect(throws: CommandFailure(message: "--every-report is for markdown or html, not tsv")) {
            try CommandOptions.parse(["--every-report", "--format", "tsv"], formats: formats)
        }
        #expect(throws: CommandFailure(message: "two output formats asked for, tsv and json: give one (see wtflayout --help)")) {
            try CommandOptions.parse(["--format", "tsv", "--json"], formats: formats)
        }
        // The standard catalogue knows no such format.
        #expect(
            throws: CommandFailure(message: "--format takes text, brief, json, markdown, html, github or sarif, not 'tsv'")
        ) { try CommandOptions.parse(["--format", "tsv"]) }
    }

    @Test func itIsListedInTheHelp() async throws {
        let help = try await CommandRunTests.run(["--help"], formats: formats)
        #expect(help.status == 0)
        #expect(help.output.contains("text, brief, json, markdown, html, github, sarif or tsv."))
        // What it says of itself, wrapped with the rest of --format's lines.
        let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Apple's notes) tsv: a tab-separated row per distinct report. --junit FILE"))
        #expect(!HelpText.usage.contains("tsv"))
    }
}
