import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// Input too large to search says so instead of running away.
@Suite struct AnalysisLimitsTests {
    @Test func aGroupBeyondTheLimitIsNotSearchedAndSaysSo() throws {
        // A chain of 10,000 equal widths: with the widths themselves (never
        // negative), 20,001 related constraints, none in series to merge,
        // 10,000 that relate two widths.
        let entries = (0..<10_000).map { index in
            "<NSLayoutConstraint:0x\(String(index + 16, radix: 16)) UIView:0xa\(index).width == UIView:0xa\(index + 1).width   (active)>"
        }
        let analysis = try analyze(entries)
        #expect(analysis.verdict == .noConflictFound)
        #expect(analysis.searchLimited)
        #expect(
            analysis.reason
                == "a group of 20001 related constraints is too large to search: 10000 of them relate two or more sizes "
                + "or positions (with chains in series merged), more than the 7500 this tool searches; split the log or the layout")
        // Every format and the summaries tell the same story, never "can all hold together".
        let groups = [ReportGroup(analysis: analysis, alsoAtLines: [])]
        let sentence =
            "It lists 10000 constraints, and a group of 20001 related constraints is too large to search: 10000 of them "
            + "relate two or more sizes or positions (with chains in series merged), more than the 7500 "
            + "this tool searches; split the log or the layout."
        #expect(TextRenderer().render(groups).hasPrefix("t.log:1  not analysed: the report is too large\n  It lists 10000"))
        #expect(MarkdownRenderer().render(groups).contains("## `t.log:1`: not analysed: the report is too large\n\n\(sentence)\n"))
        #expect(
            HTMLRenderer(title: "t").render(groups).contains("<h2>t.log:1 — not analysed: the report is too large</h2>\n<p>\(sentence)</p>")
        )
        let facts = ReportExplanation(analysis, detail: []).facts
        #expect(facts.oneLine == "not analysed: the report is too large")
        #expect(facts.verdictName == "notAnalysed")
        #expect(ExplanationText.summary(of: analysis).hasPrefix("Not analysed: the report is too large: a group of 20001"))
    }

    /// A chain in series is merged before it is measured: 10,000 spacings
    /// and the widths of the views they space, 20,000 related constraints,
    /// are searched and hold.
    @Test func aChainInSeriesIsSearchedWhole() throws {
        let entries = (0..<10_000).map { index in
            "<NSLayoutConstraint:0x\(String(index + 16, radix: 16)) H:[UIView:0xa\(index)]-(1)-[UIView:0xa\(index + 1)]   (active)>"
        }
        let analysis = try analyze(entries)
        #expect(analysis.verdict == .noConflictFound)
        #expect(!analysis.searchLimited)
        #expect(analysis.conflicts.isEmpty)
    }

    /// A list cut where the reading stops does not claim that what the log
    /// shows can hold: the conflict lies past the cut.
    @Test func aListLongerThanIsReadPutsTheConflictInTheRest() throws {
        var entries = (0..<20_000).map { index in
            "<NSLayoutConstraint:0x\(String(index + 16, radix: 16)) UIView:0xa\(index).width == 10   (active)>"
        }
        entries.append("<NSLayoutConstraint:0x1 UIView:0xa0.width == 20   (active)>")
        let analysis = try analyze(entries)
        #expect(analysis.report.gaps == [.listTooLong])
        #expect(analysis.verdict == .noConflictFound)
        let text = TextRenderer().render([ReportGroup(analysis: analysis, alsoAtLines: [])])
        #expect(
            text.hasPrefix(
                "t.log:1  no conflict found in what the log shows\n  The first 20000 constraints of the list can all hold "
                    + "together, so the conflict lies in the rest of the list, which is longer than wtflayout reads.\n"))
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
