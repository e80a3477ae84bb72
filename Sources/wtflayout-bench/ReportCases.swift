import ConstraintSolving
import Explainer
import Foundation
import LayoutAnalysis
import LogParser

/// The whole pipeline on report text: scan, parse, analyse.
enum ReportCases {
    /// As the command does it: scan, then group repeats and analyse on all cores.
    static func analyse(_ text: String) -> [ReportAnalysis] {
        ReportGroup.group(LogScanner.reports(in: text, source: "bench.log")).map(\.analysis)
    }

    /// REPORTS overrides the 20,000 of the typical-report cases (for profiling).
    static let typicalCount = Int(ProcessInfo.processInfo.environment["REPORTS"] ?? "") ?? 20_000

    /// As the command reads a file: 256 KB chunks through the scanner into the
    /// grouper, which analyses distinct reports while reading goes on.
    static func streamed(_ bytes: [UInt8]) -> [ReportGroup] {
        var scanner = LogScanner(source: "bench.log")
        let grouper = ReportGrouper(keepingRawLines: false)  // as for the default text output
        bytes.withUnsafeBytes { all in
            var offset = 0
            while offset < all.count {
                let end = min(offset + (1 << 18), all.count)
                grouper.add(scanner.scan(UnsafeRawBufferPointer(rebasing: all[offset..<end])))
                offset = end
            }
        }
        grouper.add(scanner.finish())
        return grouper.groups()
    }

