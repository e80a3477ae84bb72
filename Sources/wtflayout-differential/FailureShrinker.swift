import ConstraintSolving
import Explainer

/// Cuts a failing report down to a few entries that still show the same
/// kind of failure, so a finding can be read and reproduced by hand.
///
/// Delta debugging in its simplest form: drop halves, then quarters, ...,
/// then single entries, keeping every drop after which the failure remains.
/// Entries that pin a margins guide stay: without them the tool (rightly)
/// reads the margins as free, and the generator's meaning would no longer hold.
enum FailureShrinker {
    /// Each trial runs the tool and the reference once.
    static let trialLimit = 400

    static func shrink(_ report: GeneratedReport, keeping kind: FailureKind, toolBudget: SearchBudget) -> GeneratedReport {
        let pinned = report.entries.indices.filter { report.entries[$0].pinsMargins }
        func fails(_ kept: [Int]) -> Bool {
            let candidate = report.keeping((kept + pinned).sorted())
            return Comparison.compare(candidate, toolBudget: toolBudget).failures.contains { $0.kind == kind }
        }
        var kept = report.entries.indices.filter { !report.entries[$0].pinsMargins }
        // The closed form goes with the first cut: a failure that needs it cannot be shrunk.
        guard fails(kept) else { return report }
        var trials = 1
        var chunk = max(1, kept.count / 2)
        while trials < trialLimit {
            var start = 0
            var removed = false
            while start < kept.count && trials < trialLimit {
                let end = min(kept.count, start + chunk)
                let candidate = Array(kept[..<start] + kept[end...])
                trials += 1
                if !candidate.isEmpty && fails(candidate) {
                    kept = candidate
                    removed = true
                } else {
                    start = end
                }
            }
            if chunk == 1 && !removed { break }
            chunk = max(1, chunk / 2)
        }
        // Guides of views no kept entry mentions any more pin nothing that matters.
        let texts = kept.map { report.entries[$0].text }
        let stillPinned = pinned.filter { index in
            guard let view = pinnedView(report.entries[index].text) else { return true }
            return texts.contains { $0.contains(view) }
        }
        return report.keeping((kept + stillPinned).sorted())
    }

    /// The view whose margins a guide entry pins: its `'|'` binding.
    private static func pinnedView(_ text: String) -> String? {
        guard let start = text.firstRange(of: "names: '|':") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != " " })
    }
}
