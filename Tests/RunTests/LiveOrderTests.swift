import Explainer
import Testing

@testable import Run

/// A live run's order: lines in input order, each as soon as
/// its group's analysis and every line before it are there, whichever
/// order the analyses finish in.
@Suite struct LiveOrderTests {
    @Test func linesPrintInInputOrderAsSoonAsTheyAreReady() {
        let printed = Printed()
        let output = LiveOrder<String> { line, part in
            switch line {
            case .first: printed.append(part)
            case .again(_, let occurrences, _, let line): printed.append("\(part) again (\(occurrences)) at \(line)")
            }
        }
        output.add([.first(group: 0), .first(group: 1), .again(group: 0, occurrences: 2, source: "s", line: 40)])
        #expect(printed.lines.isEmpty)
        // The second finishes first: nothing prints until the first has.
        output.analysed(1, "report 1")
        #expect(printed.lines.isEmpty)
        output.analysed(0, "report 0")
        #expect(printed.lines == ["report 0", "report 1", "report 0 again (2) at 40"])
        // A repeat of a printed group prints at once; a new group waits for its analysis.
        output.add([
            .again(group: 1, occurrences: 2, source: "s", line: 60), .first(group: 2),
            .again(group: 1, occurrences: 3, source: "s", line: 90),
        ])
        #expect(printed.lines.count == 4)
        output.analysed(2, "report 2")
        #expect(Array(printed.lines.suffix(3)) == ["report 1 again (2) at 60", "report 2", "report 1 again (3) at 90"])
        #expect(printed.lines.count == 6)
    }

    /// What was printed, from whichever thread (LiveOrder hands on under its own lock).
    private final class Printed: @unchecked Sendable {
        private(set) var lines: [String] = []
        func append(_ line: String) { lines.append(line) }
    }
}
