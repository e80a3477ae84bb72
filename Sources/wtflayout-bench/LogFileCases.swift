import Explainer
import Foundation
import LogParser
import SeededRandom

/// Whole console logs, as the command reads them: mostly noise, some reports.
enum LogFileCases {
    static let noise = [
        "2026-03-01 10:00:00.123456+0100 Recipes[4821:1193456] [Network] GET https://api.example.com/recipes/%d 200 in 84ms\n",
        "2026-03-01 10:00:00.223456+0100 Recipes[4821:1193456] viewDidAppear: RecipeListViewController (%d)\n",
        "2026-03-01 10:00:01.003456+0100 Recipes[4821:1193457] [Snapshotting] Snapshotting a view (0x7fb3d9c0e600, %d) that has not been rendered at least once requires afterScreenUpdates:YES.\n",
        "2026-03-01 10:00:01.503456+0100 Recipes[4821:1193458] [Analytics] event=scroll depth=%d screen=recipes\n",
    ]

    /// Where the header line's time of day is (`10:00:00` in `2026-03-01 10:00:00.123456+0100 …`).
    static let timeRange: Range<Int> = {
        let header = Array(ReportTextGenerator.header.utf8)
        let time = Array("10:00:00".utf8)
        let start = (0...(header.count - time.count)).first { Array(header[$0..<($0 + time.count)]) == time }!
        return start..<(start + time.count)
    }()

    /// Writes a log of about `megabytes` MB holding `reports` (each cycled
    /// from `distinct` different ones): table cells, or the real mix of shapes.
    /// - Parameter quarterRows: the mix with rows at a quarter of the reports (`quarterRowsReport`).
    static func writeLog(
        megabytes: Int, reports: Int, distinct: Int, mixed: Bool = false, quarterRows: Bool = false, seed: UInt64
    ) -> URL {
        var generator = ReportTextGenerator(seed: seed)
        let texts = (0..<distinct).map { _ in
            Array(
                (quarterRows
                    ? generator.quarterRowsReport()
                    : mixed ? generator.mixedReport() : generator.tableCell(labels: generator.random.int(in: 2...8))).utf8)
        }
        let kind = quarterRows ? "-quarter-rows" : mixed ? "-mixed" : ""
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wtflayout-bench-\(megabytes)MB-\(reports)-of-\(distinct)\(kind).log")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try! FileHandle(forWritingTo: url)
        let target = megabytes * 1_000_000
        let noiseBetween = max(target / reports, 1)
        var written = 0
        var random = SplitMix64(seed: seed)
        for index in 0..<reports {
            var chunk: [UInt8] = []
            while chunk.count < noiseBetween {
                let line = noise[random.int(in: 0...(noise.count - 1))].replacingOccurrences(
                    of: "%d", with: String(random.int(in: 1...99_999)))
                chunk += Array(line.utf8)
            }
            // Each report at its own time, as a console prints it.
            var text = texts[index % distinct]
            text.replaceSubrange(
                timeRange, with: Array(String(format: "%02d:%02d:%02d", index / 3_600 % 24, index / 60 % 60, index % 60).utf8))
            chunk += text
            handle.write(Data(chunk))
            written += chunk.count
        }
        try! handle.close()
        return url
    }

