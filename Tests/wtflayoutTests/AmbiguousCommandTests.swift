import Foundation
import Testing

/// `wtflayout ambiguous`: a pasted `_autolayoutTrace` read and explained.
@Suite struct AmbiguousCommandTests {
    @Test func eachAmbiguousViewIsExplained() async throws {
        let run = try await CommandRunTests.run(
            ["ambiguous", "--no-color", "SampleLogs/traces/ambiguous-buttons.txt"], environment: ["COLUMNS": ""])
        #expect(run.status == 0)
        #expect(
            run.output == """
                SampleLogs/traces/ambiguous-buttons.txt:3  _autolayoutTrace: 5 views with an ambiguous layout
                  TripBadgeView (0x7fb4c2f0e210), line 15: Nothing fixes its horizontal position and width. Pin both its leading and trailing edges to UIView (0x7fb4c2f06e10), its superview, or give it a width and pin one edge or its centerX.
                  UILabel '3 days' (0x7fb4c2f0f5d0), line 16: Nothing fixes its vertical position. Pin its top, bottom or centerY anchor to TripBadgeView (0x7fb4c2f0e210), its superview, to place it.
                  UIButton 'Retry' (0x7fb4c2f11c40), line 17: Nothing fixes its horizontal and vertical position. Pin one of its leading, trailing or centerX anchors and one of its top, bottom or centerY anchors to UIView (0x7fb4c2f06e10), its superview, to place it.
                  _UILayoutGuide (0x7fb4c2f13a20), line 19: Nothing fixes its vertical position. It is one of Apple's own views: nothing in your code places it.
                  UIImageView (0x7fb4c2f18120), line 23: Nothing fixes its height. Give it a height constraint, or pin both its top and bottom edges to UIView (0x7fb4c2f16f90), its superview, to size it.
                  UIView (0x7fb4c2f16f90), line 22, is marked MISSING HOST CONSTRAINTS.

                A trace taken before layout has finished can mark views that end up placed: take it once the screen shows.

                """)
    }

    @Test func jsonHoldsTheSameViews() async throws {
        let trace = try String(
            contentsOf: CommandRunTests.root.appendingPathComponent("SampleLogs/traces/ambiguous-buttons.txt"), encoding: .utf8)
        let run = try await CommandRunTests.run(["ambiguous", "--json"], input: trace)
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let traces = try #require(root["traces"] as? [[String: Any]])
        let views = try #require(traces.first?["views"] as? [[String: Any]])
        #expect(views.map { $0["class"] as? String } == ["TripBadgeView", "UILabel", "UIButton", "_UILayoutGuide", "UIImageView"])
        #expect(
            views.map { $0["free"] as? [String] } == [
                ["horizontalPosition", "width"], ["verticalPosition"], ["horizontalPosition", "verticalPosition"], ["verticalPosition"],
                ["height"],
            ])
        #expect(views.map { $0["apples"] as? Bool } == [false, false, false, true, false])
        #expect((traces.first?["source"] as? [String: Any])?["file"] as? String == "<stdin>")
    }

    /// The reading command finds no conflict in a trace, and says which command explains it.
    @Test func theReadingCommandPointsToAmbiguous() async throws {
        let run = try await CommandRunTests.run(["SampleLogs/traces/ambiguous-ios7.txt"])
        #expect(
            run.error
                == "wtflayout: SampleLogs/traces/ambiguous-ios7.txt: no Auto Layout conflict report found; it holds an "
                + "_autolayoutTrace, which `wtflayout ambiguous SampleLogs/traces/ambiguous-ios7.txt` explains\n")
        let conflicts = try await CommandRunTests.run(["SampleLogs/hidden-cause.log"])
        #expect(!conflicts.error.contains("_autolayoutTrace"))
    }

    @Test func textWithoutATraceIsSaidSo() async throws {
        let run = try await CommandRunTests.run(["ambiguous", "SampleLogs/two-conflicts.log"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("wtflayout: SampleLogs/two-conflicts.log: no _autolayoutTrace found"))
        let missing = try await CommandRunTests.run(["ambiguous", "no-such.txt"])
        #expect(missing.status == 2)
        #expect(missing.error == "wtflayout: no-such.txt: cannot read the file\n")
        let option = try await CommandRunTests.run(["ambiguous", "--brief"])
        #expect(option.status == 2)
        #expect(option.error == "wtflayout: ambiguous takes --json, --no-color and a file (or - for standard input), not '--brief'\n")
    }
}
