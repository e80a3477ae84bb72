import Foundation
import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import Rendering

/// A change to a library's constraint names the library and writes no code
/// of the app's that would make the library's constraint again.
@Suite struct LibraryChangeTests {
    private func explain(_ entries: [String], process: String = "Shop") throws -> ConflictExplanation {
        let text =
            "2024-03-01 10:00:00.000000+0100 \(process)[311:9012] Unable to simultaneously satisfy constraints.\n(\n"
            + entries.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)\n"
        let report = try #require(LogScanner.reports(in: text, source: "library.log").first)
        let explanation = ReportExplanation(ReportAnalyzer.analyze(report), detail: [])
        return try #require(explanation.conflicts.first)
    }

    @Test func aLibrarysConstraintIsChangedInTheLibrary() throws {
        let conflict = try explain([
            "<NSLayoutConstraint:0x1 Tabman.TabmanBar:0xa.height == 50   (active)>",
            "<NSLayoutConstraint:0x2 Tabman.TabmanBar:0xa.height == 44   (active)>",
        ])
        #expect(conflict.fix.contains("made inside Tabman, not in your code"))
        #expect(conflict.code.isEmpty)
        // The control: the same bar of the app's own module gets code.
        let control = try explain([
            "<NSLayoutConstraint:0x1 Shop.TabmanBar:0xa.height == 50   (active)>",
            "<NSLayoutConstraint:0x2 Shop.TabmanBar:0xa.height == 44   (active)>",
        ])
        #expect(!control.fix.contains("not in your code"))
        #expect(!control.code.isEmpty)
    }

    @Test func theRunSummarySaysWhoseCodeItIsIn() throws {
        let text = """
            2024-03-01 10:00:00.000000+0100 Shop[311:9012] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 Tabman.TabmanBar:0xa.height == 50   (active)>",
                "<NSLayoutConstraint:0x2 Tabman.TabmanBar:0xa.height == 44   (active)>"
            )
            2024-03-01 10:00:01.000000+0100 Shop[311:9012] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x3 Tabman.TabmanBar:0xb.height == 60   (active)>",
                "<NSLayoutConstraint:0x4 Tabman.TabmanBar:0xb.height == 44   (active)>"
            )
            """
        let groups = ReportGroup.group(LogScanner.reports(in: text, source: "l.log"))
        let output = TextRenderer(style: .plain, width: 100).render(groups)
        #expect(output.contains("Summary: 2 reports, 2 conflicts, both in Tabman's code"))
        // JSON says it beside the owner, which stays "app": the library's code ships in the app.
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(groups, diagnostics: []).utf8)) as? [String: Any])
        let conflicts = (json["reports"] as? [[String: Any]] ?? []).flatMap { $0["conflicts"] as? [[String: Any]] ?? [] }
        #expect(conflicts.map { "\($0["owner"] ?? "") \($0["library"] ?? "")" } == ["app Tabman", "app Tabman"])
    }
}
