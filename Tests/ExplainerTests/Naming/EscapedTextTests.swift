import Testing

@testable import Explainer
@testable import LogParser

/// Labels the log escaped read as the app shows them.
@Suite struct EscapedTextTests {
    @Test(arguments: [
        (#"Gr\U00fc\U00dfe"#, "Grüße"),
        (#"caf\u00e9"#, "café"),
        (#"Loading\342\200\246"#, "Loading…"),
        (#"50\% off \n"#, #"50\% off \n"#),
        (#"\U00"#, #"\U00"#),
        ("plain", "plain"),
    ])
    func decoded(_ printed: String, _ expected: String) {
        #expect(EscapedText.decoded(printed) == expected)
    }

    @Test func aViewsNameShowsTheDecodedLabel() throws {
        let analysis = try analyze([
            #"<NSLayoutConstraint:0x1 UILabel:0xa'Gr\U00fc\U00dfe'.width == 300   (active)>"#,
            #"<NSLayoutConstraint:0x2 UILabel:0xa'Gr\U00fc\U00dfe'.width == 200   (active)>"#,
        ])
        #expect(ItemNames(analysis.model, viewNames: ViewNameBook.alone(analysis.report)).name(of: ItemKey("0xa")) == "UILabel 'Grüße'")
    }
}
