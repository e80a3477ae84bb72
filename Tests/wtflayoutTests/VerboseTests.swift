import Foundation
import Testing

/// The default text is short; `--verbose` adds the rest, `--lldb` only
/// the LLDB lines.
@Suite struct VerboseTests {
    private let sample = "SampleLogs/table-cell-height.log"

    /// Whether `part`'s lines appear in `whole` in the same order: the
    /// longer output only adds lines.
    private func isSubsequence(_ part: [Substring], of whole: [Substring]) -> Bool {
        var rest = whole[...]
        for line in part {
            guard let found = rest.firstIndex(of: line) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    @Test func theDefaultTextHasTheFixInOneDialectAndVerboseAddsTheRest() async throws {
        let short = try await CommandRunTests.run([sample])
        let verbose = try await CommandRunTests.run(["--verbose", sample])
        #expect(short.status == 0 && verbose.status == 0)
        #expect(
            short.output.contains(
                "  In Swift, in place of the code that makes it:\n    let bottom = imageView.bottomAnchor.constraint("))
        #expect(short.output.contains("  These 4 constraints cannot all hold:  (UIKit listed 6; 2 of them play no part in it.)\n"))
        for extra in ["In Objective-C:", "In Interface Builder:", "In LLDB", "Views:", "Notes:"] {
            #expect(!short.output.contains(extra), "\(extra)")
        }
        #expect(
            verbose.output.contains(
                "  In Objective-C, in place of the code that makes it:\n    NSLayoutConstraint *bottom = [imageView.bottomAnchor constraintEqualToAnchor:"
                    + "contentView.bottomAnchor constant:-12]; bottom.priority = 999; bottom.active = YES;\n"
                    + "  In Interface Builder:\n    select the constraint UIImageView.bottom == UITableViewCellContentView.bottom - 12"))
        #expect(
            verbose.output.contains(
                "  In LLDB, with the app paused:\n    # what lays out UITableViewCellContentView (vertical), in Swift, then Objective-C:\n")
        )
        #expect(verbose.output.contains("  Views:\n    UIImageView                 UIImageView 0x7fd3b8c1f2d0\n"))
        #expect(verbose.output.contains("Notes:\n  - Why 999: one below required"))
        #expect(verbose.output.contains("  - The LLDB lines name their language"))
        let shortLines = short.output.split(separator: "\n", omittingEmptySubsequences: false)
        let verboseLines = verbose.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(isSubsequence(shortLines, of: verboseLines), "--verbose only adds lines")
        #expect(try await CommandRunTests.run(["-v", sample]).output == verbose.output)
    }

    @Test func lldbAddsTheDebuggerLinesAndTheirNoteOnly() async throws {
        let short = try await CommandRunTests.run([sample])
        let lldb = try await CommandRunTests.run(["--lldb", sample])
        #expect(lldb.status == 0)
        #expect(lldb.output.contains("    expr -l objc -O -- [(UIView *)0x7fd3b8c2a9f0 constraintsAffectingLayoutForAxis:1]\n"))
        #expect(lldb.output.contains("Notes:\n  - The LLDB lines name their language"))
        #expect(!lldb.output.contains("Why 999") && !lldb.output.contains("In Objective-C:") && !lldb.output.contains("Views:"))
        // Without the LLDB block and the notes at the end, it is the default text.
        var lines = lldb.output.split(separator: "\n", omittingEmptySubsequences: false)
        let block = try #require(lines.firstIndex(of: "  In LLDB, with the app paused:"))
        let blockEnd = lines[(block + 1)...].firstIndex { !$0.hasPrefix("    ") } ?? lines.endIndex
        #expect(lines[block..<blockEnd].filter { $0.hasPrefix("    expr ") }.count == 5)
        lines.removeSubrange((block - 1)..<blockEnd)
        let notes = try #require(lines.firstIndex(of: "Notes:"))
        lines.removeSubrange((notes - 1)..<(lines.endIndex - 1))
        #expect(lines.joined(separator: "\n") == short.output)
    }

    @Test func verboseIsForTheTextOutput() async throws {
        let run = try await CommandRunTests.run(["--verbose", "--json", sample])
        #expect(run.status == 2)
        #expect(
            run.error == "wtflayout: --verbose adds to the text output; --json, --markdown and --html always hold everything\n")
        // The LLDB script passes --lldb with whatever the user asked for.
        let json = try await CommandRunTests.run(["--lldb", "--json", sample])
        #expect(json.status == 0)
        #expect(json.output == (try await CommandRunTests.run(["--json", sample])).output)
    }

    /// A paste's repairs of many entries are one note of each form, with their count and lines.
    @Test func aRepairedPasteGetsOneNoteAndACount() async throws {
        let short = try await CommandRunTests.run(["SampleLogs/pastes/mail-wrapped.log"])
        #expect(
            short.output.contains(
                "  SampleLogs/pastes/mail-wrapped.log:10:6: note: this entry continues on the next line; read as one;\n"
                    + "      9 more like it, at lines 12, 14, 19, 21, 26, 28, 30, 32, …\n"
                    + "  SampleLogs/pastes/mail-wrapped.log:16:6: note: this entry continues on the next 2 lines; read as\n"
                    + "      one; 1 more like it, at line 23\n\n"))
        // --verbose lists every note, each at its line.
        let verbose = try await CommandRunTests.run(["--verbose", "SampleLogs/pastes/mail-wrapped.log"])
        #expect(verbose.output.components(separatedBy: ": note: this entry continues").count - 1 == 19)
        // A ticket's report says each form once too; JSON, for tools, keeps every note.
        let markdown = try await CommandRunTests.run(["--markdown", "SampleLogs/pastes/mail-wrapped.log"])
        #expect(markdown.output.components(separatedBy: ": note: this entry continues").count - 1 == 4)
        #expect(
            markdown.output.contains(
                "- `SampleLogs/pastes/mail-wrapped.log:53:6: note: this entry continues on the next line; read as one; "
                    + "5 more like it, at lines 55, 60, 62, 64 and 69`"))
        let json = try await CommandRunTests.run(["--json", "SampleLogs/pastes/mail-wrapped.log"])
        #expect(json.output.components(separatedBy: "this entry continues").count - 1 == 19)
    }
}
