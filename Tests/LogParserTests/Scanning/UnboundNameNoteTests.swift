import Testing

@testable import LogParser

/// Names a body uses that its `names:` does not bind get a note, in list order,
/// for the list and for the recovery entry alike; bound and addressed items get none.
@Suite struct UnboundNameNoteTests {
    @Test func notesEachUnboundNameOnce() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 homeLarge.width == 40   (active)>",
                "<NSLayoutConstraint:0x2 homeSmall.width == spacer.width   (active, names: homeSmall:0x9 )>",
                "<NSLayoutConstraint:0x3 V:[label]-(8)-|   (active, names: '|':UIView:0x8 )>",
                "<NSLayoutConstraint:0x4 UIView:0x5.width == 10   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6 other.height == 2   (active)>
            """
        let reports = LogScanner.reports(in: text)
        #expect(reports.count == 1)
        let notes = reports.first?.diagnostics.filter { $0.message.contains("is not bound") } ?? []
        #expect(
            notes.map(\.message) == [
                "'homeLarge' is not bound in the entry's names:, so it cannot be matched to other entries",
                "'spacer' is not bound in the entry's names:, so it cannot be matched to other entries",
                "'label' is not bound in the entry's names:, so it cannot be matched to other entries",
                "'other' is not bound in the entry's names:, so it cannot be matched to other entries",
            ])
        #expect(notes.map(\.line) == [3, 4, 5, 10])
        #expect(notes.map(\.column) == [6, 6, 6, 1])
    }
}
