import Explainer
import LayoutAnalysis
import LogParser

/// What a caller that hands the document on as data (an agent's answer)
/// keeps of each distinct report: its members but its repeats, and the
/// facts the document's closing reads.
package struct JSONReportMembers: Sendable {
    package let facts: ReportFacts
    let before: [(String, JSONValue)]
    let after: [(String, JSONValue)]
}

extension JSONRenderer {
    /// One report's members, made as the written document's are.
    package static func reportMembers(_ explanation: ReportExplanation) -> JSONReportMembers {
        let members = members(explanation)
        return JSONReportMembers(facts: explanation.facts, before: members.before, after: members.after)
    }

    /// The document as a value, member for member the one `write` gives
    /// as text: no text made, none read back.
    package func document(_ groups: [DistinctReports<JSONReportMembers>.Group], diagnostics: [Diagnostic]) -> JSONValue {
        let facts = groups.map { ReportFacts.Group(kept: $0.kept.facts, alsoAtLines: $0.alsoAtLines) }
        let plan = detailPlan(facts)
        let reports = groups.enumerated().filter { plan.showsInFull($0.offset) }.map { _, group in
            JSONValue.object(group.kept.before + Self.repeatMembers(group.alsoAtLines) + group.kept.after)
        }
        return .object(Self.openingMembers + [("reports", .array(reports))] + closingMembers(facts, diagnostics: diagnostics))
    }
}
