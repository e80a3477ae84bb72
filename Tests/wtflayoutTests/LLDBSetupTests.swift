import Foundation
import Testing

@testable import wtflayout

/// `wtflayout setup lldb` (issue 18): a marked block in ~/.lldbinit that
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

    private func setup(_ arguments: [String], home: URL) throws -> CommandRunTests.Run {
        try CommandRunTests.run(["setup", "lldb"] + arguments, environment: ["HOME": home.path])
    }

    @Test func setupIsIdempotentAndRemovableInAHomeDirectory() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let initFile = home.appendingPathComponent(".lldbinit")
        try Self.mine.write(to: initFile, atomically: true, encoding: .utf8)
        let script = home.appendingPathComponent(".lldb/wtflayout_lldb.py")

        let first = try setup([], home: home)
        #expect(first.status == 0)
        #expect(first.error.hasPrefix("wtflayout: added to \(initFile.path) (it loads \(script.path))."))
        let afterOne = try String(contentsOf: initFile, encoding: .utf8)
        #expect(afterOne.hasPrefix(Self.mine + LLDBSetup.blockStart + "\n"))
        #expect(try String(contentsOf: script, encoding: .utf8) == LLDBScript.text + "\n")

        let second = try setup([], home: home)
        #expect(second.error.hasPrefix("wtflayout: already set up in \(initFile.path); the script is updated"))
        #expect(try String(contentsOf: initFile, encoding: .utf8) == afterOne)

        let removed = try setup(["--remove"], home: home)
        #expect(removed.status == 0)
        #expect(try String(contentsOf: initFile, encoding: .utf8) == Self.mine)
        #expect(!FileManager.default.fileExists(atPath: script.path))
        #expect(try setup(["--remove"], home: home).error == "wtflayout: nothing to remove: \(initFile.path) has no wtflayout block\n")

        // Xcode's own init file, made when missing and removed when emptied;
        // the script they share stays while the other still loads it.
        let xcodeInit = home.appendingPathComponent(".lldbinit-Xcode")
        #expect(try setup([], home: home).status == 0)
        #expect(try setup(["--xcode"], home: home).status == 0)
        #expect(try String(contentsOf: xcodeInit, encoding: .utf8).hasPrefix(LLDBSetup.blockStart))
        #expect(try setup(["--xcode", "--remove"], home: home).status == 0)
        #expect(!FileManager.default.fileExists(atPath: xcodeInit.path))
        #expect(FileManager.default.fileExists(atPath: script.path))
        #expect(try setup(["--remove"], home: home).status == 0)
        #expect(!FileManager.default.fileExists(atPath: script.path))
        #expect(try String(contentsOf: initFile, encoding: .utf8) == Self.mine)
    }

    @Test func subcommandsAreParsedStrictly() throws {
        #expect(try Subcommand.parse(["lldb-script"]) == .printLLDBScript)
        #expect(try Subcommand.parse(["setup", "lldb", "--xcode"]) == .setupLLDB(xcode: true, remove: false))
        #expect(try Subcommand.parse(["crash.log"]) == nil)
        #expect(throws: CommandOptions.UsageError(message: "setup sets up lldb: wtflayout setup lldb [--xcode] [--remove]")) {
            try Subcommand.parse(["setup", "gdb"])
        }
        #expect(throws: CommandOptions.UsageError(message: "setup lldb takes --xcode and --remove, not '--force'")) {
            try Subcommand.parse(["setup", "lldb", "--force"])
        }
    }
}
