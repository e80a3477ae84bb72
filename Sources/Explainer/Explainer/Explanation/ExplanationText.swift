import LayoutAnalysis
import LogParser

/// A one-paragraph explanation of an analysed report, for JSON consumers.
enum ExplanationText {
    static func summary(of analysis: ReportAnalysis) -> String {
        switch analysis.verdict {
        case .redacted:
            return "The constraints were redacted: \(analysis.reason ?? "")."
        case .unreadable where analysis.listedComponent != nil:
            return "Not the app's: what the report shows belongs to \(analysis.listedComponent!.name), whose views are private "
                + "to Apple; \(analysis.reason ?? "no constraint could be read")."
        case .unreadable:
            return "Nothing to analyse: \(analysis.reason ?? "no constraint could be read")."
        case .noConflictFound where analysis.searchLimited:
            return "Not analysed: \(analysis.unsearched?.words ?? ""): \(analysis.reason ?? "")."
        case .noConflictFound where analysis.listedComponent != nil:
            return "Not the app's: every constraint shown belongs to \(analysis.listedComponent!.name), whose views are private "
                + "to Apple; no conflict shows among them, because \(analysis.reason ?? "the log does not show it")."
        case .noConflictFound:
            return "No conflict found in what the log shows: \(analysis.reason ?? "")."
        case .conflictPastMarginBound:
            // Its proof's numbers hold a margin the log does not fix: the bound is the fact.
            let range = analysis.marginRange.map { " \($0.boundWords)" } ?? ""
            let lead =
                analysis.conflictCount == 1 && analysis.conflictsComplete
                ? "\(analysis.conflicts[0].size) constraints cannot all hold"
                : "\(ReportWords.conflictCount(analysis).sentenceCased) minimal sets of constraints cannot hold"
            let engine = analysis.report.platform.engine
            return "\(lead) with layout margins past the bound they hold within\(range); \(engine)'s default of "
                + "\(NumberText.points(ReportAnalyzer.defaultMargin)) pt is within it, and \(engine) found them conflicting, so the "
                + "margins it used, which the log does not print, were past it."
        case .conflict, .conflictAssumingDefaults:
            var text =
                analysis.conflictCount == 1 && analysis.conflictsComplete
                ? "\(analysis.conflicts[0].size) constraints cannot all hold: \(analysis.conflicts[0].proof.text) (\(NumberText.points(analysis.conflicts[0].discrepancy)) pt apart)."
                : "\(ReportWords.conflictCount(analysis).sentenceCased) minimal sets of constraints cannot hold."
            if analysis.verdict == .conflictAssumingDefaults {
                text +=
                    " This assumes UIKit's default layout margins of \(NumberText.points(ReportAnalyzer.defaultMargin)) pt, which the log does not show."
            }
            return text
        }
    }
}
