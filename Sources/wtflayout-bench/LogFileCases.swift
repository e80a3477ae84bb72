import Explainer
import Foundation
import LogParser

/// Whole console logs, as the command reads them: mostly noise, some reports.
enum LogFileCases {
    static let noise = [
        "2026-03-01 10:00:00.123456+0100 Recipes[4821:1193456] [Network] GET https://api.example.com/recipes/%d 200 in 84ms\n",
        "2026-03-01 10:00:00.223456+0100 Recipes[4821:1193456] viewDidAppear: RecipeListViewController (%d)\n",
        "2026-03-01 10:00:01.003456+0100 Recipes[4821:1193457] [Snapshotting] Snapshotting a view (0x7fb3d9c0e600, %d) that has not been rendered at least once requires afterScreenUpdates:YES.\n",
        "2026-03-01 10:00:01.503456+0100 Recipes[4821:1193458] [Analytics] event=scroll depth=%d screen=recipes\n",
    ]

    /// Writes a log of about `megabytes` MB holding `reports` (each cycled from `distinct` different ones).
    static func writeLog(megabytes: Int, reports: Int, distinct: Int, seed: UInt64) -> URL {
        var generator = ReportTextGenerator(seed: seed)
        let texts = (0..<distinct).map { _ in Array(generator.tableCell(labels: generator.random.int(in: 2...8)).utf8) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wtflayout-bench-\(megabytes)MB-\(reports)-of-\(distinct).log")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try! FileHandle(forWritingTo: url)
        let target = megabytes * 1_000_000
        let noiseBetween = max(target / reports, 1)
        var written = 0
        var random = SplitMix64(seed: seed)
        for index in 0..<reports {
            var chunk: [UInt8] = []
            while chunk.count < noiseBetween {
                let line = noise[random.int(in: 0...(noise.count - 1))].replacingOccurrences(of: "%d", with: String(random.int(in: 1...99_999)))
                chunk += Array(line.utf8)
            }
            chunk += texts[index % distinct]
            handle.write(Data(chunk))
            written += chunk.count
        }
        try! handle.close()
        return url
    }

    /// Scans (and optionally analyses) a file the way the command does: 256 KB chunks.
    static func read(_ url: URL, analyse: Bool) -> (reports: Int, groups: Int, verbatim: Int) {
        let handle = try! FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var scanner = LogScanner(source: url.lastPathComponent)
        let grouper = ReportGrouper(keepingRawLines: false)  // as for the default text output
        var count = 0
        while let data = try? handle.read(upToCount: 1 << 18), !data.isEmpty {
            let reports = data.withUnsafeBytes { scanner.scan($0) }
            count += reports.count
            if analyse { grouper.add(reports) }
        }
        let last = scanner.finish()
        count += last.count
        guard analyse else { return (count, 0, scanner.verbatimRepeats) }
        grouper.add(last)
        return (count, grouper.groups().count, scanner.verbatimRepeats)
    }

    /// Deletes a generated log, unless KEEP_LOGS is set (to run the command on it).
    static func discard(_ url: URL) {
        if ProcessInfo.processInfo.environment["KEEP_LOGS"] != nil {
            print("   kept \(url.path)")
        } else {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// Times `grep -c` on the file; its count must be the reports written,
    /// so a grep that failed cannot pass for a fast one.
    static func grepSeconds(_ url: URL, expecting reports: Int) throws -> Double {
        // grep writes to a file, read after the clock stops: a pipe would time our reading too.
        let countFile = FileManager.default.temporaryDirectory.appendingPathComponent("wtflayout-bench-grep-\(getpid()).txt")
        _ = FileManager.default.createFile(atPath: countFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: countFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["grep", "-c", "Unable to simultaneously satisfy constraints", url.path]
        process.standardOutput = try FileHandle(forWritingTo: countFile)
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let seconds = (ContinuousClock.now - start).seconds
        let count = (try? String(contentsOf: countFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard count == String(reports) else {
            throw BenchFailure(description: "grep -c counted '\(count)', expected \(reports)")
        }
        return seconds
    }

    /// Case 1 of the speed issue: 200 MB of noise holding 2,000 reports, of
    /// which `distinct` are different conflicts; timed against `grep -c`.
    /// LOG_SCALE=10 makes it 2 GB with ten times the reports, distinct ones
    /// included (for memory, with KEEP_LOGS=1 and the command).
    static func consoleLog(distinct: Int, seed: UInt64) -> BenchCase {
        let scale = max(1, Int(ProcessInfo.processInfo.environment["LOG_SCALE"] ?? "") ?? 1)
        let (megabytes, reports, distinct) = (200 * scale, 2_000 * scale, distinct * scale)
        let kind = distinct == reports ? "all distinct" : "\(distinct) distinct conflicts, as UI-test logs repeat them"
        return BenchCase(name: "\(megabytes) MB console log with \(reports) reports (\(kind)): scan, full analysis, grep -c",
                         target: ">= 300 MB/s, <= 3x grep") {
            let url = writeLog(megabytes: megabytes, reports: reports, distinct: distinct, seed: seed)
            let size = Double((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 1)
            return {
                _ = try grepSeconds(url, expecting: reports)  // warm the page cache
                let grep = try grepSeconds(url, expecting: reports)
                var start = ContinuousClock.now
                let scanned = read(url, analyse: false)
                let scan = (ContinuousClock.now - start).seconds
                start = ContinuousClock.now
                let analysed = read(url, analyse: true)
                let full = (ContinuousClock.now - start).seconds
                discard(url)
                guard scanned.reports == reports, analysed.groups == distinct else {
                    throw BenchFailure(description: "\(scanned.reports) reports, \(analysed.groups) groups")
                }
                let megabytes = size / 1_000_000
                return "\(Int(megabytes)) MB, \(scanned.verbatim) verbatim repeats: scan \(Int(megabytes / scan)) MB/s, full analysis \(Int(megabytes / full)) MB/s "
                    + "(\(String(format: "%.2f", full)) s), grep -c \(String(format: "%.2f", grep)) s "
                    + "(\(Int(megabytes / grep)) MB/s), full/grep \(String(format: "%.1f", full / grep))x"
            }
        }
    }

    static var all: [BenchCase] { [
        consoleLog(distinct: 2_000, seed: 21),
        BenchCase(name: "2,000 reports repeated 50 times: what repeat detection saves", target: "—") {
            let url = writeLog(megabytes: 100, reports: 100_000, distinct: 2_000, seed: 22)
            return {
                let start = ContinuousClock.now
                let result = read(url, analyse: true)
                let seconds = (ContinuousClock.now - start).seconds
                discard(url)
                guard result.reports == 100_000, result.groups == 2_000 else {
                    throw BenchFailure(description: "\(result.reports) reports in \(result.groups) groups")
                }
                return "100,000 reports in 2,000 groups: \(String(format: "%.2f", seconds)) s, "
                    + "\(Int(Double(result.reports) / seconds)) reports/s; 98,000 analyses (98%) skipped"
            }
        },
        consoleLog(distinct: 40, seed: 23),
    ] }
}
