import Testing
@testable import LogParser

@Test func versionIsSet() { #expect(LogParserVersion.string == "0.1.0") }
