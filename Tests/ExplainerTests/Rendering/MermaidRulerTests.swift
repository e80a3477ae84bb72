import Testing

@testable import Explainer
@testable import LogParser
@testable import Rendering

/// The ruler drawn for GitHub as a Mermaid Gantt chart.
@Suite struct MermaidRulerTests {
    private func mermaid(_ entries: [String]) throws -> [String] {
        let conflict = try #require(ReportExplanation(try analyze(entries), detail: []).conflicts.first)
        return MermaidRuler.lines(try #require(conflict.ruler))
    }

    @Test func aCellChainIsBarsEndToEndAgainstTheCell() throws {
        let lines = try mermaid([
            "<NSLayoutConstraint:0x1 UIImageView:0xa.height == 60   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0xa.top == UITableViewCellContentView:0xc.top + 12   (active)>",
            "<NSLayoutConstraint:0x3 UIImageView:0xa.bottom == UITableViewCellContentView:0xc.bottom - 12   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 44   (active)>",
        ])
        #expect(
            lines == [
                "---", "displayMode: compact", "---", "gantt",
                "  title V:|-12-[UIImageView 60]-12-|  84 > 44 by 40, holds only when it is exactly 84 pt",
                "  dateFormat x", "  axisFormat %s",
                "  section Chain",
                "  gap 12 : 0, 12000",
                "  UIImageView 60 : 12000, 72000",
                "  gap 12 : 72000, 84000",
                "  section Container",
                "  UITableViewCellContentView 44 : 0, 44000",
                "  section Too much",
                "  +40 pt : crit, 44000, 84000",
            ])
    }

    @Test func aFreeViewIsAMilestoneAndLabelsCannotBreakTheChart() throws {
        let lines = try mermaid([
            "<NSLayoutConstraint:0x1 UIImageView:0xa.leading == UIView:0xc.leading + 16   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb'50%%: #1;'.leading == UIImageView:0xa.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xc.trailing == UILabel:0xb'50%%: #1;'.trailing + 4   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xc.width == 20   (active)>",
        ])
        #expect(lines.contains("  UIImageView (free, 0) : milestone, 16000, 16000"))
        // A label's `:` would end the task's name, `#…;` is an entity, `%%` a comment.
        #expect(lines.contains("  UILabel '50%∶ #1,' (free, 0) : milestone, 24000, 24000"))
        #expect(lines.contains("  section Too much"))
        #expect(lines.last == "  +8 pt : crit, 20000, 28000")
    }
}
