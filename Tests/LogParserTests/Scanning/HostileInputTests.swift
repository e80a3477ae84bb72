import SeededRandom
import Testing

@testable import LogParser

/// Input no console would print, and that must still end in a clear answer.
@Suite struct HostileInputTests {
    private func scanAll(_ bytes: [UInt8], chunk: Int = 1 << 16, maxLineLength: Int = 1 << 20) -> [Report] {
        var scanner = LogScanner(source: "hostile", maxLineLength: maxLineLength)
        var reports: [Report] = []
        var start = 0
        while start < bytes.count {
            reports += scanner.scan(Array(bytes[start..<min(start + chunk, bytes.count)]))
            start += chunk
        }
        return reports + scanner.finish()
    }

    @Test func randomBytesAndReportFragments() {
        var random = SplitMix64(seed: 42)
        let fragments = [
            "Unable to simultaneously satisfy constraints.", "(", ")", "\"<NSLayoutConstraint:0x1 UIView:0x2.",
            "width == ", "'", "\n", "Will attempt to recover by breaking constraint", "<private>", ">",
            "names: '|':", "H:|-(", "\r", "\u{0}", "@750", "(active",
        ].map { Array($0.utf8) }
        for _ in 0..<20 {
            var bytes: [UInt8] = []
            for _ in 0..<5_000 {
                if random.next() % 3 == 0 {
                    bytes += fragments[Int(random.next() % UInt64(fragments.count))]
                } else {
                    bytes.append(UInt8(truncatingIfNeeded: random.next()))
                }
            }
            let reports = scanAll(bytes, chunk: Int(random.next() % 500) + 1)
            for report in reports {
                #expect(report.startLine >= 1 && report.endLine >= report.startLine)
                for entry in report.entries where entry.constraint == nil {
                    #expect(report.diagnostics.contains { $0.line == entry.line })
                }
            }
        }
    }

    /// Found by the fuzzer: a JSON log event holding `Test Case '` (but no
    /// test line and no constraint) was read when whole, so it made the input
    /// a structured log and the next line, a list entry holding `" :`, was
    /// taken for JSON and dropped; cut across chunks, the same event line was
    /// skipped and the entry read. Now it is skipped however it arrives.
    @Test func aTestMarkerInsideJSONReadsTheSameInAnyChunks() {
        let text =
            #"{"traceID":9001,"eventMessage":"Task <6F2A>.<1> finished with error [-1009]","eventType":"logEvent","threadID":205 Test Case 'rImageUUID":"x"}"#
            + "\n"
            + #"    "<NSLayoutConstraint:0x16d8e540 H:[UIButton:0x16d7d9e0]-(15)-|   (Names: '|':UIView:0x16d7a4e0 )>","bootUUID" : "","#
            + "\n" + #"    "<NSLayoutConstraint:0x600001a4e880 V:[UIImageView:0x7fe4d2c1a6c0]-(8)-[UILabel:0x7fe4d2c1b210]   (active)>","#
            + "\n"
        let bytes = Array(text.utf8)
        let whole = scanAll(bytes)
        #expect(whole.flatMap(\.entries).compactMap(\.address) == ["0x16d8e540", "0x600001a4e880"])
        for chunk in [1, 7, 61, 123] { #expect(scanAll(bytes, chunk: chunk) == whole, "chunks of \(chunk)") }
    }

    @Test func tenMegabyteLineWithoutNewline() throws {
        let header = Array("Unable to simultaneously satisfy constraints. (\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10>\", ".utf8)
        let bytes = header + [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20)
        let reports = scanAll(bytes)
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.entries.first?.constraint?.equation.constantValue == 10)
        #expect(report.diagnostics.contains { $0.message == "this line is longer than 1048576 bytes; only its start was read" })
    }

    @Test func aHundredThousandOpeningParentheses() {
        let bytes = Array("constraints ".utf8) + [UInt8](repeating: .openParen, count: 100_000) + [.newline]
        #expect(scanAll(bytes + Array("Unable to simultaneously satisfy constraints.\n".utf8) + bytes).count == 1)
    }

