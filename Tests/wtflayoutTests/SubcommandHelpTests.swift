import Testing

@testable import Command

/// One grammar for the subcommands: `--help` lists each from the table,
/// and `wtflayout help NAME` and `wtflayout NAME --help` print its own help.
@Suite struct SubcommandHelpTests {
    @Test func theGeneralHelpListsEverySubcommand() async throws {
        let help = try await CommandRunTests.run(["--help"])
        #expect(help.status == 0)
        for subcommand in SubcommandHelp.all {
            #expect(help.output.contains("\n  \(subcommand.name)"), "\(subcommand.name) is not listed")
            #expect(help.output.contains(subcommand.summary + "\n"), "\(subcommand.name)'s summary is not beside it")
        }
        #expect(try await CommandRunTests.run(["help"]).output == help.output)
    }

    @Test(arguments: SubcommandHelp.all.map(\.name))
    func helpNameAndNameHelpPrintItsOwn(_ name: String) async throws {
        let named = try await CommandRunTests.run(["help", name])
        #expect(named.status == 0)
        #expect(named.output.hasPrefix("Usage: wtflayout \(name)"))
        // Each usage line is of this subcommand.
        let usage = named.output.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(usage.dropFirst().allSatisfy { $0.hasPrefix("       wtflayout \(name) ") })
        guard name != "help" else { return }
        for flag in ["--help", "-h"] {
            let asked = try await CommandRunTests.run([name, flag])
            #expect(asked.status == 0)
            #expect(asked.output == named.output, "\(name) \(flag)")
        }
    }

    @Test func mcpsHelpSaysItsRootsAndTools() async throws {
        let help = try await CommandRunTests.run(["mcp", "--root", "/tmp", "--help"])
        #expect(
            help.output == """
                Usage: wtflayout mcp [--root DIR]...

                A Model Context Protocol server on standard input and output, for a coding
                agent. Its tools (explain_conflicts, locate_constraint, capture_conflicts)
                read only inside the roots and write nothing.

                  --root DIR   a folder the tools may read (repeatable); without it, the folder
                               it starts in, which must not be / or the home folder

                To configure a client to start it: wtflayout setup mcp [CLIENT] [--write]

                """)
    }

    @Test func helpOfNoSubcommandIsAUsageError() async throws {
        let run = try await CommandRunTests.run(["help", "follow"])
        #expect(run.status == 2)
        #expect(
            run.error
                == "wtflayout: help takes one of the subcommands (capture, ambiguous, mcp, lldb-script, setup, help), not 'follow'; "
                + "wtflayout --help tells of the rest\n")
    }
}
