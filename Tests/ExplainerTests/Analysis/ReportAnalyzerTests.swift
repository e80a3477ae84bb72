import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Analyses a report written inline (a list of entries, with the optional recovery).
func analyze(_ entries: [String], breaking broken: String? = nil) throws -> ReportAnalysis {
    var text = "Unable to simultaneously satisfy constraints.\n(\n"
    text += entries.map { "    \"\($0)\"" }.joined(separator: ",\n")
    text += "\n)\n"
    if let broken { text += "\nWill attempt to recover by breaking constraint \n\(broken)\n" }
    let report = try #require(LogScanner.reports(in: text, source: "t.log").first)
    return ReportAnalyzer.analyze(report)
}

extension ReportAnalysis {
    /// Conflicts as lists of entry ids (`C1`, …).
    var conflictIDs: [[String]] { conflicts.map { $0.entryIndices.map { "C\($0 + 1)" } } }
    var correctionIDs: [String]? { correction?.map { "C\($0 + 1)" } }
}

@Suite struct HandWorkedConflictTests {
    @Test func tableCellChainAgainstEncapsulatedHeight() throws {
        let analysis = try analyze(
            [
                "<NSLayoutConstraint:0x1 UIImageView:0xa.top == UITableViewCellContentView:0xc.top   (active)>",
                "<NSLayoutConstraint:0x2 UIImageView:0xa.height == 60   (active)>",
                "<NSLayoutConstraint:0x3 UITableViewCellContentView:0xc.bottom == UIImageView:0xa.bottom   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 80   (active)>",
                "<NSLayoutConstraint:0x5 UIImageView:0xa.leading == UITableViewCellContentView:0xc.leading + 16   (active)>",
            ], breaking: "<NSLayoutConstraint:0x2 UIImageView:0xa.height == 60   (active)>")
        #expect(analysis.verdict == .conflict)
        #expect(analysis.conflictIDs == [["C1", "C2", "C3", "C4"]])
        #expect(analysis.conflicts[0].axis == .vertical)
        #expect(analysis.conflicts[0].discrepancy == 20)
        #expect(analysis.conflicts[0].proof.text == "0 + 60 + 0 = 60, but 80")
        #expect(analysis.correctionIDs == ["C2"])
        #expect(analysis.brokenBySystem == 1)
        #expect(analysis.origins[3] == .cellSize)
    }

