import Testing

@testable import LayoutAnalysis
@testable import LogParser

/// A cell's lone size in a log whose descriptions hide UIKit's identifiers
/// (Masonry's, or none printing `(active)` where UIKit always does) is UIKit's.
@Suite struct HiddenIdentifiersTests {
    private func origins(_ entries: [String]) throws -> [Origin?] {
        ReportAnalyzer.analyze(try listReport(entries, quoted: false)).origins
    }

    @Test func masonrysDescriptionsHideTheCellsSize() throws {
        let found = try origins([
            "<MASLayoutConstraint:0x6040000bdee0 UIImageView:iconView.height == 70>",
            "<MASLayoutConstraint:0x6040000bdfa0 UIImageView:iconView.top == UITableViewCellContentView:0x7fdc53d7ab70.top + 7>",
            "<MASLayoutConstraint:0x6040000be120 UIImageView:iconView.bottom == UITableViewCellContentView:0x7fdc53d7ab70.bottom - 7>",
            "<NSLayoutConstraint:0x604000284d80 UITableViewCellContentView:0x7fdc53d7ab70.height == 43.5>",
        ])
        #expect(found == [.app, .app, .app, .cellSize])
    }

    @Test func aModernListWithoutActiveHidesThem() throws {
        let hidden = [
            "<NSLayoutConstraint:0x600001b0c0f0 UILabel:0x7f9a.top == UITableViewCellContentView:0x7f9b.top + 20>",
            "<NSLayoutConstraint:0x600001b0c140 UITableViewCellContentView:0x7f9b.bottom == UILabel:0x7f9a.bottom + 20>",
            "<NSLayoutConstraint:0x600001b0c190 UILabel:0x7f9a.height == 30>",
            "<NSLayoutConstraint:0x600001b0c1e0 UITableViewCellContentView:0x7f9b.height == 43.5>",
        ]
        #expect(try origins(hidden) == [.app, .app, .app, .cellSize])
        // The control: UIKit's own descriptions, which print `(active)`: the bare size stays a size of the app's.
        let printed = hidden.map { $0.replacingOccurrences(of: ">", with: "   (active)>") }
        #expect(try origins(printed) == [.app, .app, .app, .app])
    }
}
