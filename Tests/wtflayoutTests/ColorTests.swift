import Testing

/// Colour in a pipe: off unless asked for (issue 15's conventions).
@Suite struct ColorTests {
    private let log = "SampleLogs/table-cell-height.log"
    private let bold = "\u{1B}[1m"

    @Test func offInAPipeByDefault() throws {
        #expect(try !CommandRunTests.run([log], environment: ["NO_COLOR": ""]).output.contains(bold))
    }

    @Test func forceColorTurnsItOnUnlessNoColorSaysOtherwise() throws {
        #expect(try CommandRunTests.run([log], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).output.contains(bold))
        #expect(try !CommandRunTests.run([log], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"]).output.contains(bold))
        #expect(try !CommandRunTests.run([log], environment: ["NO_COLOR": "", "FORCE_COLOR": "0"]).output.contains(bold))
    }

    @Test func anExplicitChoiceWins() throws {
        #expect(try CommandRunTests.run(["--color=always", log], environment: ["NO_COLOR": "1"]).output.contains(bold))
        #expect(
            try !CommandRunTests.run(["--color", "never", log], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).output.contains(bold))
    }
}
