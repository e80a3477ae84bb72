import Foundation
import LogParser
import Testing

@testable import Command

/// The built command, run as a user runs it: output, stderr and exit status.
@Suite struct CommandRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `wtflayout` binary the tests were built with: in the products
    /// folder that holds the test bundle. On macOS the test runner is
    /// Xcode's `xctest`, so `Bundle.main` is not in that folder, but the
    /// loaded `.xctest` bundle is; on Linux the test bundle is `Bundle.main`
    /// itself. `.build/debug` under the package is the last resort.
    /// `binary`, or an error a test reports when it was not built.
    static func requireBinary() throws -> URL {
        guard let binary else { throw BinaryMissing() }
        return binary
    }

    struct BinaryMissing: Error, CustomStringConvertible {
        var description: String { "the wtflayout binary is built with the tests, but it was not found beside them" }
    }

    static var binary: URL? {
        let testBundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        var folders = testBundles.map { $0.deletingLastPathComponent() }
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            folders.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        folders.append(root.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("wtflayout") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// The environment every run gets: no colour, a 100-column terminal
    /// (what the goldens show; a test of a pipe unsets it), and, inside a
    /// GitHub Actions job, still the default format.
    static func environment(adding extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "100"
        for name in ["GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY"] { environment[name] = nil }
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs the command in this process, as `main.swift` does, with the
    /// input in a file and standard output and error pipes read to their
    /// end. Paths in the arguments are the package's: the tests run in its
    /// root folder.
    /// `workingDirectory`: where the command looks for an app's project
    /// when no `--source` is given; none by default, so a run reads no tree.
    static func run(
        _ arguments: [String], input: String? = nil, environment extra: [String: String] = [:], workingDirectory: String? = nil,
        formats: FormatCatalogue = .standard
    ) async throws -> Run {
        _ = inPackageRoot
        let folder = try makeTemporaryFolder("run")
        defer { removeFolder(folder) }
        let inputFile = folder.appendingPathComponent("input")
        try Data((input ?? "").utf8).write(to: inputFile)
        let inputHandle = try FileHandle(forReadingFrom: inputFile)
        defer { try? inputHandle.close() }
        let output = DrainedPipe()
        let error = DrainedPipe()
        let console = Console(
            input: inputHandle.fileDescriptor, output: output.descriptor, error: error.descriptor,
            environment: environment(adding: extra), workingDirectory: workingDirectory)
        // On a thread of its own: the run waits for its analyses on other
        // threads, and a test must not hold one of the few threads the tests
        // share while it does (the others would wait for it).
        let status = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: WTFLayout.run(arguments, console: console, formats: formats)) }.start()
        }
        return Run(status: status, output: output.finish(), error: error.finish())
    }

    /// The tests' paths are relative to the package's root; `swift test`
    /// starts there, and a run started elsewhere moves there once.
    private static let inPackageRoot: Void = {
        _ = FileManager.default.changeCurrentDirectoryPath(root.path)
    }()

    /// A folder no app project is in: a started binary run there reads no source tree.
    static let outsideAnyProject = URL(fileURLWithPath: NSTemporaryDirectory())

    /// The built binary, started as a user starts it: for what only a
    /// process shows (`main.swift` itself, signals, a closed pipe).
    static func runProcess(_ arguments: [String], input: String? = nil, environment extra: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = try requireBinary()
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.environment = environment(adding: extra)
        let output = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self))
    }

    /// The binary and the function are one command: `main.swift` only hands
    /// over the process's streams and directory (the package's root, whose
    /// `Package.swift` both read as a project).
    @Test func theBinaryRunsTheFunction() async throws {
        for arguments in [["SampleLogs/two-conflicts.log"], ["--fail-on", "app", "--brief", "SampleLogs/stack-view.log"], ["--bogus"]] {
            let process = try Self.runProcess(arguments)
            let function = try await Self.run(arguments, workingDirectory: Self.root.path)
            #expect(process.status == function.status, "\(arguments)")
            #expect(process.output == function.output, "\(arguments)")
            #expect(process.error == function.error, "\(arguments)")
        }
    }

    @Test func sampleLogPrintsItsGoldenText() async throws {
        let run = try await Self.run(["SampleLogs/table-cell-height.log"])
        let golden = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ExplainerTests/Golden/table-cell-height.txt"),
            encoding: .utf8)
        #expect(run.status == 0)
        #expect(run.output == golden)
        #expect(run.error.isEmpty)
    }

    @Test func exitStatuses() async throws {
        #expect(try await Self.run(["--fail-on-conflict", "SampleLogs/stack-view.log"]).status == 1)
        let redacted = try await Self.run(["--fail-on-conflict", "SampleLogs/redacted-private.log"])
        #expect(redacted.status == 2, "reports were found, and not one could be read")
        #expect(
            redacted.error.hasSuffix(
                "wtflayout: no report could be read: 2 found, each redacted or unreadable (see the messages above or the output)\n"))
        let unknown = try await Self.run(["--bogus"])
        #expect(unknown.status == 2)
        #expect(unknown.error == "wtflayout: unknown option '--bogus' (see wtflayout --help)\n")
        let missing = try await Self.run(["no-such.log"])
        #expect(missing.status == 2)
        #expect(missing.error == "wtflayout: cannot open no-such.log: No such file or directory\n")
    }

    @Test func placesLogsLiveInAreNamedWithWhatToRunInstead() async throws {
        let folder = try makeTemporaryFolder("forms")
        defer { removeFolder(folder) }
        let compressed = folder.appendingPathComponent("ci.log.gz")
        try Data([0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]).write(to: compressed)
        let gzip = try await Self.run([compressed.path])
        #expect(gzip.status == 0)
        #expect(
            gzip.error
                == "wtflayout: \(compressed.path): no Auto Layout conflict report found; it is gzip-compressed "
                + "(an .xcactivitylog, or a CI artifact); read it with `gunzip -c \(compressed.path) | wtflayout`\n")
        let archive = folder.appendingPathComponent("system.logarchive")
        try FileManager.default.createDirectory(at: archive, withIntermediateDirectories: true)
        let logArchive = try await Self.run([archive.path])
        #expect(logArchive.status == 2)
        #expect(logArchive.error == "wtflayout: " + InputForm.directoryMessage(path: archive.path) + "\n")
    }

    /// Inside a GitHub Actions job: annotations on stdout, the
    /// Markdown report added to the step summary, JUnit beside, and the
    /// exit status --fail-on asks for.
    @Test func aGitHubActionsJobGetsAnnotationsASummaryAndJUnit() async throws {
        let folder = try makeTemporaryFolder("gha")
        defer { removeFolder(folder) }
        let summary = folder.appendingPathComponent("summary.md")
        try "## Build\n\n".write(to: summary, atomically: true, encoding: .utf8)
        let junit = folder.appendingPathComponent("conflicts.xml")
        let run = try await Self.run(
            ["SampleLogs/ci-test-run.log", "--junit", junit.path, "--fail-on", "app"],
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.status == 1)
        // Each document as its golden file has it (the goldens' source is this path too).
        let goldens = Self.root.appendingPathComponent("Tests/ExplainerTests")
        func golden(_ path: String) async throws -> String {
            try String(contentsOf: goldens.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(run.output == (try await golden("GoldenGitHub/ci-test-run.txt")))
        #expect(try await String(contentsOf: summary, encoding: .utf8) == "## Build\n\n" + (try golden("GoldenMarkdown/ci-test-run.md")))
        #expect(try await String(contentsOf: junit, encoding: .utf8) == (try golden("GoldenJUnit/ci-test-run.xml")))
        // Asked for by name, a format wins over the job's default.
        let text = try await Self.run(["SampleLogs/ci-test-run.log", "--brief"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(text.output.hasPrefix("SampleLogs/ci-test-run.log:5  conflict in PriceBadgeView"))
    }

    @Test func standardInputWithoutAReportSaysSoOnStderr() async throws {
        let run = try await Self.run([], input: "just some console output\n")
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "wtflayout: <stdin>: no Auto Layout conflict report found\n")
    }

    @Test func jsonFromStandardInput() async throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("SampleLogs/bare-list.log"), encoding: .utf8)
        let run = try await Self.run(["--json", "-"], input: text)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect((document["reports"] as? [[String: Any]])?.first?["verdict"] as? String == "conflict")
    }
}

