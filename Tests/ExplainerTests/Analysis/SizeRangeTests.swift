import Foundation
import LogParser
import Testing

@testable import Explainer
@testable import LayoutAnalysis

/// The sizes a container gives at which a sample's constraints hold: solved
/// exactly, and checked by writing each bound (and a hundredth of a point
/// past it) into the log in place of the size it shows, and reading it again.
struct SizeRangeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let log: String
        /// The pin's text in the log, as printed, and its value.
        let pin: String
        let given: Double
        let giver: SizeRange.Giver
        let axis: Axis
        let lower: Double?
        let upper: Double?
        let sentence: String

        var testDescription: String { log }
    }

    static let cases: [Case] = [
        Case(
            log: "table-cell-height.log", pin: "UITableViewCellContentView:0x7fd3b8c2a9f0.height == 44", given: 44, giver: .cell,
            axis: .vertical, lower: 84, upper: 84,
            sentence: "The required constraints tied to UITableViewCellContentView hold only when it is exactly 84 pt tall; "
                + "it was 44 pt, set by the table view (UIView-Encapsulated-Layout-Height)."),
        Case(
            log: "root-view-width.log", pin: "UIView:0x7fa2c1d0a120.width == 320", given: 320, giver: .container, axis: .horizontal,
            lower: 364, upper: nil,
            sentence: "The required constraints tied to UIView hold only when it is at least 364 pt wide; it was 320 pt, the size "
                + "its container gives it (autoresizing mask of UIView, h=-&- v=-&-). A view as wide as the screen conflicts on an "
                + "iPhone SE (1st generation) in portrait (320 pt)."),
        Case(
            log: "temporary-width.log", pin: "Recipes.RatingView:0x7fd9b4a1e6c0.width == 0", given: 0, giver: .temporaryLayout,
            axis: .horizontal, lower: 28, upper: nil,
            sentence: "The required constraints tied to RatingView hold only when it is at least 28 pt wide; it was 0 pt, the "
                + "engine's temporary first-layout size (_UITemporaryLayoutWidth)."),
        Case(
            log: "table-column-width.log", pin: "NSTableCellView:0x13b70d4f0.width == 120", given: 120, giver: .tableColumn,
            axis: .horizontal, lower: 164, upper: nil,
            sentence: "The required constraints tied to NSTableCellView hold only when it is at least 164 pt wide; it was 120 pt, "
                + "the width its table column gives it (autoresizing mask of NSTableCellView, h=-&- v=-&-)."),
        Case(
            log: "appkit-window.log", pin: "NSView:0x13a60b2c0.width == 640", given: 640, giver: .window, axis: .horizontal,
            lower: 660, upper: nil,
            sentence: "The required constraints tied to NSView hold only when it is at least 660 pt wide; it was 640 pt, the "
                + "window's current size (NSWindow-current-width)."),
    ]

    private static func text(of log: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("SampleLogs/" + log), encoding: .utf8)
    }

    private static func analyses(_ text: String) -> [ReportAnalysis] {
        var scanner = LogScanner(source: "sample")
        return (scanner.scan(Array(text.utf8)) + scanner.finish()).map { ReportAnalyzer.analyze($0) }
    }

    @Test(arguments: cases) func theRangeIsSolvedExactlyAndSaid(_ sample: Case) throws {
        let analysis = try #require(Self.analyses(try Self.text(of: sample.log)).first)
        let conflict = try #require(analysis.conflicts.first)
        let ranges = LayoutSessions(analysis).sizeRanges(of: conflict)
        try #require(ranges.count == 1)
        let range = ranges[0]
        #expect(range.given == sample.given)
        #expect(range.giver == sample.giver)
        #expect(range.axis == sample.axis)
        #expect(range.lower.map { abs($0 - sample.lower!) < 1e-9 } ?? (sample.lower == nil))
        #expect(range.upper.map { abs($0 - sample.upper!) < 1e-9 } ?? (sample.upper == nil))
        #expect(ExplainedSizeRange(range, words: ConstraintWords(analysis)).sentence == sample.sentence)
    }

    /// The pin's constant replaced, in the log's own text: the report read again holds or conflicts.
    private static func conflicts(_ sample: Case, at size: Double) throws -> Bool {
        let text = try Self.text(of: sample.log)
        let equals = sample.pin.range(of: "== ")!
        let written = sample.pin[..<equals.upperBound] + NumberText.points(size)
        #expect(text.contains(sample.pin))
        let analysis = try #require(Self.analyses(text.replacingOccurrences(of: sample.pin, with: written)).first)
        return !analysis.conflicts.isEmpty
    }

    @Test(arguments: cases) func atEachBoundTheyJustHoldAndPastItTheyFail(_ sample: Case) throws {
        #expect(try Self.conflicts(sample, at: sample.given))
        if let lower = sample.lower {
            #expect(try !Self.conflicts(sample, at: lower))
            #expect(try Self.conflicts(sample, at: lower - 0.01))
        }
        if let upper = sample.upper {
            #expect(try !Self.conflicts(sample, at: upper))
            #expect(try Self.conflicts(sample, at: upper + 0.01))
        } else {
            // An open end: far past the lower bound they still hold.
            #expect(try !Self.conflicts(sample, at: (sample.lower ?? 0) + 10_000))
        }
    }

    @Test func aMaskOnAViewTheAppPlacesLeavesNoRange() throws {
        // The label's own mask (width == 0) fixes the layout: the conflict turns on that frame, not on the cell's width.
        let analysis = try #require(Self.analyses(try Self.text(of: "autoresizing-mask.log")).first)
        let conflict = try #require(analysis.conflicts.first)
        #expect(LayoutSessions(analysis).sizeRanges(of: conflict).isEmpty)
    }

    /// A row of `count` buttons 44 pt wide with 8 pt gaps and 20 pt at the
    /// ends, in a cell's content view the table view makes 300 pt wide.
    private static func row(of count: Int) -> String {
        var address = 0x6000_0010_0000
        func next() -> String {
            address += 0x40
            return "0x" + String(address, radix: 16)
        }
        let cell = next()
        let buttons = (0..<count).map { _ in next() }
        var entries = [
            "<NSLayoutConstraint:\(next()) 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:\(cell).width == 300   (active)>"
        ]
        for (index, button) in buttons.enumerated() {
            entries.append("<NSLayoutConstraint:\(next()) UIButton:\(button)'\(index)'.width == 44   (active)>")
            entries.append(
                index == 0
                    ? "<NSLayoutConstraint:\(next()) H:|-(20)-[UIButton:\(button)'0']   (active, names: '|':UITableViewCellContentView:\(cell) )>"
                    : "<NSLayoutConstraint:\(next()) H:[UIButton:\(buttons[index - 1])]-(8)-[UIButton:\(button)'\(index)']   (active)>")
        }
        entries.append(
            "<NSLayoutConstraint:\(next()) H:[UIButton:\(buttons[count - 1])]-(20)-|   (active, names: '|':UITableViewCellContentView:\(cell) )>"
        )
        return "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n"
            + entries.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\nWill attempt to recover by breaking constraint \n"
            + "<NSLayoutConstraint:\(next()) UIButton:\(buttons[0])'0'.width == 44   (active)>\n"
    }

    @Test func aRowIsRangedUpToTheLayoutBoundAndNotPastIt() throws {
        // 20 + 20 + 10 × 44 + 9 × 8: the widths and gaps hold only at that width.
        let short = try #require(Self.analyses(Self.row(of: 10)).first)
        let ranges = LayoutSessions(short).sizeRanges(of: try #require(short.conflicts.first))
        try #require(ranges.count == 1)
        #expect(ranges[0].lower == 552 && ranges[0].upper == 552 && ranges[0].giver == .cell)
        // Past the constraints a layout solves (AnalysisLimits.largestLaidOut), no range is solved for, as no layout is.
        let long = try #require(Self.analyses(Self.row(of: 600)).first)
        let conflict = try #require(long.conflicts.first)
        let layouts = LayoutSessions(long)
        #expect(layouts.partsReached(by: conflict.entryIndices).contains { layouts.parts[$0].count > AnalysisLimits.largestLaidOut })
        #expect(layouts.sizeRanges(of: conflict).isEmpty)
    }
}
