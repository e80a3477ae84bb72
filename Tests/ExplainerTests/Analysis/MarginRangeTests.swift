import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Where UIKit's unprinted margins decide a report, the margins at which
/// its constraints hold are solved for and said, never "a constraint that
/// is not in the list" (UIKit lists every required one of the set).
@Suite struct MarginRangeTests {
    /// `margins-decide.log`: a cell chain 33 + 121 + 29 with the content view's
    /// top and bottom margins, in a 199 pt cell: it fits exactly at 8 pt.
    private static func chain(cellHeight: String) -> [String] {
        [
            "<NSLayoutConstraint:0x1 UILabel:0xb.top == UITableViewCellContentView:0xc.topMargin + 33   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0xd.top == UILabel:0xb.bottom   (active)>",
            "<NSLayoutConstraint:0x3 UIImageView:0xd.height == 121   (active)>",
            "<NSLayoutConstraint:0x4 UITableViewCellContentView:0xc.bottomMargin == UIImageView:0xd.bottom + 29   (active)>",
            "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == \(cellHeight)   (active)>",
        ]
    }

    /// At UIKit's default the chain just fits; UIKit found it conflicting, so
    /// its margins were larger: the conflict is the one just past the bound,
    /// said in the bound, and fixed at the chain's last pin.
    @Test func aChainThatFitsOnlyUpToTheDefaultIsTheConflictPastIt() throws {
        let analysis = try analyze(Self.chain(cellHeight: "199"))
        #expect(analysis.verdict == .conflictPastMarginBound)
        #expect(analysis.marginRange == MarginRange(lower: nil, upper: 8))
        #expect(analysis.assumedMargin == 9)
        #expect(analysis.conflicts.map(\.entryIndices) == [[0, 1, 2, 3, 4]])
        let advice = AdviceBuilder(analysis).advise(analysis.conflicts[0])
        #expect(advice.verdict.rule == "last-pin" && advice.verdict.changed == [3])
        #expect(
            advice.why
                == "A + B + C + D make UITableViewCellContentView 183 pt tall besides 2 layout margins (UIImageView 121 pt and "
                + "gaps of 33 and 29 pt) even if UILabel shrinks to nothing, but E, set by the table view, fixes it at 199 pt: "
                + "that leaves 16 pt for the 2 margins, at most 8 pt each if they are alike. UIKit's default margin is 8 pt, at "
                + "which they just fit; UIKit found them conflicting, so the margins it used were larger (the log does not print "
                + "them).")
        // Solved again without D: it holds at any margin, and no margin the log does not fix is a number in it.
        #expect(
            advice.afterFixSentence
                == "With the fix, D gives way by what the margins take past 8 pt; no conflict is left at "
                + "any margin.")
        #expect(advice.caveats.allSatisfy { !$0.contains("default") })
        #expect(!(analysis.reason ?? "").contains("not in the list"))
    }

    /// The bound is solved, not guessed: each half point more of cell
    /// allows a quarter point more of each margin (two margins in the chain),
    /// and at the bound the layout just holds while just past it it fails.
    @Test func theBoundIsTheOneAtWhichItJustHolds() throws {
        let wider = try analyze(Self.chain(cellHeight: "200"))
        let upper = try #require(wider.marginRange?.upper)
        #expect(abs(upper - 8.5) < 1e-9)
        var justHolds = try #require(LogScanner.reports(in: Self.text(Self.chain(cellHeight: "200")), source: "t.log").first)
        justHolds.entries.append(contentsOf: try Self.marginPins(upper))
        #expect(ReportAnalyzer.analyze(justHolds).verdict == .noConflictFound)
        var justFails = try #require(LogScanner.reports(in: Self.text(Self.chain(cellHeight: "200")), source: "t.log").first)
        justFails.entries.append(contentsOf: try Self.marginPins(upper + 0.01))
        #expect(ReportAnalyzer.analyze(justFails).verdict == .conflict)
    }

    /// A pin that needs at least the default margin: the margins UIKit used were smaller.
    @Test func aLowerBoundSaysSmaller() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UITableViewCellContentView:0xc.leadingMargin - 8   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.leading >= UITableViewCellContentView:0xc.leading   (active)>",
        ])
        #expect(analysis.marginRange == MarginRange(lower: 8, upper: nil))
        #expect(analysis.verdict == .conflictPastMarginBound && analysis.assumedMargin == 7)
        let why = AdviceBuilder(analysis).advise(analysis.conflicts[0]).why
        #expect(
            why == "A and B come to 8 pt on one side, a layout margin on the other: the margin must make up at least 8 pt. "
                + "UIKit's default margin is 8 pt, at which they just fit; UIKit found them conflicting, so the margins it used "
                + "were smaller (the log does not print them).")
    }

    /// A lower bound under a point: the margin searched stays above 0, so the proof still counts it.
    @Test func aLowerBoundUnderAPointIsSearchedAboveZero() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UITableViewCellContentView:0xc.leadingMargin - 0.5   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.leading >= UITableViewCellContentView:0xc.leading   (active)>",
        ])
        #expect(analysis.verdict == .conflictPastMarginBound && analysis.assumedMargin == 0.25)
        let why = AdviceBuilder(analysis).advise(analysis.conflicts[0]).why
        #expect(why.hasPrefix("A and B come to 0.5 pt on one side, a layout margin on the other: the margin must make up at least 0.5 pt."))
    }

    /// Margins held to one value are said so: exactly, not "at most 8", and other margins, not larger ones, conflict.
    @Test func aRangeOfOneValueSaysExactly() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xc.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.width == 304   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xc.trailingMargin == UILabel:0xb.trailing   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xc.width == 320   (active)>",
        ])
        let range = try #require(analysis.marginRange)
        #expect(abs((range.lower ?? 0) - 8) < 1e-9 && abs((range.upper ?? 0) - 8) < 1e-9)
        let why = AdviceBuilder(analysis).advise(analysis.conflicts[0]).why
        #expect(why.contains("that leaves 16 pt for the 2 margins, exactly 8 pt each if they are alike."))
        #expect(why.hasSuffix("so the margins it used were not 8 pt (the log does not print them)."))
    }

    /// The bound moves with the room: a roomy cell bounds the margins far
    /// past the default, and a chain without margins has no range.
    @Test func theBoundFollowsTheRoomAndNeedsMargins() throws {
        let roomy = try analyze(Self.chain(cellHeight: "400"))
        #expect(roomy.marginRange == MarginRange(lower: nil, upper: 108.5))
        let plain = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xb.top == UIView:0xc.top + 8   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.height == 20   (active)>",
        ])
        #expect(plain.marginRange == nil)
    }

    /// Where the verdict rests on the default margin, the note says at which
    /// margins it would not: here a pin to the margin against a flush pin,
    /// which hold together only with no margin at all.
    @Test func aConflictAtTheDefaultSaysWhereItWouldHold() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 H:[UIScrollView:0xd]-(0)-|   (active, names: '|':UIView:0xc )>",
            "<NSLayoutConstraint:0x2 UITextField:0xb.trailing == UIView:0xc.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x3 H:[UITextField:0xb]-(0)-|   (active, names: '|':UIScrollView:0xd )>",
        ])
        #expect(analysis.verdict == .conflictAssumingDefaults)
        let caveats = AdviceBuilder(analysis).advise(analysis.conflicts[0]).caveats
        #expect(
            caveats.first
                == "This holds if the layout margins are UIKit's default 8 pt; the log does not show them. "
                + "Only with margins of 0 pt can these constraints all hold.")
    }

    private static func text(_ entries: [String]) -> String {
        "Unable to simultaneously satisfy constraints.\n(\n" + entries.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
    }

    /// The content view's top and bottom margins pinned at `value`, as UIKit prints its margin guide.
    private static func marginPins(_ value: Double) throws -> [ListEntry] {
        let number = String(format: "%.4f", value)
        let text = Self.text([
            "<NSLayoutConstraint:0x6 'UIView-topMargin-guide-constraint' V:|-(\(number))-[UILayoutGuide:0xe'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0xc )>",
            "<NSLayoutConstraint:0x7 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0xe'UIViewLayoutMarginsGuide']-(\(number))-|   (active, names: '|':UITableViewCellContentView:0xc )>",
        ])
        return try #require(LogScanner.reports(in: text, source: "t.log").first).entries
    }
}
