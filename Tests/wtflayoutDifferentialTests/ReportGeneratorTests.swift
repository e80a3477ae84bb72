import SeededRandom
import Testing

@testable import wtflayout_differential

@Suite struct ReportGeneratorTests {
    @Test func sameSeedSameText() {
        for index in 0..<20 {
            #expect(ReportGenerator.report(seed: 42, index: index).text == ReportGenerator.report(seed: 42, index: index).text)
        }
        #expect(ReportGenerator.report(seed: 42, index: 0).text != ReportGenerator.report(seed: 43, index: 0).text)
        #expect(ReportGenerator.report(seed: 42, index: 0).text != ReportGenerator.report(seed: 42, index: 1).text)
    }

    @Test func writesTheRealFormat() {
        var random = SplitMix64(seed: 1)
        var writer = LayoutWriter(random: &random)
        let container = writer.view("UIView")
        let first = writer.view("UIView")
        let second = writer.view("UILabel", label: "Title")
        writer.leadingEdge(of: first, in: container, .horizontal, .equal, Rational(20))
        writer.gap(from: first, to: second, .horizontal, .atLeast, Rational(8))
        writer.size(second, .horizontal, .atMost, Rational(30), priority: .at(750))
        writer.autoresizing(container, .width, Rational(300))
        let texts = writer.entries.map(\.text)
        #expect(texts[0].hasSuffix(" H:|-(20)-[\(first.printed)]   (active, names: '|':\(container.printed) )>"))
        #expect(texts[1].hasSuffix(" H:[\(first.printed)]-(>=8)-[\(second.printed)]   (active)>"))
        #expect(texts[2].hasSuffix(" H:[\(second.printed)(<=30@750)]   (active)>"))
        #expect(texts[3].hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x"))
        #expect(texts[3].hasSuffix(" h=--& v=--& \(container.printed).width == 300   (active)>"))
        #expect(!writer.entries[2].isRequired)
    }

    /// The checker itself must notice a wrong answer: a report whose model
    /// (a feasible one) disagrees with its text (a conflict).
    @Test func comparisonCatchesAWrongVerdict() {
        var random = SplitMix64(seed: 3)
        var writer = LayoutWriter(random: &random)
        let view = writer.view("UIView")
        writer.equation(view.anchor(.width), .equal, constant: Rational(82))
        writer.equation(view.anchor(.width), .equal, constant: Rational(100))
        let wrong = GeneratedEntry(
            text: writer.entries[1].text, constraint: writer.entries[0].constraint,
            priority: 1000, isAutoresizing: false, pinsMargins: false)
        let report = GeneratedReport(
            shape: .tiny, entries: [writer.entries[0], wrong], sizeVariables: writer.sizeVariables,
            marginVariables: [], knownConflictCount: nil, brokenEntry: 0, linePrefix: "")
        #expect(Comparison.compare(report).failures.map(\.kind) == [.wrongVerdict])
    }

    /// What the generator writes, the tool's parser reads back entry for
    /// entry, priorities included (the rest is the differential run's job).
    @Test func generatedTextReadsBackAsWritten() {
        for index in 0..<40 {
            let result = Comparison.compare(ReportGenerator.report(seed: 5, index: index))
            #expect(!result.failures.contains { $0.kind == .unreadable }, "report \(index): \(result.failures.map(\.detail))")
            #expect(result.skipped == nil)
        }
    }
}
