import TestTiers
import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

@Suite(.tags(.exhaustive)) struct RowConflictTests {
    /// Rows of 2–60 views in containers 0–1,000 pt
    /// wide (every 50 pt, and the widths either side of a fit); the quick
    /// check takes every fourth row length and the longest.
    @Test(arguments: TestTier.sample(Array(2...60), every: 4))
    func everyAnswerOnARowIsExact(views: Int) throws {
        let fullWidth = 40 + 8 * (views - 1) + 44 * views
        let widths = Set(Array(stride(from: 0, through: 1_000, by: 50)) + [fullWidth - 1, fullWidth].filter { $0 <= 1_000 })
        for containerWidth in widths.sorted() {
            let row = RowReport(views: views, containerWidth: containerWidth)
            let report = try #require(LogScanner.reports(in: row.text, source: "row.log").first)
            let analysis = ReportAnalyzer.analyze(report)
            let label = "\(views) views in \(containerWidth) pt"
            guard !row.fits else {
                #expect(analysis.verdict == .noConflictFound, "\(label): fits")
                continue
            }
            #expect(analysis.verdict == .conflict, "\(label): overflows")
            // One conflict, the row's family when some widths are spare: any
            // `widthsNeeded` of the widths, every minimal conflict there is.
            #expect(analysis.conflictsComplete && analysis.conflictCount == 1, "\(label)")
            let conflict = try #require(analysis.conflicts.first, "\(label)")
            let widths = conflict.entryIndices.filter(row.widthEntries.contains)
            #expect(conflict.entryIndices.filter { !row.widthEntries.contains($0) } == row.chainEntries, "\(label)")
            #expect(widths.count == row.widthsNeeded, "\(label): \(widths.count) widths, \(row.widthsNeeded) needed")
            let total = ExactCount.binomial(views, row.widthsNeeded)
            #expect(analysis.minimalConflictCount == total, "\(label): \(analysis.minimalConflictCount) said, \(total) exist")
            if row.widthsNeeded == views || row.widthsNeeded == 0 {
                #expect(conflict.family == nil, "\(label): every width is needed, or none")
            } else {
                #expect(
                    conflict.family?.classes
                        == [ConflictFamily.Class(entryIndices: Array(row.widthEntries), chosen: row.widthsNeeded)],
                    "\(label)")
                #expect(conflict.family?.isWholeGroup == true, "\(label)")
            }
        }
    }
}
