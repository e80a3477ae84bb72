import Testing

@testable import Explainer
@testable import LayoutAnalysis
@testable import LogParser
@testable import Rendering

/// Conflicts one checked change resolves are shown once: their constraints
/// lettered together, a Why for each, one fix, one outcome, one picture.
@Suite struct SharedFixTests {
    /// A label whose mask fights its pins, in a 390 pt container: three conflicts, one mask to turn off.
    private let maskedLabel = [
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UILabel:0xb.minX == 0   (active, names: '|':UIView:0xa )>",
        "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UILabel:0xb.width == 0   (active)>",
        "<NSLayoutConstraint:0x3 UILabel:0xb.leading == UIView:0xa.leading + 16   (active)>",
        "<NSLayoutConstraint:0x4 UILabel:0xb.trailing == UIView:0xa.trailing - 16   (active)>",
        "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 390   (active)>",
    ]

    @Test func oneMaskTurnedOffIsOneBlockOverEveryConstraint() throws {
        let explanation = ReportExplanation(try analyze(maskedLabel, breaking: maskedLabel[2]), detail: [.figures])
        #expect(explanation.conflicts.count == 3)
        let block = try #require(explanation.blocks.first)
        #expect(explanation.blocks.count == 1)
        #expect(block.positions == [0, 1, 2])
        #expect(block.title == "conflicts 1, 2 and 3 of 3")
        #expect(block.lead == "These 5 constraints make 3 conflicts, which one change resolves:")
        #expect(block.constraints.map(\.letter) == ["A", "B", "C", "D", "E"])
        // Each Why names the letters of the one list.
        #expect(
            block.reasons.map(\.why) == [
                "A and C cannot both hold: one side comes to 16 pt, the other to 0 pt — 16 pt apart.",
                "A + B + D make UIView 16 pt wide, but E, set by its container, fixes it at 390 pt: 374 pt too little.",
                "B + C + D make UIView 32 pt wide (2 gaps of 16 pt), but E, set by its container, fixes it at 390 pt: "
                    + "358 pt too little.",
            ])
        #expect(block.reasons.map(\.number) == [1, 2, 3])
        // The change names every mask constraint it takes, and its outcome is solved over all five.
        #expect(block.fixed.fix.hasPrefix("set translatesAutoresizingMaskIntoConstraints = false on UILabel (its mask adds A and B)"))
        #expect(
            block.fixed.afterFix?.sentence
                == "With the fix, UILabel is 358 pt wide and UIView 390 pt wide; A and B go; no conflict is left.")
        // Every conflict carries the one fix; JSON says which it resolves.
        #expect(Set(explanation.conflicts.map(\.fix)).count == 1)
        #expect(explanation.facts.oneLine.hasSuffix("(resolves all 3 conflicts)"))
        #expect(explanation.suggestion?.text == block.fixed.fix.sentenceCased)
        // One pair of pictures, drawn over all five constraints' views.
        let figures = try #require(block.fixed.figures)
        #expect(figures.panels.count == 2)
        #expect(Set(figures.panels[1].marks.map(\.letter)) == ["A", "B", "C", "D", "E"])
    }

    @Test func theTextSaysTheChangeOnce() throws {
        let analysis = try analyze(maskedLabel, breaking: maskedLabel[2])
        let text = TextRenderer(width: nil).render([ReportGroup(analysis: analysis, alsoAtLines: [])])
        let lines = text.components(separatedBy: "\n")
        #expect(lines.filter { $0.contains("Fix") && $0.hasPrefix("  ") }.count == 1)
        #expect(lines.contains { $0.hasPrefix("  Fix for conflicts 1, 2 and 3: set translatesAutoresizingMaskIntoConstraints") })
        #expect(
            lines.contains(
                "    3. B + C + D make UIView 32 pt wide (2 gaps of 16 pt), but E, set by its container, fixes it at 390 pt: 358 pt too little."
            ))
        #expect(lines.filter { $0.hasPrefix("  In Swift:") }.count == 1)
    }

    @Test func differentFixesStayApart() throws {
        // Two chains in one cell, each against its own fixed height: two pins to lower, two blocks.
        let entries = [
            "<NSLayoutConstraint:0x1 UIImageView:0xa.height == 60   (active)>",
            "<NSLayoutConstraint:0x2 UIImageView:0xa.top == UIView:0xc.top + 12   (active)>",
            "<NSLayoutConstraint:0x3 UIImageView:0xa.bottom == UIView:0xc.bottom - 12   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xc.height == 44   (active)>",
            "<NSLayoutConstraint:0x5 UILabel:0xd.width == 200   (active)>",
            "<NSLayoutConstraint:0x6 UILabel:0xd.leading == UIView:0xc.leading + 20   (active)>",
            "<NSLayoutConstraint:0x7 UILabel:0xd.trailing == UIView:0xc.trailing - 20   (active)>",
            "<NSLayoutConstraint:0x8 UIView:0xc.width == 100   (active)>",
        ]
        let explanation = ReportExplanation(try analyze(entries), detail: [])
        #expect(explanation.conflicts.count == 2)
        #expect(explanation.blocks.map(\.positions) == [[0], [1]])
        #expect(explanation.blocks.map(\.resolved) == [nil, nil])
        #expect(explanation.conflicts[1].constraints.map(\.letter) == ["A", "B", "C", "D"])
    }

    @Test func conflictNumbersRunTogether() {
        #expect(SharedFix.numbers([0, 1, 2]) == "1, 2 and 3")
        #expect(SharedFix.numbers([0, 1, 3]) == "1, 2 and 4")
        #expect(SharedFix.numbers(Array(0..<64)) == "1–64")
        #expect(SharedFix.numbers([0, 1, 2, 3, 5]) == "1–4 and 6")
    }
}
