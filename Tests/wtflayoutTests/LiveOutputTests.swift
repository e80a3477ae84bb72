import Explainer
import Foundation
import Testing

@testable import Command

/// `--follow`'s printing (issue 32): lines in input order, each as soon as
/// its group's analysis and every line before it are there, whichever
/// order the analyses finish in.
@Suite struct LiveOutputTests {
    /// Analyses that finish when a test says, and the lines printed.
    private final class Stage: @unchecked Sendable {
        private let lock = NSLock()
        private var done: [Int: String] = [:]
        private(set) var printed: [String] = []

        func finish(_ group: Int) { lock.withLock { done[group] = "report \(group)" } }
        func part(_ group: Int) -> String? { lock.withLock { done[group] } }
        func print(_ line: DistinctReports<String>.Arrival, _ part: String) {
            switch line {
            case .first: printed.append(part)
            case .again(_, let occurrences, _, let line): printed.append("\(part) again (\(occurrences)) at \(line)")
            }
        }
    }

    @Test func linesPrintInInputOrderAsSoonAsTheyAreReady() {
        let stage = Stage()
        let output = LiveOutput<String>(part: stage.part, print: stage.print)
        output.add([.first(group: 0), .first(group: 1), .again(group: 0, occurrences: 2, source: "s", line: 40)])
        #expect(stage.printed.isEmpty)
        // The second finishes first: nothing prints until the first has.
        stage.finish(1)
        output.printReady()
        #expect(stage.printed.isEmpty)
        stage.finish(0)
        output.printReady()
        #expect(stage.printed == ["report 0", "report 1", "report 0 again (2) at 40"])
        // A repeat of a printed group prints at once; a new group waits for its analysis.
        output.add([
            .again(group: 1, occurrences: 2, source: "s", line: 60), .first(group: 2),
            .again(group: 1, occurrences: 3, source: "s", line: 90),
        ])
        #expect(stage.printed.count == 4)
        stage.finish(2)
        output.printReady()
        #expect(Array(stage.printed.suffix(3)) == ["report 1 again (2) at 60", "report 2", "report 1 again (3) at 90"])
        output.printReady()
        #expect(stage.printed.count == 6)
    }
}
