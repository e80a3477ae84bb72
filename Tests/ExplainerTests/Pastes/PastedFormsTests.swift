import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Pastes a website or editor damaged: each sample in
/// `SampleLogs/pastes/` is a clean sample's text, damaged the way its form
/// damages it, and must give the same analysis, with a note saying what
/// was repaired.
@Suite struct PastedFormsTests {
    struct Form: CustomTestStringConvertible, Sendable {
        let damaged: String
        let clean: String
        /// The notes on each report, saying what was read and how; nil for
        /// one note per wrapped entry (`this entry continues on the next line`).
        let notes: [[String]]?

        var testDescription: String { damaged }
    }

    private static func escaped(_ count: Int) -> String {
        "read \(count) entries whose `<` and `>` had been escaped as `\\<` and `\\>` (a Markdown editor)"
    }
    private static func stripped(_ count: Int) -> String {
        "read \(count) entries whose `<` `>` had been removed (a paste outside a code block); paste the log between ``` lines to keep them"
    }
    private static func json(_ events: String) -> String {
        "read from the eventMessage of \(events) (`log show --style json` or `log stream --style ndjson`)"
    }

    private static let oneLine =
        "read the one-line 'Will attempt to recover by breaking <…>.' as this report's broken constraint "
        + "(recent AppKit prints it just before the report)"

    private static let passedTestLine =
        "passed over 1 line of xcodebuild's test progress (`Test Case '…'`) printed in the middle of this report, "
        + "as parallel test runners do"

    /// One note per wrapped entry, by how many lines each continues on.
    private static func continues(_ lines: [Int]) -> [String] {
        lines.map { "this entry continues on the next \($0 == 1 ? "line" : "\($0) lines"); read as one" }
    }

    private static func pastPrefix(_ prefix: String) -> String {
        "read 3 blank and parenthesis lines past the prefix every line carries (`\(prefix)`, as a log viewer or CI service adds it)"
    }

    static let forms: [Form] = [
        // Rows copied from Console.app: type, time and process columns before each message.
        Form(damaged: "console-app-copy.log", clean: "two-conflicts.log", notes: [[], []]),
        // A log viewer's time and level on every line; the blank and `(` `)` lines read past it.
        Form(
            damaged: "viewer-prefixed.log", clean: "two-conflicts.log",
            notes: [[pastPrefix("19:22:36.982 | INFO |")], [pastPrefix("19:22:36.006 | INFO |")]]),
        // `xcodebuild test`: reports between test progress lines, one of them inside the second list.
        Form(damaged: "xcodebuild-test.log", clean: "two-conflicts.log", notes: [[], [passedTestLine]]),
        // A CI log's timestamp, and fastlane's prefix, on every line, blank ones included.
        Form(
            damaged: "ci-timestamped.log", clean: "two-conflicts.log",
            notes: [[pastPrefix("2026-11-25T10:00:01.1234567Z")], [pastPrefix("2026-11-25T10:00:01.1234567Z")]]),
        Form(
            damaged: "fastlane-prefixed.log", clean: "two-conflicts.log",
            notes: [[pastPrefix("[10:00:01]: ▸")], [pastPrefix("[10:00:01]: ▸")]]),
        // Wrapped at 76 columns at spaces, as mail does: entries, a label, the recovery, the header's prefix.
        Form(damaged: "mail-wrapped.log", clean: "two-conflicts.log", notes: nil),
        // Recent AppKit: the broken constraint on one line before each report, tied to it.
        Form(damaged: "appkit-one-line-recovery.log", clean: "appkit-two-reports.log", notes: [[oneLine], [oneLine]]),
        Form(damaged: "markdown-escaped.log", clean: "two-conflicts.log", notes: [[escaped(12)], [escaped(7)]]),
        Form(damaged: "tags-stripped.log", clean: "two-conflicts.log", notes: [[stripped(12)], [stripped(7)]]),
        // Rule 1: wrapped at 76 columns, the broken constraint's `>=` is last on its first line.
        Form(damaged: "default-margins-wrapped.log", clean: "default-margins.log", notes: [continues([2, 1, 2, 1, 2, 1, 1, 1])]),
        // Rule 2: escaped (`\<`, `\>`, `\_`) and wrapped at 72: escapes on continuation lines undone on the joined entry.
        Form(
            damaged: "keyboard-escaped-wrapped.log", clean: "keyboard-system-only.log",
            notes: [[escaped(7)] + continues([2, 2, 3, 3, 3, 2, 2])]),
        // Rule 3: tags stripped and wrapped at 76: bare entries joined and ended at their separator,
        // one's info `)` alone on a line.
        Form(
            damaged: "ios8-stripped-wrapped.log", clean: "ios8-no-active.log",
            notes: [[stripped(9)] + continues([2, 1, 1, 2])]),
        // Rules 4 and 1: Masonry keys start bare entries; `nameWidth`'s `>=` is last on its line (stripped, wrapped at 66).
        Form(
            damaged: "masonry-stripped-wrapped.log", clean: "masonry.log",
            notes: [[stripped(12)] + continues([2, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1])]),
        // The second report is split over two events.
        Form(damaged: "log-show-json.log", clean: "two-conflicts.log", notes: [[json("1 JSON log event")], [json("2 JSON log events")]]),
        // A third event is cut in the middle of its list: read as far as it goes, and said.
        Form(
            damaged: "log-stream-ndjson.log", clean: "two-conflicts.log",
            notes: [
                [json("1 JSON log event")], [json("1 JSON log event")],
                ["this JSON log event is cut short: its message was read up to the end of the line", json("1 JSON log event")],
            ]),
    ]

