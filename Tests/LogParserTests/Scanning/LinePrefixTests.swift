import Testing

@testable import LogParser

/// A prefix on every line, learned from the preamble line.
@Suite struct LinePrefixTests {
    private func prefix(_ line: String) -> LinePrefix? {
        let bytes = Array(line.utf8)
        return LineReading(repairing: true).prefix(ofPreambleLine: bytes, events: LineTokenizer.events(in: bytes))
    }

    @Test func isLearnedFromWhatComesBeforeThePreamble() throws {
        let learned = try #require(prefix("    2 | \tProbably at least one of the constraints in the following list"))
        #expect(learned.bytes == Array("    2 |".utf8))
        // Nothing, or only a Markdown quote's marker, before it: no prefix.
        #expect(prefix("\tProbably at least one of the constraints in the following list") == nil)
        #expect(prefix("> \tProbably at least one of the constraints in the following list") == nil)
    }

    @Test func readsBlankAndParenthesisLinesPastAPrefixOfTheSameShape() throws {
        let learned = try #require(prefix("19:22:36.982 | INFO | \tProbably at least one of the constraints"))
        func events(_ line: String) -> [String]? {
            learned.structuralEvents(of: Array(line.utf8))?.map { "\($0)" }
        }
        #expect(events("19:22:37.004 | INFO | ") == [])
        #expect(events("19:22:37.005 | WARN | (") == ["listOpen"])
        #expect(events("19:22:37.006 | INFO | )") == ["listClose"])
        // Right-aligned line numbers: a space stands for a digit.
        let numbered = try #require(prefix("    9 | \tProbably at least one of the constraints"))
        #expect(numbered.structuralEvents(of: Array("   18 | ".utf8))?.isEmpty == true)
        // Anything else past the prefix is read as it is; another shape is not the prefix.
        #expect(events("19:22:37.007 | INFO | Will attempt to recover by breaking constraint") == nil)
        #expect(events("19:22:37 | INFO | ") == nil)
        #expect(events("19:22:37.007 | DEBUG | ") == nil)
    }
}