    @Test func twoFixedHeights() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 NSButton:0xb'OK'.width == 82   (active)>",
            "<NSLayoutConstraint:0x2 NSButton:0xb'OK'.width == 100   (active)>",
        ])
        #expect(analysis.conflictIDs == [["C1", "C2"]])
        #expect(analysis.conflicts[0].discrepancy == 18)
        #expect(analysis.conflicts[0].axis == .horizontal)
    }

    @Test func chainThatConflictsOnlyWithDefaultMargins() throws {
        // 8 + 300 + 8 + margins (8 + 8) = 332 > 320; with margins of 0 it fits.
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xc.leadingMargin + 8   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xa.width == 300   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xc.trailingMargin == UILabel:0xa.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 320   (active)>",
        ])
        // The assumption holds throughout, so both default margins count:
        // the row overflows by the 12 pt it would on screen.
        #expect(analysis.verdict == .conflictAssumingDefaults)
        #expect(analysis.conflictIDs == [["C1", "C2", "C3", "C4"]])
        #expect(analysis.conflicts[0].discrepancy == 12)
        #expect(analysis.conflicts[0].facts.filter(\.isAssumption).count == 2)
        #expect(analysis.conflicts[0].proof.text == "8 + 300 + 8 + 8 + 8 = 332, but 320")
    }

    @Test func pinnedMarginsGuideNeedsNoAssumption() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xc.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xa.width == 300   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xc.trailingMargin == UILabel:0xa.trailing   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 320   (active)>",
            "<NSLayoutConstraint:0x5 'UIView-leftMargin-guide-constraint' H:|-(16)-[UILayoutGuide:0xe'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x6 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0xe'UIViewLayoutMarginsGuide']-(16)-|(LTR)   (active, names: '|':UIView:0xc )>",
        ])
        #expect(analysis.verdict == .conflict)
        #expect(analysis.conflictIDs == [["C1", "C2", "C3", "C4", "C5", "C6"]])
        #expect(analysis.conflicts[0].discrepancy == 12)
        #expect(analysis.conflicts[0].facts.isEmpty)
    }

    @Test func rightToLeft() throws {
        // RTL: the label's leading (right) edge is 20 inside the superview's
        // right edge, so x = 390 - 20 - 120 = 250; `left + 20` says x = 20.
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0xa](RTL)   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x2 UILabel:0xa.width == 120   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xa.left == UIView:0xc.left + 20   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xc.width == 390   (active)>",
        ])
        #expect(analysis.conflictIDs == [["C1", "C2", "C3", "C4"]])
        #expect(analysis.conflicts[0].discrepancy == 230)
        let leftToRight = try analyze([
            "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0xa](LTR)   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x2 UILabel:0xa.width == 120   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xa.left == UIView:0xc.left + 20   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xc.width == 390   (active)>",
        ])
        #expect(leftToRight.verdict == .noConflictFound)
    }

    @Test func multiplier() throws {
        // 0.4 × 320 = 128 wide, but the image is pinned 16 from both sides: 288.
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UIImageView:0xa.width == 0.4*UITableViewCellContentView:0xc.width   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(16)-[UIImageView:0xa]   (active, names: '|':UITableViewCellContentView:0xc )>",
            "<NSLayoutConstraint:0x3 H:[UIImageView:0xa]-(16)-|   (active, names: '|':UITableViewCellContentView:0xc )>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc.width == 320   (active)>",
        ])
        #expect(analysis.conflictIDs == [["C1", "C2", "C3", "C4"]])
        // 16 + 0.4w + 16 = w makes the cell 53.33 wide, not 320.
        #expect(abs(analysis.conflicts[0].discrepancy - 800.0 / 3) < 1e-9)
        #expect(analysis.conflicts[0].proof.text == "53.3333, but 320")
    }

    @Test func multipliedPositionIsMeasuredFromTheContainerEdge() throws {
        // centerX == 0.5 × superview.centerX puts the centre at a quarter of the width: 80.
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UIView:0xa.centerX == 0.5*UIView:0xc.centerX   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 40   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(60)-[UIView:0xa]   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x4 UIView:0xc.width == 320   (active)>",
        ])
        #expect(analysis.verdict == .noConflictFound)
        let moved = try analyze([
            "<NSLayoutConstraint:0x1 UIView:0xa.centerX == 0.5*UIView:0xc.centerX   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 40   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(70)-[UIView:0xa]   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x4 UIView:0xc.width == 320   (active)>",
        ])
        #expect(moved.conflictIDs == [["C1", "C2", "C3", "C4"]])
    }

    @Test func stackViewHiding() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 LoopUI.ChartView:0xa.height >= 100   (active)>",
            "<NSLayoutConstraint:0x2 'UISV-hiding' LoopUI.ChartView:0xa.height == 0   (active)>",
            "<NSLayoutConstraint:0x3 'UISV-spacing' V:[UILabel:0xb]-(8)-[LoopUI.ChartView:0xa]   (active)>",
        ])
        #expect(analysis.conflictIDs == [["C1", "C2"]])
        #expect(analysis.origins.map { $0?.rawValue } == ["app", "stackView", "stackView"])
        #expect(analysis.correctionIDs == ["C1"])
    }

    @Test func autoresizingMask() throws {
        // The mask pins width 0 and x 0; the app asks for 16 on either side of 390.
        let analysis = try analyze([
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0xa.minX == 0   (active, names: '|':UIView:0xc )>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UILabel:0xa.width == 0   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xa.leading == UIView:0xc.leading + 16   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xc.width == 390   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0xc.trailing == UILabel:0xa.trailing + 16   (active)>",
        ])
        // x = 0 and width 0 end the label at 0, not at 390 - 16 = 374, too.
        #expect(analysis.conflictIDs == [["C1", "C3"], ["C1", "C2", "C4", "C5"], ["C2", "C3", "C4", "C5"]])
        #expect(analysis.conflicts.map(\.discrepancy) == [16, 374, 358])
        #expect(analysis.origins[0] == .autoresizingMask)
        #expect(analysis.correctionIDs == ["C3", "C4"])
    }

    @Test func twoIndependentConflicts() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xb.height == 20   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xa.width == 30   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xb.height == 40   (active)>",
        ])
        #expect(analysis.conflictIDs == [["C1", "C3"], ["C2", "C4"]])
        #expect(analysis.conflicts.map(\.axis) == [.horizontal, .vertical])
        #expect(analysis.correctionIDs?.count == 2)
    }

    @Test func satisfiable() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.leading == UIView:0xc.leading + 8   (active)>",
        ])
        #expect(analysis.verdict == .noConflictFound)
        #expect(analysis.conflicts.isEmpty)
        #expect(analysis.reason?.contains("intrinsic content size") == true)
    }

    @Test func roundingIsNoConflict() throws {
        // 94.3333 is 283/3 printed with six digits.
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xa.height == 94.3333   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xa.height == 0.333333*UIView:0xc.height   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xc.height == 283   (active)>",
        ])
        #expect(analysis.verdict == .noConflictFound)
        let real = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xa.height == 94.3   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xa.height == 0.333333*UIView:0xc.height   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xc.height == 283   (active)>",
        ])
        #expect(real.verdict == .conflict)
    }

    @Test func negativeWidthAlone() throws {
        let analysis = try analyze(["<NSLayoutConstraint:0x1 UIView:0xa.width == - 16   (active)>"])
        #expect(analysis.conflictIDs == [["C1"]])
        #expect(analysis.conflicts[0].facts.map(\.explanation) == ["widths cannot be negative"])
        #expect(analysis.conflicts[0].discrepancy == 16)
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 30 @750   (active)>",
        ])
        #expect(analysis.verdict == .noConflictFound)
    }

    @Test func redactedAndUnreadable() throws {
        let redacted = try #require(LogScanner.reports(in: "Unable to simultaneously satisfy constraints:\n<private>\n").first)
        #expect(ReportAnalyzer.analyze(redacted).verdict == .redacted)
        let unreadable = try analyze(["<NSLayoutConstraint:0x1 UIView:0xa.hieght == 10>"])
        #expect(unreadable.verdict == .unreadable)
    }
}

