import Testing
@testable import Explainer
@testable import LogParser

/// Input too large to search says so instead of running away.
@Suite struct AnalysisLimitsTests {
    @Test func aGroupBeyondTheLimitIsNotSearchedAndSaysSo() throws {
        var entries: [String] = []
        for index in 0..<7_000 {
            entries.append("<NSLayoutConstraint:0x\(String(2 * index + 16, radix: 16)) H:[UIView:0xa\(index)]-(1)-[UIView:0xa\(index + 1)]   (active)>")
            entries.append("<NSLayoutConstraint:0x\(String(2 * index + 17, radix: 16)) UIView:0xa\(index).width == 1   (active)>")
        }
        let analysis = try analyze(entries)
        #expect(analysis.verdict == .noConflictFound)
        #expect(analysis.searchLimited)
        // 14,000 entries and the widths (never negative) of the 7,000 views they size.
        #expect(analysis.reason == "a group of 21000 related constraints is larger than the 20000 this tool searches; split the log or the layout")
        #expect(TextRenderer().render(ReportGroup(analysis: analysis, alsoAtLines: [])).hasPrefix("t.log:1  not analysed: the report is too large"))
    }
}
