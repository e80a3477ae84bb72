import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// `xcodebuild test` output: a report keeps the test that was
/// running when it was printed, and test progress lines are never a report's.
@Suite struct XcodebuildOutputTests {
    @Test func eachReportKeepsTheTestThatPrintedIt() throws {
        let reports = try readReports(packageRoot.appendingPathComponent("SampleLogs/pastes/xcodebuild-test.log"))
        #expect(
            reports.map(\.testCase) == [
                "-[ShelfTests.RecipeCellTests testCompactWidth]", "-[ShelfTests.RecipeCellTests testTimerBanner]",
            ])
        // The line another runner printed inside the second list is not quoted back as the report's.
        #expect(reports[1].lines.allSatisfy { !$0.text.contains("Test Case") })
        #expect(reports[1].entries.count == 6)
    }

    @Test func progressLinesAreRecognisedInEachForm() {
        let lines: [(String, XCTestLine?)] = [
            ("Test Case '-[ShelfTests.LoginTests testLayout]' started.", .caseStarted(name: "-[ShelfTests.LoginTests testLayout]")),
            (
                "Test Case '-[ShelfTests.LoginTests testLayout]' passed (0.512 seconds).",
                .caseEnded(name: "-[ShelfTests.LoginTests testLayout]")
            ),
            (
                "Test case 'LoginTests.testLayout()' passed on 'Clone 1 of iPhone 15 - Shelf (4242)' (0.5 seconds)",
                .caseEnded(name: "LoginTests.testLayout()")
            ),
            ("2026-11-25T10:00:01.1234567Z Test Case '-[A b]' started.", .caseStarted(name: "-[A b]")),
            ("Test Suite 'All tests' started at 2026-03-03 19:22:35.102.", .suite),
            ("Test case 'X.y()' started.", .caseStarted(name: "X.y()")),
            // Not progress lines: a test named in a sentence, a cut name, a
            // capital `TEST` the scanner's search does not find.
            ("TEST CASE 'x' started.", nil),
            // A label in an entry that reads like one.
            ("    \"<NSLayoutConstraint:0x1 UILabel:0x2'Run Test Suite 'Smoke''.width == 10   (active)>\",", nil),
            ("The Test Case 'x' is", nil),
            ("Test Case '", nil),
            ("<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>", nil),
        ]
        for (line, expected) in lines {
            #expect(XCTestLine(Array(line.utf8)) == expected, "\(line)")
        }
    }

    @Test func aTestThatEndsTakesItsNameAwayFromLaterReports() {
        let header =
            "2026-03-03 19:22:36.981534+0100 Shelf[30118:2052267] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        let list =
            "(\n    \"<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>\",\n"
            + "    \"<NSLayoutConstraint:0x6002 UIView:0x7f01.width == 20   (active)>\"\n)\n\n"
        let text =
            "Test Case '-[T a]' started.\n" + header + list
            + "Test Case '-[T a]' passed (0.1 seconds).\n" + header + list
        let reports = LogScanner.reports(in: text)
        #expect(reports.map(\.testCase) == ["-[T a]", nil])
    }

    @Test func aProgressLineCutAcrossChunksIsStillSeen() {
        let text =
            "noise\nTest Case '-[T a]' started.\nxxxxxxxxxxxx TEST CASE 'x' started.\n"
            + "2026-03-03 19:22:36.981534+0100 Shelf[30118:2052267] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            + "(\n    \"<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 10   (active)>\"\n)\n"
        let bytes = Array(text.utf8)
        for cut in 1..<bytes.count {
            var scanner = LogScanner(source: "x")
            var reports = scanner.scan(Array(bytes[..<cut]))
            reports += scanner.scan(Array(bytes[cut...]))
            reports += scanner.finish()
            #expect(reports.map(\.testCase) == ["-[T a]"], "cut at \(cut)")
        }
    }

    @Test func everyFormatSaysWhichTestPrintedTheReport() throws {
        let reports = try readReports(
            packageRoot.appendingPathComponent("SampleLogs/pastes/xcodebuild-test.log"), source: "xcodebuild.log")
        let groups = ReportGroup.group(reports)
        let sentence = "Printed while the test -[ShelfTests.RecipeCellTests testCompactWidth] ran."
        let text = TextRenderer().render(groups, diagnostics: []).split(separator: "\n").map(String.init)
        #expect(Array(text.prefix(2)).last == "  " + sentence)
        #expect(
            MarkdownRenderer().render(groups, diagnostics: [])
                .contains("\n\nPrinted while the test `-[ShelfTests.RecipeCellTests testCompactWidth]` ran.\n\n"))
        #expect(
            HTMLRenderer(title: "xcodebuild.log").render(groups, diagnostics: [])
                .contains("<p class=\"muted\">Printed while the test <code>-[ShelfTests.RecipeCellTests testCompactWidth]</code> ran.</p>"))
        #expect(JSONRenderer().render(groups, diagnostics: []).contains("\"testCase\": \"-[ShelfTests.RecipeCellTests testTimerBanner]\""))
    }
}
