import Testing

@testable import LogParser

/// The stage before the state machine: a line's events, read through what a
/// paste did to it, or as it is when repair is off.
@Suite struct LineReadingTests {
    private let repairing = LineReading(repairing: true)
    private let plain = LineReading(repairing: false)

    private func entries(_ read: LineReading.ReadLine) -> [String] {
        read.events.compactMap { event in
            if case .entry(let bytes, _, _) = event { String(decoding: bytes, as: UTF8.self) } else { nil }
        }
    }

    @Test func eachDamagedFormIsUndoneAndNamed() {
        let escaped = Array(#"\<NSLayoutConstraint:0x1 UIView:0xa.width == 8   (active)\>,"#.utf8)
        let read = repairing.read(escaped, idle: true, prefix: nil)
        #expect(entries(read) == ["<NSLayoutConstraint:0x1 UIView:0xa.width == 8   (active)>"])
        #expect(read.damage == .markdownEscapes)

        let stripped = Array("NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xb.leading + 8,".utf8)
        let restored = repairing.read(stripped, idle: true, prefix: nil)
        #expect(entries(restored) == ["<NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xb.leading + 8>"])
        #expect(restored.damage == .tagsStripped)

        let intact = Array("<NSLayoutConstraint:0x1 UIView:0xa.width == 8   (active)>,".utf8)
        let asItIs = repairing.read(intact, idle: true, prefix: nil)
        #expect(entries(asItIs) == ["<NSLayoutConstraint:0x1 UIView:0xa.width == 8   (active)>"])
        #expect(asItIs.damage == nil && !asItIs.pastPrefix)
    }

    /// A report's prefix is tried first: a prefixed `(` is the list's, not text.
    @Test func aLearnedPrefixIsReadPastFirst() throws {
        let preamble = Array("    2 | \tProbably at least one of the constraints in the following list".utf8)
        let prefix = try #require(repairing.prefix(ofPreambleLine: preamble, events: LineTokenizer.events(in: preamble)))
        let read = repairing.read(Array("    3 | (".utf8), idle: false, prefix: prefix)
        #expect(read.events.map { "\($0)" } == ["listOpen"])
        #expect(read.pastPrefix)
        // Without repair the prefixed `(` is a line of text.
        #expect(plain.read(Array("    3 | (".utf8), idle: false, prefix: prefix).events.map { "\($0)" } == ["text(looksLikeEntry: false)"])
    }

    /// Without repair, damaged lines read as they are, and nothing else is looked for.
    @Test func withoutRepairEveryLineReadsAsItIs() {
        let escaped = Array(#"\<NSLayoutConstraint:0x1 UIView:0xa.width == 8   (active)\>,"#.utf8)
        #expect(plain.read(escaped, idle: true, prefix: nil).damage == nil)
        // The escape stays in the entry: its closing `\>` is read as text of it.
        #expect(entries(plain.read(escaped, idle: true, prefix: nil)) == [#"<NSLayoutConstraint:0x1 UIView:0xa.width == 8   (active)\>"#])
        let preamble = Array("    2 | \tProbably at least one of the constraints in the following list".utf8)
        #expect(plain.prefix(ofPreambleLine: preamble, events: LineTokenizer.events(in: preamble)) == nil)
        #expect(!plain.readsStructuredLogs && repairing.readsStructuredLogs)
        let testLine = Array("Test Case '-[AppTests.CellTests testWidth]' started.".utf8)
        #expect(plain.testLine(testLine) == nil && repairing.testLine(testLine) != nil)
    }
}
