import Explainer
import Foundation

/// What `--follow` prints, in the order the reports arrived, each as soon as
/// it can be: a new conflict once its analysis (on another core) is done,
/// a repeat once everything before it is printed. The reading thread adds
/// arrivals; whichever thread finishes the analysis at the head prints it
/// and what is ready after it.
final class LiveOutput<Part: Sendable>: @unchecked Sendable {
    typealias Line = DistinctReports<Part>.Arrival

    private let lock = NSLock()
    private var waiting: [Line] = []
    /// Where the unprinted lines start in `waiting` (printed ones are dropped in batches).
    private var head = 0
    /// A group's part once it is analysed; nil before.
    /// Called from the analyses' threads: it must read its results under a lock
    /// of its own (the grouper's pool does; the grouper itself is no `Sendable`).
    private let part: (Int) -> Part?
    private let print: @Sendable (Line, Part) -> Void

    init(part: @escaping (Int) -> Part?, print: @escaping @Sendable (Line, Part) -> Void) {
        self.part = part
        self.print = print
    }

    func add(_ lines: [Line]) {
        lock.withLock { waiting += lines }
        printReady()
    }

    /// Prints, in order, every line whose group's part is there.
    func printReady() {
        lock.withLock {
            while head < waiting.count, let part = part(waiting[head].group) {
                print(waiting[head], part)
                head += 1
            }
            if head > 1_024 || head == waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
        }
    }
}
