import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser

/// Every headline (the text's title, `--brief`'s line, the summary's row, the
/// Markdown heading all read `ReportFacts`) says what the detail says: a
/// conflict where the detail lists one and none where it lists none, the
/// owner the verdict gives, "passing" only of a first layout's conflict,
/// "known" only of Apple's. Read over each sample's, each corpus log's and
/// the generated reports; the counts are printed.
@Suite struct HeadlineTests {
    @Test func everyHeadlineSaysWhatItsDetailSays() {
        var tally = ClaimTally()
        func check(_ kind: String, _ holds: Bool, _ place: String, _ text: String) { tally.check(kind, holds, place, text) }
        for (report, analysis, explanation) in SentenceShapeTests.explained {
            let place = "\(report.source):\(report.startLine)"
            let facts = explanation.facts
            let line = facts.oneLine
            let lists = !explanation.conflicts.isEmpty
            // A title is the headline of a report without a conflict to list; with one, its subject and fix are.
            check("a conflict or none", lists == (explanation.title == nil), place, line)
            check("no conflict said only of none", !line.contains("no conflict") || !lists, place, line)
            check("count", facts.conflictCount == analysis.conflictCount && (lists || facts.conflictCount == 0), place, line)
            check("owner", facts.owner == explanation.owner, place, line)
            switch explanation.owner {
            case .apple:
                check("Apple's said", line.contains("not your code") || line.hasPrefix("inside "), place, line)
            case .app:
                check("yours not denied", !line.contains("not your code") && !line.contains("passing"), place, line)
            case .harmless:
                check("passing said", line.contains("passing"), place, line)
            case .none:
                check("nothing claimed", !lists && !line.contains("not your code"), place, line)
            }
            check("known only of Apple's", facts.known == nil || explanation.owner == .apple, place, line)
            // "harmless" in the headline only where the detail's fix says the warning is.
            if line.contains("harmless") {
                check("harmless", explanation.conflicts.contains { $0.fix.contains("harmless") }, place, line)
            }
        }
        print(
            "headlines: \(tally.counts); \(tally.failures.count) false over \(SentenceShapeTests.explained.count) reports")
        #expect(tally.failures.isEmpty, "\(tally.firstFailures)")
    }
}
