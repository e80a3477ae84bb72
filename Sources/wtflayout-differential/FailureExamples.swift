import ConstraintSolving
import Explainer

/// The first failures of each kind, in full: what disagreed, how to make the
/// report again, and the report cut down to the entries that show it.
enum FailureExamples {
    /// Longer original reports are not printed (`--only N` prints them).
    static let longestPrinted = 40

    static func text(_ summary: RunSummary, seed: UInt64, toolBudget: Int?) -> String {
        let budget = toolBudget.map { SearchBudget(work: $0) } ?? .perReport
        var lines: [String] = []
        for kind in FailureKind.allCases {
            for (number, record) in (summary.examples[kind] ?? []).enumerated() {
                guard let report = record.failingReport else { continue }
                lines.append("")
                lines.append(
                    "--- \(kind.rawValue): report #\(record.index) (\(record.shape.rawValue), "
                        + "\(record.entryCount) entries)")
                lines.append(
                    "    reproduce: swift run -c release wtflayout-differential --seed \(seed) --only \(record.index)"
                        + (toolBudget.map { " --tool-budget \($0)" } ?? ""))
                for failure in record.result.failures where failure.kind == kind {
                    lines.append("    \(failure.detail)")
                }
                if report.entries.count <= longestPrinted {
                    lines.append(indented(report.text))
                }
                // Shrinking runs the tool hundreds of times: the first example of a kind only.
                guard number == 0 else { continue }
                let shrunk = FailureShrinker.shrink(report, keeping: kind, toolBudget: budget)
                guard shrunk.entries.count < report.entries.count else { continue }
                lines.append("    shrunk to \(shrunk.entries.count) entries, where it still fails:")
                for failure in Comparison.compare(shrunk, toolBudget: budget).failures where failure.kind == kind {
                    lines.append("    \(failure.detail)")
                }
                lines.append(indented(shrunk.text))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A verbose account of one report, for `--only N`.
    static func single(seed: UInt64, index: Int, toolBudget: SearchBudget) -> (text: String, failed: Bool) {
        let record = DifferentialRun.check(seed: seed, index: index, toolBudget: toolBudget)
        let report = ReportGenerator.report(seed: seed, index: index)
        var lines = [report.text]
        lines.append("shape: \(record.shape.rawValue), \(record.entryCount) entries, \(report.requiredEntries.count) required")
        for (index, entry) in report.entries.enumerated() {
            lines.append("  C\(index + 1)\(entry.isRequired ? "" : " (optional)"): \(entry.constraint)")
        }
        lines.append("size variables: \(report.sizeVariables.count), margin variables: \(report.marginVariables)")
        if let known = report.knownConflictCount { lines.append("closed form: \(known) minimal conflicts") }
        lines.append("tool: \(record.result.toolVerdict?.rawValue ?? "-"); reference: \(record.result.referenceVerdict?.rawValue ?? "-")")
        let result = record.result
        if result.toolComplete != nil {
            lines.append(
                "tool lists: " + result.listed.map(Comparison.entryNames).joined(separator: " ")
                    + (result.toolComplete == true ? " (complete)" : " (incomplete)"))
        }
        if let truth = result.trueConflicts {
            lines.append("true minimal conflicts: " + truth.map(Comparison.entryNames).joined(separator: " "))
        } else if let count = result.trueCount {
            lines.append("true number of minimal conflicts: \(count)")
        }
        if let skipped = result.skipped { lines.append("skipped: \(skipped)") }
        for failure in record.result.failures { lines.append("FAIL \(failure.kind.rawValue): \(failure.detail)") }
        if record.result.failures.isEmpty { lines.append("no failure") }
        return (lines.joined(separator: "\n"), !record.result.failures.isEmpty)
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    | \($0)" }.joined(separator: "\n")
    }
}
