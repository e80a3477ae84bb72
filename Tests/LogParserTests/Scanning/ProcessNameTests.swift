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
        ] as [(String, String?)])
    func processOfTheFirstLine(_ line: String, _ expected: String?) {
        #expect(ProcessName.of(headerLine: line) == expected)
    }
}
