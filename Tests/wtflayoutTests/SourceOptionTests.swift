import Foundation
import Testing

/// `--source DIR` (issue 29): the constraint list says where the app's code
/// makes each constraint, and a folder that is not there is said plainly.
@Suite struct SourceOptionTests {
    private let project = "SampleLogs/projects/anchors-swift"

    @Test func theListSaysWhereEachConstraintWasMade() async throws {
        let run = try await CommandRunTests.run(["--source", project, project + "/ledger.log"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        // At 100 columns each maker goes under its constraint.
        #expect(run.output.contains("    E  UILabel.width == 120\n       yours (Ledger/SummaryCardView.swift:23)\n"))
        #expect(run.output.contains("       yours (Ledger/ReceiptCell.swift:21 or Ledger/SummaryCardView.swift:20)\n"))
        #expect(run.output.contains("       yours (likely Ledger/ReceiptCell.swift:16)\n"))
        // UIKit's own constraint is not looked for.
        #expect(run.output.contains("       set by its container (UIView-Encapsulated-Layout-Width)\n"))
        // Without --source, the same list without places.
        let plain = try await CommandRunTests.run([project + "/ledger.log"])
        #expect(!plain.output.contains(".swift:"))
    }

    @Test func aSourceFolderThatIsNotThereIsAnError() async throws {
        let run = try await CommandRunTests.run(["--source", "no-such-folder", project + "/ledger.log"])
        #expect(run.status == 2)
        #expect(run.error == "wtflayout: --source no-such-folder: no such folder\n")
    }
}
