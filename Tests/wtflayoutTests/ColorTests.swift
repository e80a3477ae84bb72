import Testing

/// Colour in a pipe: off unless asked for.
@Suite struct ColorTests {
    private let log = "SampleLogs/table-cell-height.log"
    private let bold = "\u{1B}[1m"

    @Test func offInAPipeByDefault() async throws {
        #expect(try await !CommandRunTests.run([log], environment: ["NO_COLOR": ""]).output.contains(bold))
    }

    @Test func forceColorTurnsItOnUnlessNoColorSaysOtherwise() async throws {
        #expect(try await CommandRunTests.run([log], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).output.contains(bold))
        #expect(try await !CommandRunTests.run([log], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"]).output.contains(bold))
        #expect(try await !CommandRunTests.run([log], environment: ["NO_COLOR": "", "FORCE_COLOR": "0"]).output.contains(bold))
    }

    @Test func anExplicitChoiceWins() async throws {
        #expect(try await CommandRunTests.run(["--color=always", log], environment: ["NO_COLOR": "1"]).output.contains(bold))
        #expect(
            try await !CommandRunTests.run(["--color", "never", log], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).output.contains(
                bold))
    }
}

/// Into a pipe the text is not wrapped; `COLUMNS` wraps it (as for `ls`).
@Suite struct WidthTests {
    @Test func aPipeGetsParagraphsOnOneLine() async throws {
        let run = try await CommandRunTests.run(["SampleLogs/table-cell-height.log"], environment: ["COLUMNS": ""])
        #expect(
            run.output.contains(
                "  Why: A + B + C make UITableViewCellContentView 84 pt tall (UIImageView 60 pt and 2 gaps of 12 pt), but D, set by the table view, fixes it at 44 pt: 40 pt too much.\n"
            ))
    }

    @Test func columnsWraps() async throws {
        let run = try await CommandRunTests.run(["SampleLogs/table-cell-height.log"], environment: ["COLUMNS": "60"])
        let prose = run.output.split(separator: "\n").filter { !$0.hasPrefix("    ") }
        #expect(prose.allSatisfy { $0.count <= 60 })
    }
}
