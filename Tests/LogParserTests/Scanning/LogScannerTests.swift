import Foundation
import Testing

@testable import LogParser

private let uiKitReport = """
    2018-01-13 13:12:05.276944-0500 MyApp[18127:2514364] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height == 24   (active)>",
        "<NSLayoutConstraint:0x608000687440 V:|-(21)-[UIStackView:0x7fa4d0dece70]   (active, names: '|':UIView:0x7fa4d0df1370 )>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height == 24   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """

private func reports(_ text: String) -> [Report] {
    LogScanner.reports(in: text, source: "test.log")
}

private func single(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Report {
    let found = reports(text)
    #expect(found.count == 1, "expected one report, found \(found.count)", sourceLocation: sourceLocation)
    return try #require(found.first, sourceLocation: sourceLocation)
}

@Suite struct ReportFindingTests {
    @Test func uiKitReportWithXcodePrefix() throws {
        let report = try single(uiKitReport)
        #expect(report.platform == .uiKit)
        #expect(report.startLine == 1)
        #expect(report.endLine == 12)
        #expect(report.entries.map(\.line) == [7, 8])
        #expect(report.entries.map(\.column) == [6, 6])
        #expect(report.entries.map(\.address) == ["0x600000a85d70", "0x608000687440"])
        #expect(report.recovery?.line == 12)
        #expect(report.brokenEntryIndex == 0)
        #expect(report.isComplete)
        #expect(report.diagnostics.isEmpty)
        #expect(report.lines.first?.text.hasSuffix("satisfy constraints.") == true)
    }

    @Test func appKitHeaderAndTrailer() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x6000021c4190 NSButton:0x7f8b0e40c8a0'OK'.width == 82   (active)>",
                "<NSLayoutConstraint:0x6000021c41e0 NSButton:0x7f8b0e40c8a0'OK'.width == 100   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x6000021c41e0 NSButton:0x7f8b0e40c8a0'OK'.width == 100   (active)>

            Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.
            """)
        #expect(report.platform == .appKit)
        #expect(report.brokenEntryIndex == 1)
        #expect(report.entries.count == 2)
    }

    @Test func wholeReportFoldedOntoOneLine() throws {
        let report = try single(
            """
            noise before
            Unable to simultaneously satisfy constraints. Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. ( "<NSLayoutConstraint:0x1 UIView:0x2.height == 10   (active)>", "<NSLayoutConstraint:0x3 UIView:0x2.height == 20   (active)>" ) Will attempt to recover by breaking constraint <NSLayoutConstraint:0x3 UIView:0x2.height == 20   (active)> Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            noise after
            """)
        #expect(report.startLine == 2)
        #expect(report.entries.map(\.address) == ["0x1", "0x3"])
        #expect(report.brokenEntryIndex == 1)
        #expect(report.isComplete)
        #expect(report.platform == .uiKit)
    }

    /// A sentence the reports use, quoted inside an entry's identifier or
    /// label, is the entry's text, with a line prefix or without one.
    @Test func phrasesQuotedInsideAnEntryAreItsText() throws {
        for prefix in ["", "2024-05-01 10:00:00.123 MyApp[1:2] "] {
            let report = try single(
                """
                Unable to simultaneously satisfy constraints.
                (
                \(prefix)    "<NSLayoutConstraint:0x1 'Try this: wide' UILabel:0x2.width == 10   (active)>",
                \(prefix)    "<NSLayoutConstraint:0x3 UILabel:0x4'<private>'.width == 20   (active)>"
                )
                """)
            #expect(report.entries.map(\.address) == ["0x1", "0x3"], "prefix '\(prefix)'")
            #expect(report.entries.map { $0.constraint?.identifier } == ["Try this: wide", nil])
            #expect(report.entries.last?.constraint?.equation.description == "UILabel:0x4'<private>'.width == 20")
            #expect(report.isComplete && !report.isRedacted)
        }
    }

    @Test func unifiedLogSyslogAndConsolePrefixes() throws {
        let prefixes = [
            "2026-03-01 10:00:00.123456+0100  0x1a2b  Default  0x0  123  0  MyApp: (UIKitCore) [com.apple.UIKit:LayoutConstraints] ",
            "Mar  4 18:25:38 Lawrences-MBP SpringBoard[10567]: ",
            "Mar  4 18:25:38 iPhone MyApp[123] <Warning>: ",
            "11/15/14 7:37:32.893 AM AutoPkgr[23288]: ",
            "Antidote[23535:700180] ",
        ]
        for prefix in prefixes {
            let report = try single(
                """
                \(prefix)Unable to simultaneously satisfy constraints.
                \(prefix)(
                \(prefix)    "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
                \(prefix)    "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>"
                \(prefix))
                \(prefix)Will attempt to recover by breaking constraint 
                \(prefix)<NSLayoutConstraint:0x3 UIView:0x2.width == 20>
                """)
            #expect(report.entries.count == 2, "\(prefix)")
            #expect(report.isComplete, "\(prefix)")
            #expect(report.brokenEntryIndex == 1, "\(prefix)")
            #expect(report.diagnostics.isEmpty, "\(prefix)")
        }
    }

    @Test func markdownQuoteFenceAndCRLF() throws {
        let text =
            "Here is my log:\r\n> ```\r\n> [LayoutConstraints] Unable to simultaneously satisfy constraints.\r\n> (\r\n>     \"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\",\r\n>     \"<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>\"\r\n> )\r\n>\r\n> Will attempt to recover by breaking constraint \r\n> <NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>\r\n> ```\r\nThanks!\r\n"
        let report = try single(text)
        #expect(report.startLine == 3)
        #expect(report.entries.map(\.line) == [5, 6])
        #expect(report.recovery?.line == 10)
        #expect(report.isComplete)
        #expect(report.platform == .uiKit)
    }

    @Test func carriageReturnOnlyLineEnds() throws {
        let text = uiKitReport.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r")
        let report = try single(text)
        #expect(report.entries.map(\.line) == [7, 8])
        #expect(report.recovery?.line == 12)
    }

    @Test func bareListWithoutHeader() throws {
        let report = try single(
            """
            some text
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>"
            )
            """)
        #expect(report.startLine == 2)
        #expect(report.endLine == 5)
        #expect(report.isComplete)
        #expect(report.recovery == nil)
        #expect(report.platform == .uiKit)
    }

    @Test func singleEntryLine() throws {
        let report = try single(#" "<NSLayoutConstraint:0x79dba220 UITableViewCellContentView:0x79880af0.width == 280   (active)>","#)
        #expect(report.entries.count == 1)
        #expect(report.entries[0].column == 3)
        #expect(report.gaps == [.startMissing])
    }

    @Test func recoveryOnTheSameLineAndNoBlankLines() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints.
            (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>"
            )
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x3 UIView:0x2.width == 20>
            """)
        #expect(report.recovery?.line == 6)
        #expect(report.brokenEntryIndex == 1)
    }

    @Test func poDumps() throws {
        let swiftDump = try single(
            """
            (lldb) po view.constraints
            ▿ 2 elements
              - 0 : <NSLayoutConstraint:0x600000a85d70 UIView:0x7fa4d0dece70.height == 24   (active)>
              - 1 : <NSLayoutConstraint:0x600000a85e10 UIView:0x7fa4d0dece70.height == 30   (active)>
            """)
        #expect(swiftDump.entries.map(\.line) == [3, 4])
        #expect(swiftDump.entries.map(\.column) == [9, 9])
        let arrayDump = try single(
            """
            <__NSArrayI 0x600000c4b300>(
            <NSLayoutConstraint:0x600000a85d70 UIView:0x7fa4d0dece70.height == 24   (active)>,
            <NSLayoutConstraint:0x600000a85e10 UIView:0x7fa4d0dece70.height == 30   (active)>
            )
            """)
        #expect(arrayDump.startLine == 1)
        #expect(arrayDump.isComplete)
        let oneLine = try single(
            "<__NSArrayI 0x600000c4b300>( <NSLayoutConstraint:0x1 UIView:0x2.height == 24>, <NSLayoutConstraint:0x3 UIView:0x2.height == 30> )"
        )
        #expect(oneLine.entries.map(\.address) == ["0x1", "0x3"])
        #expect(oneLine.isComplete)
    }

    @Test func redacted() throws {
        let report = try single(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints:
            <private>

            Will attempt to recover by breaking constraint 
            <private>
            """)
        #expect(report.isRedacted)
        #expect(report.entries.isEmpty)
        #expect(report.isComplete)
        #expect(report.platform == .uiKit)
    }

    @Test func severalReportsAmongNoise() {
        let text = """
            viewDidLoad
            Constraint solver is fine here, no report
            \(uiKitReport)
            [Network] GET /recipes 200
            \(uiKitReport)
            done
            """
        let found = reports(text)
        #expect(found.map(\.startLine) == [3, 19])
        #expect(found.allSatisfy { $0.entries.count == 2 && $0.isComplete })
    }

    /// An issue thread names the phrases in its prose; only the pasted report counts.
    @Test func phrasesQuotedInProseStartNoReport() {
        let text = """
            I searched for "Unable to simultaneously satisfy constraints" but nothing helps.
            The docs say “Unable to simultaneously satisfy constraints.” means a conflict.
            Every Unable to simultaneously satisfy constraints warning says "Will attempt to recover by breaking constraint".
            Its Will attempt to recover by breaking constraint line names the one it broke.
            \(uiKitReport)
            Also "Unable to simultaneously satisfy constraints" twice, "Unable to simultaneously satisfy constraints" again.
            """
        let found = reports(text)
        #expect(found.map(\.startLine) == [5])
        #expect(found.first?.entries.count == 2)
        #expect(found.first?.isComplete == true)
    }

    /// A header cut right after its phrase, or closed by a Markdown bold, is still one.
    @Test func headersCutOrDecoratedStillStartAReport() {
        #expect(reports("**Unable to simultaneously satisfy constraints**\n").map(\.gaps) == [[.listMissing]])
        #expect(reports("[LayoutConstraints] Unable to simultaneously satisfy constraints").map(\.startLine) == [1])
        // A quote that opens the entry after the phrase is no quotation of it.
        let quoted = reports(
            "Will attempt to recover by breaking constraint \"<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>\"\n")
        #expect(quoted.map { $0.recovery?.address } == ["0x1"])
        // Stripped of its `<`, an entry of a subclass without "Constraint" in its name still follows.
        let stripped = reports("Will attempt to recover by breaking constraint Shop.KeyboardHeight:0x1 UIView:0xa.height == 10\n")
        #expect(stripped.count == 1)
    }

    @Test func hardWrappedHeaderWithoutParentheses() throws {
        let report = try single(
            """
            2012-11-21 10:42:38.576 LCHApp[12604:907] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
            Try this: (1) look at each constraint and try to figure out which you don't expect;
            (2) find the code that added the unwanted constraint or constraints and fix it.
            (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer
            to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>"
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIView:0x2.width == 10>
            """)
        #expect(report.entries.map(\.line) == [7, 8])
        #expect(report.brokenEntryIndex == 0)
        #expect(report.isComplete)
    }

    @Test func boldMarkdownDamageRepaired() throws {
        let report = try single(
            """
            **Unable to simultaneously satisfy constraints.**

            **(**

            **"<NSLayoutConstraint:0x1 'UISV~~canvas~~connection' UIStackView:0x2.top == UIView:0x3.top   (active)>",**

            **"<NSLayoutConstraint:0x4 V:|~~(0)~~[UIStackView:0x2]   (active, names: '|':UIView:0x3 )>",**

            **)**
            """)
        #expect(report.constraints.map(\.identifier) == ["UISV-canvas-connection", nil])
        #expect(report.isComplete)
    }
}

@Suite struct ReportDamageTests {
    @Test func duplicateEntryReadOnce() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>",
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>"
            )
            """)
        #expect(report.entries.map(\.address) == ["0x1", "0x3"])
        #expect(
            report.diagnostics.map(\.description)
                == ["test.log:5:6: note: constraint 0x1 is listed twice (lines 3 and 5); it is read once"])
    }

    /// A note said of many entries is said once for a person, with how many
    /// more and where; notes that differ (another name) stay apart, and errors are never
    /// folded. The report keeps every note, for the outputs for tools.
    @Test func aNoteRepeatedForManyEntriesFoldsIntoOne() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>",
                "<NSLayoutConstraint:0x4 UIView:0x2.height == 30>",
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>",
                "<NSLayoutConstraint:0x4 UIView:0x2.height == 30>",
                "<NSLayoutConstraint:0x5 UIView:0x2.wdth == 1>",
                "<NSLayoutConstraint:0x6 UIView:0x2.hght == 2>",
                "<NSLayoutConstraint:0x7 H:[UIView:0x2]-(8)-[lbl1]   (names: '|':UIView:0x9 )>",
                "<NSLayoutConstraint:0x8 H:[UIView:0x2]-(8)-[lbl2]   (names: '|':UIView:0x9 )>"
            )
            """)
        #expect(report.entries.map(\.address) == ["0x1", "0x3", "0x4", "0x5", "0x6", "0x7", "0x8"])
        #expect(report.diagnostics.count == 7)
        #expect(
            report.diagnostics.foldingRepeatedNotes().map(\.description) == [
                "test.log:6:6: note: constraint 0x1 is listed twice (lines 3 and 6); it is read once; 2 more like it, at lines 7 and 8",
                "test.log:9:41: error: expected an attribute after 'UIView:0x2.' but found 'wdth'",
                "test.log:10:41: error: expected an attribute after 'UIView:0x2.' but found 'hght'",
                "test.log:11:6: note: 'lbl1' is not bound in the entry's names:, so it cannot be matched to other entries",
                "test.log:12:6: note: 'lbl2' is not bound in the entry's names:, so it cannot be matched to other entries",
            ])
    }

    @Test func unreadableEntryBecomesDiagnosticAndTheRestIsRead() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x7f8.hieght == 10>",
                "<NSLayoutConstraint:0x3 UIView:0x7f8.width == 20>"
            )
            """)
        #expect(report.entries.count == 2)
        #expect(report.entries[0].constraint == nil)
        #expect(report.entries[1].constraint != nil)
        #expect(
            report.diagnostics.map(\.description)
                == ["test.log:3:43: error: expected an attribute after 'UIView:0x7f8.' but found 'hieght'"])
    }

    @Test func listNeverClosed() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
            """)
        #expect(report.entries.count == 1)
        #expect(report.gaps == [.listUnterminated])
    }

    @Test func inputEndsMidEntry() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
                "<NSLayoutConstraint:0x3 UIView:0x2.wid
            """)
        #expect(report.entries.map(\.address) == ["0x1", "0x3"])
        #expect(report.entries[1].failure?.message == "the entry is cut short: no closing '>'")
        #expect(Set(report.gaps) == [.entryCutShort, .listUnterminated])
    }

    @Test func nextHeaderInsideTheList() {
        let found = reports(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>",
                "<NSLayoutConstraint:0x4 UIView:0x2.width == 30>"
            )
            """)
        #expect(found.map(\.startLine) == [1, 4])
        #expect(found[0].gaps == [.interruptedByNextReport])
        #expect(found[1].isComplete)
    }

    @Test func entryWrappedByAChatClient() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000a85d70 UIStackView:0x7fa4d0dece70.height ==
            24   (active)>",
                "<NSLayoutConstraint:0x3 UIStackView:0x7fa4d0dece70.height == 20>"
            )
            """)
        #expect(report.entries.count == 2)
        #expect(report.entries[0].constraint?.equation.constantValue == 24)
        #expect(report.diagnostics.map(\.message) == ["this entry continues on the next line; read as one"])
    }

    /// Wrapped at 40 columns at spaces, as `fold -s` or mail does, the
    /// spaces eaten: five joints, one inside the label, one inside a word.
    @Test func entryWrappedOverManyLines() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000a85d70
            H:[UILabel:0x7fa4d0dece70'Sourdough
            starter']-(12)-[UIButton:0x7fa4d0ded1
            20'Start']   (active,
            names: '|':UIView:0x7fa4d0dec000
            )>",
                "<NSLayoutConstraint:0x3 UIButton:0x7fa4d0ded120.width == 20>"
            )
            """)
        #expect(report.entries.count == 2)
        let equation = try #require(report.entries[0].constraint?.equation)
        #expect(equation.constantValue == 12)
        #expect(report.entries[0].constraint?.equation.description.contains("'Sourdough starter'") == true)
        #expect(report.diagnostics.map(\.message) == ["this entry continues on the next 5 lines; read as one"])
    }

    @Test func joiningsAreEveryMixUpToFourJointsThenLinearInThem() {
        #expect(ReportAssembler.joiningsTried(joints: 1) == [1, 0])
        #expect(ReportAssembler.joiningsTried(joints: 3) == [7, 0, 6, 5, 4, 3, 2, 1])
        #expect(ReportAssembler.joiningsTried(joints: 4).count == 16)
        #expect(ReportAssembler.joiningsTried(joints: 6) == [63, 0, 62, 61, 59, 55, 47, 31, 1, 2, 4, 8, 16, 32])
    }

    @Test func headerOnlyAtEndOfInput() throws {
        let report = try single(
            "Unable to simultaneously satisfy constraints.\n\tProbably at least one of the constraints in the following list is one you don't want."
        )
        #expect(report.gaps == [.listMissing])
    }

    /// A paste cut inside the recovery entry loses nothing of the list: the
    /// report is whole, and the address still names the broken constraint.
    @Test func aRecoveryCutShortLeavesTheListWhole() throws {
        let report = try single(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x6000021c4190 NSButton:0x7f8b0e40c8a0'OK'.width == 82   (active)>",
                "<NSLayoutConstraint:0x6000021c41e0 NSButton:0x7f8b0e40c8a0'OK'.width == 100   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x6000021c41e0 NSButton:0x7f8b0e40c8a0'OK'.wid
            """)
        #expect(report.isComplete)
        #expect(report.brokenEntryIndex == 1)
        #expect(report.diagnostics.map(\.line) == [8])
    }

    @Test func recoveryPartOnly() throws {
        let report = try single(
            """
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x6000017e4d20 UILabel:0x7ff6604226a0'No events'.bottom == UIView:0x7ff660425800.bottom   (active)>
            """)
        #expect(report.recovery?.address == "0x6000017e4d20")
        #expect(report.brokenEntryIndex == nil)
        #expect(report.gaps == [.listMissing])
        #expect(report.platform == .uiKit)
    }
}

