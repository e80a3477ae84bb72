import Foundation
import Testing

/// What a CI job sees: `--fail-on`, `--ignore-system` and
/// baselines, run through the built command.
@Suite struct FailOnTests {
    private func status(_ arguments: [String]) async throws -> Int32 {
        try await CommandRunTests.run(arguments).status
    }

    @Test func appFailsOnlyOnTheAppsConflicts() async throws {
        #expect(try await status(["--fail-on", "app", "SampleLogs/stack-view.log"]) == 1)
        #expect(try await status(["--fail-on", "app", "SampleLogs/apple/alert-controller.log"]) == 0, "Apple's own")
        #expect(try await status(["--fail-on", "app", "SampleLogs/apple/toolbar-cut.log"]) == 0, "Apple's, cut")
        #expect(try await status(["--fail-on", "app", "SampleLogs/temporary-width.log"]) == 0, "a passing first layout")
        #expect(try await status(["--fail-on-conflict", "SampleLogs/keyboard-system-only.log"]) == 0, "the old flag means app")
    }

    @Test func anyFailsOnEveryConflict() async throws {
        #expect(try await status(["--fail-on=any", "SampleLogs/apple/alert-controller.log"]) == 1)
        #expect(try await status(["--fail-on=any", "SampleLogs/temporary-width.log"]) == 1)
        #expect(try await status(["--fail-on=any", "SampleLogs/hidden-cause.log"]) == 0, "no conflict in what the log shows")
    }

    @Test func usageMistakes() async throws {
        let bad = try await CommandRunTests.run(["--fail-on", "some", "SampleLogs/stack-view.log"])
        #expect(bad.status == 2)
        #expect(bad.error == "wtflayout: --fail-on takes app, any or new, not 'some'\n")
        let noBaseline = try await CommandRunTests.run(["--fail-on", "new", "SampleLogs/stack-view.log"])
        #expect(noBaseline.status == 2)
        #expect(noBaseline.error == "wtflayout: --fail-on new needs --baseline FILE: the conflicts already known\n")
        let overwrite = try await CommandRunTests.run(["--write-baseline", "SampleLogs/stack-view.log", "SampleLogs/stack-view.log"])
        #expect(overwrite.status == 2)
        #expect(overwrite.error == "wtflayout: --write-baseline SampleLogs/stack-view.log would overwrite an input\n")
        let flagWithValue = try await CommandRunTests.run(["--json=yes", "SampleLogs/stack-view.log"])
        #expect(flagWithValue.status == 2)
        #expect(flagWithValue.error == "wtflayout: --json takes no value\n")
    }

    @Test func ignoreSystemLeavesApplesReportsOut() async throws {
        let run = try await CommandRunTests.run(["--ignore-system", "SampleLogs/stack-view.log", "SampleLogs/apple/alert-controller.log"])
        #expect(run.status == 0)
        #expect(run.output.contains("SampleLogs/stack-view.log:"))
        #expect(!run.output.contains("alert-controller.log"))
        #expect(run.error == "wtflayout: left out 1 report inside Apple's views (--ignore-system)\n")
    }

    /// Known conflicts of Apple's views count for neither the status nor the
    /// summary, which says what it left out; they are still shown, each named.
    @Test func ignoreKnownLeavesKnownConflictsOutOfTheStatusAndCounts() async throws {
        let known = ["SampleLogs/apple/action-sheet-width.log", "SampleLogs/apple/toolbar-zero-frame.log"]
        #expect(try await status(["--fail-on", "any"] + known) == 1)
        let ignored = try await CommandRunTests.run(["--fail-on", "any", "--ignore-known", "--no-color"] + known)
        #expect(ignored.status == 0)
        // Read unwrapped: the text wraps at the terminal's width.
        let output = ignored.output.replacingOccurrences(of: "\n  ", with: " ")
        #expect(output.contains(" Known: UIAlertController's action sheet asks for a width of −16, reported on iOS 12.2"))
        #expect(
            output.contains(
                "Summary: no report counted: 2 reports of known conflicts of Apple's views left out (--ignore-known): "
                    + "UIAlertController's action sheet asks for a width of −16 and UIToolbar laid out before it has a size"))
        let mixed = try await CommandRunTests.run(["--ignore-known", "--no-color", "SampleLogs/stack-view.log"] + known)
        #expect(
            mixed.output.replacingOccurrences(of: "\n  ", with: " ").contains(
                "Summary: 1 report, 1 conflict, in your code; 2 reports of known conflicts of Apple's views left out of "
                    + "these counts (--ignore-known): UIAlertController's action sheet asks for a width of −16 and UIToolbar "
                    + "laid out before it has a size"))
        // Apple's conflicts the catalogue does not hold still count.
        #expect(try await status(["--fail-on", "any", "--ignore-known", "SampleLogs/apple/alert-controller.log"]) == 1)
    }

    /// A baseline written on one log matches the same conflicts logged again
    /// with other addresses, in another order; a conflict it does not know is new.
    @Test func baselineMatchesTheSameConflictsElsewhere() async throws {
        let folder = try makeTemporaryFolder("baseline")
        defer { removeFolder(folder) }
        let baseline = folder.appendingPathComponent("known.json").path

        let written = try await CommandRunTests.run(["--write-baseline", baseline, "SampleLogs/two-conflicts.log"])
        #expect(written.status == 0)
        #expect(written.error == "wtflayout: wrote baseline \(baseline) (2 conflicts)\n")

        let again = folder.appendingPathComponent("again.log")
        try Self.relogged(CommandRunTests.root.appendingPathComponent("SampleLogs/two-conflicts.log")).write(
            to: again, atomically: true, encoding: .utf8)
        let known = try await CommandRunTests.run(["--baseline", baseline, "--fail-on", "new", again.path])
        #expect(known.status == 0, "the same conflicts, other addresses and order")
        #expect(!known.output.contains("[new]"))

        let other = try await CommandRunTests.run(["--baseline=\(baseline)", "--fail-on=new", "SampleLogs/stack-view.log"])
        #expect(other.status == 1)
        #expect(other.output.contains("[new]"))

        let json = try await CommandRunTests.run(["--baseline", baseline, "--json", again.path])
        #expect(json.output.contains(#""new": false"#))
        #expect(!json.output.contains(#""new": true"#))
    }

    @Test func aBaselineThatIsNotOneIsSaidSo() async throws {
        let run = try await CommandRunTests.run(["--baseline", "SampleLogs/stack-view.log", "SampleLogs/stack-view.log"])
        #expect(run.status == 2)
        #expect(run.error == "wtflayout: SampleLogs/stack-view.log: not a wtflayout baseline (write one with --write-baseline)\n")
    }

    /// The log as another run prints it: every address changed, each list in reverse order.
    static func relogged(_ url: URL) throws -> String {
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines: [String] = []
        var list: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let changed = line.replacingOccurrences(of: "0x", with: "0x9")
            if changed.hasPrefix("    \"<") {
                list.append(changed.hasSuffix(",") ? String(changed.dropLast()) : changed)
                continue
            }
            if !list.isEmpty {
                let reversed = list.reversed().enumerated().map { $0.offset < list.count - 1 ? $0.element + "," : $0.element }
                lines += reversed
                list = []
            }
            lines.append(changed)
        }
        return lines.joined(separator: "\n")
    }
}