    /// A report keeps its first 20,000 entries and says how many more it
    /// did not read, a gap that makes it not whole.
    @Test func fiftyThousandEntriesAreReadUpToTheLimit() throws {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for index in 0..<50_000 {
            text += "    \"<NSLayoutConstraint:0x\(String(index, radix: 16)) UIView:0xa\(index).width == \(index)   (active)>\",\n"
        }
        text += ")\n"
        let report = try #require(scanAll(Array(text.utf8)).first)
        #expect(report.entries.count == 20_000)
        #expect(report.entries.last?.line == 20_002)
        #expect(report.gaps == [.listTooLong])
        #expect(report.endLine == 50_003)
        #expect(report.lines.count == 20_000)
        #expect(
            Set(report.diagnostics.map(\.message)) == [
                "the list holds more than 20000 constraints; 30000 more were not read",
                "the report runs to line 50003; only its first 20000 lines are kept for quoting",
            ])
    }

    /// Past the 20,000 lines kept, the report still ends at its last line
    /// with content (blank lines after it are not its), and says what it kept.
    @Test func aReportPastTheLinesKeptEndsWhereItEnds() throws {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for index in 0..<100 {
            text += "    \"<NSLayoutConstraint:0x\(String(index + 16, radix: 16)) UIView:0xa\(index).width == 1   (active)>\",\n"
            text += String(repeating: "\n", count: 250)
        }
        text += ")\n\n\n\n"
        let report = try #require(scanAll(Array(text.utf8)).first)
        let closingLine = 2 + 100 * 251 + 1
        #expect(report.endLine == closingLine)
        #expect(report.entries.count == 100)
        // Its first 20,000 lines as they are, blank or not, as the note says.
        #expect(report.lines.count == 20_000)
        #expect(
            report.diagnostics.map(\.message) == [
                "the report runs to line \(closingLine); only its first 20000 lines are kept for quoting"
            ])
    }

    /// Entries past the limit leave no notes (a wrapped one's "read as one",
    /// a cut one's gap): only the count of what was not read.
    @Test func entriesPastTheLimitLeaveNoNotes() throws {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for index in 0..<20_000 {
            text += "    \"<NSLayoutConstraint:0x\(String(index + 16, radix: 16)) UIView:0xa\(index).width == 1   (active)>\",\n"
        }
        for index in 0..<50 {
            text += "    \"<NSLayoutConstraint:0x\(String(index + 40_000, radix: 16)) UIView:0xb\(index).width\n == 1   (active)>\",\n"
        }
        text += "    \"<NSLayoutConstraint:0x1 UIView:0xc.width == \n"
        let report = try #require(scanAll(Array(text.utf8)).first)
        #expect(report.entries.count == 20_000)
        #expect(report.gaps == [.listUnterminated, .listTooLong])
        #expect(
            report.diagnostics.map(\.message) == [
                "the report runs to line 20103; only its first 20000 lines are kept for quoting",
                "the list holds more than 20000 constraints; 51 more were not read",
            ])
    }

    /// Notes that a hostile list could hold on every line stop at 1,000.
    @Test func notesStopAtAThousand() throws {
        var text = "Unable to simultaneously satisfy constraints.\n(\n"
        for _ in 0..<5_000 { text += "    \"<garbage\",\n" }
        text += ")\n"
        let report = try #require(scanAll(Array(text.utf8)).first)
        #expect(report.diagnostics.count == 1_001)
        #expect(report.diagnostics.filter { $0.message == "this line of the list holds no constraint that could be read" }.count == 1_000)
        #expect(report.diagnostics.first?.message == "4000 more notes on this report are not shown")
    }

    @Test func unterminatedQuotesAndDamagedEntries() throws {
        let report = try #require(
            LogScanner.reports(
                in: """
                    Unable to simultaneously satisfy constraints.
                    (
                        "<NSLayoutConstraint:0x1 'never closed UIView:0x2.width == 10>",
                        "<NSLayoutConstraint:0x3 UILabel:0x4'never closed.width == 10>",
                        "<NSLayoutConstraint:0x5 UIView:0x6.width == 10   (active, names: 'x:UIView:0x7 >",
                        "<NSLayoutConstraint:0x8 UIView:0x6.width == 1e999>",
                        "<NSLayoutConstraint:0x9 UIView:0x6.width == \u{0}\u{FFFD}>",
                        "<NSLayoutConstraint:0xa UIView:0x6.width == 10>"
                    )
                    """, source: "q.log"
            ).first)
        #expect(report.entries.count == 6)
        #expect(report.entries.map { $0.constraint != nil } == [false, false, false, false, false, true])
        #expect(report.diagnostics.map(\.line) == [3, 4, 5, 6, 7])
        #expect(report.diagnostics[0].message == "the identifier that starts here is never closed")
        #expect(report.diagnostics[3].message == "the number '1e999' is out of range")
    }

    /// Found by the fuzzer: a number of more digits than an integer holds
    /// overflowed the fast decimal reader and trapped. Long numbers are read
    /// as Double reads them (this one is finite, so the entry parses).
    @Test func numberWithMoreDigitsThanAnIntegerHolds() throws {
        let digits = "9366666666666666666666666666666666666666666666666666666666.333"
        let report = try #require(
            LogScanner.reports(
                in: """
                    Unable to simultaneously satisfy constraints.
                    (
                        "<MASLayoutConstraint:0xde66270 UIButton:TB_0x2115700.width == \(digits)>"
                    )
                    """, source: "fuzz.log"
            ).first)
        let constraint = try #require(report.entries.first?.constraint)
        #expect(constraint.equation.constant?.number.value == Double(digits))
        #expect(constraint.equation.constant?.number.text == digits)
    }

    /// Priority suffixes are looked for in the body's last bytes only: one
    /// printed longer than that window makes a clear error, not a wrong priority.
    @Test func priorityLongerThanItsWindowIsReportedUnreadable() throws {
        let nines = String(repeating: "9", count: 70)
        let report = try #require(
            LogScanner.reports(
                in: """
                    Unable to simultaneously satisfy constraints.
                    (
                        "<NSLayoutConstraint:0x1 UIView:0x2.height == 10 @\(nines)   (active)>"
                    )
                    """, source: "long.log"
            ).first)
        #expect(report.entries.first?.constraint == nil)
        #expect(report.diagnostics.map(\.description) == ["long.log:3:54: error: unexpected '@\(nines.prefix(23))' after the equation"])
        #expect(nines.count + 2 > EntryParser.suffixWindow)
    }

    @Test func invalidUTF8InsideAReport() throws {
        var bytes = Array("Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UILabel:0x2'caf".utf8)
        bytes += [0xC3, 0x28, 0xFF, 0x00]
        bytes += Array("'.width == 10>\",\n)\n".utf8)
        let report = try #require(scanAll(bytes).first)
        #expect(report.entries.first?.constraint?.equation.firstItem.label == "caf\u{FFFD}(\u{FFFD}\u{0}")
    }
}
