import Foundation
import Testing

@testable import Explainer
@testable import LogParser

/// Pastes a website or editor damaged (issue 17): each sample in
/// `SampleLogs/pastes/` is a clean sample's text, damaged the way its form
/// damages it, and must give the same analysis, with a note saying what
/// was repaired.
@Suite struct PastedFormsTests {
    struct Form: CustomTestStringConvertible, Sendable {
        let damaged: String
        let clean: String
        /// The note on each report, for its count of entries.
        let note: @Sendable (Int) -> String

        var testDescription: String { damaged }
    }

    static let forms: [Form] = [
        Form(damaged: "markdown-escaped.log", clean: "two-conflicts.log") {
            "read \($0) entries whose `<` and `>` had been escaped as `\\<` and `\\>` (a Markdown editor)"
        },
        Form(damaged: "tags-stripped.log", clean: "two-conflicts.log") {
            "read \($0) entries whose `<` `>` had been removed (a paste outside a code block); paste the log between ``` lines to keep them"
        },
    ]

    /// What an analysis says, without where it was read: per report, each
    /// conflict's constraints, why and fix.
    private func answers(_ url: URL) throws -> [[String]] {
        try readReports(url).map { report in
            ReportExplanation(ReportAnalyzer.analyze(report), detail: []).conflicts.map { conflict in
                conflict.constraints.map(\.equation).joined(separator: "; ") + " | " + conflict.why + " | " + conflict.fix
            }
        }
    }

    @Test(arguments: forms)
    func damagedAndCleanGiveTheSameAnalysis(_ form: Form) throws {
        let damaged = packageRoot.appendingPathComponent("SampleLogs/pastes/\(form.damaged)")
        let clean = packageRoot.appendingPathComponent("SampleLogs/\(form.clean)")
        let answers = try answers(damaged)
        #expect(answers == (try self.answers(clean)))
        #expect(answers.count == 2)
        let reports = try readReports(damaged)
        let cleanReports = try readReports(clean)
        #expect(reports.map(\.entries.count) == cleanReports.map(\.entries.count))
        #expect(reports.map { $0.recovery?.constraint?.address } == cleanReports.map { $0.recovery?.constraint?.address })
        // Each report says what was repaired: its list and its recovery entry.
        #expect(reports.map { $0.diagnostics.map(\.message) } == [[form.note(12)], [form.note(7)]])
        #expect(cleanReports.allSatisfy { $0.diagnostics.isEmpty })
    }
}
