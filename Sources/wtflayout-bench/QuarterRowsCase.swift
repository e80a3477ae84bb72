import Foundation

/// The mix with rows of interchangeable views at a quarter of the
/// reports, which cost a whole search budget each before families:
/// 20,000 distinct reports, and a 200 MB log of 2,000 distinct ones among
/// console noise. The target is the command's end to end (writing its text
/// report, on every core), as this case has always measured it; the read
/// and analysis in process, as the other mixes measure, is printed beside
/// it. Each is timed three times, in turns.
enum QuarterRowsCase {
    static var all: [BenchCase] {
        [
            BenchCase(
                name: "the mix with a quarter of rows: 20,000 distinct reports, and a 200 MB log, end to end",
                target: ">= 5,000 reports/s; >= 300 MB/s"
            ) {
                let distinct = LogFileCases.writeLog(megabytes: 45, reports: 20_000, distinct: 20_000, quarterRows: true, seed: 32)
                let large = LogFileCases.writeLog(megabytes: 200, reports: 2_000, distinct: 2_000, quarterRows: true, seed: 33)
                return {
                    defer {
                        LogFileCases.discard(distinct)
                        LogFileCases.discard(large)
                    }
                    var inProcess: [[Double]] = [[], []]
                    var endToEnd: [[Double]] = [[], []]
                    var summary = "(no wtflayout built beside the bench)"
                    for _ in 0..<3 {
                        for (into, url) in [distinct, large].enumerated() {
                            let start = ContinuousClock.now
                            let read = LogFileCases.read(url, analyse: true)
                            inProcess[into].append((ContinuousClock.now - start).seconds)
                            guard read.reports == [20_000, 2_000][into] else {
                                throw BenchFailure(description: "\(url.lastPathComponent): \(read.reports) reports read")
                            }
                            guard let command = LogFileCases.command else { continue }
                            let run = try LogFileCases.timedRun(command, ["--no-color", url.path])
                            guard let printed = run.output.split(separator: "\n").last(where: { $0.hasPrefix("Summary: ") }) else {
                                throw BenchFailure(description: "\(url.lastPathComponent): no summary printed")
                            }
                            endToEnd[into].append(run.seconds)
                            if into == 0 { summary = String(printed) }
                        }
                    }
                    let megabytes = Double((try FileManager.default.attributesOfItem(atPath: large.path)[.size] as? Int) ?? 0) / 1e6
                    let (reports, log) = (LogFileCases.median(inProcess[0]), LogFileCases.median(inProcess[1]))
                    let inProcessText =
                        "read and analysed in process \(Int(20_000 / reports)) reports/s, \(Int(megabytes / log)) MB/s"
                    guard !endToEnd[0].isEmpty else { return "\(summary); \(inProcessText)" }
                    let (first, second) = (LogFileCases.median(endToEnd[0]), LogFileCases.median(endToEnd[1]))
                    let text =
                        "20,000 distinct reports in \(String(format: "%.2f", first)) s (\(Int(20_000 / first)) reports/s); "
                        + "\(Int(megabytes)) MB in \(String(format: "%.2f", second)) s (\(Int(megabytes / second)) MB/s); "
                        + "\(inProcessText); \(summary)"
                    return text
                }
            }
        ]
    }
}
