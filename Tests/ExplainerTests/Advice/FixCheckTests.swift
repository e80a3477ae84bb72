import Foundation
import Testing

@testable import ConstraintSolving
@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Every fix printed is applied to its report's model and solved again: it
/// ends its conflict, and it does not keep the bug UIKit's recovery shows.
@Suite struct FixCheckTests {
    /// Every sample log, those in the sample folders' subfolders too, and the corpus when present.
    static let logs: [URL] = {
        let folders = [packageRoot.appendingPathComponent("SampleLogs")] + (corpusFolder.map { [$0] } ?? [])
        return folders.flatMap { folder -> [URL] in
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "log" }
        }.sorted { $0.path < $1.path }
    }()

    /// What a check counted over all the logs.
    struct Counts {
        var conflicts = 0
        var checked = 0
        var changeTheScreen = 0
    }

    @Test func everyPrintedFixEndsItsConflictAndChangesTheScreen() throws {
        var counts = Counts()
        for url in Self.logs {
            for report in try readReports(url) {
                let analysis = ReportAnalyzer.analyze(report)
                let builder = AdviceBuilder(analysis)
                for conflict in analysis.conflicts {
                    counts.conflicts += 1
                    let advice = builder.advise(conflict)
                    let verdict = advice.verdict
                    let place = "\(url.lastPathComponent):\(report.startLine)"
                    let change = builder.change(of: verdict)
                    // A fix the model can apply is always checked and shown.
                    #expect((change != nil) == (verdict.afterFix != nil), "\(place): a fix printed unchecked")
                    #expect(verdict.refusal == nil, "\(place): no rule's fix passed: \(String(describing: verdict.refusal))")
                    guard let change, let after = verdict.afterFix else { continue }
                    counts.checked += 1
                    #expect(after.conflictsLeft == 0, "\(place): the fix leaves \(after.conflictsLeft) conflicts")
                    // Independently of the search: the conflict's own constraints, less what the fix gives
                    // up, hold together with everything else in its part of the report.
                    #expect(holds(conflict, without: change.givenUp, in: analysis), "\(place): the conflict survives its fix")
                    if after.changesScreen == true { counts.changeTheScreen += 1 }
                    if after.changesScreen == false, verdict.action != .remove, verdict.action != .transient,
                        case .visible(let bug) = builder.recoveryHarm(conflict)
                    {
                        // Only a self-sizing cell's height may keep a visible bug: its next pass resizes the cell.
                        #expect(verdict.rule == "last-pin", "\(place): the fix keeps the bug \(bug)")
                    }
                }
            }
        }
        #expect(counts.checked > 60)
        print(
            "fix check: \(counts.conflicts) conflicts in \(Self.logs.count) logs, \(counts.checked) fixes solved again, "
                + "\(counts.changeTheScreen) of them change the screen")
    }

    /// The required constraints of the conflict's part of the model, less
    /// `givenUp` and the report's other conflicts, with the default margins,
    /// can all hold (one feasibility check, not the conflict search).
    private func holds(_ conflict: Conflict, without givenUp: Set<Int>, in analysis: ReportAnalysis) -> Bool {
        let model = analysis.model
        let kept =
            model.constraints.filter { $0.linear.isRequired && !($0.entryIndex.map(givenUp.contains) ?? false) }
            + ReportAnalyzer.defaultMarginAssumptions(model)
        let variables = Set(conflict.entryIndices.flatMap { model.constraint(forEntry: $0)?.linear.expression.terms.map(\.variable) ?? [] })
        let linear = kept.map(\.linear)
        let part = independentPartIndices(linear).filter { indices in
            indices.contains { linear[$0].expression.terms.contains { variables.contains($0.variable) } }
        }.flatMap { $0 }
        // Conflicts of the report that share no constraint with this one have fixes of their own: theirs are left out.
        let own = Set(conflict.entryIndices)
        let others = Set(analysis.conflicts.filter { $0.entryIndices.allSatisfy { !own.contains($0) } }.flatMap(\.entryIndices))
        let asked = part.map { kept[$0] }.filter { !($0.entryIndex.map(others.contains) ?? false) }
        return feasibility(of: asked.map(\.linear)).isFeasible
    }
}
