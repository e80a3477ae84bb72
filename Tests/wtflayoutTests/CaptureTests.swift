import Foundation
import Testing

@testable import Command

/// `wtflayout capture`, through stand-ins for `xcrun` and `log`
/// that record what they are asked and answer with a recorded stream.
@Suite struct CaptureTests {
    static let stream = CommandRunTests.root.appendingPathComponent("SampleLogs/pastes/log-stream-ndjson.log").path
    static let container = "/Users/me/Library/Developer/CoreSimulator/Devices/5E1B/data/Containers/Bundle/Application/9C2D/Feed.app"
    static let uiKit = #"subsystem == "com.apple.UIKit" AND category == "LayoutConstraints""#

    /// A simulator whose stream holds the recorded conflicts and whose app
    /// is installed; a launch before the stream has begun fails.
    static let simulator = """
        marker="$(dirname "$0")/stream-begun"
        case "$2" in
          get_app_container) echo '\(container)' ;;
          spawn) touch "$marker"; cat '\(stream)' ;;
          launch) [ -f "$marker" ] || { echo "launched before the stream began" >&2; exit 1; }; echo "$5: 4242" ;;
        esac
        """

    private func capture(_ arguments: [String], tool: String = "xcrun", script: String = simulator) async throws -> (
        run: CommandRunTests.Run, calls: [[String]]
    ) {
        let folder = try makeTemporaryFolder("capture")
        defer { removeFolder(folder) }
        let standIn = try StandInTool(tool, script: script, in: folder)
        let run = try await CommandRunTests.run(["capture"] + arguments, environment: ["PATH": standIn.path])
        return (run, standIn.calls())
    }

