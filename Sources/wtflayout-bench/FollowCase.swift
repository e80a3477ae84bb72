import Foundation

/// `--follow` on a fast stream: 18,000 distinct reports of the
/// real mix read from standard input as they come, against the file mode
/// on the same log. Both must end with the same summary.
enum FollowCase {
    static var all: [BenchCase] {
        [
            BenchCase(name: "18,000 distinct reports of the real mix: --follow on stdin against the file mode", target: "<= 1.5x") {
                let url = LogFileCases.writeLog(megabytes: 40, reports: 18_000, distinct: 18_000, mixed: true, seed: 25)
                return {
                    defer { LogFileCases.discard(url) }
                    guard let command = LogFileCases.command else { return "(no wtflayout built beside the bench)" }
                    var files: [Double] = []
                    var follows: [Double] = []
                    var summaries: Set<String> = []
                    // In turns, each first in half of them, against the shared machine's noise.
                    for turn in 0..<4 {
                        for following in turn % 2 == 0 ? [false, true] : [true, false] {
                            let run =
                                following
                                ? try LogFileCases.timedRun(command, ["--follow", "--no-color"], input: url)
                                : try LogFileCases.timedRun(command, ["--no-color", url.path])
                            guard let summary = run.output.split(separator: "\n").last(where: { $0.hasPrefix("Summary: ") }) else {
                                throw BenchFailure(description: "\(following ? "--follow" : "the file mode") printed no summary")
                            }
                            summaries.insert(String(summary))
                            if following { follows.append(run.seconds) } else { files.append(run.seconds) }
                        }
                    }
                    guard summaries.count == 1, let summary = summaries.first else {
                        throw BenchFailure(description: "the two modes' summaries differ: \(summaries.sorted())")
                    }
                    let (file, follow) = (LogFileCases.median(files), LogFileCases.median(follows))
                    return "the file mode \(String(format: "%.2f", file)) s (\(Int(18_000 / file)) reports/s), --follow "
                        + "\(String(format: "%.2f", follow)) s: \(String(format: "%.2f", follow / file))x; \(summary)"
                }
            }
        ]
    }
}
