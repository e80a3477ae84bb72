import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// n choose k, saturating at Int.max.
private func binomial(_ n: Int, _ k: Int) -> Int {
    guard k >= 0, k <= n else { return 0 }
    var result = 1
    for i in 0..<min(k, n - k) {
        let (product, overflow) = result.multipliedReportingOverflow(by: n - i)
        if overflow { return .max }
        result = product / (i + 1)
    }
    return result
}

@Suite struct RowConflictTests {
    /// Issue 13's first item: rows of 2–60 views in containers 0–1,000 pt
    /// wide (every 50 pt, and the widths either side of a fit).
    @Test(arguments: 2...60)
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
            #expect(!analysis.conflicts.isEmpty, "\(label)")
            var seen = Set<[Int]>()
            for conflict in analysis.conflicts {
                let widths = conflict.entryIndices.filter(row.widthEntries.contains)
                #expect(conflict.entryIndices.filter { !row.widthEntries.contains($0) } == row.chainEntries, "\(label)")
                #expect(widths.count == row.widthsNeeded, "\(label): \(widths.count) widths, \(row.widthsNeeded) needed")
                #expect(seen.insert(conflict.entryIndices).inserted, "\(label): listed twice")
            }
            let total = binomial(views, row.widthsNeeded)
            if analysis.conflictsComplete {
                #expect(analysis.conflictCount == total, "\(label): \(analysis.conflictCount) said, \(total) exist")
            } else {
                #expect(analysis.conflictCount <= total && analysis.conflictCount >= analysis.conflicts.count, "\(label)")
            }
            #expect(analysis.conflicts.count == min(analysis.conflictCount, AnalysisLimits.listedConflicts), "\(label)")
            // With one conflict only, it is proved so; otherwise more than one is shown.
            #expect(
                total == 1 ? analysis.conflictsComplete && analysis.conflictCount == 1 : analysis.conflictCount >= 2,
                "\(label)")
        }
    }
}