    @Test func followsTheBootedSimulatorWithUIKitsPredicate() async throws {
        let (run, calls) = try await capture([])
        #expect(
            calls == [
                ["simctl", "spawn", "booted", "log", "stream", "--level", "debug", "--style", "ndjson", "--predicate", Self.uiKit]
            ])
        #expect(run.status == 0)
        #expect(run.error == "wtflayout: capturing the conflicts of the simulator booted; Ctrl-C stops and prints the summary\n")
        #expect(run.output.hasPrefix("#1  simulator booted:3  conflict 1 of 2 in UIView (horizontal)"))
        #expect(run.output.contains("\nSummary: 3 reports, 2 different conflicts, both in your code; 1 report without one\n"))
    }

    @Test func anAppOnADeviceNarrowsThePredicateToItsBundle() async throws {
        let (run, calls) = try await capture(["--device=5E1B", "--app", "com.example.Feed", "--json"])
        #expect(
            calls == [
                ["simctl", "get_app_container", "5E1B", "com.example.Feed", "app"],
                [
                    "simctl", "spawn", "5E1B", "log", "stream", "--level", "debug", "--style", "ndjson", "--predicate",
                    Self.uiKit + #" AND processImagePath BEGINSWITH "\#(Self.container)/""#,
                ],
            ])
        #expect(run.status == 0)
        // --json: one object per report, as --follow prints them.
        #expect(run.output.split(separator: "\n").first?.hasPrefix(#"{"source":{"file":"simulator 5E1B","line":3"#) == true)
    }

    @Test func launchStartsTheAppWithConflictsLoggedAfterTheStream() async throws {
        let (run, calls) = try await capture(["--launch", "com.example.Feed", "--fail-on", "app"])
        let launch = [
            "simctl", "launch", "--terminate-running-process", "booted", "com.example.Feed",
            "-_UIConstraintBasedLayoutLogUnsatisfiable", "YES",
        ]
        // The stream has begun before the app is launched (the stand-in refuses a launch before it).
        #expect(calls.count == 3)
        #expect(calls.first == ["simctl", "get_app_container", "booted", "com.example.Feed", "app"])
        #expect(calls[1].prefix(3) == ["simctl", "spawn", "booted"] && calls[1].last?.hasSuffix("Feed.app/\"") == true)
        #expect(calls.last == launch)
        #expect(run.status == 1)
        #expect(
            run.error
                == "wtflayout: capturing the conflicts of com.example.Feed on the simulator booted "
                + "(launched with -_UIConstraintBasedLayoutLogUnsatisfiable YES); Ctrl-C stops and prints the summary\n")
    }

    @Test func aMacAppIsFollowedWithAppKitsPredicate() async throws {
        let script = "cat '\(Self.stream)'"
        let (run, calls) = try await capture(["--mac", "--app", "Ledger"], tool: "log", script: script)
        #expect(
            calls == [
                [
                    "stream", "--level", "debug", "--style", "ndjson", "--predicate",
                    #"subsystem == "com.apple.AppKit" AND category == "Layout" AND process == "Ledger""#,
                ]
            ])
        #expect(run.status == 0)
        #expect(run.error == "wtflayout: capturing the conflicts of Ledger on this Mac; Ctrl-C stops and prints the summary\n")
    }

    @Test func everyMacAppIsFollowedWithoutAnApp() async throws {
        let (run, calls) = try await capture(["--mac"], tool: "log", script: "cat '\(Self.stream)'")
        #expect(calls == [["stream", "--level", "debug", "--style", "ndjson", "--predicate", LogStreamPredicate.appKit]])
        #expect(run.status == 0)
        #expect(run.error == "wtflayout: capturing the conflicts of this Mac's apps; Ctrl-C stops and prints the summary\n")
        #expect(run.output.hasPrefix("#1  log stream:3  conflict 1 of 2 in UIView (horizontal)"))
    }

    @Test func aStreamThatFailsSaysWhy() async throws {
        let (run, _) = try await capture([], script: "echo 'No devices are booted.' >&2; exit 149")
        #expect(run.status == 2)
        #expect(
            run.error
                == "wtflayout: capturing the conflicts of the simulator booted; Ctrl-C stops and prints the summary\n"
                + "wtflayout: simulator booted: no Auto Layout conflict report found\n"
                + "wtflayout: capture: `xcrun simctl spawn booted log stream` ended: No devices are booted.\n")
    }

    @Test func anAppNotInstalledOrASilentSimulatorIsSaid() async throws {
        let missing = try await capture(
            ["--app", "com.example.Gone"], script: "echo 'An error was encountered processing the command (code=2)' >&2; exit 2")
        #expect(missing.run.status == 2)
        #expect(
            missing.run.error
                == "wtflayout: capture: cannot find com.example.Gone on the simulator booted: "
                + "An error was encountered processing the command (code=2)\n")
        #expect(missing.calls.count == 1)
        let silent = try await capture(["--app", "com.example.Feed", "--timeout", "1"], script: "exec sleep 30")
        #expect(silent.run.status == 2)
        #expect(
            silent.run.error
                == "wtflayout: capture: cannot find com.example.Feed on the simulator booted: "
                + "xcrun did not answer within 1 s (--timeout SECONDS gives it longer)\n")
    }

    @Test func withoutXcodeCaptureSaysWhatItNeeds() async throws {
        let folder = try makeTemporaryFolder("no-xcode")
        defer { removeFolder(folder) }
        let run = try await CommandRunTests.run(["capture"], environment: ["PATH": folder.path])
        #expect(run.status == 2)
        #if os(Linux)
            let machine = "this machine runs Linux"
        #else
            let machine = "this machine has none on its PATH"
        #endif
        #expect(
            run.error
                == "wtflayout: capture reads a simulator's log through Xcode's xcrun simctl, and \(machine); on a Mac with Xcode "
                + "(xcode-select --install for the command-line tools), run wtflayout capture there, or pipe a stream in: "
                + "xcrun simctl spawn booted log stream --level debug --style ndjson --predicate "
                + "'subsystem == \"com.apple.UIKit\" AND category == \"LayoutConstraints\"' | wtflayout --follow\n")
    }

    /// `--for SECONDS` ends a stream that never ends by itself (the stand-in
    /// runs until it is stopped, and notes that it was), with the summary, as Ctrl-C does.
    @Test func forSecondsStopsAStreamThatStaysOpen() async throws {
        let folder = try makeTemporaryFolder("capture-for")
        defer { removeFolder(folder) }
        let stopped = folder.appendingPathComponent("stopped").path
        let script = "cat '\(Self.stream)'; trap 'touch \(stopped); exit 0' TERM; while :; do sleep 0.1; done"
        let standIn = try StandInTool("xcrun", script: script, in: folder)
        let run = try await CommandRunTests.run(["capture", "--for", "1"], environment: ["PATH": standIn.path])
        #expect(run.status == 0)
        #expect(
            run.error
                == "wtflayout: capturing the conflicts of the simulator booted for 1 s, then prints the summary (Ctrl-C stops sooner)\n")
        #expect(run.output.contains("\nSummary: 3 reports, 2 different conflicts, both in your code; 1 report without one\n"))
        #expect(FileManager.default.fileExists(atPath: stopped))
    }

    @Test func captureRefusesWhatItCannotDo() throws {
        func refusal(_ arguments: [String]) -> String? {
            do {
                _ = try CaptureOptions.parse(arguments[...])
                return nil
            } catch {
                return error.message
            }
        }
        #expect(
            refusal(["crash.log"])
                == "capture reads the app's log as it runs, not files ('crash.log'); to read a saved log: wtflayout crash.log")
        #expect(refusal(["--mac", "--launch", "x"]) == "capture --launch launches an app on a simulator; on a Mac, start the app yourself")
        #expect(refusal(["--app", "a", "--launch", "a"]) == "capture --launch already follows the app it launches: give --app or --launch")
        #expect(
            refusal(["--markdown"])
                == "capture prints text or JSON lines as reports arrive; --format markdown is written from a finished log")
        #expect(refusal(["--mac=yes"]) == "capture --mac takes no value")
        #expect(
            refusal(["--brief"]) == "capture prints text or JSON lines as reports arrive; --format brief is written from a finished log")
        #expect(refusal(["--device"]) == "capture --device needs a value: wtflayout \(CaptureOptions.usage)")
        #expect(refusal(["--for", "0"]) == "capture --for takes a whole number of seconds from 1 to 86400, not '0'")
        #expect(refusal(["--for=1.5"]) == "capture --for takes a whole number of seconds from 1 to 86400, not '1.5'")
        #expect(try CaptureOptions.parse(["--for=30"][...]).seconds == 30)
        let parsed = try CaptureOptions.parse(["--device", "5E1B", "--json", "--fail-on", "app"][...])
        #expect(parsed.target == .simulator(device: "5E1B"))
        #expect(parsed.reading.format == .json)
        #expect(parsed.reading.failOn == .app)
        #expect(parsed.reading.follow)
    }
}

/// The README's first screen shows where the logs live, capture and result bundles included.
@Test func theReadmesFirstScreenShowsTestRunsAndCapture() throws {
    let readme = try String(contentsOf: CommandRunTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(30).joined(separator: "\n")
    #expect(firstScreen.contains("\nwtflayout Tests.xcresult "))
    #expect(firstScreen.contains("\nwtflayout Diagnostics/ "))
    #expect(firstScreen.contains("\nwtflayout capture --launch com.example.App "))
}
