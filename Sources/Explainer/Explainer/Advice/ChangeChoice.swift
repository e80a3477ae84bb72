import LayoutAnalysis
import LogParser

/// Which constraints a conflict's fix changes: the verdict of the first
/// advice rule that decides (`AdviceRules`).
extension AdviceBuilder {
    func verdict(_ conflict: Conflict) -> ConflictVerdict {
        let context = RuleContext(self, conflict: conflict)
        var verdict = AdviceRules.verdict(context)
        // A mask kept because its container sets the frame: the fix says so, whatever changes inside.
        if verdict.action != .disableAutoresizingMask, verdict.owner == .app {
            verdict.containerFrames = context.maskDecision.kept
        }
        // Only where the fix would otherwise call the warning harmless: a solve per such conflict.
        if verdict.action == .notAppCode { verdict.harm = recoveryHarm(conflict) }
        return verdict
    }

    func cheapest(_ candidates: [Int]) -> Int {
        let cost = {
            ReportAnalyzer.cost(
                of: $0, in: self.analysis.report, origins: self.analysis.origins,
                broken: self.analysis.brokenBySystem)
        }
        return candidates.min { cost($0) < cost($1) } ?? candidates[0]
    }
}