    /// What an analysis says, without where it was read: per report, each
    /// conflict's constraints, why and fix.
    private func answers(_ url: URL) throws -> [[String]] {
        PasteDamaging.answers(try readReports(url))
    }

    private func answers(_ reports: [Report]) -> [[String]] { PasteDamaging.answers(reports) }

    @Test(arguments: forms)
    func damagedAndCleanGiveTheSameAnalysis(_ form: Form) throws {
        let damaged = packageRoot.appendingPathComponent("SampleLogs/pastes/\(form.damaged)")
        let clean = packageRoot.appendingPathComponent("SampleLogs/\(form.clean)")
        let cleanAnswers = try answers(clean)
        #expect(Array(try answers(damaged).prefix(cleanAnswers.count)) == cleanAnswers)
        #expect(cleanAnswers.count == (form.clean == "two-conflicts.log" || form.clean == "appkit-two-reports.log" ? 2 : 1))
        let reports = try readReports(damaged)
        let cleanReports = try readReports(clean)
        let read = Array(reports.prefix(cleanReports.count))
        #expect(read.map(\.entries.count) == cleanReports.map(\.entries.count))
        #expect(read.map { $0.recovery?.constraint?.address } == cleanReports.map { $0.recovery?.constraint?.address })
        // The process is kept, from the console prefix or the JSON event.
        #expect(read.map(\.process) == cleanReports.map(\.process))
        // Each report says what was read and how: its list and its recovery entry.
        if let notes = form.notes {
            #expect(reports.map { $0.diagnostics.map(\.message) } == notes)
        } else {
            #expect(reports.allSatisfy { !$0.diagnostics.isEmpty })
            #expect(reports.allSatisfy { $0.diagnostics.allSatisfy { $0.message.hasPrefix("this entry continues on the next") } })
        }
        #expect(cleanReports.allSatisfy { $0.diagnostics.isEmpty })
    }

    /// Each rule's sample's clean text, damaged the same way in
    /// code and wrapped at each width mail and `fold -s` wrap at, reads as the clean text.
    struct Wrapping: CustomTestStringConvertible, Sendable {
        let form: String
        let clean: String
        let damage: @Sendable (String) -> String
        let width: Int

        var testDescription: String { "\(form) at \(width)" }
    }

    static let wrappings: [Wrapping] = [60, 72, 76].flatMap { width in
        [
            Wrapping(form: "default-margins-wrapped.log", clean: "default-margins.log", damage: { $0 }, width: width),
            Wrapping(
                form: "keyboard-escaped-wrapped.log", clean: "keyboard-system-only.log", damage: PasteDamaging.markdownEscaped, width: width
            ),
            Wrapping(form: "ios8-stripped-wrapped.log", clean: "ios8-no-active.log", damage: PasteDamaging.tagsStripped, width: width),
            Wrapping(form: "masonry-stripped-wrapped.log", clean: "masonry.log", damage: PasteDamaging.tagsStripped, width: width),
        ]
    }

    @Test(arguments: wrappings)
    func eachRulesSampleReadsTheSameWrappedAtEachWidth(_ wrapping: Wrapping) throws {
        let cleanURL = packageRoot.appendingPathComponent("SampleLogs/\(wrapping.clean)")
        let clean = try String(contentsOf: cleanURL, encoding: .utf8)
        let cleanReports = try readReports(cleanURL)
        let reports = LogScanner.reports(in: PasteDamaging.wrapped(wrapping.damage(clean), at: wrapping.width), source: wrapping.form)
        #expect(answers(reports) == answers(cleanReports))
        #expect(reports.map(\.entries.count) == cleanReports.map(\.entries.count))
        #expect(reports.map { $0.recovery?.constraint?.address } == cleanReports.map { $0.recovery?.constraint?.address })
        #expect(reports.allSatisfy { $0.diagnostics.allSatisfy { !$0.isError } })
    }

    @Test func aOneLineRecoveryAloneIsReadAndSaysWhatItShows() throws {
        let reports = LogScanner.reports(
            in: "2026-03-05 14:22:31.907112+0100 Ledger[7731:415092] [Layout] Will attempt to recover by breaking "
                + "<NSLayoutConstraint:0x6000031bf660 NSImageView:0x7fd7bf825fd0.width == 16   (active)>.\n"
                + "2026-03-05 14:22:31.907200+0100 Ledger[7731:415092] [Network] GET /items 200\n")
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.recovery?.constraint?.address == "0x6000031bf660")
        #expect(report.process == "Ledger")
        let analysis = ReportAnalyzer.analyze(report)
        #expect(analysis.verdict == .unreadable)
        // Said with the constraint named as the list names views, never by its addresses.
        #expect(
            ReportExplanation(analysis, detail: []).sentences == [
                "The input holds only the constraint AppKit broke, NSImageView.width == 16, and not the list of "
                    + "constraints around it; paste the whole report, with its list."
            ])
    }
}
