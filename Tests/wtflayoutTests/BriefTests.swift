import Foundation
import Testing

/// `--brief`: exactly one line per distinct conflict, with how often it was
/// seen, then one summary line.
@Suite struct BriefTests {
    @Test func aLinePerDistinctConflictThenOneSummaryLine() async throws {
        let run = try await CommandRunTests.run(["--brief", "SampleLogs/console-session.log"], environment: ["COLUMNS": ""])
        #expect(run.status == 0)
        #expect(
            run.output == """
                SampleLogs/console-session.log:8  conflict in UIView (horizontal): lower UIImageView.width == 64 to priority 999 (x2)
                SampleLogs/console-session.log:29  conflict in ToastView (vertical): turn off the autoresizing mask of ToastView
                Summary: 3 reports, 2 different conflicts, both in your code

                """)
    }

    /// A conflict in two reports is one line, counted twice: the second
    /// report of `two-conflicts.log` holds the first one's vertical conflict.
    /// The kind most reports show comes first.
    @Test func aConflictSeenInSeveralReportsIsOneLine() async throws {
        let run = try await CommandRunTests.run(["--brief", "SampleLogs/two-conflicts.log"], environment: ["COLUMNS": ""])
        #expect(
            run.output == """
                SampleLogs/two-conflicts.log:1  conflict 2 of 2 in UIView (vertical): lower UIImageView.height == 180 to priority 999 (x2)
                SampleLogs/two-conflicts.log:1  conflict 1 of 2 in UIView (horizontal): lower UILabel 'Sourdough starter'.width == 150 to priority 999
                Summary: 2 reports, 2 different conflicts, both in your code

                """)
    }

    /// Reports with nothing to change are counted in the summary line, not listed.
    @Test func reportsWithoutAConflictAreCountedNotListed() async throws {
        let run = try await CommandRunTests.run(
            ["--brief", "SampleLogs/hidden-cause.log", "SampleLogs/stack-view.log"], environment: ["COLUMNS": ""])
        #expect(
            run.output == """
                SampleLogs/stack-view.log:1  conflict in TimerBannerView (vertical): lower TimerBannerView.height == 44 to priority 999
                Summary: 2 reports, 1 conflict, in your code; 1 report without one (run without --brief to see why)

                """)
    }

    /// The brief lines and the summary say whose each report is as the
    /// detail does: a report of Apple's cut before its conflict shows keeps
    /// its line inside Apple's views, and a passing first-layout conflict (the
    /// app's constraint against the engine's temporary size, "yours" in its
    /// list) is never summed up as "none in your code".
    @Test func briefAndSummarySayTheOwnersTheDetailSays() async throws {
        let mixed = try await CommandRunTests.run(
            ["--brief", "SampleLogs/apple/toolbar-cut.log", "SampleLogs/temporary-width.log", "SampleLogs/apple/action-sheet-width.log"],
            environment: ["COLUMNS": ""])
        #expect(
            mixed.output == """
                SampleLogs/apple/toolbar-cut.log:1  inside UIToolbar: laid out before it had a frame
                SampleLogs/temporary-width.log:1  conflict in RatingView (horizontal): passing first-layout size of RatingView
                SampleLogs/apple/action-sheet-width.log:1  conflict in UIView (horizontal): not your code (UIAlertController's action sheet)
                Summary: 3 reports, 2 conflicts: 1 inside UIAlertController's action sheet, 1 passing after the first layout; 1 report without one

                """)
        let passing = try await CommandRunTests.run(
            ["--brief", "SampleLogs/temporary-width.log", "SampleLogs/temporary-width.log"], environment: ["COLUMNS": ""])
        #expect(passing.output.hasSuffix("Summary: 2 reports, 1 conflict (seen 2 times), which passes after the first layout\n"))
        let detail = try await CommandRunTests.run(["SampleLogs/temporary-width.log"], environment: ["COLUMNS": ""])
        #expect(detail.output.contains("yours"))
        #expect(!detail.output.contains("none in your code"))
    }

    /// On every sample, as many lines as distinct conflicts and reports of Apple's
    /// cut before a conflict shows, and one more.
    @Test func everySampleGetsALinePerDistinctConflictAndOneMore() async throws {
        let folder = CommandRunTests.root.appendingPathComponent("SampleLogs")
        let logs = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".log") }.sorted()
        #expect(logs.count > 40)
        for log in logs {
            let brief = try await CommandRunTests.run(["--brief", "SampleLogs/" + log], environment: ["COLUMNS": ""])
            let json = try await CommandRunTests.run(["--json", "SampleLogs/" + log])
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any], "\(log)")
            let reports = try #require(document["reports"] as? [[String: Any]])
            let fingerprints = Set(
                reports.flatMap { ($0["conflicts"] as? [[String: Any]] ?? []).compactMap { $0["fingerprint"] as? String } })
            // A report cut before its conflict shows still says whose it is when that is Apple's.
            let applesUnshown = reports.filter { ($0["conflicts"] as? [Any])?.isEmpty == true && $0["owner"] as? String == "apple" }
            let lines = brief.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == fingerprints.count + applesUnshown.count + 1, "\(log): \(brief.output)")
            #expect(lines.last?.hasPrefix("Summary: ") == true, "\(log)")
        }
    }
}
