import Testing

@testable import Rendering

/// Labels of the pictures: measured by the monospaced font's
/// table, broken onto lines that fit, and never outside the picture.
@Suite struct PictureLabelTests {
    @Test func widthsCountCharactersOfTheMonospacedFont() {
        #expect(TextWidth.of("UIView 44") == 9 * 0.61 * 11)
        // A wide character and an emoji count more; a letter with its accent is one.
        #expect(TextWidth.of("購") == 11)
        #expect(TextWidth.of("🛒") == 1.25 * 11)
        #expect(TextWidth.of("e\u{301}") == 0.61 * 11)
    }

    @Test func aLabelTooWideBreaksAtSpacesIntoLinesThatFit() {
        let label = "_UILayoutSpacer 'UISV-alignment-spanner' (size free) beside a very long stack of views"
        let lines = TextWidth.lines(label, fitting: 200)
        #expect(lines == ["_UILayoutSpacer", "'UISV-alignment-spanner'", "(size free) beside a very", "long stack of views"])
        #expect(lines.allSatisfy { TextWidth.of($0) <= 200 })
        // A word longer than a line is cut between its characters.
        #expect(TextWidth.lines(String(repeating: "W", count: 40), fitting: 100).map(\.count) == [14, 14, 12])
    }

    /// A ruler's label longer than the ruler: on two rows, inside the picture.
    @Test func aRulerLabelLongerThanTheRulerStaysInside() {
        var rows = LabelRows(top: 50)
        let name = "_UILayoutSpacer 'UISV-alignment-spanner-with-a-name-longer-than-any-ruler-of-this-stack-view'"
        _ = rows.place(name + " 342", name: name, at: 10, color: "#000", leaderFrom: 30, vertical: false)
        // Two lines, the second a note continuing the first, both starting inside the picture.
        #expect(rows.svg.components(separatedBy: "<text").count - 1 == 2)
        #expect(rows.svg.contains("<text class=\"note\" x="))
        let xs = rows.svg.components(separatedBy: " x=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
        #expect(xs.count == 2 && xs.allSatisfy { $0 >= -RulerPicture.padding + 2 })
        #expect(rows.svg.contains(">_UILayoutSpacer</text>"))
        #expect(rows.extent == 2 * RulerPicture.rowHeight)
    }
}