@Suite struct CommandOutputTests {
    @Test func markdownToAFileAndNeverOverAnInput() async throws {
        let path = NSTemporaryDirectory() + "wtflayout-test-\(ProcessInfo.processInfo.processIdentifier).md"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try await CommandRunTests.run(["--markdown", "SampleLogs/stack-view.log", "-o", path])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == "wtflayout: wrote \(path): 1 report, 1 conflict, in your code\n")
        let golden = try String(
            contentsOf: CommandRunTests.root.appendingPathComponent("Tests/ExplainerTests/GoldenMarkdown/stack-view.md"),
            encoding: .utf8)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == golden)

        let refused = try await CommandRunTests.run(["SampleLogs/stack-view.log", "-o", "./SampleLogs/../SampleLogs/stack-view.log"])
        #expect(refused.status == 2)
        #expect(refused.error == "wtflayout: refusing to write to ./SampleLogs/../SampleLogs/stack-view.log: it is one of the inputs\n")
        #expect(try await CommandRunTests.run(["-o"]).status == 2)
    }

    /// A path that cannot be written is refused before any input is read,
    /// and nothing is left behind.
    @Test func unwritablePathFailsAtOnce() async throws {
        let run = try await CommandRunTests.run(["--html", "SampleLogs/stack-view.log", "-o", "no-such-folder/page.html"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "wtflayout: cannot write no-such-folder/page.html: No such file or directory\n")
        let folder = try await CommandRunTests.run(["--markdown", "SampleLogs/stack-view.log", "-o", "SampleLogs"])
        #expect(folder.status == 2)
        #expect(folder.error == "wtflayout: cannot write SampleLogs: it is a directory\n")
        let missingInput = try await CommandRunTests.run(["--markdown", "SampleLogs/stack-view.log", "no-such.log", "-o", "out.md"])
        #expect(missingInput.status == 2)
        #expect(
            missingInput.error == "wtflayout: cannot open no-such.log: No such file or directory\n"
                + "wtflayout: did not write out.md: an input could not be read\n")
        #expect(!FileManager.default.fileExists(atPath: CommandRunTests.root.appendingPathComponent("out.md").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: CommandRunTests.root.path)
            .filter { $0.contains(".wtflayout-") }
        #expect(leftovers.isEmpty)
    }

    /// Parts wait in a temporary file; without a usable temporary folder they
    /// wait in memory, and every format's output is the same either way.
    @Test func outputIsTheSameWithoutATemporaryFolder() async throws {
        let logs = ["SampleLogs/console-session.log", "SampleLogs/two-conflicts.log", "SampleLogs/autoresizing-mask.log"]
        for format in [[], ["--json"], ["--markdown"], ["--html"]] {
            let spooled = try await CommandRunTests.run(format + logs)
            let inMemory = try await CommandRunTests.run(format + logs, environment: ["TMPDIR": "/no-such-folder"])
            #expect(spooled.status == 0 && inMemory.status == 0)
            #expect(spooled.output.count > 2_000)
            #expect(spooled.output == inMemory.output, "\(format)")
        }
    }
}

