import Foundation
import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// One name and one colour per view for the whole run: the
/// divider of `shared-views.log` is `UIView #2` in both reports, though
/// the second report alone has no other `UIView`.
@Suite struct RunNamesTests {
    static let log = packageRoot.appendingPathComponent("SampleLogs/shared-views.log")
    static let divider = "0x7f9a1c40e500"

    private func groups() throws -> [ReportGroup] {
        ReportGroup.group(try readReports(Self.log, source: "SampleLogs/shared-views.log"))
    }

    @Test func aViewKeepsItsNameInEveryReport() throws {
        let groups = try groups()
        #expect(groups.count == 2)
        let legends = groups.map { ReportExplanation($0.analysis, detail: []).legend }
        let dividers = legends.map { $0.first { $0.address == Self.divider } }
        #expect(dividers.map { $0?.name } == ["UIView #2", "UIView #2"])
        #expect(dividers[0]?.colorSlot == dividers[1]?.colorSlot)
        // Named alone, the second report would call it plain `UIView`.
        let alone = ViewNameBook.alone(groups[1].analysis.report)
        #expect(alone.names[ItemKey(Self.divider)] == "UIView")
    }

    @Test func everyFormatUsesTheSameNameAndColour() throws {
        let groups = try groups()
        let slot = try #require(ReportExplanation(groups[0].analysis, detail: []).legend.first { $0.address == Self.divider }?.colorSlot)
        let color = ViewPalette.color(slot)

        let text = TextRenderer(style: TextStyle(enabled: true), width: nil).render(groups)
        let coloredName = "\u{1B}[\(color.ansi)mUIView #2\u{1B}[0m"
        let reports = text.components(separatedBy: "shared-views.log:23  conflict")
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.contains(coloredName) }, "the same colour in both reports' text")

        let markdown = MarkdownRenderer().render(groups)
        // Markdown escapes the `#` it would otherwise read as a heading.
        #expect(markdown.components(separatedBy: "| \(color.square) UIView \\#2 |").count == 3, "a legend row in each report")

        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(groups, diagnostics: []).utf8)) as? [String: Any])
        let views = try #require((json["reports"] as? [[String: Any]])?.map { $0["views"] as? [[String: Any]] ?? [] })
        for legend in views {
            let divider = try #require(legend.first { $0["address"] as? String == Self.divider })
            #expect(divider["name"] as? String == "UIView #2")
            #expect(divider["color"] as? String == color.hex)
        }

        let html = HTMLRenderer(title: "t").render(groups)
        #expect(html.contains("<span class=\"view\" style=\"color: \(color.hex)\">UIView #2</span>"))
    }

    @Test func aReusedAddressOfAnotherClassIsAnotherView() throws {
        let book = ViewNameBook()
        let first = LogScanner.reports(
            in: "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>\",\n"
                + "\"<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>\"\n)\n", source: "a.log")
        let second = LogScanner.reports(
            in: "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UILabel:0xa.width == 10   (active)>\",\n"
                + "\"<NSLayoutConstraint:0x2 UIView:0xb.width == 20   (active)>\"\n)\n", source: "a.log")
        #expect(book.register(first[0]).names[ItemKey("0xa")] == "UIView")
        let names = book.register(second[0]).names
        #expect(names[ItemKey("0xa")] == "UILabel")
        #expect(names[ItemKey("0xb")] == "UIView #2")
    }

    /// An address names one view only within one process's log: a second
    /// input's views are numbered from the start again, while a
    /// view seen again in the first input keeps its number.
    @Test func viewNumbersStartAgainInEachInput() throws {
        let book = ViewNameBook()
        let text =
            "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>\",\n"
            + "\"<NSLayoutConstraint:0x2 UIView:0xb.width == 20   (active)>\"\n)\n"
        let first = LogScanner.reports(in: text, source: "a.log")[0]
        let second = LogScanner.reports(in: text.replacingOccurrences(of: "0xa", with: "0xb"), source: "b.log")[0]
        #expect(book.register(first).names[ItemKey("0xb")] == "UIView #2")
        // One view in the second input, the run's third `UIView`.
        #expect(book.register(second).names[ItemKey("0xb")] == "UIView")
        #expect(book.register(first).names[ItemKey("0xb")] == "UIView #2")
    }
}
