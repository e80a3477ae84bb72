import Foundation
import Testing

@testable import Command

/// Every step that can stop the command (its usage, a setup, a baseline,
/// a source tree, an output file, a folder read as a log) stops it the
/// same way: one line on standard error, nothing on standard output, and
/// the failure's exit status, 2.
struct CommandFailureTests {
    @Test func eachStepThatStopsTheCommandEndsInOneLineAndStatus2() async throws {
        let folder = try makeTemporaryFolder("failures")
        defer { removeFolder(folder) }
        let sample = "SampleLogs/two-conflicts.log"
        let cases: [(arguments: [String], said: String)] = [
            (["--jsno", sample], "unknown option '--jsno'; did you mean '--json'? (see wtflayout --help)"),
            (
                ["help", "nope"],
                "help takes one of the subcommands (capture, ambiguous, mcp, lldb-script, setup, help), not 'nope'; wtflayout --help tells of the rest"
            ),
            (["setup", "mcp", "--write"], "setup mcp --write needs the client to set up: \(MCPSetup.usage)"),
            (
                ["--baseline", folder.path + "/none.json", sample],
                "\(folder.path)/none.json: cannot read the baseline (no such file, or not readable)"
            ),
            (["--source", folder.path + "/nowhere", sample], "--source \(folder.path)/nowhere: no such folder"),
            (["--html", "-o", folder.path, sample], "cannot write \(folder.path): it is a directory"),
            (["--json", "-o", sample, sample], "refusing to write to \(sample): it is one of the inputs"),
        ]
        for (arguments, said) in cases {
            let run = try await CommandRunTests.run(arguments, environment: ["HOME": folder.path])
            #expect(run.status == 2, "\(arguments)")
            #expect(run.output == "", "\(arguments)")
            #expect(run.error == "wtflayout: \(said)\n", "\(arguments)")
        }
    }
}
