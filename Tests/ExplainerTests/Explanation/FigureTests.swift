import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// The pictures of a conflict: UIKit's recovery beside the fix,
/// or one picture said in words when the fix moves no frame.
@Suite struct FigureTests {
    private let cell = [
        "<NSLayoutConstraint:0x1 UIImageView:0xa.height == 60   (active)>",
        "<NSLayoutConstraint:0x2 UIImageView:0xa.top == UITableViewCellContentView:0xc.top + 12   (active)>",
        "<NSLayoutConstraint:0x3 UIImageView:0xa.bottom == UITableViewCellContentView:0xc.bottom - 12   (active)>",
        "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 44   (active)>",
    ]

    private func figures(_ entries: [String], breaking broken: String?) throws -> ConflictFigures {
        let explanation = ReportExplanation(try analyze(entries, breaking: broken), detail: [.figures])
        return try #require(explanation.conflicts.first?.figures)
    }

    private func states(_ figure: ConflictFigure) -> [String: ConflictFigure.State] {
        Dictionary(uniqueKeysWithValues: figure.marks.map { ($0.letter, $0.state) })
    }

    @Test func relaxingTheBrokenConstraintIsOnePictureSaidInWords() throws {
        // The fix relaxes the cell's bottom pin, the one UIKit broke.
        let figures = try figures(cell, breaking: cell[2])
        #expect(figures.panels.map(\.title) == ["Now, and with the fix (the same frames)"])
        #expect(
            figures.caption
                == "UIKit broke C, the constraint the fix relaxes, so with the fix every view drawn here stays where it is now: "
                + "C becomes a preference at priority 999 (the spring) that gives way, and the warning goes.")
        let panel = try #require(figures.panels.first)
        #expect(states(panel) == ["A": .holds, "B": .holds, "C": .relaxed, "D": .holds])
        #expect(panel.frames.map(\.name) == ["UIImageView", "UITableViewCellContentView"])
        #expect(panel.frames.map(\.height) == [60, 44])
    }

    @Test func relaxingAnotherConstraintShowsBothAndWhatMoves() throws {
        // UIKit broke the image's height; the fix relaxes the cell's bottom pin instead.
        let figures = try figures(cell, breaking: cell[0])
        #expect(figures.panels.map(\.title) == ["On screen now (UIKit broke A)", "With the fix (C at priority 999)"])
        #expect(figures.caption == "With the fix, UIImageView is 60 pt tall, not 20.")
        let (now, fixed) = (figures.panels[0], figures.panels[1])
        #expect(states(now) == ["A": .broken, "B": .holds, "C": .holds, "D": .holds])
        #expect(states(fixed) == ["A": .holds, "B": .holds, "C": .relaxed, "D": .holds])
        #expect(now.frames.map(\.name) == ["UITableViewCellContentView", "UIImageView"])
        #expect(now.frames.map(\.height) == [44, 20])
        // Largest first: the image sticks out of the cell.
        #expect(fixed.frames.map(\.height) == [60, 44])
        #expect(fixed.frames.map(\.change) == ["was 20 pt tall", nil])
    }

    /// A picture shows only what the log determines. A label whose
    /// width the log leaves free (its text decides) leaves the layout UIKit
    /// recovered to undetermined: no "on screen now" picture, where one layout
    /// of many would be drawn as the screen. With the fix the image's 64 at
    /// priority 999 takes what room there is, which fixes every frame: drawn.
    @Test func framesTheLogLeavesFreeAreNotDrawn() throws {
        let entries = [
            "<NSLayoutConstraint:0x1 UIImageView:0xa.leading == UIView:0xc.leading + 16   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0xa.width == 64   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xb.leading == UIImageView:0xa.trailing + 12   (active)>",
            "<NSLayoutConstraint:0x4 UILabel:0xb.trailing == UIView:0xc.trailing - 16   (active)>",
            "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 50   (active)>",
        ]
        let explanation = ReportExplanation(try analyze(entries, breaking: entries[3]), detail: [.figures])
        let conflict = try #require(explanation.conflicts.first)
        #expect(conflict.figures?.panels.map(\.title) == ["With the fix (B at priority 999)"])
        #expect(conflict.ruler?.text == "H:|-16-[UIImageView 64]-12-[UILabel]-16-|  108 > 50 by 58; holds only when it is at least 108 pt")
        // Given its width, the same label is drawn: every frame is fixed.
        let fixed = ReportExplanation(
            try analyze(entries + ["<NSLayoutConstraint:0x6 UILabel:0xb.width == 20   (active)>"], breaking: entries[3]),
            detail: [.figures])
        #expect(fixed.conflicts.first?.figures?.panels.map(\.title) == ["Now, and with the fix (the same frames)"])
    }

    @Test func aRelaxedConstraintStillPullsWhereARemovedOneWouldNot() throws {
        // At most 80 wide, asked for 100: at 999 it gives way only as far as it must.
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xb.width == 100   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.width <= 80   (active)>",
        ])
        let sessions = LayoutSessions(analysis)
        let relaxed = try #require(sessions.session(removing: [], relaxing: [0], showing: [ItemKey("0xb")], along: .horizontal))
        #expect(relaxed.layout.frame(of: ItemKey("0xb"))?.width == 80)
        let removed = try #require(sessions.session(removing: [0], showing: [ItemKey("0xb")], along: .horizontal))
        #expect(removed.layout.frame(of: ItemKey("0xb"))?.width == 0)
    }

    /// The picture with the fix is the fix the check applied and solved:
    /// a mask turned off takes every constraint it made, not only those of
    /// one conflict, so each conflict's picture shows the same layout, the
    /// one its sentence states.
    @Test func aMaskTurnedOffIsDrawnWithEveryConstraintItMadeGone() throws {
        let entries = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0xa'3 items left'.minX == 0   (active, names: '|':UIView:0xb )>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UILabel:0xa'3 items left'.width == 0   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xa'3 items left'.leading == UIView:0xb.leading + 16   (active)>",
            "<NSLayoutConstraint:0x4 UILabel:0xa'3 items left'.trailing == UIView:0xb.trailing - 16   (active)>",
            "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UIView:0xb.width == 390   (active)>",
        ]
        let explanation = ReportExplanation(try analyze(entries, breaking: entries[2]), detail: [.figures])
        #expect(explanation.conflicts.count == 3)
        for conflict in explanation.conflicts {
            let fixed = try #require(conflict.figures?.panels.last)
            #expect(fixed.frames.map(\.name) == ["UIView", "UILabel '3 items left'"])
            #expect(fixed.frames.map(\.width) == [390, 358])
            #expect(conflict.afterFix?.sentence.contains("UILabel '3 items left' is 358 pt wide and UIView 390 pt wide") == true)
        }
    }

    /// Views side by side in one container are drawn level, one band inside
    /// it, whatever their order by size: a row is no staircase.
    @Test func siblingsShareTheirDepthInTheContainer() throws {
        let entries = [
            "<NSLayoutConstraint:0x1 H:|-(8)-[UIButton:0xa]   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x2 UIButton:0xa.width == 44   (active)>",
            "<NSLayoutConstraint:0x3 H:[UIButton:0xa]-(8)-[UIButton:0xb]   (active)>",
            "<NSLayoutConstraint:0x4 UIButton:0xb.width == 60   (active)>",
            "<NSLayoutConstraint:0x5 H:[UIButton:0xb]-(8)-|   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 100   (active)>",
        ]
        let figures = try figures(entries, breaking: entries[3])
        for panel in figures.panels {
            #expect(panel.frames.map(\.name) == ["UIView", "UIButton", "UIButton #2"])
            #expect(panel.frames.map(\.depth) == [0, 1, 1])
        }
    }

    /// A container collapsed smaller than what is in it is still drawn as
    /// the container: the superview the log binds (`'|'`), not the largest.
    @Test func theBoundSuperviewIsTheContainerEvenWhenSmaller() throws {
        let entries = [
            "<NSLayoutConstraint:0x1 Notes.SearchPill:0xa1.width == 1   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(10)-[UIImageView:0xb2]   (active, names: '|':Notes.SearchPill:0xa1 )>",
            "<NSLayoutConstraint:0x3 UIImageView:0xb2.width == 16   (active)>",
            "<NSLayoutConstraint:0x4 H:[UIImageView:0xb2]-(10)-|   (active, names: '|':Notes.SearchPill:0xa1 )>",
        ]
        let fixed = try #require(try figures(entries, breaking: entries[2]).panels.last)
        #expect(fixed.frames.map(\.name) == ["SearchPill", "UIImageView"])
        #expect(fixed.frames.map(\.width) == [1, 16])
        #expect(fixed.frames.map(\.depth) == [0, 1])
    }

    /// A stack view's arranged views are its subviews, which its own
    /// constraints tell though the log binds only one of them.
    @Test func arrangedViewsSitLevelInTheirStack() throws {
        let entries = [
            "<NSLayoutConstraint:0x1 UILabel:0xb'Title'.height == 40   (active)>",
            "<NSLayoutConstraint:0x2 UIButton:0xd'Save'.height == 44   (active)>",
            "<NSLayoutConstraint:0x3 V:|-(16)-[UIStackView:0xa]   (active, names: '|':Card:0xc )>",
            "<NSLayoutConstraint:0x4 V:[UIStackView:0xa]-(16)-|   (active, names: '|':Card:0xc )>",
            "<NSLayoutConstraint:0x5 Card:0xc.height == 90   (active)>",
            "<NSLayoutConstraint:0x6 'UISV-canvas-connection' UIStackView:0xa.top == UILabel:0xb'Title'.top   (active)>",
            "<NSLayoutConstraint:0x7 'UISV-canvas-connection' V:[UIButton:0xd'Save']-(0)-|   (active, names: '|':UIStackView:0xa )>",
            "<NSLayoutConstraint:0x8 'UISV-spacing' V:[UILabel:0xb'Title']-(8)-[UIButton:0xd'Save']   (active)>",
        ]
        let figures = try figures(entries, breaking: entries[1])
        #expect(!figures.panels.isEmpty)
        for panel in figures.panels {
            #expect(panel.frames.map(\.name) == ["Card", "UIStackView", "UILabel 'Title'", "UIButton 'Save'"])
            #expect(panel.frames.map(\.depth) == [0, 1, 2, 2])
        }
    }

    /// One view alone is a size, said in words: no picture of it, not even
    /// of a stale size removed (the menu's 0 pt beside its 44).
    @Test func aLoneViewIsNotDrawn() throws {
        for entries in [
            [
                "<NSLayoutConstraint:0x1 Banner:0xa.height == 44   (active)>",
                "<NSLayoutConstraint:0x2 'UISV-hiding' Banner:0xa.height == 0   (active)>",
            ],
            [
                "<NSLayoutConstraint:0x1 UIView:0xb.height == 44   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xb.height == 0   (active)>",
            ],
        ] {
            let explanation = ReportExplanation(try analyze(entries, breaking: entries[0]), detail: [.figures])
            #expect(explanation.conflicts.count == 1)
            #expect(explanation.conflicts[0].afterFix != nil)
            #expect(explanation.conflicts[0].figures == nil)
        }
    }

    /// Where UIKit's recovery still leaves a conflict, only the fix is drawn, and the caption says why.
    @Test func aRecoveryThatStillConflictsIsSaidNotDrawn() throws {
        // Any two of the three heights and the spacing overflow the card: breaking one leaves a conflict.
        let entries = [
            "<NSLayoutConstraint:0x1 UILabel:0xb'Title'.height == 40   (active)>",
            "<NSLayoutConstraint:0x2 Row:0xe.height == 44   (active)>",
            "<NSLayoutConstraint:0x3 UIButton:0xd'Save'.height == 44   (active)>",
            "<NSLayoutConstraint:0x4 V:|-(0)-[UIStackView:0xa]   (active, names: '|':Card:0xc )>",
            "<NSLayoutConstraint:0x5 V:[UIStackView:0xa]-(0)-|   (active, names: '|':Card:0xc )>",
            "<NSLayoutConstraint:0x6 Card:0xc.height == 60   (active)>",
            "<NSLayoutConstraint:0x7 'UISV-canvas-connection' UIStackView:0xa.top == UILabel:0xb'Title'.top   (active)>",
            "<NSLayoutConstraint:0x8 'UISV-canvas-connection' V:[UIButton:0xd'Save']-(0)-|   (active, names: '|':UIStackView:0xa )>",
            "<NSLayoutConstraint:0x9 'UISV-spacing' V:[UILabel:0xb'Title']-(8)-[Row:0xe]   (active)>",
            "<NSLayoutConstraint:0x10 'UISV-spacing' V:[Row:0xe]-(8)-[UIButton:0xd'Save']   (active)>",
        ]
        let explanation = ReportExplanation(try analyze(entries, breaking: entries[1]), detail: [.figures])
        let shown = try #require(explanation.blocks.first?.fixed.figures)
        #expect(shown.panels.map(\.title) == ["With the fix (F at priority 999)"])
        #expect(
            shown.caption
                == "With the fix: F at priority 999. The screen now is not drawn: with B broken the rest still cannot all hold, "
                + "so the log does not say what UIKit shows.")
        #expect(shown.panels[0].frames.map(\.height) == [144, 144, 44, 44, 40])
    }

    /// Buttons lowered to 999 share the room in any split, but the run of
    /// them starts and ends where the log says: one dashed box, its inner
    /// edges and sizes not drawn, the caption saying what it stands for.
    @Test func aRunOfFreeViewsIsOneBoxBetweenFixedEnds() throws {
        let entries = [
            "<NSLayoutConstraint:0x1 H:|-(8)-[UIButton:0xa'0']   (active, names: '|':Bar:0xc )>",
            "<NSLayoutConstraint:0x2 UIButton:0xa'0'.width == 44   (active)>",
            "<NSLayoutConstraint:0x3 H:[UIButton:0xa'0']-(8)-[UIButton:0xb'1']   (active)>",
            "<NSLayoutConstraint:0x4 UIButton:0xb'1'.width == 44   (active)>",
            "<NSLayoutConstraint:0x5 H:[UIButton:0xb'1']-(8)-[UIButton:0xd'2']   (active)>",
            "<NSLayoutConstraint:0x6 UIButton:0xd'2'.width == 44   (active)>",
            "<NSLayoutConstraint:0x7 H:[UIButton:0xd'2']-(8)-|   (active, names: '|':Bar:0xc )>",
            "<NSLayoutConstraint:0x8 'UIView-Encapsulated-Layout-Width' Bar:0xc.width == 100   (active)>",
        ]
        let shown = try figures(entries, breaking: entries[3])
        let fixed = try #require(shown.panels.last)
        #expect(fixed.frames.map(\.name) == ["Bar", "UIButton '0' to UIButton '2'"])
        #expect(fixed.frames.map(\.members) == [1, 3])
        // Where a whole layout sits is never in the log: places are from the container's edge.
        #expect(fixed.frames[1].x - fixed.frames[0].x == 8 && fixed.frames.map(\.width) == [100, 84])
        // The pins at the run's ends and the bar's width; no button's width or inner gap.
        #expect(fixed.marks.map(\.attribute) == [.leading, .trailing, .width])
        #expect(
            shown.caption.hasSuffix(
                " The 3 views from UIButton '0' to UIButton '2' are drawn as one dashed box: the log fixes where they start "
                    + "and end together, 84 pt apart, not where each one is or how wide it is."))
    }
}
