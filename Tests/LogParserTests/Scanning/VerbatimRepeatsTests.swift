import Testing

@testable import LogParser

/// A UIKit report as a UI-test log prints it at every layout pass: the
/// header line's timestamp changes, the rest is the same bytes.
private func report(
    at time: String = "10:00:00.100000", category: String = "[LayoutConstraints] ",
    height: Int = 24, extraEntry: String? = nil, recoveryLineEnd: String = "", lineEnd: String = "\n"
) -> String {
    """
    2026-03-01 \(time)+0100 Recipes[4821:1193456] \(category)Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (\(extraEntry.map { "\n    \"\($0)\"," } ?? "")
        "<NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height == \(height)   (active)>",
        "<NSLayoutConstraint:0x608000687440 V:|-(21)-[UIStackView:0x7fa4d0dece70]   (active, names: '|':UIView:0x7fa4d0df1370 )>",
        "<NSLayoutConstraint:0x608000687490 V:[UIStackView:0x7fa4d0dece70]-(8)-|   (active, names: '|':UIView:0x7fa4d0df1370 )>",
        "<NSLayoutConstraint:0x6080006874e0 'UIView-Encapsulated-Layout-Height' UIView:0x7fa4d0df1370.height == 44   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height == \(height)   (active)>\(recoveryLineEnd)

    """.replacingOccurrences(of: "\n", with: lineEnd)
}

private let unreadable = "<NSLayoutConstraint:0x60800068ffff UIView:0x7fa4d0df1370.height == >"
private let unbound = "<NSLayoutConstraint:0x60800068eeee homeLarge.width == 40   (active)>"

private func twice(_ text: String) -> String { text + text }
private func thrice(_ text: String) -> String { text + text + text }

private let noise = "2026-03-01 10:00:00.223456+0100 Recipes[4821:1193456] viewDidAppear: RecipeListViewController\n"

/// Scans `text` in chunks of `chunk` bytes (nil: whole), returning the scanner too.
private func scan(_ text: String, chunk: Int? = nil) -> (reports: [Report], scanner: LogScanner) {
    var scanner = LogScanner(source: "ui-test.log")
    let bytes = Array(text.utf8)
    let size = chunk ?? max(bytes.count, 1)
    var reports: [Report] = []
    var start = 0
    while start < bytes.count {
        reports += scanner.scan(Array(bytes[start..<min(start + size, bytes.count)]))
        start += size
    }
    return (reports + scanner.finish(), scanner)
}

@Suite struct VerbatimRepeatsTests {
    /// A text is kept from its second reading on; the third is skipped.
    @Test func aRepeatIsSkippedAndReadsAsTheFirstDoesLinesApart() throws {
        let text = report() + noise + noise + report(at: "10:00:01.500000") + report(at: "10:00:02.000000") + noise
        let (reports, scanner) = scan(text)
        try #require(reports.count == 3)
        #expect(scanner.verbatimRepeats == 1)
        #expect(scanner.linesRead == 45)
        let (first, second, third) = (reports[0], reports[1], reports[2])
        #expect(reports.map(\.startLine) == [1, 17, 31])
        #expect(reports.map(\.endLine) == [14, 30, 44])
        #expect(second.entries.map(\.line) == first.entries.map { $0.line + 16 })
        #expect(second.entries.map(\.parsed) == first.entries.map(\.parsed))
        #expect(second.recovery?.line == 30)
        #expect(third.lines.map(\.number) == Array(31...44))
        // Each keeps its own header line; the rest is the first's text.
        #expect(second.lines[0].text.hasPrefix("2026-03-01 10:00:01.500000"))
        #expect(Array(second.lines.dropFirst().map(\.text)) == Array(first.lines.dropFirst().map(\.text)))
        let firstText = try #require(first.text)
        #expect(second.text == firstText && third.text === second.text)
    }

    /// The skipped repeats are exactly what reading every line gives: chunks
    /// too small to hold a report's lines are read line by line.
    @Test(arguments: [1, 7, 64, 300, 1_000, 4_096])
    func chunkingDoesNotChangeWhatIsRead(chunk: Int) {
        let text =
            report() + noise + report(at: "10:00:01.5") + report(height: 30) + report(at: "11:00:00")
            + report(category: "") + report(category: "[Layout] ") + report(at: "12:00:00")
            + thrice(report(extraEntry: unreadable)) + thrice(report(extraEntry: unbound))
        let whole = scan(text)
        let pieces = scan(text, chunk: chunk)
        #expect(pieces.reports == whole.reports)
        #expect(whole.scanner.verbatimRepeats == 4)
        #expect(pieces.scanner.linesRead == whole.scanner.linesRead)
        if chunk < 512 { #expect(pieces.scanner.verbatimRepeats == 0) }
    }

    /// Notes move with the repeat: an unreadable entry's error, an unbound name's note.
    @Test func aRepeatsNotesAreOnItsOwnLines() throws {
        let (reports, scanner) = scan(
            report(extraEntry: unreadable) + noise + report(at: "10:00:03", extraEntry: unreadable)
                + report(at: "10:00:04", extraEntry: unreadable) + thrice(report(extraEntry: unbound)))
        try #require(reports.count == 6)
        #expect(scanner.verbatimRepeats == 2)
        #expect(reports.map { $0.diagnostics.map(\.line) } == [[7], [23], [38], [53], [68], [83]])
        #expect(reports[2].diagnostics.map(\.message) == reports[0].diagnostics.map(\.message))
        #expect(reports[2].diagnostics[0].message.hasPrefix("expected a value after '=='"))
        #expect(
            reports[5].diagnostics[0].message == "'homeLarge' is not bound in the entry's names:, so it cannot be matched to other entries")
    }