    /// Scans (and optionally analyses) a file the way the command does: 1 MB chunks.
    static func read(_ url: URL, analyse: Bool, repairingPastes: Bool = true) -> (reports: Int, groups: Int, verbatim: Int) {
        let handle = try! FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var scanner = LogScanner(source: url.lastPathComponent, repairingPastes: repairingPastes)
        let grouper = ReportGrouper(keepingRawLines: false)  // as for the default text output
        var count = 0
        while let data = try? handle.read(upToCount: 1 << 20), !data.isEmpty {
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

    /// Runs a program to its end, its output to a file (read after the clock
    /// stops: a pipe would time our reading too, and grep stops at the first
    /// match when it writes to /dev/null). Returns the wall time and the output.
    ///
    /// `input` is its standard input; with `keptOutput`, its output goes
    /// there and is left for the caller (not read back as text).
    static func timedRun(_ program: URL, _ arguments: [String], input: URL? = nil, keptOutput: URL? = nil) throws -> (
        seconds: Double, output: String, errors: String
    ) {
        let folder = FileManager.default.temporaryDirectory
        let outputFile = keptOutput ?? folder.appendingPathComponent("wtflayout-bench-out-\(getpid()).txt")
        let errorFile = folder.appendingPathComponent("wtflayout-bench-err-\(getpid()).txt")
        for file in [outputFile, errorFile] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        defer { for file in [outputFile, errorFile] where file != keptOutput { try? FileManager.default.removeItem(at: file) } }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        // Outside any project, so the command reads no source tree of its own accord.
        process.currentDirectoryURL = folder
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let seconds = (ContinuousClock.now - start).seconds
        guard process.terminationStatus == 0 else {
            throw BenchFailure(description: "\(program.lastPathComponent) exited with \(process.terminationStatus)")
        }
        let read = { (file: URL) in (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
        return (seconds, keptOutput == nil ? read(outputFile) : "", read(errorFile))
    }

    /// Times `grep -c` on the file; its count must be the reports written,
    /// so a grep that failed cannot pass for a fast one.
    static func grepSeconds(_ url: URL, expecting reports: Int) throws -> Double {
        let grep = URL(fileURLWithPath: FileManager.default.isExecutableFile(atPath: "/usr/bin/grep") ? "/usr/bin/grep" : "/bin/grep")
        let (seconds, output, _) = try timedRun(grep, ["-c", "Unable to simultaneously satisfy constraints", url.path])
        let count = output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard count == String(reports) else {
            throw BenchFailure(description: "grep -c counted '\(count)', expected \(reports)")
        }
        return seconds
    }

    /// The command built beside this benchmark, when there is one.
    static let command: URL? = {
        guard let bench = Bundle.main.executableURL else { return nil }
        let command = bench.deletingLastPathComponent().appendingPathComponent("wtflayout")
        return FileManager.default.isExecutableFile(atPath: command.path) ? command : nil
    }()

    /// Times the command end to end (reading, analysis, the text report
    /// written); its summary must count the reports written.
    static func commandSeconds(_ command: URL, _ url: URL, expecting reports: Int) throws -> Double {
        let (seconds, output, _) = try timedRun(command, ["--no-color", url.path])
        guard output.contains("Summary: \(reports) reports") else {
            throw BenchFailure(description: "the command's summary does not count \(reports) reports")
        }
        return seconds
    }

    /// The command's peak memory in MB, as `/usr/bin/time` measures it (nil
    /// without it): GNU time's `-f %M` (kilobytes) on Linux, BSD time's `-l`
    /// ("maximum resident set size", bytes) on macOS. A child's own figure
    /// would not do: a process spawned from this one starts out as large as
    /// the bench, which holds other cases' inputs.
    static func commandPeakMemoryMB(_ command: URL, _ url: URL) -> Int? {
        let time = URL(fileURLWithPath: "/usr/bin/time")
        guard FileManager.default.isExecutableFile(atPath: time.path) else { return nil }
        #if os(macOS)
            guard let run = try? timedRun(time, ["-l", command.path, "--no-color", url.path]),
                let line = run.errors.split(separator: "\n").first(where: { $0.contains("maximum resident set size") }),
                let bytes = line.split(separator: " ").first.flatMap({ Int($0) })
            else { return nil }
            return bytes / (1024 * 1024)
        #else
            guard let run = try? timedRun(time, ["-f", "%M", command.path, "--no-color", url.path]),
                let kilobytes = run.errors.split(separator: "\n").last.flatMap({ Int($0) })
            else { return nil }
            return kilobytes / 1024
        #endif
    }

    static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// A console log: 200 MB of noise holding 2,000 reports, of
    /// which `distinct` are different conflicts; timed against `grep -c`.
    /// LOG_SCALE=10 makes it 2 GB with ten times the reports, distinct ones
    /// included (for memory, with KEEP_LOGS=1 and the command).
    ///
    /// `mixed`: the reports are of the real mix of shapes (see
    /// `ReportTextGenerator.mixedReport`), with its own target: the whole
    /// analysis in at most 1 s and under 100 MB.
    static func consoleLog(distinct: Int, mixed: Bool = false, seed: UInt64) -> BenchCase {
        let scale = max(1, Int(ProcessInfo.processInfo.environment["LOG_SCALE"] ?? "") ?? 1)
        let (megabytes, reports, distinct) = (200 * scale, 2_000 * scale, distinct * scale)
        var kind = distinct == reports ? "all distinct" : "\(distinct) distinct conflicts, as UI-test logs repeat them"
        if mixed { kind += ", of the real mix of shapes" }
        return BenchCase(
            name: "\(megabytes) MB console log with \(reports) reports (\(kind)): scan, full analysis, grep -c",
            target: mixed ? "whole analysis <= 1 s, < 100 MB" : ">= 300 MB/s, <= 3x grep"
        ) {
            let url = writeLog(megabytes: megabytes, reports: reports, distinct: distinct, mixed: mixed, seed: seed)
            let size = Double((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 1)
            return {
                _ = try grepSeconds(url, expecting: reports)  // warm the page cache
                // Each timed five times, in turns, against the shared machine's noise.
                var greps: [Double] = []
                var commands: [Double] = []
                for _ in 0..<5 {
                    greps.append(try grepSeconds(url, expecting: reports))
                    if let command { commands.append(try commandSeconds(command, url, expecting: reports)) }
                }
                let grep = median(greps)
                let commandMemory = command.flatMap { commandPeakMemoryMB($0, url) }
                // The scan with and without the readers of damaged pastes, in turns.
                var scans: [Double] = []
                var plainScans: [Double] = []
                var scanned = (reports: 0, groups: 0, verbatim: 0)
                for turn in 0..<6 {
                    // Each goes first in half the turns; the fastest of each is
                    // kept, the least disturbed by the shared machine.
                    for repairing in turn % 2 == 0 ? [false, true] : [true, false] {
                        let start = ContinuousClock.now
                        let result = read(url, analyse: false, repairingPastes: repairing)
                        let seconds = (ContinuousClock.now - start).seconds
                        if repairing {
                            scanned = result
                            scans.append(seconds)
                        } else {
                            plainScans.append(seconds)
                        }
                    }
                }
                let (scan, plainScan) = (scans.min()!, plainScans.min()!)
                let start = ContinuousClock.now
                let analysed = read(url, analyse: true)
                let full = (ContinuousClock.now - start).seconds
                discard(url)
                // The mix repeats a few small reports by chance (an alert of the same widths).
                guard scanned.reports == reports, mixed ? analysed.groups <= distinct : analysed.groups == distinct else {
                    throw BenchFailure(description: "\(scanned.reports) reports, \(analysed.groups) groups")
                }
                let megabytes = size / 1_000_000
                let endToEnd =
                    commands.isEmpty
                    ? "(no wtflayout built beside the bench)"
                    : "the command end to end \(String(format: "%.3f", median(commands))) s (\(Int(megabytes / median(commands))) MB/s), "
                        + "\(String(format: "%.1f", median(commands) / grep))x grep, peak memory "
                        + (commandMemory.map { "\($0) MB" } ?? "unknown (no GNU time)")
                return
                    "\(Int(megabytes)) MB, \(analysed.groups) distinct, \(scanned.verbatim) verbatim repeats skipped: scan \(Int(megabytes / scan)) MB/s "
                    + "(\(Int(megabytes / plainScan)) MB/s without reading damaged pastes), "
                    + "scan and analysis in process \(Int(megabytes / full)) MB/s (\(String(format: "%.2f", full)) s, "
                    + "\(String(format: "%.1f", full / grep))x grep); grep -c \(String(format: "%.3f", grep)) s (\(Int(megabytes / grep)) MB/s); "
                    + endToEnd
            }
        }
    }

    static var all: [BenchCase] {
        [
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
            consoleLog(distinct: 2_000, mixed: true, seed: 24),
        ]
    }
}
