import Foundation
import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import Rendering

/// A picture's layout is solved only as far as its views' frames reach (the
/// independent parts holding their variables); those frames, and which of
/// their sizes are fixed, must be as in the whole layout.
@Suite struct LayoutSessionsTests {
    /// Three cells too short for their labels, one report: three independent
    /// vertical conflicts, and horizontal parts beside them.
    static let cells: String = {
        var entries: [String] = []
        for cell in 0..<3 {
            let content = "UITableViewCellContentView:0xc\(cell)"
            let label = "UILabel:0xa\(cell)'Row'"
            entries += [
                "<NSLayoutConstraint:0x1\(cell) V:|-(8)-[\(label)]   (active, names: '|':\(content) )>",
                "<NSLayoutConstraint:0x2\(cell) \(label).height == \(30 + cell)   (active)>",
                "<NSLayoutConstraint:0x3\(cell) V:[\(label)]-(8)-|   (active, names: '|':\(content) )>",
                "<NSLayoutConstraint:0x4\(cell) H:|-(16)-[\(label)]   (active, names: '|':\(content) )>",
                "<NSLayoutConstraint:0x5\(cell) \(label).width == \(label).height   (active)>",
                "<NSLayoutConstraint:0x6\(cell) 'UIView-Encapsulated-Layout-Height' \(content).height == 40   (active)>",
            ]
        }
        return "Unable to simultaneously satisfy constraints.\n(\n" + entries.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n\nWill attempt to recover by breaking constraint \n\(entries[1])\n"
    }()