@Suite struct StreamingTests {
    /// The reports must not depend on how the input was cut into chunks.
    @Test(arguments: [1, 2, 3, 7, 64, 1000])
    func chunkSizeDoesNotMatter(size: Int) {
        let text =
            "noise\r\n" + uiKitReport + "\nmore noise with constraint in it\r" + uiKitReport.replacingOccurrences(of: "\n", with: "\r\n")
        let whole = LogScanner.reports(in: text, source: "t")
        var scanner = LogScanner(source: "t")
        var pieces: [Report] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            pieces += scanner.scan(Array(bytes[start..<min(start + size, bytes.count)]))
            start += size
        }
        pieces += scanner.finish()
        #expect(pieces == whole)
        #expect(whole.map(\.startLine) == [2, 18])
        #expect(scanner.linesRead == 32)
    }

    /// Noise streams through without being kept: what the scanner holds stays
    /// bounded by one line, not by the input's size.
    @Test func memoryStaysBoundedOnLongInput() {
        var scanner = LogScanner(source: "t", maxLineLength: 4096)
        let noise = Array(String(repeating: "2026-01-01 12:00:00.000 MyApp[1:2] a line of ordinary console output\n", count: 2_000).utf8)
        var found = 0
        for _ in 0..<100 {
            found += scanner.scan(noise).count
            found += scanner.scan(Array(uiKitReport.utf8) + [.newline]).count
            #expect(scanner.retainedByteCount < 8_192)
        }
        found += scanner.finish().count
        #expect(found == 100)
        #expect(scanner.bytesRead > 13_000_000)
    }
}