@Suite struct FollowModeTests {
    /// Reads what the process has written so far, until `marker` shows up or time runs out.
    private func readUntil(_ marker: String, from handle: FileHandle, seconds: Double) -> String {
        var text = ""
        let deadline = Date().addingTimeInterval(seconds)
        while !text.contains(marker), Date() < deadline {
            let data = handle.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        return text
    }

    @Test func explainsEachReportBeforeTheStreamEnds() throws {
        let process = Process()
        process.executableURL = try CommandRunTests.requireBinary()
        process.arguments = ["--follow"]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // The goldens are what a 100-column terminal shows; a test of a pipe unsets it.
        environment["COLUMNS"] = "100"
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let log = try String(contentsOf: CommandRunTests.root.appendingPathComponent("SampleLogs/stack-view.log"), encoding: .utf8)

        input.fileHandleForWriting.write(Data(log.utf8))
        let first = readUntil("Fix:", from: output.fileHandleForReading, seconds: 20)
        #expect(first.hasPrefix("#1  <stdin>:1  conflict in TimerBannerView (vertical)"), "the stream is still open here")

        input.fileHandleForWriting.write(Data(log.utf8))
        let again = readUntil("again", from: output.fileHandleForReading, seconds: 20)
        #expect(again.contains("<stdin>:21  again: conflict #1 (x2)\n"))

        try input.fileHandleForWriting.close()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Wrapped to the terminal's width: read as one paragraph.
        let summary = rest.replacingOccurrences(of: "\n  ", with: " ")
        #expect(summary.contains("Summary: 2 reports, 1 conflict (seen 2 times), in your code"))
    }

    @Test func jsonLines() async throws {
        let log = try String(contentsOf: CommandRunTests.root.appendingPathComponent("SampleLogs/stack-view.log"), encoding: .utf8)
        let run = try await CommandRunTests.run(["--follow", "--json"], input: log + log)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[0].hasPrefix(
                #"{"source":{"file":"<stdin>","line":1,"process":"Recipes","testCase":null},"platform":"UIKit","occurrences":1"#))
        #expect(lines[1] == #"{"again":1,"occurrences":2,"source":{"file":"<stdin>","line":21}}"#)
    }

    @Test func followPrintsToStandardOutput() async throws {
        let toFile = try await CommandRunTests.run(["--follow", "-o", "out.txt"], input: "")
        #expect(toFile.status == 2)
        #expect(toFile.error == "wtflayout: --follow prints to standard output as reports arrive; redirect it instead of -o\n")
    }
}

@Suite struct HTMLOutputTests {
    @Test func htmlGoesToStandardOutputWhenPiped() async throws {
        let run = try await CommandRunTests.run(["--html", "SampleLogs/stack-view.log"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(run.output.contains("conflict in TimerBannerView (vertical)"))
        #expect(run.error.isEmpty)
    }

    @Test func defaultFileNameOnATerminal() {
        #expect(DefaultOutputName.forInput("logs/crash.log", fileExtension: "html") == "crash.html")
        #expect(DefaultOutputName.forInput("-", fileExtension: "html") == "wtflayout-report.html")
        #expect(DefaultOutputName.forInput("notes", fileExtension: "html") == "notes.html")
    }
}
