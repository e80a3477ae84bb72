import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import Rendering

/// Grouping as the command streams it: reports added in batches, distinct
/// ones analysed in the background, groups in order of first appearance.
@Suite struct ReportGrouperTests {
    /// The same reports printed again further down the log.
    static func seenAgain(_ reports: [Report], linesLater offset: Int) -> [Report] {
        reports.map { report in
            var again = report
            again.startLine += offset
            return again
        }
    }

    /// Every sample twice over, in batches of three: each distinct report is
    /// one group whose analysis equals a direct one, its repeats' lines kept.
    @Test func batchesGroupAsOneListDoes() throws {
        let reports = try sampleLogs.flatMap { try readReports($0) }
        let doubled = reports + Self.seenAgain(reports, linesLater: 100_000)
        let grouper = ReportGrouper()
        for start in stride(from: 0, to: doubled.count, by: 3) {
            grouper.add(Array(doubled[start..<min(start + 3, doubled.count)]))
        }
        let groups = grouper.groups()
        let distinct = ReportGroup.group(reports)
        #expect(grouper.reportCount == doubled.count)
        #expect(groups.count == distinct.count)
        for (group, single) in zip(groups, distinct) {
            #expect(group.analysis.report == single.analysis.report)
            #expect(group.analysis.conflicts.map(\.entryIndices) == single.analysis.conflicts.map(\.entryIndices))
            // The second pass repeats every report of the first, in order.
            let firstPass = [single.analysis.report.startLine] + single.alsoAtLines
            #expect(group.alsoAtLines == single.alsoAtLines + firstPass.map { $0 + 100_000 })
        }
    }

    /// A live stream's grouping: each report says whether its conflict is
    /// new or which group it repeats (with the count so far), and each new
    /// group is announced once, when its analysis is there to be had.
    @Test func arrivalsSayNewOrAgainAndEachGroupIsAnnouncedWhenDone() throws {
        let logs = ["stack-view.log", "two-conflicts.log"].map { packageRoot.appendingPathComponent("SampleLogs/" + $0) }
        let reports = try logs.flatMap { try readReports($0) }
        let twice = reports + Self.seenAgain(reports, linesLater: 1_000)
        let announced = Announcements()
        let grouper = ReportGrouper(keepingRawLines: false, names: ViewNameBook(), whenAnalysed: announced.add, keep: { $0 })
        var arrivals: [ReportGrouper.Arrival] = []
        for report in twice { arrivals += grouper.add([report]) }
        let groups = grouper.groups()
        // Each group announced once, with the analysis groups() gives for it.
        let startLines = announced.startLines
        #expect(startLines.keys.sorted() == Array(reports.indices))
        #expect(announced.count == reports.count)
        for (group, report) in reports.enumerated() {
            #expect(startLines[group] == report.startLine)
            #expect(groups[group].kept.report.startLine == report.startLine)
        }
        let distinct = ReportGroup.group(reports)
        #expect(distinct.count == reports.count, "the two logs hold no repeat of their own")
        let expected: [ReportGrouper.Arrival] =
            reports.indices.map { .first(group: $0) }
            + reports.enumerated().map { index, report in
                .again(group: index, occurrences: 2, source: report.source, line: report.startLine + 1_000)
            }
        #expect(arrivals == expected)
    }

