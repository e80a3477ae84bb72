import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// Input too large to search says so instead of running away.
@Suite struct AnalysisLimitsTests {
    @Test func aGroupBeyondTheLimitIsNotSearchedAndSaysSo() throws {
        // A chain of 10,000 spacings (as many entries as a report keeps): with
        // the widths (never negative) of the views they space, 20,000 related constraints.
        let entries = (0..<10_000).map { index in
            "<NSLayoutConstraint:0x\(String(index + 16, radix: 16)) H:[UIView:0xa\(index)]-(1)-[UIView:0xa\(index + 1)]   (active)>"
        }
        let analysis = try analyze(entries)
        #expect(analysis.verdict == .noConflictFound)
        #expect(analysis.searchLimited)
        #expect(
            analysis.reason
                == "a group of 20000 related constraints is larger than the 15000 this tool searches; split the log or the layout")
        // Every format and the summaries tell the same story, never "can all hold together".
        let groups = [ReportGroup(analysis: analysis, alsoAtLines: [])]
        let sentence =
            "It lists 10000 constraints, and a group of 20000 related constraints is larger than the 15000 "
            + "this tool searches; split the log or the layout."
        #expect(TextRenderer().render(groups).hasPrefix("t.log:1  not analysed: the report is too large\n  It lists 10000"))
        #expect(MarkdownRenderer().render(groups).contains("## `t.log:1`: not analysed: the report is too large\n\n\(sentence)\n"))
        #expect(
            HTMLRenderer(title: "t").render(groups).contains("<h2>t.log:1 — not analysed: the report is too large</h2>\n<p>\(sentence)</p>")
        )
        let facts = ReportExplanation(analysis, detail: []).facts
        #expect(facts.oneLine == "not analysed: the report is too large")
        #expect(facts.verdictName == "notAnalysed")
        #expect(ExplanationText.summary(of: analysis).hasPrefix("Not analysed: the report is too large: a group of 20000"))
    }
}

@Suite struct HostileNumbersTests {
    @Test func numbersBeyondAnyLayoutAreLeftOutAndSaidSo() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 1e+308   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width == 1e+308*UIView:0xb.width + 1e+308   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xb.width == nan   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xa.height == 10   (active)>",
        ])
        #expect(analysis.model.outOfRange == [0, 1])
        #expect(analysis.verdict == .noConflictFound)
        #expect(
            analysis.reason
                == "1 of its constraints could not be read; the constraints on lines 3 and 4 use numbers beyond any layout "
                + "(more than 1000000000 pt), left out")
        #expect(analysis.report.diagnostics.map(\.message) == ["a number is 'nan', which no layout can use"])
    }

    /// A number left out must not loosen the check of the others: two
    /// heights 10 pt apart still conflict beside it.
    @Test func aNumberLeftOutDoesNotHideAConflict() throws {
        for huge in ["1e+308", "1e+10"] {
            let analysis = try analyze([
                "<NSLayoutConstraint:0x1 UIView:0xa.height == 10   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.height == 20   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xb.width == \(huge)   (active)>",
            ])
            #expect(analysis.model.outOfRange == [2])
            #expect(analysis.conflictIDs == [["C1", "C2"]], "beside \(huge)")
            #expect(analysis.conflicts.first?.discrepancy == 10)
        }
    }

    @Test func largeButRealNumbersStillConflict() throws {
        let analysis = try analyze([
            "<NSLayoutConstraint:0x1 UIView:0xa.width <= 1e+06   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa.width >= 2e+06   (active)>",
        ])
        #expect(analysis.conflictIDs == [["C1", "C2"]])
        #expect(analysis.conflicts[0].discrepancy == 1e6)
    }
}
