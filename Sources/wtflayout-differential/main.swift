import ConstraintSolving
import Explainer
import Foundation

// An independent differential check of wtflayout's conflict analysis:
// seeded reports in UIKit's console format, each decided again by an
// exact rational reference that knows only what the generator meant to write.
// Run in release mode: `swift run -c release wtflayout-differential`.

let options: DifferentialOptions
do {
    options = try DifferentialOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("wtflayout-differential: \(error)\n\n\(DifferentialOptions.usage)\n".utf8))
    exit(2)
}
if options.showHelp {
    print(DifferentialOptions.usage)
    exit(0)
}
let toolBudget = options.toolBudget.map { SearchBudget(work: $0) } ?? .perReport
if let index = options.only {
    let account = FailureExamples.single(seed: options.seed, index: index, toolBudget: toolBudget)
    print(account.text)
    exit(account.failed ? 1 : 0)
}

let outcome = DifferentialRun.run(
    seed: options.seed, reports: options.reports, maxSeconds: options.maxSeconds,
    toolBudget: toolBudget)
let summary = RunSummary(outcome.records)
print(
    summary.text(
        seed: options.seed, requested: options.reports, seconds: outcome.seconds,
        stoppedEarly: outcome.stoppedEarly))
if summary.failureTotal > 0 {
    print(FailureExamples.text(summary, seed: options.seed, toolBudget: options.toolBudget))
}
exit(summary.failureTotal > 0 || summary.skippedShare > RunSummary.largestSkippedShare ? 1 : 0)
