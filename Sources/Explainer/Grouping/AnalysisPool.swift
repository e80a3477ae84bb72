import Dispatch
import Foundation
import LogParser

/// Analyses distinct reports while the input is still being read: one
/// background worker takes them as they arrive (the reading thread keeps the
/// other core busy), and `finish` shares what is left among all cores.
/// Each report is analysed exactly once, and results keep the order in
/// which reports were added, so the output does not depend on timing.
final class AnalysisPool: @unchecked Sendable {
    private let lock = NSLock()
    private let background = DispatchGroup()
    private var reports: [Report?] = []
    private var analyses: [ReportAnalysis?] = []
    /// The next report no worker has taken yet.
    private var nextUnclaimed = 0
    private var backgroundIsRunning = false

    func add(_ report: Report) {
        let startWorker = lock.withLock {
            reports.append(report)
            analyses.append(nil)
            let wasRunning = backgroundIsRunning
            backgroundIsRunning = true
            return !wasRunning
        }
        if startWorker {
            background.enter()
            DispatchQueue.global().async { [self] in
                work(whenDone: { backgroundIsRunning = false })
                background.leave()
            }
        }
    }

    /// Every analysis, in the order the reports were added.
    func finish() -> [ReportAnalysis] {
        let workers = System.activeProcessorCount
        DispatchQueue.concurrentPerform(iterations: workers) { _ in work(whenDone: {}) }
        background.wait()
        return lock.withLock { analyses.map { $0! } }
    }

    /// Takes reports until none is left; `whenDone` runs under the lock that
    /// saw the queue empty, so a report added right after starts a new worker.
    private func work(whenDone: () -> Void) {
        while true {
            let claimed: (index: Int, report: Report)? = lock.withLock {
                guard nextUnclaimed < reports.count else {
                    whenDone()
                    return nil
                }
                defer { nextUnclaimed += 1 }
                // The report moves into its analysis; the pool keeps no second copy.
                let report = reports[nextUnclaimed]!
                reports[nextUnclaimed] = nil
                return (nextUnclaimed, report)
            }
            guard let claimed else { return }
            let analysis = ReportAnalyzer.analyze(claimed.report)
            lock.withLock { analyses[claimed.index] = analysis }
        }
    }
}
