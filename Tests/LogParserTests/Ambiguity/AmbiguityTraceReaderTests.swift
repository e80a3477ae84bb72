import Foundation
import Testing

@testable import LogParser

/// `_autolayoutTrace` trees read from console text: each marked view, its
/// superview in the tree and the values the trace names as free.
@Suite struct AmbiguityTraceReaderTests {
    static func trace(_ name: String) throws -> [AmbiguityTrace] {
        let url = sampleLogsDirectory.appendingPathComponent("traces/\(name)")
        return AmbiguityTraceReader.traces(in: try String(contentsOf: url, encoding: .utf8))
    }

    typealias View = AmbiguityTrace.View

    @Test func theModernFormNamesEachFreeValue() throws {
        let traces = try Self.trace("ambiguous-buttons.txt")
        try #require(traces.count == 1)
        let trace = traces[0]
        #expect(trace.startLine == 3)
        let root = View(className: "UIView", address: "0x7fb4c2f06e10", label: nil)
        let badge = View(className: "TripBadgeView", address: "0x7fb4c2f0e210", label: nil)
        let host = View(className: "UIView", address: "0x7fb4c2f16f90", label: nil)
        #expect(
            trace.ambiguous == [
                .init(view: badge, line: 15, superview: root, free: [.horizontalPosition, .width], otherValues: []),
                .init(
                    view: View(className: "UILabel", address: "0x7fb4c2f0f5d0", label: "3 days"), line: 16, superview: badge,
                    free: [.verticalPosition], otherValues: []),
                .init(
                    view: View(className: "UIButton", address: "0x7fb4c2f11c40", label: "Retry"), line: 17, superview: root,
                    free: [.horizontalPosition, .verticalPosition], otherValues: []),
                .init(
                    view: View(className: "_UILayoutGuide", address: "0x7fb4c2f13a20", label: nil), line: 19, superview: root,
                    free: [.verticalPosition], otherValues: []),
                .init(
                    view: View(className: "UIImageView", address: "0x7fb4c2f18120", label: nil), line: 23, superview: host,
                    free: [.height], otherValues: []),
            ])
        #expect(trace.missingHostConstraints == [.init(view: host, line: 22)])
    }

    @Test func theOldFormMarksViewsWithoutValues() throws {
        let traces = try Self.trace("ambiguous-ios7.txt")
        try #require(traces.count == 1)
        #expect(traces[0].startLine == 2)
        #expect(traces[0].ambiguous.map(\.view.className) == ["UIWindow", "TripHeaderView", "UILabel", "_UILayoutGuide", "_UILayoutGuide"])
        #expect(traces[0].ambiguous.allSatisfy { $0.free.isEmpty })
        #expect(traces[0].ambiguous[0].superview == nil)
        #expect(traces[0].ambiguous[2].superview?.className == "TripHeaderView")
    }

    @Test func aLabelWithQuotesAndAnUnknownValueAreKept() {
        let text = """
            UIWindow:0x1
            |   *UILabel:0x2'Don't go'- AMBIGUOUS LAYOUT for UILabel:0x2'Don't go'.minX{id: 7}, UILabel:0x2'Don't go'.maxX{id: 8}
            """
        let traces = AmbiguityTraceReader.traces(in: text)
        #expect(
            traces.first?.ambiguous == [
                .init(
                    view: View(className: "UILabel", address: "0x2", label: "Don't go"), line: 2,
                    superview: View(className: "UIWindow", address: "0x1", label: nil), free: [.horizontalPosition],
                    otherValues: ["maxX"])
            ])
    }

    /// Windows line ends split as any others; a root line that cannot be
    /// read leaves its children without a superview, not without a tree.
    @Test func windowsLineEndsAndAnUnreadRootLine() {
        let text =
            "Optional(UIWindow:0x1\r\n|   *UIView:0x2- AMBIGUOUS LAYOUT for UIView:0x2.minY{id: 3}\r\n"
            + "|   |   *UILabel:0x4'Hi'- AMBIGUOUS LAYOUT for UILabel:0x4'Hi'.Width{id: 5}\r\n"
        let traces = AmbiguityTraceReader.traces(in: text)
        #expect(
            traces.first?.ambiguous == [
                .init(
                    view: View(className: "UIView", address: "0x2", label: nil), line: 2, superview: nil, free: [.verticalPosition],
                    otherValues: []),
                .init(
                    view: View(className: "UILabel", address: "0x4", label: "Hi"), line: 3,
                    superview: View(className: "UIView", address: "0x2", label: nil), free: [.width], otherValues: []),
            ])
    }

    /// A conflict report holds no tree: nothing is read from it.
    @Test func aConflictLogHoldsNoTrace() throws {
        let text = try String(contentsOf: sampleLogsDirectory.appendingPathComponent("two-conflicts.log"), encoding: .utf8)
        #expect(AmbiguityTraceReader.traces(in: text).isEmpty)
        #expect(AmbiguityTraceReader.traces(in: "UIView:0x1 was laid out\nnothing else").isEmpty)
    }
}
