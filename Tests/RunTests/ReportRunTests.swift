import Explainer
import Foundation
import LogParser
import Testing

@testable import Run

/// One input's run, bytes to events: a sample read a few bytes at a time;
/// live, each report is handed on in input order as soon as it is ready;
/// either way, the diagnostics as they are read and the end.
@Suite struct ReportRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func events(_ sample: String, live: Bool) throws -> [String] {
        let bytes = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent("SampleLogs/\(sample)")))
        return events(of: bytes, source: sample, live: live)
    }

    /// Every event of a run over `bytes`, fed 7 bytes at a time; each part is the report's start line.
    private func events(of bytes: [UInt8], source: String, live: Bool) -> [String] {
        let seen = Seen()
        let run = ReportRun<Int>(
            source: source, live: live, part: { $0.report.startLine },
            sink: { event in
                switch event {
                case .firstSeen(let number, let line): seen.append("first #\(number) at \(line)")
                case .seenAgain(let number, let occurrences, let source, let line, let first):
                    seen.append("again #\(number) (x\(occurrences)) at \(source):\(line), first at \(first)")
                case .diagnostic(let diagnostic): seen.append("diagnostic at \(diagnostic.line)")
                case .end(let groups): seen.append("end: " + groups.map { "\($0.kept)+\($0.alsoAtLines)" }.joined(separator: " "))
                }
            })
        for start in stride(from: 0, to: bytes.count, by: 7) {
            bytes[start..<min(start + 7, bytes.count)].withUnsafeBytes(run.read)
        }
        let groups = run.finish()
        #expect(run.reportCount == DistinctReports<Int>.Group.reportCount(groups))
        return seen.lines
    }

    @Test func aLiveRunHandsOnEachReportInInputOrderThenTheEnd() throws {
        #expect(
            try events("console-session.log", live: true) == [
                "first #1 at 8", "first #2 at 29", "again #1 (x2) at console-session.log:49, first at 8", "end: 8+[49] 29+[]",
            ])
    }

    @Test func aBatchRunHandsOnOnlyItsDiagnosticsAndTheEnd() throws {
        #expect(try events("console-session.log", live: false) == ["end: 8+[49] 29+[]"])
        let misspelt = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f8.hieght == 10   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f8.height == 20   (active)>"
            )

            """
        #expect(events(of: Array(misspelt.utf8), source: "x.log", live: false) == ["diagnostic at 3", "end: 1+[]"])
    }

    /// What the sink was given, from whichever thread.
    private final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        var lines: [String] { lock.withLock { seen } }
        func append(_ line: String) { lock.withLock { seen.append(line) } }
    }
}
