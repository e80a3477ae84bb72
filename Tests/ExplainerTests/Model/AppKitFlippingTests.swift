import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// An AppKit frame's `minY` is in its superview's coordinates: measured up
/// from the bottom of a superview that is not flipped, down from the top of
/// one that is. `top` and `bottom` and the visual formats are visual edges.
struct AppKitFlippingTests {
    private func appKit(_ entries: [String]) throws -> ReportAnalysis {
        var text = "2026-11-30 16:02:47.511 Tally[4127:98311] [Layout] Unable to simultaneously satisfy constraints:\n(\n"
        text += entries.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n"
        let report = try #require(LogScanner.reports(in: text, source: "t.log").first)
        #expect(report.platform == .appKit)
        return ReportAnalyzer.analyze(report)
    }

    /// One mask makes `minY == 4` (the gap below) and `V:|-(2)-[view]` (the gap above) from one frame:
    /// read as two tops they would contradict; they never can.
    private let mask = [
        "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- NSView:0xc.minY == 4   (active, names: '|':NSBox:0xb )>",
        "<NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=-&- V:|-(2)-[NSView:0xc]   (active, names: '|':NSBox:0xb )>",
    ]

    @Test func oneMasksConstraintsNeverConflict() throws {
        let analysis = try appKit(mask + ["<NSLayoutConstraint:0x1 NSBox:0xb.height == 30   (active)>"])
        #expect(analysis.conflicts.isEmpty)
        #expect(Array(analysis.model.measuredFromBottom.keys) == [0])
    }

    @Test func theGapBelowCountsInTheHeight() throws {
        let analysis = try appKit(
            ["<NSLayoutConstraint:0x1 NSBox:0xb.height == 24   (active)>"] + mask + [
                "<NSLayoutConstraint:0x4 V:|-(0)-[NSImageView:0xd]   (active, names: '|':NSView:0xc )>",
                "<NSLayoutConstraint:0x5 V:[NSImageView:0xd]-(0)-|   (active, names: '|':NSView:0xc )>",
                "<NSLayoutConstraint:0x6 NSImageView:0xd.height == 22   (active)>",
            ])
        #expect(analysis.conflictIDs == [["C1", "C2", "C3", "C4", "C5", "C6"]])
        #expect(analysis.conflicts.first?.discrepancy == 4)
    }

    @Test func aFlippedSuperviewMeasuresFromItsTop() throws {
        let analysis = try appKit([
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=--& NSTableCellView:0xc.minY == 4   (active, names: '|':NSTableView:0xb )>",
            "<NSLayoutConstraint:0x3 V:|-(6)-[NSTableCellView:0xc]   (active, names: '|':NSTableView:0xb )>",
        ])
        #expect(analysis.conflictIDs == [["C1", "C2"]])
        #expect(analysis.model.measuredFromBottom.isEmpty)
    }

    @Test func uiKitsMinYIsTheTop() throws {
        let analysis = try analyze([
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=--& UIView:0xc.minY == 4   (active, names: '|':UIView:0xb )>",
            "<NSLayoutConstraint:0x3 V:|-(6)-[UIView:0xc]   (active, names: '|':UIView:0xb )>",
        ])
        #expect(analysis.conflictIDs == [["C1", "C2"]])
    }
}
