import Testing

/// `--brief`: one line per distinct conflict, then the summary (issue 15).
@Suite struct BriefTests {
    @Test func aLinePerDistinctConflictThenTheSummary() async throws {
        let run = try await CommandRunTests.run(["--brief", "SampleLogs/console-session.log"], environment: ["COLUMNS": ""])
        #expect(run.status == 0)
        #expect(
            run.output == """
                SampleLogs/console-session.log:8  conflict in UIView (horizontal): lower UIImageView.width == 64 to priority 999 (x2)
                SampleLogs/console-session.log:29  conflict in ToastView (vertical): turn off the autoresizing mask of ToastView

                Summary: 3 reports (2 distinct) holding 2 conflicts (2 distinct); of the distinct reports, 2 with a conflict in your code
                  x2  SampleLogs/console-session.log:8 — UIView (horizontal): lower UIImageView.width == 64 to priority 999
                  x1  SampleLogs/console-session.log:29 — ToastView (vertical): turn off the autoresizing mask of ToastView

                  Views:
                    UIImageView   UIImageView 0x7fa0c3e1b8a0
                    UIView        UIView 0x7fa0c3e1b5d0
                    ToastView     Recipes.ToastView 0x7fa0c3d0e870, your class

                """)
    }

    @Test func aReportWithSeveralConflictsGetsALineEach() async throws {
        let run = try await CommandRunTests.run(["--brief", "SampleLogs/two-conflicts.log"], environment: ["COLUMNS": ""])
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(lines.map { $0.split(separator: " ")[1...2].joined(separator: " ") } == ["conflict 1", "conflict 2", "conflict in"])
    }

    /// With several inputs, one legend for the run, each view once, named
    /// across the inputs: the third plain `UIView` of the run is `UIView #3`.
    @Test func oneLegendForTheRun() async throws {
        let run = try await CommandRunTests.run(
            ["--brief", "SampleLogs/shared-views.log", "SampleLogs/console-session.log"], environment: ["COLUMNS": ""])
        #expect(run.status == 0)
        #expect(
            run.output == """
                SampleLogs/shared-views.log:1  conflict in UITableViewCellContentView (horizontal): lower UILabel 'Total'.width == 200 to priority 999
                SampleLogs/shared-views.log:23  conflict in UITableViewCellContentView (vertical): lower UITableViewCellContentView.bottom == UIView #2.bottom + 12 to priority 999
                SampleLogs/console-session.log:8  conflict in UIView #3 (horizontal): lower UIImageView.width == 64 to priority 999 (x2)
                SampleLogs/console-session.log:29  conflict in ToastView (vertical): turn off the autoresizing mask of ToastView

                Summary: 5 reports (4 distinct) holding 4 conflicts (4 distinct); of the distinct reports, 4 with a conflict in your code
                  x2  SampleLogs/console-session.log:8 — UIView #3 (horizontal): lower UIImageView.width == 64 to priority 999
                  x1  SampleLogs/shared-views.log:1 — UITableViewCellContentView (horizontal): lower UILabel 'Total'.width == 200 to priority 999
                  x1  SampleLogs/shared-views.log:23 — UITableViewCellContentView (vertical): lower UITableViewCellContentView.bottom == UIView #2.bottom + 12 to priority 999
                  x1  SampleLogs/console-session.log:29 — ToastView (vertical): turn off the autoresizing mask of ToastView

                  Views:
                    UITableViewCellContentView  UITableViewCellContentView 0x7f9a1c40e100
                    UILabel 'Total'             UILabel 0x7f9a1c40e700
                    UIImageView                 UIImageView 0x7fa0c3e1b8a0
                    UIView #3                   UIView 0x7fa0c3e1b5d0
                    ToastView                   Recipes.ToastView 0x7fa0c3d0e870, your class

                """
        )
    }
}
