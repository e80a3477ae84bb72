import Testing

/// `--brief`: one line per distinct conflict, then the summary (issue 15).
@Suite struct BriefTests {
    @Test func aLinePerDistinctConflictThenTheSummary() throws {
        let run = try CommandRunTests.run(["--brief", "SampleLogs/console-session.log"], environment: ["COLUMNS": ""])
        #expect(run.status == 0)
        #expect(
            run.output == """
                SampleLogs/console-session.log:8  conflict in UIView (horizontal): lower UIImageView.width == 64 to priority 999 (x2)
                SampleLogs/console-session.log:29  conflict in ToastView (vertical): turn off the autoresizing mask of ToastView

                Summary: 3 reports (2 distinct), 2 conflicts (2 distinct); of the distinct reports, 2 with a conflict in your code
                  x2  SampleLogs/console-session.log:8 — UIView (horizontal): lower UIImageView.width == 64 to priority 999
                  x1  SampleLogs/console-session.log:29 — ToastView (vertical): turn off the autoresizing mask of ToastView

                """)
    }

    @Test func aReportWithSeveralConflictsGetsALineEach() throws {
        let run = try CommandRunTests.run(["--brief", "SampleLogs/two-conflicts.log"], environment: ["COLUMNS": ""])
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(lines.map { $0.split(separator: " ")[1...2].joined(separator: " ") } == ["conflict 1", "conflict 2", "conflict in"])
    }
}