    /// The samples, the corpus when it is beside the checkout, and the cells.
    static var reports: [Report] {
        get throws {
            let corpus =
                try corpusFolder.map { folder in
                    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".log") }.sorted()
                        .flatMap { try readReports(folder.appendingPathComponent($0)) }
                } ?? []
            return try sampleLogs.flatMap { try readReports($0) } + corpus + LogScanner.reports(in: cells, source: "cells.log")
        }
    }

    @Test func framesSolvedPartWiseAreAsInTheWholeLayout() throws {
        var compared = 0
        for report in try Self.reports {
            let analysis = ReportAnalyzer.analyze(report)
            let sessions = LayoutSessions(analysis)
            for conflict in analysis.conflicts {
                let keys = conflict.entryIndices.flatMap { analysis.model.constraint(forEntry: $0)?.anchorKeys ?? [] }
                let removals = [analysis.brokenBySystem.map { [$0] }, analysis.correction].compactMap { $0.map(Set.init) }
                for removed in removals {
                    let part = try #require(sessions.session(removing: removed, showing: keys, along: nil))
                    let whole = analysis.layoutSession(removing: removed)
                    for key in keys {
                        #expect(part.layout.frame(of: key) == whole.layout.frame(of: key), "\(report.source):\(report.startLine) \(key)")
                        let frame = try #require(analysis.model.item(withKey: key)?.frame)
                        for size in [frame.width, frame.height] {
                            #expect(part.isDetermined(LinearExpression(size)) == whole.isDetermined(LinearExpression(size)))
                        }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 100)
    }

    /// The cells' report is solved a cell at a time: another cell's frame is
    /// left at 0 in a picture of the first.
    @Test func aPictureSolvesOnlyItsOwnParts() throws {
        let report = try #require(LogScanner.reports(in: Self.cells, source: "cells.log").first)
        let analysis = ReportAnalyzer.analyze(report)
        #expect(analysis.conflicts.count == 3)
        let part = try #require(LayoutSessions(analysis).session(removing: [1], showing: [ItemKey("0xa0"), ItemKey("0xc0")], along: nil))
        #expect(part.layout.frame(of: ItemKey("0xa0"))?.height == 24)
        #expect(part.layout.frame(of: ItemKey("0xa2")).map { [$0.y, $0.height] } == [0, 0])
        #expect(analysis.layoutSession(removing: [1]).layout.frame(of: ItemKey("0xa2"))?.height == 32)
    }

    /// A picture of a horizontal conflict solves its views' horizontal parts
    /// only: a long vertical chain beside it neither costs time nor, past the
    /// limit, takes the picture away.
    @Test func aPictureReachesOnlyItsAxis() throws {
        var entries = [
            "<NSLayoutConstraint:0x1 UIView:0xa1.width == 100   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(10)-[UIView:0xa1]   (active, names: '|':UIView:0xa0 )>",
            "<NSLayoutConstraint:0x3 H:[UIView:0xa1]-(10)-|   (active, names: '|':UIView:0xa0 )>",
            "<NSLayoutConstraint:0x4 UIView:0xa0.width == 300   (active)>",
        ]
        entries += (1...600).map {
            "<NSLayoutConstraint:0x\(String($0 + 16, radix: 16)) V:[UIView:0xa\($0)]-(1)-[UIView:0xa\($0 + 1)]   (active)>"
        }
        let analysis = try analyze(entries, breaking: entries[0])
        let sessions = LayoutSessions(analysis)
        let shown = [ItemKey("0xa0"), ItemKey("0xa1")]
        #expect(sessions.session(removing: [0], showing: shown, along: .horizontal) != nil)
        #expect(sessions.session(removing: [0], showing: shown, along: nil) == nil)
        let html = HTMLRenderer(title: "t").render([ReportGroup(analysis: analysis, alsoAtLines: [])])
        // The view in its container (one picture: the fix keeps the frames
        // UIKit left), and the ruler of 10 + 100 + 10 against 300.
        #expect(html.components(separatedBy: "<svg").count - 1 == 2)
    }

    /// Only the latest two sessions are kept: each holds a solver.
    @Test func onlyTheLatestSessionsAreKept() throws {
        let report = try #require(LogScanner.reports(in: Self.cells, source: "cells.log").first)
        let sessions = LayoutSessions(ReportAnalyzer.analyze(report))
        func session(removing removed: Set<Int>) throws -> LayoutSession {
            try #require(sessions.session(removing: removed, showing: [ItemKey("0xa0")], along: nil))
        }
        let first = try session(removing: [1])
        #expect(try session(removing: [7]) !== first)
        #expect(try session(removing: [1]) === first)
        _ = try session(removing: [13])
        _ = try session(removing: [7])
        #expect(try session(removing: [1]) !== first)
    }

    /// A part of more related constraints than `largestLaidOut` is not laid
    /// out (the solver's work grows with about the cube of a chain): no
    /// picture, and no "on screen" clause in the advice.
    @Test func aPartTooLargeIsNotLaidOut() throws {
        let views = AnalysisLimits.largestLaidOut / 2
        var entries = (0..<views).map { "<NSLayoutConstraint:0x\(String(4 * $0 + 16, radix: 16)) UIView:0xa\($0).width == 1   (active)>" }
        entries += (0..<views).map {
            "<NSLayoutConstraint:0x\(String(4 * $0 + 17, radix: 16)) H:[UIView:0xa\($0)]-(1)-[UIView:0xa\($0 + 1)]   (active)>"
        }
        // The spacings alone overflow (widths cannot be negative): one conflict, of spacings only.
        entries.append("<NSLayoutConstraint:0x5 UIView:0xa0.leading == UIView:0xa\(views).leading - \(views - 5)   (active)>")
        let analysis = try analyze(entries, breaking: entries[views])
        #expect(analysis.conflicts.count == 1 && analysis.conflictsComplete)
        #expect(analysis.conflicts[0].entryIndices == Array(views...(2 * views)))
        let keys = [ItemKey("0xa0"), ItemKey("0xa1")]
        #expect(LayoutSessions(analysis).session(removing: [0], showing: keys, along: .horizontal) == nil)
        let text = TextRenderer(style: .plain).render([ReportGroup(analysis: analysis, alsoAtLines: [])])
        #expect(text.contains("UIKit broke A too."))
        #expect(!text.contains("on screen"))
    }
}
