import Foundation
import Testing

@testable import Command

/// Test runs' logs: a folder of exported diagnostics read on any
/// platform, and a result bundle read through a stand-in `xcrun` that
/// records what it is asked and answers as `xcresulttool` does.
@Suite struct ResultBundleTests {
    static let diagnostics = "SampleLogs/ui-test-diagnostics"
    static let appLog = "FeedUITests-5C1E07B2/StandardOutputAndStandardError-com.example.Feed.txt"
    static let tests = ["-[FeedUITests.FeedUITests testOpenProfile]", "-[FeedUITests.FeedUITests testScrollFeed]"]

    @Test func anExportedDiagnosticsFolderNamesEachReportsTestInText() async throws {
        let run = try await CommandRunTests.run([Self.diagnostics])
        #expect(run.status == 0)
        #expect(run.error == "")
        let headings = run.output.split(separator: "\n").filter { $0.hasPrefix(Self.diagnostics) }
        #expect(
            headings.map { $0.prefix { $0 != " " } } == [
                "\(Self.diagnostics)/\(Self.appLog):4", "\(Self.diagnostics)/\(Self.appLog):25",
            ])
        let testLines = run.output.split(separator: "\n").filter { $0.contains("Printed while the test") }
        #expect(testLines == Self.tests.map { "  Printed while the test \($0) ran." })
    }

    @Test func anExportedDiagnosticsFolderNamesEachReportsTestInJSONAndJUnit() async throws {
        let folder = try makeTemporaryFolder("diagnostics")
        defer { removeFolder(folder) }
        let junit = folder.appendingPathComponent("conflicts.xml")
        let run = try await CommandRunTests.run([Self.diagnostics, "--json", "--junit", junit.path])
        #expect(run.status == 0)
        let sources = try Self.sources(ofJSON: run.output)
        #expect(sources.compactMap { $0["testCase"] as? String } == Self.tests)
        #expect(sources.compactMap { $0["file"] as? String } == [String](repeating: "\(Self.diagnostics)/\(Self.appLog)", count: 2))
        #expect(sources.compactMap { $0["line"] as? Int } == [4, 25])
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "classname=\"FeedUITests.FeedUITests\"").count - 1 == 2)
        for test in Self.tests { #expect(xml.contains("<system-out>Printed while the test \(test) ran.</system-out>")) }
    }

    @Test func anAppsRunsAreTiedToTheTestsThatLaunchedThem() throws {
        let runner = """
            Test Case '-[UI.Tests testA]' started.
                t =     0.09s         Launch com.example.Feed
            Test Case '-[UI.Tests testA]' passed (1.0 seconds).
            Test Case '-[UI.Tests testB]' started.
                t =     0.01s Start Test at 2026-11-25 10:00:04.415
                t =     0.08s         Launch com.example.Other
                t =     0.09s         Launch com.example.Feed
            Test Case '-[UI.Tests testB]' passed (1.0 seconds).
            """
        // Lines end as the scanner ends them: at \n, \r\n or a lone \r.
        let app =
            "Standard output and standard error from com.example.Feed with process ID 1 beginning at x\r\nA\rB\n"
            + "Standard output and standard error from com.example.Feed with process ID 2 beginning at y\nC\n"
        let lines = AppRunTests.lines(of: app)
        let runs = try AppRunTests.tie(appLines: lines, runnerLog: runner, bundleID: "com.example.Feed").get()
        #expect(runs.runStarts == [1, 4])
        #expect(
            (1...5).map(runs.test(atLine:)) == [
                "-[UI.Tests testA]", "-[UI.Tests testA]", "-[UI.Tests testA]", "-[UI.Tests testB]", "-[UI.Tests testB]",
            ])
        // One launch more than the app's runs: no line can be given a test for certain.
        let oneMore = AppRunTests.tie(
            appLines: lines, runnerLog: runner + "\n    t = 1.00s Launch com.example.Feed", bundleID: "com.example.Feed")
        #expect(throws: AppRunTests.Mismatch(launches: 3, runs: 2)) { try oneMore.get() }
    }

    @Test func anAppsRunsThatDoNotMatchTheRunnerAreSaidAndNotTied() async throws {
        let folder = try makeTemporaryFolder("mismatch")
        defer { removeFolder(folder) }
        let source = URL(fileURLWithPath: "\(Self.diagnostics)/FeedUITests-5C1E07B2", relativeTo: CommandRunTests.root)
        let copy = folder.appendingPathComponent("Run")
        try FileManager.default.copyItem(at: source, to: copy)
        // The runner's log lost its second test's lines.
        let runner = copy.appendingPathComponent("StandardOutputAndStandardError.txt")
        let text = try String(contentsOf: runner, encoding: .utf8)
        try text.replacingOccurrences(of: "Launch com.example.Feed\n    t =     0.11s", with: "Wait\n    t =     0.11s")
            .write(to: runner, atomically: true, encoding: .utf8)
        let run = try await CommandRunTests.run([folder.path, "--json"])
        #expect(
            run.error
                == "wtflayout: \(folder.path)/Run/StandardOutputAndStandardError-com.example.Feed.txt: its reports are not tied to "
                + "tests: the test runner's output beside it launches com.example.Feed 1 time, and the app's output shows 2 runs\n")
        let sources = try Self.sources(ofJSON: run.output)
        #expect(sources.count == 2)
        #expect(sources.allSatisfy { $0["testCase"] is NSNull })
    }

    @Test func aFolderWithoutConsoleTextSaysWhatItWasLookingFor() async throws {
        let run = try await CommandRunTests.run(["SampleLogs/apple"])
        #expect(run.status == 2)
        #expect(
            run.error
                == "wtflayout: cannot read SampleLogs/apple: it is a directory, and holds no test run's console text "
                + "(StandardOutputAndStandardError*.txt, as `xcrun xcresulttool export diagnostics` writes it)\n")
    }

    /// Each report's `source` object in a `--json` document.
    static func sources(ofJSON output: String) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require(document["reports"] as? [[String: Any]]).compactMap { $0["source"] as? [String: Any] }
    }

    // MARK: A result bundle, through a stand-in xcrun

    /// The console log as Xcode 16's `xcresulttool get log --type console --compact` answers it.
    static func consoleJSON(_ text: String) throws -> String {
        let items: [[String: Any]] = [
            ["kind": "input", "content": "po view\n"],
            ["kind": "output", "content": text],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: ["items": items]), as: UTF8.self)
    }

    /// The stand-in's branch for `get log`: the console log holding `text`.
    static func answeringConsole(_ text: String) throws -> String {
        "\"get log\") cat <<'JSON'\n\(try consoleJSON(text))\nJSON\n  ;;"
    }

    /// The stand-in's branch for `get log` when the bundle has no console log.
    static let noConsoleLog = #""get log") echo "Error: no console log in this result bundle" >&2; exit 1 ;;"#

    /// Shell words that copy the sample diagnostics folder to `folder` (an argument: `"$7"`).
    static func copyingSample(to folder: String) -> String {
        let sample = CommandRunTests.root.appendingPathComponent(diagnostics).path
        return "mkdir -p \(folder) && cp -R '\(sample)/.' \(folder)/"
    }

    private func bundleRun(_ script: String, arguments: [String] = [], bundle: String = "Tests.xcresult") async throws -> (
        run: CommandRunTests.Run, calls: [[String]], folder: URL
    ) {
        let folder = try makeTemporaryFolder("xcresult")
        let results = folder.appendingPathComponent(bundle)
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let xcrun = try StandInTool("xcrun", script: script, in: folder.appendingPathComponent("bin").creating())
        let run = try await CommandRunTests.run([results.path] + arguments, environment: ["PATH": xcrun.path])
        return (run, xcrun.calls(), folder)
    }

    @Test func aBundlesConsoleLogIsReadWithTheTestThatPrintedEachReport() async throws {
        let text = try String(contentsOfFile: "SampleLogs/ci-test-run.log", encoding: .utf8)
        let answer = try Self.consoleJSON(text)
        let (run, calls, folder) = try await bundleRun("cat <<'JSON'\n\(answer)\nJSON", arguments: ["--json"])
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        // The diagnostics are exported too, for each app's own output (here there is none).
        #expect(calls.count == 2)
        #expect(calls.first == ["xcresulttool", "get", "log", "--type", "console", "--compact", "--path", bundle])
        #expect(Array(calls.last?.prefix(6) ?? []) == ["xcresulttool", "export", "diagnostics", "--path", bundle, "--output-path"])
        #expect(run.status == 0)
        #expect(run.error == "")
        let sources = try Self.sources(ofJSON: run.output)
        #expect(sources.compactMap { $0["file"] as? String } == [String](repeating: "\(bundle) (console log)", count: 2))
        #expect(
            sources.compactMap { $0["testCase"] as? String } == [
                "-[CheckoutTests.PriceBadgeTests testSaleBadge]", "-[CheckoutTests.PriceBadgeTests testCouponField]",
            ])
    }

    @Test func withoutAConsoleLogTheBundlesDiagnosticsAreExportedAndRead() async throws {
        let script = """
            case "$2 $3" in
              \(Self.noConsoleLog)
              "export diagnostics") \(Self.copyingSample(to: "\"$7\"")) ;;
            esac
            """
        let (run, calls, folder) = try await bundleRun(script, arguments: ["--brief"])
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        #expect(calls.count == 2)
        #expect(calls.first == ["xcresulttool", "get", "log", "--type", "console", "--compact", "--path", bundle])
        #expect(Array(calls.last?.prefix(6) ?? []) == ["xcresulttool", "export", "diagnostics", "--path", bundle, "--output-path"])
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output.contains("\(bundle)/\(Self.appLog):4"))
        #expect(run.output.contains("\(bundle)/\(Self.appLog):25"))
        // The exported copy is removed once it is read.
        let exported = try #require(calls.last?.last)
        #expect(!FileManager.default.fileExists(atPath: exported))
    }

    @Test func beforeXcode16TheLegacyFormsExportEachActionsDiagnostics() async throws {
        let record = #"{"actions":{"_values":[{"actionResult":{"diagnosticsRef":{"id":{"_value":"0~Diag1"}}}}]}}"#
        let script = """
            case "$2 $3" in
              "get log"|"export diagnostics") echo "error: unknown subcommand '$2 $3'" >&2; exit 64 ;;
              "get --legacy"|"export --legacy") echo "error: unknown option '--legacy'" >&2; exit 64 ;;
              "get --format") echo '\(record)' ;;
              "export --type") \(Self.copyingSample(to: "\"${10}\"")) ;;
            esac
            """
        let (run, calls, folder) = try await bundleRun(script, arguments: ["--brief"])
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        #expect(
            calls.map { $0.prefix(3).joined(separator: " ") } == [
                "xcresulttool get log", "xcresulttool export diagnostics", "xcresulttool get --legacy", "xcresulttool get --format",
                "xcresulttool export --type",
            ])
        #expect(calls[3] == ["xcresulttool", "get", "--format", "json", "--path", bundle])
        #expect(Array(calls[4].prefix(8)) == ["xcresulttool", "export", "--type", "directory", "--id", "0~Diag1", "--path", bundle])
        #expect(run.status == 0)
        #expect(run.output.contains("\(bundle)/\(Self.appLog):25"))
    }

    @Test func aBundleWithoutConsoleOutputSaysSo() async throws {
        let script = """
            case "$2 $3" in
              \(Self.noConsoleLog)
              "export diagnostics") mkdir -p "$7/Run" && echo "session" > "$7/Run/Session-1.log" ;;
            esac
            """
        let (run, _, folder) = try await bundleRun(script)
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        #expect(run.status == 2)
        #expect(run.error == "wtflayout: cannot read \(bundle): it holds no console output (StandardOutputAndStandardError*.txt)\n")
    }

    @Test func theConsoleLogAndEachAppsOwnOutputAreReadTogether() async throws {
        let text = try String(contentsOfFile: "SampleLogs/ci-test-run.log", encoding: .utf8)
        let script = """
            case "$2 $3" in
              \(try Self.answeringConsole(text))
              "export diagnostics") \(Self.copyingSample(to: "\"$7\"")) ;;
            esac
            """
        let (run, _, folder) = try await bundleRun(script, arguments: ["--json"])
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        #expect(run.status == 0)
        let sources = try Self.sources(ofJSON: run.output)
        // The runner's own output is the console log's: read once, not again from the diagnostics.
        #expect(
            sources.compactMap { $0["file"] as? String } == [
                "\(bundle) (console log)", "\(bundle) (console log)", "\(bundle)/\(Self.appLog)", "\(bundle)/\(Self.appLog)",
            ])
        #expect(
            sources.compactMap { $0["testCase"] as? String } == [
                "-[CheckoutTests.PriceBadgeTests testSaleBadge]", "-[CheckoutTests.PriceBadgeTests testCouponField]",
            ] + Self.tests)
    }

    @Test func diagnosticsThatCannotBeExportedAreSaidBesideTheConsoleLog() async throws {
        let script = """
            case "$2 $3" in
              \(try Self.answeringConsole("Test Suite 'All tests' started at 2026-11-25 10:00:00.101.\n"))
              *) echo "Error: This operation is not supported for this result bundle." >&2; exit 1 ;;
            esac
            """
        let (run, calls, folder) = try await bundleRun(script)
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        #expect(calls.map { $0.prefix(3).joined(separator: " ") }.last == "xcresulttool get --format")
        #expect(run.status == 0)
        #expect(
            run.error
                == "wtflayout: \(bundle): read its console log only; its diagnostics, which hold each app's own output in a UI "
                + "test, could not be exported (`xcrun xcresulttool get --format json --path \(bundle)` failed: Error: This "
                + "operation is not supported for this result bundle.)\n"
                + "wtflayout: \(bundle) (console log): no Auto Layout conflict report found\n")
    }

    @Test func xcode16sLegacyFormsExportEveryTestActionsDiagnostics() async throws {
        let action = { (id: String) in #"{"actionResult":{"diagnosticsRef":{"id":{"_value":"\#(id)"}}}}"# }
        let record =
            #"{"actions":{"_values":["# + action("0~A") + "," + action("0~B") + #"]},"#
            + #""buildResult":{"diagnosticsRef":{"id":{"_value":"0~Build"}}}}"#
        let script = """
            case "$2 $3 $7" in
              "get log"*|"export diagnostics"*) echo "Error: run with --legacy" >&2; exit 64 ;;
              "get --legacy"*) echo '\(record)' ;;
              "export --legacy 0~A") \(Self.copyingSample(to: "\"${11}\"")) ;;
              "export --legacy 0~B") echo "Error: no such object" >&2; exit 1 ;;
            esac
            """
        let (run, calls, folder) = try await bundleRun(script, arguments: ["--brief"])
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        // The build's diagnostics hold no test output: only the two test actions' are exported.
        #expect(calls.count == 5)
        #expect(calls.suffix(2).map { $0.count > 6 ? $0[6] : "" } == ["0~A", "0~B"])
        #expect(calls[2] == ["xcresulttool", "get", "--legacy", "--format", "json", "--path", bundle])
        #expect(run.status == 0)
        #expect(run.output.contains("\(bundle)/1/\(Self.appLog):25"))
        #expect(
            run.error
                == "wtflayout: \(bundle): the diagnostics 0~B could not be exported (`xcrun xcresulttool export --legacy --type "
                + "directory --id '0~B' --path \(bundle) --output-path \(calls.last?.last ?? "")` failed: Error: no such object)\n")
    }

    @Test func aToolThatDoesNotAnswerIsStoppedAtTheTimeout() async throws {
        let (run, calls, folder) = try await bundleRun("exec sleep 30", arguments: ["--timeout", "1"])
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        #expect(calls.count == 1)
        #expect(run.status == 2)
        #expect(
            run.error
                == "wtflayout: cannot read \(bundle): `xcrun xcresulttool get log --type console --compact --path \(bundle)` "
                + "did not finish within 1 s and was stopped; give it longer with --timeout SECONDS\n")
    }

    /// Ctrl-C while xcresulttool runs (a child in a process group of its
    /// own, which the terminal's Ctrl-C does not reach): the tool is stopped,
    /// the reading ends and its temporary files are removed.
    @Test func ctrlCStopsTheToolAndTheReading() throws {
        let folder = try makeTemporaryFolder("interrupt")
        defer { removeFolder(folder) }
        let results = try folder.appendingPathComponent("Tests.xcresult").creating()
        let temporary = try folder.appendingPathComponent("tmp").creating()
        let pidFile = folder.appendingPathComponent("tool.pid")
        let xcrun = try StandInTool(
            "xcrun", script: "echo $$ > '\(pidFile.path)'; exec sleep 30", in: folder.appendingPathComponent("bin").creating())
        let process = Process()
        process.executableURL = try CommandRunTests.requireBinary()
        process.arguments = [results.path]
        process.currentDirectoryURL = CommandRunTests.outsideAnyProject
        process.environment = CommandRunTests.environment(adding: ["PATH": xcrun.path, "TMPDIR": temporary.path])
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        while !FileManager.default.fileExists(atPath: pidFile.path) { usleep(20_000) }
        usleep(200_000)
        process.interrupt()
        process.waitUntilExit()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 2)
        #expect(
            message
                == "wtflayout: cannot read \(results.path): stopped by Ctrl-C while `xcrun xcresulttool get log --type console "
                + "--compact --path \(results.path)` ran\n")
        let toolPID = try #require(Int32(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(toolPID, 0) == -1, "the stand-in xcresulttool still runs")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func aBundleXcresulttoolCannotReadSaysWhatItSaid() async throws {
        let (run, _, folder) = try await bundleRun("echo 'Error: The result bundle is not valid.' >&2; exit 1")
        defer { removeFolder(folder) }
        let bundle = folder.appendingPathComponent("Tests.xcresult").path
        #expect(run.status == 2)
        #expect(
            run.error
                == "wtflayout: cannot read \(bundle): `xcrun xcresulttool get log --type console --compact --path \(bundle)` "
                + "failed: Error: The result bundle is not valid.\n")
    }

    @Test func withoutXcrunABundleSaysWhatToRunOnAMac() async throws {
        let folder = try makeTemporaryFolder("no-xcrun")
        defer { removeFolder(folder) }
        let results = folder.appendingPathComponent("CI Run.xcresult")
        try FileManager.default.createDirectory(at: results, withIntermediateDirectories: true)
        let run = try await CommandRunTests.run([results.path], environment: ["PATH": folder.path])
        #expect(run.status == 2)
        #expect(
            run.error
                == "wtflayout: cannot read \(results.path): a result bundle is read with Xcode's xcresulttool, and this machine "
                + "has no xcrun; on a Mac with Xcode, `xcrun xcresulttool export diagnostics --path '\(results.path)' "
                + "--output-path Diagnostics` writes its console texts to a folder that wtflayout reads anywhere "
                + "(`wtflayout Diagnostics`)\n")
    }
}

extension URL {
    /// The folder, made if it is not there yet.
    func creating() throws -> URL {
        try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
        return self
    }
}
