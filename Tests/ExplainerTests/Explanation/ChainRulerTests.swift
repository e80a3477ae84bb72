import Testing

@testable import Explainer
@testable import LogParser

/// The text ruler: a chain against its container's size in one line.
@Suite struct ChainRulerTests {
    private func rulers(_ entries: [String]) throws -> [String?] {
        ReportExplanation(try analyze(entries), detail: []).conflicts.map(\.ruler?.text)
    }

    @Test func aHorizontalChainAgainstItsContainer() throws {
        let rulers = try rulers([
            "<NSLayoutConstraint:0x1 H:|-(12)-[UILabel:0xb'Total']   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x2 UILabel:0xb'Total'.width == 150   (active)>",
            // Written from the far side: the label's end is 12 before the view's.
            "<NSLayoutConstraint:0x3 UILabel:0xb'Total'.trailing == UIView:0xc.trailing - 12   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 160   (active)>",
        ])
        #expect(rulers == ["H:|-12-[UILabel 'Total' 150]-12-|  174 > 160 by 14; holds only when it is exactly 174 pt"])
    }

    @Test func aVerticalChainWithABoundAndAFlushEdge() throws {
        let rulers = try rulers([
            "<NSLayoutConstraint:0x1 UIImageView:0xa.top == UITableViewCellContentView:0xc.top   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0xa.height >= 60   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xb.top == UIImageView:0xa.bottom + 8   (active)>",
            "<NSLayoutConstraint:0x4 UILabel:0xb.height == 21   (active)>",
            "<NSLayoutConstraint:0x5 UITableViewCellContentView:0xc.bottom == UILabel:0xb.bottom + 12   (active)>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 80   (active)>",
        ])
        #expect(rulers == ["V:|[UIImageView ≥60]-8-[UILabel 21]-12-|  101 > 80 by 21; holds only when it is at least 101 pt"])
    }

    @Test func aViewLeftFreeHasNoSizeAndGapsMeetAtAnEdge() throws {
        let rulers = try rulers([
            "<NSLayoutConstraint:0x1 UIImageView:0xa.leading == UIView:0xc.leading + 16   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.leading == UIImageView:0xa.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xd.leading == UILabel:0xb.trailing + 4   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xc.trailing == UIView:0xd.leading + 10   (active)>",
            "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 30   (active)>",
        ])
        #expect(
            rulers == ["H:|-16-[UIImageView]-8-[UILabel]-4-(UIView #2.leading)-10-|  38 > 30 by 8; holds only when it is at least 38 pt"])
    }

    @Test func noRulerForAConflictOfAnotherShape() throws {
        let rulers = try rulers([
            "<NSLayoutConstraint:0x1 UILabel:0xb.centerX == UIView:0xc.centerX   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.centerX == UIView:0xc.centerX + 20   (active)>",
        ])
        #expect(rulers == [nil])
    }
}
