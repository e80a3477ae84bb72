import ConstraintSolving
import Explainer
import Foundation
import LayoutAnalysis

/// One report's outcome: what it was, what comparing it found, how long it took.
struct ReportRecord: Sendable {
    let index: Int
    let shape: ShapeKind
    let entryCount: Int
    let result: ComparisonResult
    let seconds: Double
    /// Kept only when the comparison failed, to show and shrink it.
    let failingReport: GeneratedReport?
}

/// Generates and compares reports on every core. A report's outcome depends
/// only on the seed and its index, never on which worker took it.
enum DifferentialRun {
    struct Outcome {
        /// By index; when the time ran out, the reports started before it.
        let records: [ReportRecord]
        let seconds: Double
        let stoppedEarly: Bool
    }

    static func run(seed: UInt64, reports: Int, maxSeconds: Double?, toolBudget: SearchBudget) -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        let shared = SharedProgress()
        let workers = max(1, min(System.activeProcessorCount, reports))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = shared.take(below: reports) {
                if let maxSeconds, (clock.now - start).seconds > maxSeconds {
                    shared.stop()
                    return
                }
                shared.record(check(seed: seed, index: index, toolBudget: toolBudget))
            }
        }
        return Outcome(
            records: shared.records.sorted { $0.index < $1.index }, seconds: (clock.now - start).seconds,
            stoppedEarly: shared.stopped)
    }

    /// Makes report `index` and compares the tool's answers with the reference's.
    static func check(seed: UInt64, index: Int, toolBudget: SearchBudget) -> ReportRecord {
        let clock = ContinuousClock()
        let start = clock.now
        let report = ReportGenerator.report(seed: seed, index: index)
        var result = Comparison.compare(report, toolBudget: toolBudget)
        if result.failures.isEmpty {
            // The conflicts themselves are only shown for failures; a long run keeps the counts.
            result.trueConflicts = nil
            result.listed = []
        }
        return ReportRecord(
            index: index, shape: report.shape, entryCount: report.entries.count, result: result,
            seconds: (clock.now - start).seconds, failingReport: result.failures.isEmpty ? nil : report)
    }

    /// The next index to take and the records made, shared by the workers.
    private final class SharedProgress: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private(set) var stopped = false
        private var done: [ReportRecord] = []

        var records: [ReportRecord] { lock.withLock { done } }

        func take(below limit: Int) -> Int? {
            lock.withLock {
                guard !stopped, next < limit else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func stop() { lock.withLock { stopped = true } }

        func record(_ record: ReportRecord) { lock.withLock { done.append(record) } }
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
