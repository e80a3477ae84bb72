import Testing

@testable import LogParser

/// Entries printed as an object's description with the body after it
/// (`<NSLayoutConstraint: 0x15ee9630> H:[…]-(0)-| ((null), (null))`).
@Suite struct DetachedDescriptionTests {
    private let report = """
        2014-05-02 11:20:31.512 Shop[412:60b] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint: 0x15ee9630> H:[UIView:0x15d5bff0]-(0)-| ((null), (null))",
            "<NSLayoutConstraint: 0x15ee9660> H:[UIView:0x15d5bff0(300)] ((null), (null))",
            "<NSAutoresizingMaskLayoutConstraint: 0x15ee96c0> h=--& v=--& H:[UIView:0x15d5c000(320)] ((null), (null))"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint: 0x15ee9660> H:[UIView:0x15d5bff0(300)] ((null), (null))
        """

    @Test func eachEntryIsReadAsItsUsualForm() throws {
        let found = LogScanner.reports(in: report, source: "32-bit.log")
        let only = try #require(found.count == 1 ? found.first : nil)
        #expect(only.diagnostics.isEmpty)
        #expect(only.entries.map(\.address) == ["0x15ee9630", "0x15ee9660", "0x15ee96c0"])
        let constraints = only.entries.compactMap(\.constraint)
        #expect(constraints.map(\.className) == ["NSLayoutConstraint", "NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint"])
        #expect(
            constraints.map(\.visualFormat) == ["H:[UIView:0x15d5bff0]-(0)-|", "H:[UIView:0x15d5bff0(300)]", "H:[UIView:0x15d5c000(320)]"])
        #expect(constraints[1].equation.constant?.number.value == 300)
        #expect(constraints[2].autoresizingMask != nil)
        #expect(only.recovery?.address == "0x15ee9660")
        #expect(only.brokenEntryIndex == 1)
    }

    @Test func anObjectDescriptionThatIsNoConstraintIsNoEntry() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<UIView: 0x15d5bff0> frame = (0 0; 320 480)",
                "<NSLayoutConstraint:0x600000a85d70 UIView:0x7fa4d0dece70.height == 24   (active)>"
            )
            """
        let found = LogScanner.reports(in: text, source: "view.log")
        #expect(found.flatMap(\.entries).map(\.address) == ["0x600000a85d70"])
    }

    @Test func aNullBodyIsNotRead() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint: 0x15ee9630> (null) ((null), (null))"
            )
            """
        let only = try #require(LogScanner.reports(in: text, source: "null.log").first)
        #expect(only.entries.count == 1)
        #expect(only.entries.first?.constraint == nil)
        #expect(only.entries.first?.address == "0x15ee9630")
        // Not printed is no fault of the text: a note, which many such entries share.
        #expect(only.diagnostics.map(\.severity) == [.note])
        #expect(only.diagnostics.first?.message == EntryParser.nullBodyMessage)
    }

    @Test func aNamesPartCutShortLeavesTheBodyWhole() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint: 0x7fa4aac7b6d0> H:|-(20)-[UIView:0x7fa4aab42410] ((null), (null))"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint: 0x7fa4aac7b720> H:[UIView:0x7fa4aab42410]-(20)-| ((null), (
            """
        let only = try #require(LogScanner.reports(in: text, source: "cut.log").first)
        #expect(only.recovery?.constraint?.visualFormat == "H:[UIView:0x7fa4aab42410]-(20)-|")
        #expect(only.diagnostics.allSatisfy { !$0.isError })
    }

    @Test func aNamedPartGivesTheIdentifier() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint: 0x7a8b1c40> H:[UIView:0x7a8b0e10(320)] (Bar view 0, (null))",
                "<NSLayoutConstraint: 0x7a8b1c70> H:[UIView:0x7a8b0e10(300)] ((null), (null))"
            )
            """
        let only = try #require(LogScanner.reports(in: text, source: "named.log").first)
        #expect(only.diagnostics.isEmpty)
        #expect(only.entries.compactMap(\.constraint).map(\.identifier) == ["Bar view 0", nil])
        #expect(only.entries.compactMap(\.constraint).map(\.visualFormat) == ["H:[UIView:0x7a8b0e10(320)]", "H:[UIView:0x7a8b0e10(300)]"])
    }
}