    /// More texts than are kept: the oldest templates are dropped (and the
    /// list of them compacted) while the latest still skip their repeats.
    @Test func templatesBeyondTheCapacityAreDropped() throws {
        let count = VerbatimRepeats.capacity + 1_100
        let text = (0..<count).map { thrice(report(height: $0)) }.joined() + report(height: 0) + report(height: count - 1)
        let (reports, scanner) = scan(text)
        try #require(reports.count == 3 * count + 2)
        // Every third reading skipped, then the first text (long dropped) read
        // anew and the last skipped again.
        #expect(scanner.verbatimRepeats == count + 1)
        #expect(reports.suffix(2).map { $0.entries[0].constraint?.equation.constantValue } == [0, Double(count - 1)])
        #expect(reports.suffix(2).map(\.startLine) == [3 * count * 14 + 1, 3 * count * 14 + 15])
    }

    @Test func whatTheHeaderLinesPrefixNamesIsPartOfTheText() throws {
        let (reports, scanner) = scan(report() + report(category: "[Layout] ") + report(category: ""))
        #expect(reports.map(\.platform) == [.uiKit, .appKit, .uiKit])
        #expect(scanner.verbatimRepeats == 0)
        let texts = try reports.map { try #require($0.text) }
        #expect(texts[0] != texts[1] && texts[0] != texts[2] && texts[1] != texts[2])
    }

    @Test func aNearRepeatIsReadInFull() throws {
        let (reports, scanner) = scan(report() + report(height: 25))
        #expect(scanner.verbatimRepeats == 0)
        #expect(reports.map { $0.entries[0].constraint?.equation.constantValue } == [24, 25])
        #expect(reports[0].text != reports[1].text)
    }

    /// A report is given a text only when nothing outside its lines can
    /// change how it reads. Each input holds two alike reports; the second has no text.
    @Test(arguments: [
        ("header and preamble on one line", twice(report().replacingOccurrences(of: "constraints.\n\t", with: "constraints. "))),
        (
            "no recovery: it ends at the next line",
            twice(report().split(separator: "\n", omittingEmptySubsequences: false).prefix(13).joined(separator: "\n") + "\n" + noise)
        ),
        ("CRLF line ends", twice(report(lineEnd: "\r\n"))),
        (
            "a constraint listed twice (its note quotes line numbers)",
            twice(
                report().replacingOccurrences(
                    of: "(\n",
                    with:
                        "(\n    \"<NSLayoutConstraint:0x6080006874e0 'UIView-Encapsulated-Layout-Height' UIView:0x7fa4d0df1370.height == 44   (active)>\",\n"
                ))
        ),
        ("the input ends on its last line, with no line end", report() + report().dropLast()),
    ])
    func noTextWhenSomethingOutsideItsLinesCounts(_ example: (name: String, text: String)) throws {
        let (reports, scanner) = scan(example.text)
        try #require(reports.count == 2, "\(example.name)")
        #expect(reports[1].text == nil, "\(example.name)")
        #expect(scanner.verbatimRepeats == 0, "\(example.name)")
    }

    /// A last line that also holds a whole second report (here an entry and a
    /// trailer): skipping the text would lose the second report.
    @Test(arguments: [
        report(
            recoveryLineEnd:
                " <NSLayoutConstraint:0x1 UIView:0x2.width == 10> Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"),
        // The header line's first 256 bytes end in `(`: the next line's entry
        // starts a second report back on the header line (look-back).
        "(" + String(repeating: " ", count: 300) + "Unable to simultaneously satisfy constraints.\n<private> "
            + "<NSLayoutConstraint:0x1 UIView:0x2.width == 10> Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"
            + String(repeating: " ", count: 600) + "\n",
    ])
    func aLastLineHoldingAnotherReportIsNotKept(_ report: String) throws {
        let text = thrice(report)
        let whole = scan(text)
        #expect(whole.reports.count == 6)
        #expect(whole.reports.allSatisfy { $0.text == nil })
        #expect(whole.scanner.verbatimRepeats == 0)
        #expect(scan(text, chunk: 1).reports == whole.reports)
    }

    @Test func aLineCutShortLeavesTheReportWithoutText() throws {
        var scanner = LogScanner(source: "t", maxLineLength: 120)
        let reports = scanner.scan(Array((report() + report()).utf8)) + scanner.finish()
        try #require(reports.count == 2)
        #expect(reports.allSatisfy { $0.text == nil })
        #expect(scanner.verbatimRepeats == 0)
    }

    /// What follows a repeat is read as it comes: here the next report's header.
    @Test func whatFollowsARepeatIsReadAfresh() throws {
        let folded = "Unable to simultaneously satisfy constraints: (\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\")\n"
        let (reports, scanner) = scan(report() + noise + report(at: "10:00:09") + report(at: "10:00:10") + folded)
        #expect(scanner.verbatimRepeats == 1)
        #expect(reports.map(\.startLine) == [1, 16, 30, 44])
        #expect(reports[3].entries.first?.constraint?.equation.constantValue == 10)
    }
}
