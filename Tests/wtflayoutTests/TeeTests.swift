import Foundation
import Testing

/// `--tee`: the input passes to standard output byte for byte, as
/// it arrives, and the analysis goes to standard error or `-o FILE`, so a
/// formatter piped after wtflayout loses nothing.
@Suite struct TeeTests {
    /// Samples, noise, invalid UTF-8, CR line ends and a last line without
    /// its newline: every byte must come through as it was.
    private func mixedLog() throws -> Data {
        var log = Data()
        let samples = ["two-conflicts.log", "stack-view.log", "pastes/ci-timestamped.log", "appkit-window.log"]
        for round in 0..<40 {
            log += Data("Test Case '-[ShelfTests.RoundTests test\(round)]' started.\r\n".utf8)
            log += Data([0xFF, 0xFE, 0x00, 0x41, 0x0A])
            log += try Data(contentsOf: CommandRunTests.root.appendingPathComponent("SampleLogs/\(samples[round % samples.count])"))
            log += Data(String(repeating: "noise \(round) ", count: 2_000).utf8)
        }
        log += Data("no newline at the end".utf8)
        return log
    }

    @Test func theInputPassesThroughUnchangedAndTheAnalysisGoesToTheFile() throws {
        let folder = try makeTemporaryFolder("tee")
        defer { removeFolder(folder) }
        let input = folder.appendingPathComponent("ci.log")
        let log = try mixedLog()
        try log.write(to: input)
        let analysis = folder.appendingPathComponent("conflicts.md")
        let output = folder.appendingPathComponent("out.bin")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)

        let process = Process()
        process.executableURL = try CommandRunTests.requireBinary()
        process.currentDirectoryURL = CommandRunTests.outsideAnyProject
        process.arguments = ["--tee", "-o", analysis.path, "--markdown"]
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let passed = try Data(contentsOf: output)
        #expect(passed.count == log.count)
        #expect(passed == log)
        let document = try String(contentsOf: analysis, encoding: .utf8)
        #expect(document.hasPrefix("# Auto Layout conflicts\n\n60 reports, "))
    }

    @Test func withoutAFileTheAnalysisGoesToStandardError() async throws {
        let text = try String(
            contentsOf: CommandRunTests.root.appendingPathComponent("SampleLogs/stack-view.log"), encoding: .utf8)
        let run = try await CommandRunTests.run(["--tee", "--brief"], input: text)
        #expect(run.status == 0)
        #expect(run.output == text)
        #expect(run.error.hasPrefix("<stdin>:1  conflict in TimerBannerView (vertical): "))
    }

    /// `| head`: the reader after wtflayout goes away early. The copy stops,
    /// the analysis still covers the whole input, and the run succeeds.
    @Test func aReaderThatGoesAwayStopsTheCopyNotTheAnalysis() throws {
        let folder = try makeTemporaryFolder("tee")
        defer { removeFolder(folder) }
        let input = folder.appendingPathComponent("ci.log")
        try mixedLog().write(to: input)
        let analysis = folder.appendingPathComponent("conflicts.md")
        let errors = folder.appendingPathComponent("err.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = try CommandRunTests.requireBinary()
        process.currentDirectoryURL = CommandRunTests.outsideAnyProject
        process.arguments = ["--tee", "-o", analysis.path, "--markdown", input.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        _ = try output.fileHandleForReading.read(upToCount: 100)
        try output.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOf: analysis, encoding: .utf8).hasPrefix("# Auto Layout conflicts\n\n60 reports, "))
        #expect(
            try String(contentsOf: errors, encoding: .utf8).hasPrefix(
                "wtflayout: standard output was closed; the input is no longer passed through, but still read for the analysis\n"))
    }

    /// A producer that writes a line at a time, waiting for each to come out
    /// before writing the next: no line may be held back for more input.
    @Test func eachLinePassesThroughAsItArrives() throws {
        let process = Process()
        process.executableURL = try CommandRunTests.requireBinary()
        process.currentDirectoryURL = CommandRunTests.outsideAnyProject
        process.arguments = ["--tee"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let lines = try String(contentsOf: CommandRunTests.root.appendingPathComponent("SampleLogs/stack-view.log"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).prefix(12).map { String($0) + "\n" }
        var received = Data()
        for line in lines {
            try input.fileHandleForWriting.write(contentsOf: Data(line.utf8))
            let deadline = Date().addingTimeInterval(20)
            while !received.ends(with: Data(line.utf8)) {
                guard Date() < deadline else { throw WaitedTooLong(line: line) }
                received += output.fileHandleForReading.availableData
            }
        }
        try input.fileHandleForWriting.close()
        received += output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(received == Data(lines.joined().utf8))
    }

    struct WaitedTooLong: Error, CustomStringConvertible {
        let line: String
        var description: String { "the line \(line.debugDescription) did not pass through within 20 s" }
    }
}

extension Data {
    fileprivate func ends(with suffix: Data) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...] == suffix
    }
}
