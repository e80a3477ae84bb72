import Testing

@testable import LogParser

/// The process a report's first line names, in the forms consoles print.
@Suite struct ProcessNameTests {
    @Test(
        arguments: [
            (
                "2026-11-20 12:31:55.902217+0100 SpringBoard[63:2914] [LayoutConstraints] Unable to simultaneously satisfy constraints.",
                "SpringBoard"
            ),
            ("Nov 20 12:31:55 iPhone SpringBoard(UIKitCore)[63] <Notice>: Unable to simultaneously satisfy constraints.", "SpringBoard"),
            ("2026-03-05 14:22:31.907112+0100 Ledger[7731:415092] [Layout] Unable to simultaneously satisfy constraints:", "Ledger"),
            ("Unable to simultaneously satisfy constraints.", nil),
            ("[12] Unable to simultaneously satisfy constraints.", nil),
            ("Recipes[4821:1193456] Unable to simultaneously satisfy constraints. [1] after", "Recipes"),
            // Rows copied from Console.app: type, time, process, then the message.
            ("error\t19:22:36.981534+0100\tShelf\t[LayoutConstraints] Unable to simultaneously satisfy constraints.", "Shelf"),
            ("Fault\t19:22:36.981534+0100\tSpringBoard\tUIKitCore\tUnable to simultaneously satisfy constraints.", "SpringBoard"),
            ("note\t19:22:36\tShelf\tUnable to simultaneously satisfy constraints.", nil),
        ] as [(String, String?)])
    func processOfTheFirstLine(_ line: String, _ expected: String?) {
        #expect(ProcessName.of(headerLine: line) == expected)
    }

    /// A report repeated byte for byte after a different prefix is read
    /// without its lines, yet its process is its own header's (found by the fuzzer).
    @Test func aVerbatimRepeatKeepsItsOwnProcess() {
        let body = """
             [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
                "<NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height == 24   (active)>",
                "<NSLayoutConstraint:0x608000687440 V:|-(21)-[UIStackView:0x7fa4d0dece70]   (active, names: '|':UIView:0x7fa4d0df1370 )>",
                "<NSLayoutConstraint:0x608000687490 V:[UIStackView:0x7fa4d0dece70]-(8)-|   (active, names: '|':UIView:0x7fa4d0df1370 )>",
                "<NSLayoutConstraint:0x6080006874e0 'UIView-Encapsulated-Layout-Height' UIView:0x7fa4d0df1370.height == 44   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height == 24   (active)>

            """
        // Kept as a template from its second reading; the third is skipped unread.
        let text =
            "2026-03-01 10:00:00.100000+0100 Recipes[4821:1193456]" + body
            + "2026-03-01 10:00:01.100000+0100 Recipes[4821:1193456]" + body
            + "2026-03-01 10:00:02.100000+0100 Pantry[77:12]" + body
        var scanner = LogScanner(source: "t.log")
        let reports = scanner.scan(Array(text.utf8)) + scanner.finish()
        #expect(scanner.verbatimRepeats == 1)
        #expect(reports.map(\.process) == ["Recipes", "Recipes", "Pantry"])
    }
}
