import Foundation
import Testing

/// The command-line conventions of well-kept tools, run as a user runs
/// them, with the exact words printed.
@Suite struct ConventionsTests {
    private let log = "SampleLogs/snapkit.log"

    @Test func valuesFollowAnEqualsSignOrComeNext() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wtflayout-conventions-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for arguments in [
            ["--markdown", "--output=\(path)", log], ["--markdown", "-o", path, log], ["--markdown", "--output", path, log],
        ] {
            let run = try await CommandRunTests.run(arguments)
            #expect(run.status == 0)
            #expect(run.output == "")
            #expect(run.error == "wtflayout: wrote \(path): 1 report, 1 conflict, in your code\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("# Auto Layout conflicts\n"))
        }
    }

    @Test func mistakesAreOneLineNamingTheFix() async throws {
        let cases: [([String], String)] = [
            (["--jsno", log], "wtflayout: unknown option '--jsno'; did you mean '--json'? (see wtflayout --help)\n"),
            (["--colr", log], "wtflayout: unknown option '--colr'; did you mean '--color'? (see wtflayout --help)\n"),
            (["--color=sometimes", log], "wtflayout: --color takes auto, always or never, not 'sometimes'\n"),
            (["--json=yes", log], "wtflayout: --json takes no value\n"),
            (["--fail-on=maybe", log], "wtflayout: --fail-on takes app, any or new, not 'maybe'\n"),
        ]
        for (arguments, message) in cases {
            let run = try await CommandRunTests.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.output == "")
            #expect(run.error == message)
        }
    }

    @Test func colourIsChosenByFlagThenEnvironment() async throws {
        let ansi = "\u{1B}["
        #expect(try await !CommandRunTests.run([log]).output.contains(ansi), "a pipe gets no colour")
        #expect(try await CommandRunTests.run(["--color=always", log]).output.contains(ansi))
        #expect(try await CommandRunTests.run(["--color", "always", log]).output.contains(ansi))
        #expect(try await CommandRunTests.run([log], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).output.contains(ansi))
        #expect(
            try await !CommandRunTests.run(["--color=never", log], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).output.contains(ansi))
        #expect(
            try await !CommandRunTests.run(["--no-color", log], environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).output.contains(ansi))
    }

    @Test func oneCountEverywhere() async throws {
        let run = try await CommandRunTests.run(["SampleLogs/console-session.log"], environment: ["COLUMNS": ""])
        let counts = "3 reports, 2 different conflicts, both in your code"
        #expect(run.output.contains("\nSummary: \(counts)\n"))
        let markdown = try await CommandRunTests.run(["--markdown", "SampleLogs/console-session.log"])
        #expect(markdown.output.hasPrefix("# Auto Layout conflicts\n\n\(counts).\n"))
        let html = try await CommandRunTests.run(["--html", "SampleLogs/console-session.log"])
        #expect(html.output.contains(": \(counts). Made by wtflayout.</p>"))
    }
}
