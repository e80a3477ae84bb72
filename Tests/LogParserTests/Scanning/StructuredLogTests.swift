import Testing

@testable import LogParser

/// JSON log events read as the console lines they carry.
@Suite struct StructuredLogTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aStringsEscapesAreUndone() {
        let line = Array(#"  "eventMessage" : "a\n\t\"b\" \\ \/c \u00e9 \ud83d\ude00 \u12",  "#.utf8)
        let start = JSONString.stringValueStart(of: Array(#""eventMessage""#.utf8), in: line)
        #expect(start == 19)
        let (bytes, closed) = JSONString.value(in: line, openingQuoteAt: start!)
        #expect(text(bytes) == "a\n\t\"b\" \\ /c é 😀 \\u12")
        #expect(closed)
    }

    @Test func aCutStringRunsToTheLinesEnd() {
        let line = Array(#"{"eventMessage":"Unable to\n(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width"#.utf8)
        let (bytes, closed) = JSONString.value(in: line, openingQuoteAt: 16)
        #expect(text(bytes) == "Unable to\n(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width")
        #expect(!closed)
    }

    @Test func anObjectOnOneLineIsAnEventAtOnce() throws {
        var reader = StructuredLogEvents()
        let line =
            #"{"traceID":1,"eventMessage":"Unable to simultaneously satisfy constraints.\n(","category":"LayoutConstraints","processImagePath":"\/a\/Shelf.app\/Shelf","timestamp":"2026-03-03 19:22:36.981534+0100","processID":30118}"#
        let read = reader.read(Array(line.utf8), number: 7)
        let events = try #require(read)
        #expect(events.count == 1)
        #expect(
            events[0].lines.map(text) == [
                "2026-03-03 19:22:36.981534+0100 Shelf[30118] [LayoutConstraints] Unable to simultaneously satisfy constraints.", "(",
            ])
        #expect(events[0].number == 7)
        #expect(!events[0].isCut)
    }

    @Test func aPrettyPrintedEventWaitsForItsProcess() throws {
        var reader = StructuredLogEvents()
        #expect(reader.read(Array("[{".utf8), number: 1) == nil)  // not known to be a structured log yet
        #expect(
            reader.read(Array(#"  "eventMessage" : "Unable to simultaneously satisfy constraints.","#.utf8), number: 3)?.isEmpty == true)
        #expect(reader.isHolding)
        #expect(reader.read(Array(#"  "backtrace" : {"#.utf8), number: 4)?.isEmpty == true)
        #expect(reader.read(Array(#"  },"#.utf8), number: 5)?.isEmpty == true)  // a nested object closes indented
        #expect(reader.read(Array(#"  "processImagePath" : "\/x\/Recipes","#.utf8), number: 6)?.isEmpty == true)
        let closing = reader.read(Array("},{".utf8), number: 7)
        let events = try #require(closing)
        #expect(events.map { $0.lines.map(text) } == [["Recipes Unable to simultaneously satisfy constraints."]])
        #expect(events.first?.number == 3)
        #expect(!reader.isHolding)
        // Once known, the log's other keys are no report text.
        #expect(reader.read(Array(#"  "traceID" : 9,"#.utf8), number: 8)?.isEmpty == true)
        #expect(reader.read(Array("plain console text".utf8), number: 9) == nil)
    }
}
