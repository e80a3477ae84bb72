import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Where UIKit's unprinted margins decide a report, the margins at which
/// its constraints hold are solved for and said, never "a constraint that
/// is not in the list" (UIKit lists every required one of the set; issue 43).
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

    @Test func aChainThatFitsOnlyUpToTheDefaultSaysSo() throws {
        let analysis = try analyze(Self.chain(cellHeight: "199"))
        #expect(analysis.verdict == .noConflictFound)
        #expect(analysis.marginRange == MarginRange(lower: nil, upper: 8))
        let explanation = ReportExplanation(analysis, detail: [])
        #expect(
            explanation.sentences == [
                "The 5 constraints listed hold together only with layout margins, all alike, of at most 8 pt, and UIKit's "
                    + "default is 8 pt; the log does not print the margins UIKit used, and larger ones make these constraints "
                    + "conflict, as UIKit found them."
            ])
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
        #expect(analysis.reason?.hasSuffix("and smaller ones make these constraints conflict, as UIKit found them") == true)
    }

    /// Margins held to one value are said so: exactly, not "at least 8 and at most 8".
    @Test func aRangeOfOneValueSaysExactly() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xc.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.width == 304   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xc.trailingMargin == UILabel:0xb.trailing   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xc.width == 320   (active)>",
        ])
        let range = try #require(analysis.marginRange)
        #expect(abs((range.lower ?? 0) - 8) < 1e-9 && abs((range.upper ?? 0) - 8) < 1e-9)
        #expect(analysis.reason?.contains("only with layout margins, all alike, of exactly 8 pt") == true)
        #expect(analysis.reason?.contains("and other ones make these constraints conflict") == true)
    }

    /// The controls: a chain that fits at any margin up to far past the
    /// default says no range, nor one without margins.
    @Test func noRangeWhereTheMarginsDoNotDecide() throws {
        let roomy = try analyze(Self.chain(cellHeight: "400"))
        #expect(roomy.verdict == .noConflictFound)
        #expect(roomy.marginRange?.upper.map { $0 > 100 } ?? true)
        let plain = try analyze([
            "<NSLayoutConstraint:0x1 UILabel:0xb.top == UIView:0xc.top + 8   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.height == 20   (active)>",
        ])
        #expect(plain.marginRange == nil)
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
