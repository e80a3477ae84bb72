import Foundation

/// The mix with rows of interchangeable views at a quarter of the
/// reports, which cost a whole search budget each before families. The
/// command end to end in text on every core: 20,000 distinct reports, and a
/// 200 MB log of 2,000 distinct ones among console noise.
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
                    guard let command = LogFileCases.command else { return "(no wtflayout built beside the bench)" }
                    var perReport: [Double] = []
                    var perMegabyte: [Double] = []
                    var summaries: [String] = []
                    for _ in 0..<3 {
                        for (url, into) in [(distinct, 0), (large, 1)] {
                            let run = try LogFileCases.timedRun(command, ["--no-color", url.path])
                            guard let summary = run.output.split(separator: "\n").last(where: { $0.hasPrefix("Summary: ") }) else {
                                throw BenchFailure(description: "\(url.lastPathComponent): no summary printed")
                            }
                            if into == 0 { perReport.append(run.seconds) } else { perMegabyte.append(run.seconds) }
                            summaries.append(String(summary))
                        }
                    }
                    let size = Double((try FileManager.default.attributesOfItem(atPath: large.path)[.size] as? Int) ?? 0) / 1e6
                    let (first, second) = (LogFileCases.median(perReport), LogFileCases.median(perMegabyte))
                    return "20,000 distinct reports in \(String(format: "%.2f", first)) s (\(Int(20_000 / first)) reports/s); "
                        + "\(Int(size)) MB in \(String(format: "%.2f", second)) s (\(Int(size / second)) MB/s); \(summaries[0])"
                }
            }
        ]
    }
}
