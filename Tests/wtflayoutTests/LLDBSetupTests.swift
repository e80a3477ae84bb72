import Foundation
import Testing

@testable import Command

/// `wtflayout setup lldb`: a marked block in ~/.lldbinit that
/// loads the script, added once however often it runs, and taken out with
/// `--remove`, leaving the rest of the file as it was.
@Suite struct LLDBSetupTests {
    static let mine = "settings set target.x86-disassembly-flavor intel\ncommand alias bt5 thread backtrace -c 5\n"

    @Test func theBlockIsAddedOnceAndRemovedCleanly() {
        let once = LLDBSetup.adding(to: Self.mine, scriptPath: "/h/.lldb/wtflayout_lldb.py")
        #expect(
            once == Self.mine + LLDBSetup.blockStart + "\ncommand script import \"/h/.lldb/wtflayout_lldb.py\"\n"
                + LLDBSetup.blockEnd + "\n")
        #expect(LLDBSetup.adding(to: once, scriptPath: "/h/.lldb/wtflayout_lldb.py") == once)
        #expect(LLDBSetup.removing(from: once) == Self.mine)
        // Lines the user added after the block stay.
        #expect(LLDBSetup.removing(from: once + "command alias c continue\n") == Self.mine + "command alias c continue\n")
    }

    /// Only a whole block is taken out: an edited or missing end line
    /// leaves the user's lines after it, and the markers may carry blanks or `\r`.
    @Test func onlyAWholeBlockIsRemoved() {
        let unterminated =
            Self.mine + LLDBSetup.blockStart + "\ncommand script import \"x.py\"\n# <<< wtflayout (edited)\ncommand alias c continue\n"
        #expect(LLDBSetup.removing(from: unterminated) == unterminated)
        #expect(LLDBSetup.hasBlock(unterminated) == nil)
        let crlf = Self.mine + LLDBSetup.blockStart + " \r\ncommand script import \"x.py\"\r\n" + LLDBSetup.blockEnd + "\r\nrest\n"
        #expect(LLDBSetup.hasBlock(crlf) == true)
        #expect(LLDBSetup.removing(from: crlf) == Self.mine + "rest\n")
    }

    private func setup(_ arguments: [String], home: URL) async throws -> CommandRunTests.Run {
        try await CommandRunTests.run(["setup", "lldb"] + arguments, environment: ["HOME": home.path])
    }

    @Test func setupIsIdempotentAndRemovableInAHomeDirectory() async throws {
        let home = try makeTemporaryFolder("home")
        defer { removeFolder(home) }
        let initFile = home.appendingPathComponent(".lldbinit")
        try Self.mine.write(to: initFile, atomically: true, encoding: .utf8)
        let script = home.appendingPathComponent(".lldb/wtflayout_lldb.py")

        let first = try await setup([], home: home)
        #expect(first.status == 0)
        #expect(first.error.hasPrefix("wtflayout: added to \(initFile.path) (it loads \(script.path))."))
        let afterOne = try String(contentsOf: initFile, encoding: .utf8)
        #expect(afterOne.hasPrefix(Self.mine + LLDBSetup.blockStart + "\n"))
        #expect(try String(contentsOf: script, encoding: .utf8) == LLDBScript.text + "\n")

        let second = try await setup([], home: home)
        #expect(second.error.hasPrefix("wtflayout: already set up in \(initFile.path); the script is updated"))
        #expect(try String(contentsOf: initFile, encoding: .utf8) == afterOne)

        let removed = try await setup(["--remove"], home: home)
        #expect(removed.status == 0)
        #expect(try String(contentsOf: initFile, encoding: .utf8) == Self.mine)
        #expect(!FileManager.default.fileExists(atPath: script.path))
        #expect(
            try await setup(["--remove"], home: home).error == "wtflayout: nothing to remove: \(initFile.path) has no wtflayout block\n")

        // Xcode's own init file, made when missing and removed when emptied;
        // the script they share stays while the other still loads it.
        let xcodeInit = home.appendingPathComponent(".lldbinit-Xcode")
        #expect(try await setup([], home: home).status == 0)
        #expect(try await setup(["--xcode"], home: home).status == 0)
        #expect(try String(contentsOf: xcodeInit, encoding: .utf8).hasPrefix(LLDBSetup.blockStart))
        #expect(try await setup(["--xcode", "--remove"], home: home).status == 0)
        #expect(!FileManager.default.fileExists(atPath: xcodeInit.path))
        #expect(FileManager.default.fileExists(atPath: script.path))
        #expect(try await setup(["--remove"], home: home).status == 0)
        #expect(!FileManager.default.fileExists(atPath: script.path))
        #expect(try String(contentsOf: initFile, encoding: .utf8) == Self.mine)
    }

    @Test func subcommandsAreParsedStrictly() throws {
        #expect(try Subcommand.parse(["lldb-script"]) == .printLLDBScript)
        #expect(try Subcommand.parse(["setup", "lldb", "--xcode"]) == .setupLLDB(xcode: true, remove: false))
        #expect(try Subcommand.parse(["crash.log"]) == nil)
        #expect(
            throws: CommandFailure(
                message:
                    "setup sets up lldb or an MCP client: wtflayout setup lldb [--xcode] [--remove], or wtflayout setup mcp [claude-code|claude-desktop|cursor|vscode|codex] [--write]"
            )
        ) {
            try Subcommand.parse(["setup", "gdb"])
        }
        #expect(throws: CommandFailure(message: "setup lldb takes --xcode and --remove, not '--force'")) {
            try Subcommand.parse(["setup", "lldb", "--force"])
        }
    }

    @Test func aLinkedInitFileIsChangedWhereItLivesAndXcodeIsToldOf() async throws {
        let home = try makeTemporaryFolder("home")
        defer { removeFolder(home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent("dotfiles"), withIntermediateDirectories: true)
        let dotfile = home.appendingPathComponent("dotfiles/lldbinit")
        try Self.mine.write(to: dotfile, atomically: true, encoding: .utf8)
        let initFile = home.appendingPathComponent(".lldbinit")
        try FileManager.default.createSymbolicLink(atPath: initFile.path, withDestinationPath: dotfile.path)
        // Xcode's own file exists, without the block: Xcode would not read ~/.lldbinit.
        try "settings set target.language swift\n".write(
            to: home.appendingPathComponent(".lldbinit-Xcode"), atomically: true, encoding: .utf8)

        let run = try await setup([], home: home)
        #expect(run.status == 0)
        #expect(
            run.error
                == "wtflayout: added to \(initFile.path) (it loads \(home.path)/.lldb/wtflayout_lldb.py). In LLDB, at the "
                + "UIViewAlertForUnsatisfiableConstraints breakpoint: wtf; for every conflict as it happens: wtf auto. "
                + "Xcode's debugger reads \(home.path)/.lldbinit-Xcode instead of this file: run wtflayout setup lldb --xcode for it too\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: initFile.path) == dotfile.path)
        #expect(try String(contentsOf: dotfile, encoding: .utf8).hasPrefix(Self.mine + LLDBSetup.blockStart))
        #expect(try await setup(["--remove"], home: home).status == 0)
        #expect(try String(contentsOf: dotfile, encoding: .utf8) == Self.mine)

        // An unterminated block is refused, and the file left alone.
        try (Self.mine + LLDBSetup.blockStart + "\nrest\n").write(to: dotfile, atomically: true, encoding: .utf8)
        let refused = try await setup(["--remove"], home: home)
        #expect(refused.status == 2)
        #expect(refused.error.hasSuffix("without its end '# <<< wtflayout'; mend or remove it by hand\n"))
        #expect(try String(contentsOf: dotfile, encoding: .utf8) == Self.mine + LLDBSetup.blockStart + "\nrest\n")
    }

    /// A new ~/.lldbinit-Xcode reads ~/.lldbinit first, which Xcode would no longer read.
    @Test func aNewXcodeInitFileStillReadsTheUsersOwn() {
        let block = LLDBSetup.adding(to: "", scriptPath: "/h/.lldb/wtflayout_lldb.py", sourcing: "/h/.lldbinit")
        #expect(
            block == LLDBSetup.blockStart + "\ncommand source \"/h/.lldbinit\"\ncommand script import \"/h/.lldb/wtflayout_lldb.py\"\n"
                + LLDBSetup.blockEnd + "\n")
    }
}
