import Testing

@testable import LogParser

/// Lines a paste damaged, put back as the console printed them (issue 17).
@Suite struct PasteRepairTests {
    private func text(_ bytes: [UInt8]?) -> String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    @Test func markdownEscapesAreUndoneOnALineWithAnEscapedEntry() {
        let line = #"\<NSLayoutConstraint:0x1 V:|-(8)-\[UIView:0xa\]   (active, names: '|':\_UIBarBackground:0xb )\>,"#
        #expect(
            text(PasteRepair.escapesUndone(Array(line.utf8)))
                == "<NSLayoutConstraint:0x1 V:|-(8)-[UIView:0xa]   (active, names: '|':_UIBarBackground:0xb )>,")
    }

    @Test func aBackslashElsewhereIsLeftAlone() {
        // A label's own `\<` that starts no entry, and an intact entry.
        #expect(PasteRepair.escapesUndone(Array(#"<NSLayoutConstraint:0x1 UILabel:0xa'a\<b'.width == 8   (active)>"#.utf8)) == nil)
        #expect(PasteRepair.escapesUndone(Array("<NSLayoutConstraint:0x1 UILabel:0xa.width == 8   (active)>".utf8)) == nil)
    }

    @Test func strippedTagsArePutBackAroundEachEntry() {
        #expect(
            text(PasteRepair.tagsRestored(Array("NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xb.leading + 8,".utf8)))
                == "<NSLayoutConstraint:0x1 UILabel:0xa.leading == UIView:0xb.leading + 8>,")
        // Two on a line, an autoresizing mask among them, a quote left behind.
        let two =
            #"NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xb.width == 0   (active)", NSLayoutConstraint:0x3 UIView:0xb.width == 8   (active)"#
        #expect(
            text(PasteRepair.tagsRestored(Array(two.utf8)))
                == #"<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xb.width == 0   (active)>", <NSLayoutConstraint:0x3 UIView:0xb.width == 8   (active)>"#
        )
    }

    @Test func intactEntriesAndItemsAreNotTags() {
        #expect(PasteRepair.tagsRestored(Array("<NSLayoutConstraint:0x1 UIView:0xb.width == 8   (active)>".utf8)) == nil)
        #expect(PasteRepair.tagsRestored(Array("UILabel:0xa.leading == UIView:0xb.leading + 8".utf8)) == nil)
        #expect(PasteRepair.tagsRestored(Array("Unable to simultaneously satisfy constraints.".utf8)) == nil)
    }

    @Test func aNoteSaysWhatWasRepaired() {
        let reports = LogScanner.reports(
            in: """
                Unable to simultaneously satisfy constraints.
                (
                NSLayoutConstraint:0x1 UIView:0xb.width == 8   (active),
                NSLayoutConstraint:0x2 UIView:0xb.width == 9   (active)
                )
                """, source: "paste.txt")
        #expect(reports.count == 1)
        #expect(reports.first?.entries.count == 2)
        #expect(
            reports.first?.diagnostics.map(\.description) == [
                "paste.txt:1:1: note: read 2 entries whose `<` `>` had been removed (a paste outside a code block); "
                    + "paste the log between ``` lines to keep them"
            ])
    }
}