    /// A report read from a text seen before joins that text's group without
    /// being signed: the samples three times over (the third time as verbatim
    /// repeats the scanner skips) group as they do with no texts at all.
    @Test func aKnownTextStandsForItsSignature() throws {
        var scanner = LogScanner(source: "samples")
        let logs = try sampleLogs.map { try Data(contentsOf: $0) }
        var reports: [Report] = []
        for log in logs + logs + logs { reports += scanner.scan([UInt8](log)) }
        reports += scanner.finish()
        #expect(scanner.verbatimRepeats > 0)
        #expect(reports.filter { $0.text != nil }.count > reports.count / 2)
        let withTexts = ReportGrouper(keepingRawLines: false)
        let without = ReportGrouper(keepingRawLines: false)
        for start in stride(from: 0, to: reports.count, by: 4) {
            let batch = Array(reports[start..<min(start + 4, reports.count)])
            withTexts.add(batch)
            without.add(
                batch.map { report in
                    var anonymous = report
                    anonymous.text = nil
                    return anonymous
                })
        }
        let (known, signed) = (withTexts.groups(), without.groups())
        #expect(known.map(\.alsoAtLines) == signed.map(\.alsoAtLines))
        #expect(known.map(\.analysis.report.startLine) == signed.map(\.analysis.report.startLine))
    }

    /// Without raw lines the groups are the same but for the quoted lines.
    @Test func rawLinesCanBeLeftOut() throws {
        let reports = try sampleLogs.flatMap { try readReports($0) }
        let grouper = ReportGrouper(keepingRawLines: false)
        grouper.add(reports)
        let lean = grouper.groups()
        let full = ReportGroup.group(reports)
        #expect(lean.count == full.count)
        for (leanGroup, fullGroup) in zip(lean, full) {
            #expect(leanGroup.analysis.report.lines.isEmpty)
            var withoutLines = fullGroup.analysis.report
            (withoutLines.lines, withoutLines.text) = ([], nil)
            #expect(leanGroup.analysis.report == withoutLines)
            #expect(leanGroup.alsoAtLines == fullGroup.alsoAtLines)
            #expect(leanGroup.analysis.verdict == fullGroup.analysis.verdict)
        }
    }

    /// The command keeps each report's rendered part instead of its analysis
    /// (the reading thread helping once more than a few wait, report lines
    /// dropped when the format does not quote them): every format's output
    /// is the same as rendering the analyses, for every sample, repeats included.
    @Test(arguments: [TextRenderer(style: .plain), JSONRenderer(), MarkdownRenderer(), HTMLRenderer(title: "t")] as [any DocumentFormat])
    func partsRenderAsTheAnalysesDo(_ format: any DocumentFormat) throws {
        // Every sample, and enough distinct cells to have the reading thread help.
        let cells = (0..<(2 * AnalysisLimits.mostReportsWaiting)).map { index in
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60000\(index)1 UILabel:0x7f1.height == \(30 + index)   (active)>",
                "<NSLayoutConstraint:0x60000\(index)2 UILabel:0x7f1.top == UITableViewCellContentView:0x7f9.top + 8   (active)>",
                "<NSLayoutConstraint:0x60000\(index)3 UITableViewCellContentView:0x7f9.bottom == UILabel:0x7f1.bottom + 8   (active)>",
                "<NSLayoutConstraint:0x60000\(index)4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f9.height == 44   (active)>"
            )

            """
        }.joined()
        let reports = try sampleLogs.flatMap { try readReports($0) } + LogScanner.reports(in: cells, source: "cells.log")
        let parts = DistinctReports(keepingRawLines: format.quotesReportLines) { format.part($0) }
        for report in reports + reports { parts.add([report]) }
        let diagnostics = (reports + reports).flatMap(\.diagnostics)
        var output = ""
        format.write(parts.groups(), diagnostics: diagnostics, text: { $0 }, to: { output += $0 })
        let expected = format.render(ReportGroup.group(reports + reports), diagnostics: diagnostics)
        #expect(output == expected)
        #expect(expected.contains("cells.log"))
    }
}

/// The groups a grouper announced, from whichever threads analysed them:
/// each one's report start line, and how many announcements there were.
private final class Announcements: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [Int: Int] = [:]
    private var announcements = 0

    func add(_ group: Int, _ analysis: ReportAnalysis) {
        lock.withLock {
            lines[group] = analysis.report.startLine
            announcements += 1
        }
    }

    var startLines: [Int: Int] { lock.withLock { lines } }
    var count: Int { lock.withLock { announcements } }
}
