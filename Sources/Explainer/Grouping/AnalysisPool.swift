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
    /// Reports no worker has taken yet, in order; emptied whenever all are
    /// taken, so the pool does not keep a slot per report for the whole run.
    private var pending: [Report] = []
    private var nextPending = 0
    /// The index (in the order of `add`) of `pending[0]`.
    private var firstPendingIndex = 0
    private var analyses: [ReportAnalysis?] = []
    private var backgroundIsRunning = false

    func add(_ report: Report) {
        let startWorker = lock.withLock {
            pending.append(report)
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
                guard nextPending < pending.count else {
                    whenDone()
                    return nil
                }
                let claimed = (firstPendingIndex + nextPending, pending[nextPending])
                nextPending += 1
                if nextPending == pending.count {
                    firstPendingIndex += pending.count
                    pending.removeAll(keepingCapacity: true)
                    nextPending = 0
                }
                return claimed
            }
            guard let claimed else { return }
            let analysis = ReportAnalyzer.analyze(claimed.report)
            lock.withLock { analyses[claimed.index] = analysis }
        }
    }
}
