import Foundation
import Testing

/// `--follow FILE`: a file followed like `tail -F` while it is
/// appended to, truncated and replaced, each report explained as it lands.
@Suite struct FollowFileTests {
    private func sample(_ name: String) throws -> Data {
        try Data(contentsOf: CommandRunTests.root.appendingPathComponent("SampleLogs/\(name)"))
    }

    /// Waits (up to 20 s, the machines are shared) until `condition` holds.
    private func wait(_ what: String, until condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(20)
        while !condition() {
            guard Date() < deadline else { throw FollowTimeout(what: what) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    struct FollowTimeout: Error, CustomStringConvertible {
        let what: String
        var description: String { "gave up waiting for \(what)" }
    }

    /// The JSON lines written so far: each report's first line, or `again N`.
    private func seen(_ output: URL) -> [String] {
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            if let again = object["again"] as? Int { return "again \(again)" }
            let source = object["source"] as? [String: Any]
            return "line \(source?["line"] as? Int ?? 0): \((object["conflicts"] as? [Any])?.count ?? -1) conflicts"
        }
    }

    @Test func aFileAppendedToTruncatedAndReplacedIsFollowed() throws {
        let folder = try makeTemporaryFolder("follow")
        defer { removeFolder(folder) }
        let live = folder.appendingPathComponent("live.log")
        let output = folder.appendingPathComponent("out.jsonl")
        let errors = folder.appendingPathComponent("err.txt")
        try Data().write(to: live)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

        let process = Process()
        process.executableURL = try CommandRunTests.requireBinary()
        process.currentDirectoryURL = CommandRunTests.outsideAnyProject
        process.arguments = ["--follow", live.path, "--json"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // Appended to, as a simulator's log grows.
        let writer = try FileHandle(forWritingTo: live)
        try writer.seekToEnd()
        try writer.write(contentsOf: try sample("table-cell-height.log"))
        try wait("the appended report") { seen(output).count == 1 }

        // Truncated: read again from the start. (A file cut and refilled past
        // its old length between two looks reads as grown, as with tail -F.)
        try writer.truncate(atOffset: 0)
        Thread.sleep(forTimeInterval: 0.5)
        try writer.write(contentsOf: try sample("stack-view.log"))
        try writer.close()
        try wait("the report after truncation") { seen(output).count == 2 }

        // Replaced, as log rotation does: the new file is followed from its start.
        let next = folder.appendingPathComponent("next.log")
        try sample("two-conflicts.log").write(to: next)
        _ = rename(next.path, live.path)
        try wait("the reports of the new file") { seen(output).count == 4 }
        let appender = try FileHandle(forWritingTo: live)
        try appender.seekToEnd()
        try appender.write(contentsOf: try sample("stack-view.log"))
        try appender.close()
        try wait("the repeat appended to the new file") { seen(output).count == 5 }

        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(seen(output) == ["line 1: 1 conflicts", "line 1: 1 conflicts", "line 1: 2 conflicts", "line 25: 1 conflicts", "again 2"])
        #expect(
            try String(contentsOf: errors, encoding: .utf8).split(separator: "\n") == [
                "wtflayout: \(live.path) was truncated; reading it again from its start",
                "wtflayout: \(live.path) was replaced; reading the new file from its start",
            ])
    }

    @Test func aFileThatCannotBeOpenedIsSaid() async throws {
        let run = try await CommandRunTests.run(["--follow", "/nonexistent/live.log"])
        #expect(run.status == 2)
        #expect(run.error == "wtflayout: /nonexistent/live.log: cannot open it to follow (No such file or directory)\n")
        // A folder opens but has nothing to follow: said, not waited on for ever.
        let folder = try await CommandRunTests.run(["--follow", "SampleLogs/ui-test-diagnostics"])
        #expect(folder.status == 2)
        #expect(
            folder.error
                == "wtflayout: SampleLogs/ui-test-diagnostics: cannot open it to follow (it is a folder; to read the console "
                + "texts in it, run wtflayout SampleLogs/ui-test-diagnostics without --follow)\n")
    }

    @Test func oneStreamIsFollowed() async throws {
        let run = try await CommandRunTests.run(["--follow", "a.log", "b.log"])
        #expect(run.status == 2)
        #expect(run.error == "wtflayout: --follow follows one stream: standard input or one file\n")
    }
}
