import Testing

@testable import LogParser

/// A list printed without parentheses shows its end only by the recovery
/// part or the trailer after it.
@Suite struct UnparenthesizedListTests {
    private let header = """
        2013-02-11 09:14:52.201 Notes[311:c07] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
        """
    private let entries = """
            "<NSLayoutConstraint:0x7572e60 H:|-(20)-[UILabel:0x7571d30]   (Names: '|':UIView:0x7571c40 )>",
            "<NSLayoutConstraint:0x7572ea0 H:[UILabel:0x7571d30(300)]>"
        """

    @Test func withoutARecoveryPartTheListIsCut() throws {
        let found = LogScanner.reports(in: header + "\n" + entries + "\n\nSync finished\n", source: "notes.log")
        let report = try #require(found.first)
        #expect(found.count == 1)
        #expect(report.entries.count == 2)
        #expect(report.gaps == [.listUnterminated])
    }

    @Test func aRecoveryPartEndsIt() throws {
        let recovery = "\n\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x7572ea0 H:[UILabel:0x7571d30(300)]>\n"
        let report = try #require(LogScanner.reports(in: header + "\n" + entries + recovery, source: "notes.log").first)
        #expect(report.gaps.isEmpty)
        #expect(report.recovery?.address == "0x7572ea0")
    }

    @Test func parenthesesEndIt() throws {
        let text = header + "\n(\n" + entries + "\n)\n\nSync finished\n"
        let report = try #require(LogScanner.reports(in: text, source: "notes.log").first)
        #expect(report.gaps.isEmpty)
    }

    /// A list a library prints as an array, in brackets: one report with its recovery part.
    @Test func bracketsOpenAndCloseIt() throws {
        let text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            [
            	<NSLayoutConstraint:0x604000281900 UITableViewCellContentView:0x7fa19ec34030.width == 375>,
            	<NSLayoutConstraint:0x60400028ca80 UITableViewCellContentView:0x7fa19ec34030.width == 0>
            ]

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x604000281900 UITableViewCellContentView:0x7fa19ec34030.width == 375>
            """
        let found = LogScanner.reports(in: text, source: "brackets.log")
        #expect(found.count == 1)
        let report = try #require(found.first)
        #expect(report.entries.count == 2)
        #expect(report.gaps.isEmpty)
        #expect(report.brokenEntryIndex == 0)
    }
}
