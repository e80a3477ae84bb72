import Testing

@testable import Explainer
@testable import LogParser

/// The Why of each shape of conflict, in arithmetic a reader checks
/// without decoding: where the constraints put an edge, what a
/// centring puts it at, a size that would be negative, and sizes carried
/// on by proportions.
@Suite struct WhyShapeTests {
    private func why(_ entries: [String]) throws -> String {
        let explanation = ReportExplanation(try analyze(entries), detail: [])
        return try #require(explanation.conflicts.first).why
    }

    @Test func oneEdgePutInTwoPlaces() throws {
        #expect(
            try why([
                "<NSLayoutConstraint:0x1 UILabel:0xa.leading == Ledger.CardView:0xc.leading + 15   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0xa.leading == Ledger.CardView:0xc.leading + 5   (active)>",
            ]) == "A puts the leading edge of UILabel 15 pt after the leading edge of CardView, but B puts it 5 pt after: 10 pt apart.")
        // A longer way round, through a guide's height: the shorter way is said first.
        #expect(
            try why([
                "<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0x9.height == 0   (active)>",
                "<_UILayoutSupportConstraint:0x2 _UILayoutGuide:0x9.top == UIView:0xd.top   (active)>",
                "<NSLayoutConstraint:0x3 UINavigationBar:0xe.top == _UILayoutGuide:0x9.bottom - 20   (active)>",
                "<NSLayoutConstraint:0x4 UINavigationBar:0xe.top == UIView:0xd.top   (active)>",
            ])
                == "D puts the top edge of UINavigationBar level with the top edge of UIView, but A, B and C put it 20 pt above: 20 pt apart."
        )
    }

    @Test func aCentreAgainstAnEdge() throws {
        #expect(
            try why([
                "<NSLayoutConstraint:0x1 UIButton:0xb.width == 200   (active)>",
                "<NSLayoutConstraint:0x2 UIButton:0xb.centerX == UIView:0xd.centerX   (active)>",
                "<NSLayoutConstraint:0x3 UIButton:0xb.trailing == UIView:0xd.trailing - 20   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xd.width == 390   (active)>",
            ])
                == "B centres UIButton in UIView, which with A and D puts its trailing edge (200 − 390) ÷ 2 = 95 pt before the "
                + "trailing edge of UIView; C puts it 20 pt before: 75 pt apart.")
    }

    @Test func aSizeThatWouldBeNegative() throws {
        #expect(
            try why([
                "<NSLayoutConstraint:0x1 Ledger.BadgeView:0xb.leading == UILabel:0xa.trailing + 8   (active)>",
                "<NSLayoutConstraint:0x2 Ledger.BadgeView:0xb.trailing == UILabel:0xa.trailing - 12   (active)>",
            ])
                == "A and B put the trailing edge of BadgeView 20 pt before its leading edge: BadgeView would be −20 pt wide, "
                + "and a width cannot be negative.")
        #expect(
            try why(["<NSLayoutConstraint:0x1 UIView:0xd.width == - 16   (active)>"])
                == "A asks UIView to be −16 pt wide, and a width cannot be negative.")
    }

    @Test func sizesCarriedOnByProportions() throws {
        // One proportion: the piece says its arithmetic.
        #expect(
            try why([
                "<NSLayoutConstraint:0x1 H:|-(10)-[UILabel:0xe]   (active, names: '|':UIView:0xd )>",
                "<NSLayoutConstraint:0x2 UILabel:0xe.width == 190   (active)>",
                "<NSLayoutConstraint:0x3 H:[UILabel:0xe]-(8)-[UILabel:0x7]   (active)>",
                "<NSLayoutConstraint:0x4 UILabel:0x7.width == 0.4*UILabel:0xe.width   (active)>",
                "<NSLayoutConstraint:0x5 H:[UILabel:0x7]-(10)-|   (active, names: '|':UIView:0xd )>",
                "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' UIView:0xd.width == 250   (active)>",
            ])
                == "A + B + C + D + E make UIView 294 pt wide (UILabel 190 pt, UILabel #2 0.4 × 190 = 76 pt and gaps of 10, 8 "
                + "and 10 pt), but F, set by its container, fixes it at 250 pt: 44 pt too much.")
        // Two: a sentence walks them first.
        #expect(
            try why([
                "<NSLayoutConstraint:0x1 UIImageView:0xf.width == 0.4*UITableViewCellContentView:0xc.width   (active)>",
                "<NSLayoutConstraint:0x2 UIImageView:0xf.width == 1.33333*UIImageView:0xf.height   (active)>",
                "<NSLayoutConstraint:0x3 V:|-(8)-[UIImageView:0xf]   (active, names: '|':UITableViewCellContentView:0xc )>",
                "<NSLayoutConstraint:0x4 V:[UIImageView:0xf]-(8)-|   (active, names: '|':UITableViewCellContentView:0xc )>",
                "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc.width == 390   (active)>",
                "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 120   (active)>",
            ])
                == "E makes UITableViewCellContentView 390 pt wide, so A makes UIImageView 0.4 × 390 = 156 pt wide and B makes it "
                + "156 ÷ 1.33333 = 117 pt tall. A + B + C + D + E make UITableViewCellContentView 133 pt tall (UIImageView 117 pt "
                + "and 2 gaps of 8 pt), but F, set by the table view, fixes it at 120 pt: 13 pt too much.")
    }
}
