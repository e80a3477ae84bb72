import Foundation
import Testing

@testable import Command

/// `wtflayout setup mcp`: each client's block in its documented
/// form, and `--write` adding it to the client's file without losing a server.
@Suite struct MCPSetupTests {
    private func setup(_ arguments: [String], project: URL, home: URL) async throws -> CommandRunTests.Run {
        try await CommandRunTests.run(["setup", "mcp"] + arguments, environment: ["HOME": home.path], workingDirectory: project.path)
    }

    @Test func eachClientsBlockIsPrintedAsItsFileHoldsIt() async throws {
        let folder = try makeTemporaryFolder("setup-mcp")
        defer { removeFolder(folder) }
        let run = try await setup(["codex"], project: folder, home: folder)
        #expect(run.status == 0)
        let executable = WTFLayout.executablePath(environment: ["HOME": folder.path])
        #expect(
            run.output
                == """
                # Codex CLI and IDE extension (~/.codex/config.toml): \(folder.path)/.codex/config.toml
                [mcp_servers.wtflayout]
                command = "\(executable)"
                args = ["mcp", "--root", "\(folder.path)"]

                """)
        let all = try await setup([], project: folder, home: folder)
        // Every client, each with its file: the project's relative to it, the user's under HOME.
        #expect(
            all.output.split(separator: "\n").filter { $0.hasPrefix("# ") } == [
                "# Claude Code (the project's .mcp.json; or: claude mcp add --scope project wtflayout -- wtflayout mcp): .mcp.json",
                "# Claude Desktop (macOS): \(folder.path)/Library/Application Support/Claude/claude_desktop_config.json",
                "# Cursor (the project's .cursor/mcp.json): .cursor/mcp.json",
                "# VS Code with GitHub Copilot (the project's .vscode/mcp.json): .vscode/mcp.json",
                "# Codex CLI and IDE extension (~/.codex/config.toml): \(folder.path)/.codex/config.toml",
            ])
        #expect(all.error == "wtflayout: add one with: \(MCPSetup.usage)\n")
    }

    @Test func writeAddsTheServerAndKeepsTheOthers() async throws {
        let folder = try makeTemporaryFolder("setup-mcp")
        defer { removeFolder(folder) }
        let file = folder.appendingPathComponent(".vscode/mcp.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"servers": {"other": {"type": "stdio", "command": "other"}}, "inputs": []}"#.utf8).write(to: file)
        let run = try await setup(["vscode", "--write"], project: folder, home: folder)
        #expect(run.status == 0)
        #expect(run.error == "wtflayout: added wtflayout to \(file.path); restart vscode to load it\n")
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == """
                {
                  "servers": {
                    "other": {
                      "type": "stdio",
                      "command": "other"
                    },
                    "wtflayout": {
                      "type": "stdio",
                      "command": "wtflayout",
                      "args": [
                        "mcp",
                        "--root",
                        "${workspaceFolder}"
                      ]
                    }
                  },
                  "inputs": []
                }

                """)
        let again = try await setup(["vscode", "--write"], project: folder, home: folder)
        #expect(again.error == "wtflayout: \(file.path) already starts wtflayout mcp; left as it is\n")
        let codex = try await setup(["codex", "--write"], project: folder, home: folder)
        #expect(codex.error == "wtflayout: wrote \(folder.path)/.codex/config.toml; restart codex to load it\n")
    }

    /// A file of one's own (linked from dotfiles, private, with an entry of one's own) is kept as it is.
    @Test func aLinkedPrivateFileKeepsItsLinkModeAndOwnEntry() async throws {
        let folder = try makeTemporaryFolder("setup-mcp")
        defer { removeFolder(folder) }
        let dotfiles = folder.appendingPathComponent("dotfiles/mcp.json")
        try FileManager.default.createDirectory(at: dotfiles.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"mcpServers": {"db": {"command": "db", "env": {"TOKEN": "s3cret"}, "timeout": 1e3}}}"#.utf8).write(to: dotfiles)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: dotfiles.path)
        let link = folder.appendingPathComponent(".mcp.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: dotfiles.path)
        let run = try await setup(["claude-code", "--write"], project: folder, home: folder)
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == dotfiles.path)
        #expect((try FileManager.default.attributesOfItem(atPath: dotfiles.path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let text = try String(contentsOf: dotfiles, encoding: .utf8)
        #expect(text.contains(#""timeout": 1e3"#) && text.contains(#""TOKEN": "s3cret""#) && text.contains(#""wtflayout": {"#))
        // An entry that differs from setup's is the user's: shown how to replace, never replaced.
        let own = #"{"mcpServers": {"wtflayout": {"command": "wtflayout", "args": ["mcp", "--root", "/src"]}}}"#
        try Data(own.utf8).write(to: dotfiles)
        let refused = try await setup(["claude-code", "--write"], project: folder, home: folder)
        #expect(refused.status == 2)
        #expect(refused.error.hasPrefix("wtflayout: setup mcp: \(link.path) already has its own \"wtflayout\" server; left as it is."))
        #expect(try String(contentsOf: dotfiles, encoding: .utf8) == own)
    }

    @Test func aTOMLTableIsFoundOnlyWhereItIsOne() {
        #expect(MCPSetup.tomlTable(in: "# [mcp_servers.wtflayout]\n[mcp_servers.other]\n") == nil)
        #expect(MCPSetup.tomlTable(in: "x = 1\n  [ mcp_servers . \"wtflayout\" ]  # mine\n") == "[ mcp_servers . \"wtflayout\" ]")
        #expect(MCPSetup.tomlTable(in: "[[mcp_servers.wtflayout]]\n") == nil)
    }

    @Test func aFileWithCommentsOrNoClientIsRefused() async throws {
        let folder = try makeTemporaryFolder("setup-mcp")
        defer { removeFolder(folder) }
        let file = folder.appendingPathComponent(".cursor/mcp.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// mine\n{\"mcpServers\": {}}\n".utf8).write(to: file)
        let run = try await setup(["cursor", "--write"], project: folder, home: folder)
        #expect(run.status == 2)
        #expect(
            run.error.hasPrefix(
                "wtflayout: setup mcp: \(file.path) is not plain JSON (unexpected character at byte 0); add this to its \"mcpServers\" by hand:\n{"
            ))
        #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n{\"mcpServers\": {}}\n")
        let unnamed = try await setup(["--write"], project: folder, home: folder)
        #expect(unnamed.error == "wtflayout: setup mcp --write needs the client to set up: \(MCPSetup.usage)\n")
        let unknown = try await setup(["zed"], project: folder, home: folder)
        #expect(unknown.error == "wtflayout: setup mcp takes a client and --write, not 'zed': \(MCPSetup.usage)\n")
    }

    /// The documented configuration blocks (docs/ci-and-agents.md) are what `setup mcp` prints.
    @Test func theDocumentedBlocksAreSetupsOwn() throws {
        let readme = try String(contentsOf: CommandRunTests.root.appendingPathComponent("docs/ci-and-agents.md"), encoding: .utf8)
        for client in [MCPClientConfig.claudeCode, .vscode] {
            let block = client.block(executable: "unused", project: "unused")
            #expect(readme.contains("```json\n" + block + "```"), "\(client.rawValue)")
        }
        #expect(readme.contains("claude mcp add --scope project wtflayout -- wtflayout mcp"))
    }
}