    static var all: [BenchCase] {
        [
            BenchCase(
                name: "report with a 10,000-constraint chain 10 pt longer than its container: parse + analyse",
                target: "first minimal conflict < 1 s"
            ) {
                var generator = ReportTextGenerator(seed: 11)
                let text = generator.chain(views: 4_999)
                return {
                    // Widths cannot be negative, so the 5,000 spacings, the container's
                    // width and any 4,990 of the 4,999 widths conflict: C(4,999, 9) ways.
                    let analyses = analyse(text)
                    guard let analysis = analyses.first, analysis.report.entries.count == 10_000,
                        let conflict = analysis.conflicts.first, conflict.size == 9_991,
                        analysis.conflictCount >= 2, !analysis.conflictsComplete
                    else {
                        throw BenchFailure(
                            description: "expected conflicts of 9,991 of the 10,000 constraints, got "
                                + "\(analyses.first?.conflicts.map(\.size) ?? [])")
                    }
                    return "\(analysis.report.entries.count) constraints, conflicts of \(conflict.size) "
                        + "(at least \(analysis.conflictCount)), \(NumberText.points(conflict.discrepancy)) pt apart"
                }
            },
            BenchCase(
                name: "report with 2,000 constraints holding 50 independent conflicts: parse + analyse",
                target: "all of them < 2 s"
            ) {
                var generator = ReportTextGenerator(seed: 12)
                let text = generator.manyCells(50, labels: 9)
                return {
                    guard let analysis = analyse(text).first, analysis.conflicts.count == 50 else {
                        throw BenchFailure(description: "expected 50 conflicts")
                    }
                    return "\(analysis.report.entries.count) constraints, \(analysis.conflicts.count) conflicts, "
                        + "correction of \(analysis.correction?.count ?? 0)"
                }
            },
            BenchCase(
                name: "20,000 typical reports (11–43 constraints): parse + analyse",
                target: ">= 5,000 reports / s"
            ) {
                var generator = ReportTextGenerator(seed: 13)
                let text = Array((0..<typicalCount).map { _ in generator.tableCell(labels: generator.random.int(in: 2...8)) }.joined().utf8)
                return {
                    let start = ContinuousClock.now
                    let analyses = streamed(text).map(\.analysis)
                    let seconds = (ContinuousClock.now - start).seconds
                    let conflicts = analyses.filter { $0.verdict == .conflict }.count
                    guard analyses.count == typicalCount, conflicts == typicalCount else {
                        throw BenchFailure(description: "\(analyses.count) reports, \(conflicts) with a conflict")
                    }
                    let sizes = analyses.map(\.report.entries.count)
                    return "\(analyses.count) reports of \(sizes.min()!)–\(sizes.max()!) constraints, "
                        + "\(Int(Double(analyses.count) / seconds)) reports/s on \(System.activeProcessorCount) cores"
                }
            },
            BenchCase(
                name: "20,000 distinct reports of the real mix (\(ReportTextGenerator.mixDescription)): analyse, 1 core",
                target: ">= 5,000 reports / s; none of <= 300 constraints over 50 ms"
            ) {
                var generator = ReportTextGenerator(seed: 14)
                let text = (0..<typicalCount).map { _ in generator.mixedReport() }.joined()
                let reports = LogScanner.reports(in: text, source: "bench.log")
                return {
                    var slowest = (seconds: 0.0, constraints: 0)
                    var conflicts = 0
                    let start = ContinuousClock.now
                    for report in reports {
                        let began = ContinuousClock.now
                        let analysis = ReportAnalyzer.analyze(report, budget: benchBudget)
                        let seconds = (ContinuousClock.now - began).seconds
                        if seconds > slowest.seconds { slowest = (seconds, report.entries.count) }
                        if analysis.verdict.isConflict { conflicts += 1 }
                    }
                    let seconds = (ContinuousClock.now - start).seconds
                    guard reports.count == typicalCount, conflicts == typicalCount else {
                        throw BenchFailure(description: "\(reports.count) reports, \(conflicts) with a conflict")
                    }
                    return "\(reports.count) reports, \(Int(Double(reports.count) / seconds)) reports/s; slowest "
                        + "\(String(format: "%.1f", slowest.seconds * 1000)) ms (\(slowest.constraints) constraints)"
                }
            },
            BenchCase(
                name: "500 large reports (100–300 constraints: rows of 50–149 views, 3–8 cells in one report)",
                target: "none over 50 ms"
            ) {
                var generator = ReportTextGenerator(seed: 17)
                let texts = (0..<500).map { index in
                    index % 2 == 0
                        ? generator.row(views: generator.random.int(in: 50...149), containerWidth: generator.random.int(in: 0...100) * 20)
                        : generator.manyCells(generator.random.int(in: 3...8), labels: generator.random.int(in: 6...8))
                }
                let reports = texts.map { LogScanner.reports(in: $0, source: "bench.log")[0] }
                return {
                    var slowest = (seconds: 0.0, constraints: 0)
                    for report in reports {
                        let began = ContinuousClock.now
                        let analysis = ReportAnalyzer.analyze(report)
                        let seconds = (ContinuousClock.now - began).seconds
                        if seconds > slowest.seconds { slowest = (seconds, report.entries.count) }
                        guard analysis.verdict.isConflict else { throw BenchFailure(description: "no conflict found") }
                    }
                    let sizes = reports.map(\.entries.count)
                    return "\(reports.count) reports of \(sizes.min()!)–\(sizes.max()!) constraints, slowest "
                        + "\(String(format: "%.1f", slowest.seconds * 1000)) ms (\(slowest.constraints) constraints)"
                }
            },
            BenchCase(
                name: "rows of 60 views in containers 0–1,000 pt wide (up to C(60, 12) minimal conflicts)",
                target: "< 20 ms each"
            ) {
                var generator = ReportTextGenerator(seed: 15)
                let reports = stride(from: 0, through: 1_000, by: 50).map { width in
                    LogScanner.reports(in: generator.row(views: 60, containerWidth: width), source: "bench.log")[0]
                }
                return {
                    var slowest = 0.0
                    var complete = 0
                    for report in reports {
                        let began = ContinuousClock.now
                        let analysis = ReportAnalyzer.analyze(report)
                        slowest = max(slowest, (ContinuousClock.now - began).seconds)
                        guard analysis.verdict == .conflict else { throw BenchFailure(description: "no conflict found") }
                        if analysis.conflictsComplete { complete += 1 }
                    }
                    return "\(reports.count) rows of 121 constraints, slowest \(String(format: "%.1f", slowest * 1000)) ms; "
                        + "\(complete) with every minimal conflict found"
                }
            },
            BenchCase(
                name: "a row of 4,000 views (8,002 constraints), 300 pt wide: its one conflict, proved the only one",
                target: "< 1.5 s"
            ) {
                var generator = ReportTextGenerator(seed: 16)
                let text = generator.row(views: 4_000, containerWidth: 300)
                return {
                    guard let analysis = analyse(text).first, analysis.conflicts.count == 1, analysis.conflictsComplete,
                        analysis.conflictCount == 1, analysis.conflicts[0].size == 4_002
                    else {
                        throw BenchFailure(description: "expected the one conflict of the 4,001 spacings and the width")
                    }
                    return "\(analysis.report.entries.count) constraints, the only conflict: \(analysis.conflicts[0].size)"
                }
            },
            BenchCase(name: "scanning 20,000 typical reports (no analysis)", target: "—") {
                var generator = ReportTextGenerator(seed: 13)
                let text = Array((0..<typicalCount).map { _ in generator.tableCell(labels: generator.random.int(in: 2...8)) }.joined().utf8)
                return {
                    let start = ContinuousClock.now
                    var scanner = LogScanner(source: "bench.log")
                    let reports = scanner.scan(text) + scanner.finish()
                    let seconds = (ContinuousClock.now - start).seconds
                    guard reports.count == typicalCount else { throw BenchFailure(description: "\(reports.count) reports") }
                    return "\(text.count / 1_000_000) MB, \(Int(Double(text.count) / seconds / 1_000_000)) MB/s, "
                        + "\(Int(Double(reports.count) / seconds)) reports/s"
                }
            },
        ]
    }
}

/// BUDGET overrides the search budget of case 7 (for calibrating it).
let benchBudget = SearchBudget(work: Int(ProcessInfo.processInfo.environment["BUDGET"] ?? "") ?? SearchBudget.perReport.remaining)
