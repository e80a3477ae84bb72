import Testing

@testable import LogParser

/// Recent AppKit prints a conflict twice: `Conflicting constraints detected:
/// (…).`, a one-line recovery, then the classic report with the same list.
/// One report, with the recovery; a list that differs stays a report of its own.
struct ListPrintedTwiceTests {
    static let list = """
            "<NSLayoutConstraint:0x7b140008f160 NSView:0x7b5400131000.width >= 240   (active)>",
            "<NSLayoutConstraint:0x7b140007a8f0 NSImageView:0x7b58000e4900.width == 200   (active)>",
            "<NSLayoutConstraint:0x7b14000b6d50 H:|-(0)-[NSImageView:0x7b58000e4900]-(0)-|   (active, names: '|':NSView:0x7b5400131000 )>"
        """

    static func printout(second: String = list) -> String {
        "Conflicting constraints detected: (\n\(list)\n).\n\n"
            + "Will attempt to recover by breaking <NSLayoutConstraint:0x7b140007a8f0 NSImageView:0x7b58000e4900.width == 200   (active)>.\n"
            + "Unable to simultaneously satisfy constraints:\n(\n\(second)\n)\n\n"
            + "Will attempt to recover by breaking constraint \n"
            + "<NSLayoutConstraint:0x7b140007a8f0 NSImageView:0x7b58000e4900.width == 200   (active)>\n"
    }

    @Test func theTwoCopiesAreOneReport() throws {
        let reports = LogScanner.reports(in: Self.printout(), source: "mac.log")
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.entries.count == 3)
        #expect(report.recovery?.constraint?.address == "0x7b140007a8f0")
        #expect(report.startLine == 2)
        #expect(report.isComplete)
        #expect(report.diagnostics.contains { $0.line == 2 && $0.message.hasPrefix("the same list is printed again from line 7,") })
    }

    @Test func anotherListStaysAReportOfItsOwn() {
        let other = Self.list.replacingOccurrences(of: "width >= 240", with: "width >= 260")
            .replacingOccurrences(of: "0x7b140008f160", with: "0x7b140008f999")
        let reports = LogScanner.reports(in: Self.printout(second: other), source: "mac.log")
        #expect(reports.map(\.startLine) == [2, 7])
        #expect(reports[0].recovery == nil)
    }

    /// A report without a recovery is held for its copy, and given out at the end when none comes.
    @Test func aLoneReportWithoutRecoveryIsGivenOutAtTheEnd() {
        var scanner = LogScanner(source: "cut.log")
        let text = "Unable to simultaneously satisfy constraints:\n(\n\(Self.list)\n)\n"
        let early = scanner.scan(Array(text.utf8))
        let late = scanner.finish()
        #expect(early.count + late.count == 1)
        #expect((early + late).first?.entries.count == 3)
    }
}
