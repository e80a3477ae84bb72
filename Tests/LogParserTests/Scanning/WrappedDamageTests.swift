import Testing

@testable import LogParser

/// Entries a paste both damaged and wrapped: each reads as the
/// same entry unwrapped and undamaged.
@Suite struct WrappedDamageTests {
    private static let header = "Unable to simultaneously satisfy constraints.\n(\n"

    private func entries(_ list: String) -> [String] {
        let reports = LogScanner.reports(in: Self.header + list + "\n)\n", source: "paste.txt")
        return reports.flatMap { $0.entries.map(\.text) }
    }

    private let relation = "<NSLayoutConstraint:0x1 UILabel:0xa.width >= 190   (active)>"
    private let other = "<NSLayoutConstraint:0x2 UILabel:0xa.width == 100   (active)>"

    /// Rule 1: a `>=` left last on a line, on the entry's first line or a
    /// continuation line, with or without the blank a wrap leaves, is a relation.
    @Test(arguments: [
        "    \"<NSLayoutConstraint:0x1 UILabel:0xa.width >=\n190   (active)>\",",
        "    \"<NSLayoutConstraint:0x1 UILabel:0xa.width >= \n190   (active)>\",",
        "    \"<NSLayoutConstraint:0x1\nUILabel:0xa.width >=\n190   (active)>\",",
        "    \"<NSLayoutConstraint:0x1 UILabel:0xa.width\n>= 190   (active)>\",",
        "    \\<NSLayoutConstraint:0x1 UILabel:0xa.width \\>=\n190   (active)\\>,",
        "    NSLayoutConstraint:0x1 UILabel:0xa.width >=\n190   (active),",
        "    NSLayoutConstraint:0x1\nUILabel:0xa.width >=\n190   (active),",
    ])
    func aRelationLastOnALineNeverEndsTheEntry(_ wrapped: String) {
        let second = wrapped.contains("\\<") ? #"    \<NSLayoutConstraint:0x2 UILabel:0xa.width == 100   (active)\>"# : "    \"\(other)\""
        let bare = wrapped.hasPrefix("    NSLayout")
        #expect(
            entries(wrapped + "\n" + (bare ? "    NSLayoutConstraint:0x2 UILabel:0xa.width == 100   (active)" : second)) == [
                relation, other,
            ])
    }

    /// Rule 2: an escaped entry wrapped over lines reads as it would unwrapped,
    /// escapes on its continuation lines undone too; so do the report's
    /// escaped quote markers (`\>`) around it.
    @Test func aWrappedEscapedEntryReadsAsAnUnwrappedOne() throws {
        let text = #"""
            \> Unable to simultaneously satisfy constraints.
            \> (
            \>     "\<NSLayoutConstraint:0x1 V:|-(8)-\[UILabel:0xa'A
            B'\]   (active, names: '|':\_UITableViewHeaderFooterContentView:0xb
            )\>",
            \>     "\<NSLayoutConstraint:0x2 UILabel:0xa'A B'.height == 20   (active)\>"
            \> )
            \>
            \> Will attempt to recover by breaking constraint
            \> \<NSLayoutConstraint:0x2 UILabel:0xa'A B'.height == 20   (active)\>
            """#
        let reports = LogScanner.reports(in: text, source: "paste.txt")
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(
            report.entries.map(\.text) == [
                "<NSLayoutConstraint:0x1 V:|-(8)-[UILabel:0xa'A B']   (active, names: '|':_UITableViewHeaderFooterContentView:0xb )>",
                "<NSLayoutConstraint:0x2 UILabel:0xa'A B'.height == 20   (active)>",
            ])
        #expect(report.recovery?.constraint?.address == "0x2")
        #expect(
            report.diagnostics.map(\.message) == [
                "read 3 entries whose `<` and `>` had been escaped as `\\<` and `\\>` (a Markdown editor)",
                "this entry continues on the next 2 lines; read as one",
            ])
    }

    /// Rule 3: a bare entry wrapped over lines (a number alone, its info's
    /// `)` alone) is joined as a tagged one, and ends at its separator.
    @Test func aWrappedBareEntryIsJoined() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0xa'Departures']   (Names: '|':UIView:0xb
            )",
                "NSLayoutConstraint:0x2 UILabel:0xa'Departures'.width ==
            240",
                "NSLayoutConstraint:0x3 UIView:0xb.width == 100"
            )

            Will attempt to recover by breaking constraint
            NSLayoutConstraint:0x2 UILabel:0xa'Departures'.width ==
            240

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
        let reports = LogScanner.reports(in: text, source: "paste.txt")
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(
            report.entries.map(\.text) == [
                "<NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0xa'Departures']   (Names: '|':UIView:0xb )>",
                "<NSLayoutConstraint:0x2 UILabel:0xa'Departures'.width == 240>",
                "<NSLayoutConstraint:0x3 UIView:0xb.width == 100>",
            ])
        #expect(report.recovery?.constraint?.address == "0x2")
        #expect(report.gaps.isEmpty)
        #expect(
            report.diagnostics.map(\.message) == [
                "read 4 entries whose `<` `>` had been removed (a paste outside a code block); paste the log between ``` lines to keep them",
                "this entry continues on the next line; read as one",
                "this entry continues on the next line; read as one",
                "this entry continues on the next line; read as one",
            ])
    }

    /// `fold -s` keeps the blank it wraps at: no second one is put in; and a
    /// hard wrap inside a name joins without one (no name left unbound).
    @Test func foldKeepsItsBlankAndAHardWrapJoinsANameWhole() {
        #expect(
            entries("    \"<NSLayoutConstraint:0x1 UILabel:0xa'Sourdough \nstarter'.width == 150   (active)>\"")
                == ["<NSLayoutConstraint:0x1 UILabel:0xa'Sourdough starter'.width == 150   (active)>"])
        #expect(
            entries(
                "    \"<NSLayoutConstraint:0x1 V:[UIView:0xa]-(0)-[SystemInputAssi\nstantView]   (active, names: SystemInputAssistantView:0xb )>\""
            )
                == [
                    "<NSLayoutConstraint:0x1 V:[UIView:0xa]-(0)-[SystemInputAssistantView]   (active, names: SystemInputAssistantView:0xb )>"
                ])
    }
}
