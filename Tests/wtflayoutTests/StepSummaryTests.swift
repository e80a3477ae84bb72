import Explainer
import Foundation
import LogParser
import Rendering
import Testing

@testable import Command

/// GitHub drops a step summary over 1 MiB whole: a big log's is
/// made smaller until it fits, or is left out with the reason said.
@Suite struct StepSummaryTests {
    /// 30 cells too short for their labels, each height its own, then a toast with its mask and a height of its own.
    private func log() -> String {
        var text = ""
        for index in 0..<30 {
            let address = 0x1000 * (index + 1)
            text += """
                Unable to simultaneously satisfy constraints.
                (
                    "<NSLayoutConstraint:0x\(address + 1) V:|-(8)-[UILabel:0x\(address + 2)]   (active, names: '|':UITableViewCellContentView:0x\(address + 3) )>",
                    "<NSLayoutConstraint:0x\(address + 4) UILabel:0x\(address + 2).height == \(60 + index)   (active)>",
                    "<NSLayoutConstraint:0x\(address + 5) V:[UILabel:0x\(address + 2)]-(8)-|   (active, names: '|':UITableViewCellContentView:0x\(address + 3) )>",
                    "<NSLayoutConstraint:0x\(address + 6) 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x\(address + 3).height == \(44 + index)   (active)>"
                )

                """
        }
        return text
    }

    /// What the step summary holds after the report is added to `before`, and what stderr says.
    private func summary(limit: Int, before: String = "") throws -> (written: String, error: String) {
        let folder = try makeTemporaryFolder("step-summary")
        defer { removeFolder(folder) }
        let path = folder.appendingPathComponent("summary.md").path
        if !before.isEmpty { try before.write(toFile: path, atomically: true, encoding: .utf8) }
        let groups = ReportGroup.group(LogScanner.reports(in: log(), source: "ui-test.log")).map { group in
            RenderedReport.Group(kept: MarkdownRenderer().part(group.analysis), alsoAtLines: group.alsoAtLines)
        }
        let error = DrainedPipe()
        let console = Console(input: 0, output: 1, error: error.descriptor, environment: [:], workingDirectory: nil)
        CIDocuments.appendStepSummary(groups, diagnostics: [], text: { $0 }, to: path, console: console, limit: limit)
        let written = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(written.hasPrefix(before))
        return (String(written.dropFirst(before.count)), error.finish())
    }

    @Test func aBigSummaryIsMadeSmallerUntilItFits() throws {
        let whole = try summary(limit: 1_000_000)
        // Thirty reports, each in full: as --markdown writes them.
        #expect(whole.written.matches(of: /\n## `ui-test.log:\d+`/).count == 30)
        #expect(whole.error.isEmpty)

        // Too big for the limit: one worked report for the one kind, and every report a row.
        let smaller = try summary(limit: whole.written.utf8.count - 1)
        #expect(smaller.written.matches(of: /\n## `ui-test.log:\d+`/).count == 1)
        #expect(smaller.written.contains("## Kinds of conflict\n\n30 distinct reports, 1 kind of conflict."))
        #expect(smaller.written.matches(of: /\n\| 1 \| `ui-test.log:/).count == 30)
        #expect(smaller.written.utf8.count < whole.written.utf8.count && smaller.error.isEmpty)

        // What the step wrote before counts against the same limit.
        let earlier = String(repeating: "x", count: whole.written.utf8.count)
        let after = try summary(limit: 2 * whole.written.utf8.count - 1, before: earlier)
        #expect(after.written == smaller.written && after.error.isEmpty)

        // Too big however made: nothing written, and the reason said.
        let none = try summary(limit: 100)
        #expect(none.written.isEmpty)
        #expect(none.error.hasPrefix("wtflayout: the step summary would be "))
        #expect(none.error.hasSuffix(" bytes, more than the 100 GitHub takes beside what the step wrote before: not written\n"))
    }
}
