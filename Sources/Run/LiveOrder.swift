import Explainer
import Foundation

/// A live run's reports handed on in the order they arrived, each as soon
/// as it can be: a new conflict once its analysis (on another core) is
/// done, a repeat once everything before it is handed on. The reading
/// thread adds arrivals, the analyses' threads their parts; whichever adds
/// the one the head waits for hands it on and what is ready after it.
final class LiveOrder<Part: Sendable>: @unchecked Sendable {
    typealias Line = DistinctReports<Part>.Arrival

    private let lock = NSLock()
    private var waiting: [Line] = []
    /// Where the lines not handed on start in `waiting` (the others are dropped in batches).
    private var head = 0
    /// Each analysed group's part, by group.
    private var parts: [Int: Part] = [:]
    private let handOn: @Sendable (Line, Part) -> Void

    init(handOn: @escaping @Sendable (Line, Part) -> Void) {
        self.handOn = handOn
    }

    /// Lines as they arrive, in input order.
    func add(_ lines: [Line]) {
        lock.withLock {
            waiting += lines
            handOnReady()
        }
    }

    /// A group's part, once it is analysed.
    func analysed(_ group: Int, _ part: Part) {
        lock.withLock {
            parts[group] = part
            handOnReady()
        }
    }

    /// Hands on, in order, every line whose group's part is there; under the lock.
    private func handOnReady() {
        while head < waiting.count, let part = parts[waiting[head].group] {
            handOn(waiting[head], part)
            head += 1
        }
        if head > 1_024 || head == waiting.count {
            waiting.removeFirst(head)
            head = 0
        }
    }
}
