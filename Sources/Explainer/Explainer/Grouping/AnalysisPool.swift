import Dispatch
import Foundation
import LayoutAnalysis
import LogParser

/// Analyses distinct reports while the input is still being read: one
/// background worker takes them as they arrive (the reading thread keeps the
/// other core busy), and `finish` shares what is left among all cores.
/// Each report is analysed exactly once, and results keep the order in
/// which reports were added, so the output does not depend on timing. For a
/// live stream, `whenDone` is given each result the moment it is kept.
/// What is kept of each analysis is up to `keep` (which runs on the worker):
/// the analysis itself, or only what an output needs of it.
final class AnalysisPool<Kept: Sendable>: @unchecked Sendable {
    private let keep: @Sendable (ReportAnalysis) -> Kept
    private let lock = NSLock()
    private let background = DispatchGroup()
    /// Reports in the order added, from `firstPendingIndex` on; a taken one is
    /// set to nil at once, and the taken prefix is dropped as it grows.
    private var pending: [Job?] = []
    private var nextPending = 0
    private var waitingEntries = 0
    private var firstPendingIndex = 0
    private var results: [Kept?] = []
    private var backgroundIsRunning = false
    /// Reports analysed, left for the reading thread to release: it made
    /// their strings and entries, and memory freed by the thread that made
    /// it is freed without taking the other thread's allocator lock. Kept
    /// until the next report is added (on a quiet live stream, the last few
    /// analysed), or the end.
    private var analysedJobs: [Job] = []

    /// Given each report's index and result once kept, on the thread that
    /// analysed it: a live stream prints each as soon as it can.
    private let whenDone: (@Sendable (Int, Kept) -> Void)?

    init(whenDone: (@Sendable (Int, Kept) -> Void)? = nil, keep: @escaping @Sendable (ReportAnalysis) -> Kept) {
        self.keep = keep
        self.whenDone = whenDone
    }

    /// A report waiting, with the run's names for its views.
    private struct Job {
        let report: Report
        let names: ViewNames
    }

    func add(_ report: Report, names: ViewNames) {
        var analysed: [Job] = []
        let (startWorker, waiting, entriesWaiting) = lock.withLock {
            swap(&analysed, &analysedJobs)
            pending.append(Job(report: report, names: names))
            results.append(nil)
            waitingEntries += report.entries.count
            let wasRunning = backgroundIsRunning
            backgroundIsRunning = true
            return (!wasRunning, pending.count - nextPending, waitingEntries)
        }
        if startWorker {
            background.enter()
            DispatchQueue.global().async { [self] in
                while workOne(whenNoneLeft: { backgroundIsRunning = false }) {}
                background.leave()
            }
        }
        if waiting > AnalysisLimits.mostReportsWaiting || entriesWaiting > AnalysisLimits.mostEntriesWaiting {
            _ = workOne(whenNoneLeft: {})
        }
    }

    /// What was kept of every analysis, in the order the reports were added.
    func finish() -> [Kept] {
        let workers = System.activeProcessorCount
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while workOne(whenNoneLeft: {}) {}
        }
        background.wait()
        // Released when this returns, outside the lock.
        var analysed: [Job] = []
        return lock.withLock {
            swap(&analysed, &analysedJobs)
            return results.map { $0! }
        }
    }

    /// Takes one report and analyses it; false when none was left. `whenNoneLeft`
    /// runs under the lock that saw the queue empty, so a report added right
    /// after starts a new background worker.
    private func workOne(whenNoneLeft: () -> Void) -> Bool {
        let claimed: (index: Int, job: Job)? = lock.withLock {
            guard nextPending < pending.count else {
                whenNoneLeft()
                return nil
            }
            let claimed = (firstPendingIndex + nextPending, pending[nextPending]!)
            pending[nextPending] = nil
            waitingEntries -= claimed.1.report.entries.count
            nextPending += 1
            if nextPending == pending.count || nextPending >= 1_024 {
                pending.removeFirst(nextPending)
                firstPendingIndex += nextPending
                nextPending = 0
            }
            return claimed
        }
        guard let claimed else { return false }
        let kept = analyse(claimed.job)
        lock.withLock {
            results[claimed.index] = kept
            analysedJobs.append(claimed.job)
        }
        whenDone?(claimed.index, kept)
        return true
    }

    private func analyse(_ job: Job) -> Kept {
        var analysis = ReportAnalyzer.analyze(job.report)
        analysis.viewNames = job.names
        return keep(analysis)
    }
}