@Suite struct LayoutSolvingTests {
    private let cell = [
        "<NSLayoutConstraint:0x1 UIImageView:0xa.top == UITableViewCellContentView:0xc.top + 10   (active)>",
        "<NSLayoutConstraint:0x2 UIImageView:0xa.height == 60   (active)>",
        "<NSLayoutConstraint:0x3 UITableViewCellContentView:0xc.bottom == UIImageView:0xa.bottom + 10   (active)>",
        "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 44   (active)>",
        "<NSLayoutConstraint:0x5 UIImageView:0xa.width == 30 @750   (active)>",
    ]

    @Test func afterUIKitBreaksTheBottomPin() throws {
        let analysis = try analyze(
            cell, breaking: "<NSLayoutConstraint:0x3 UITableViewCellContentView:0xc.bottom == UIImageView:0xa.bottom + 10   (active)>")
        let layout = analysis.solveLayout(removing: [try #require(analysis.brokenBySystem)])
        let image = try #require(layout.frame(of: ItemKey("0xa")))
        let content = try #require(layout.frame(of: ItemKey("0xc")))
        #expect(layout.alsoBroken.isEmpty)
        #expect(content.height == 44)
        #expect(image.y - content.y == 10)
        #expect(image.height == 60)
        #expect(image.width == 30)
    }

    @Test func afterTheSuggestedFix() throws {
        let analysis = try analyze(cell)
        #expect(analysis.correction == [1])
        let layout = analysis.solveLayout(removing: Set(try #require(analysis.correction)))
        let image = try #require(layout.frame(of: ItemKey("0xa")))
        #expect(image.height == 24)
    }

    @Test func solvingTwiceGivesTheSameFrames() throws {
        let analysis = try analyze(cell)
        #expect(analysis.solveLayout(removing: [1]) == analysis.solveLayout(removing: [1]))
    }

    @Test func aSecondConflictLeftStandingIsBrokenToo() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xa.height == 10   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xa.height == 20   (active)>",
        ])
        let layout = analysis.solveLayout(removing: [0])
        #expect(layout.alsoBroken == [3])
        #expect(layout.frame(of: ItemKey("0xa"))?.width == 20)
        #expect(layout.frame(of: ItemKey("0xa"))?.height == 10)
    }
}

extension ReportAnalysis {
    /// The whole layout without `removed`, as the pictures and the recovery sentence solve it.
    fileprivate func solveLayout(removing removed: Set<Int>) -> SolvedLayout {
        layoutSession(removing: removed).layout
    }
}
