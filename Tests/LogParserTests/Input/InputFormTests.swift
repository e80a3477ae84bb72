import Testing

@testable import LogParser

/// Where a form cannot be read, the message names it and what to run instead.
@Suite struct InputFormTests {
    @Test func directoriesThatHoldLogsSayHowToReadThem() {
        #expect(
            InputForm.directoryMessage(path: "system.logarchive")
                == "cannot read system.logarchive: it is a unified log archive (a directory); read it with "
                + "`log show --archive system.logarchive --style json --predicate 'eventMessage CONTAINS \"simultaneously satisfy\"' | wtflayout`"
        )
        #expect(
            InputForm.directoryMessage(path: "logs")
                == "cannot read logs: it is a directory, and holds no test run's console text "
                + "(StandardOutputAndStandardError*.txt, as `xcrun xcresulttool export diagnostics` writes it)")
        #expect(InputForm.directoryMessage(path: "CI Archive.logarchive").contains("--archive 'CI Archive.logarchive' --style"))
    }

    @Test func inputsThatAreNotTextAreNamed() {
        func message(_ head: [UInt8]) -> String? { InputForm.notTextMessage(path: "ci.log", head: head) }
        #expect(
            message([0x1F, 0x8B, 8, 0])
                == "it is gzip-compressed (an .xcactivitylog, or a CI artifact); read it with `gunzip -c ci.log | wtflayout`")
        #expect(message(Array("PK\u{03}\u{04}x".utf8)) == "it is a zip archive; read the log inside with `unzip -p ci.log | wtflayout`")
        #expect(message(Array("bplist00".utf8)) == "it is a binary property list, not console text")
        let utf16 = Array("Unable to simultaneously satisfy constraints.".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(message(utf16) == "it is UTF-16 text; convert it with `iconv -f UTF-16 -t UTF-8 ci.log | wtflayout`")
        #expect(message([0x41, 0, 0, 0, 0x42, 0x43, 0x44, 0x45]) == "it holds binary data, not console text")
        // Console text, even without a report, is just that.
        #expect(message(Array("2026-03-03 19:22:36 Shelf[1:2] launched\n".utf8)) == nil)
    }

    /// A suggested command can be pasted as it is, whatever the file is called.
    @Test func pathsInSuggestionsAreShellWords() {
        #expect(InputForm.shellQuoted("logs/ci-2026.log.gz") == "logs/ci-2026.log.gz")
        #expect(InputForm.shellQuoted("my log.gz") == "'my log.gz'")
        #expect(InputForm.shellQuoted("it's.gz") == "'it'\\''s.gz'")
        #expect(
            InputForm.notTextMessage(path: "CI run.gz", head: [0x1F, 0x8B])
                == "it is gzip-compressed (an .xcactivitylog, or a CI artifact); read it with `gunzip -c 'CI run.gz' | wtflayout`")
    }
}
