import Testing

@testable import LogParser

/// Lines a paste damaged, put back as the console printed them.
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
        // Two on a line, an autoresizing mask among them, a quote left behind;
        // the last ends before the list's `)`.
        let two =
            #"NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xb.width == 0   (active)", NSLayoutConstraint:0x3 UIView:0xb.width == 8   (active) )"#
        #expect(
            text(PasteRepair.tagsRestored(Array(two.utf8)))
                == #"<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIView:0xb.width == 0   (active)>", <NSLayoutConstraint:0x3 UIView:0xb.width == 8   (active)> )"#
        )
    }

    /// Rule 3: a bare entry ends at its list separator; without one it is left
    /// open (no `>`), for its wrapped rest to be joined. A `,` inside its
    /// `names:` is no separator.
    @Test func aBareEntryEndsAtItsSeparatorOrIsLeftOpen() {
        #expect(
            text(PasteRepair.tagsRestored(Array("NSLayoutConstraint:0x1 UILabel:0xa'Sourdough ".utf8)))
                == "<NSLayoutConstraint:0x1 UILabel:0xa'Sourdough ")
        #expect(
            text(PasteRepair.tagsRestored(Array("  NSLayoutConstraint:0x1 H:|-(0)-[UIView:0xa]   (active, names: a:0x2,".utf8)))
                == "  <NSLayoutConstraint:0x1 H:|-(0)-[UIView:0xa]   (active, names: a:0x2,")
        #expect(PasteRepair.bareEntryEnd(in: Array(#"50","#.utf8), 0..<4) == (2, true))
        #expect(PasteRepair.bareEntryEnd(in: Array("0x3 )".utf8), 0..<5, before: Array("(names: a:0x2,".utf8)) == (5, false))
        #expect(PasteRepair.bareEntryEnd(in: Array("(active))".utf8), 0..<9) == (8, true))
        #expect(PasteRepair.leavesParenthesisOpen(Array("V:|-(8)-[A:0x1]   (Names: '|':B:0x2".utf8)))
    }

    /// Rule 4: a Masonry key in place of the address starts a bare entry too.
    @Test func aBareMasonryEntryStartsAtItsKey() {
        #expect(
            text(PasteRepair.tagsRestored(Array(#""MASLayoutConstraint:nameWidth UILabel:nameLabel.width >= 190","#.utf8)))
                == #""<MASLayoutConstraint:nameWidth UILabel:nameLabel.width >= 190>","#)
        #expect(
            text(PasteRepair.tagsRestored(Array("MASLayoutConstraint:ConflictingConstraint[0] UILabel:a.top == UIView:b.top + 1,".utf8)))
                == "<MASLayoutConstraint:ConflictingConstraint[0] UILabel:a.top == UIView:b.top + 1>,")
        // Prose with a colon is no entry.
        #expect(PasteRepair.tagsRestored(Array("see MASLayoutConstraint: the docs".utf8)) == nil)
    }

    /// Rule 1: `>=` left at a line's end by a wrap never ends a bare entry.
    @Test func aRelationAtABareLineEndLeavesTheEntryOpen() {
        #expect(
            text(PasteRepair.tagsRestored(Array("MASLayoutConstraint:nameWidth UILabel:nameLabel.width >=".utf8)))
                == "<MASLayoutConstraint:nameWidth UILabel:nameLabel.width >=")
    }

    /// Rule 2: escapes are found behind an escaped class name too, and undone
    /// on a joined entry whatever line they were on.
    @Test func escapesAreUndoneOnAJoinedEntry() {
        let line = #""\<\_UILayoutSupportConstraint:0x1 \_UILayoutGuide:0xa.height == 0   (active)\>","#
        #expect(
            text(PasteRepair.escapesUndone(Array(line.utf8)))
                == #""<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0xa.height == 0   (active)>","#)
        let joined = Array(#"<NSLayoutConstraint:0x1 V:|-(8)-[UILabel:0xa'A B']   (names: '|':\_UIView:0xb )\>"#.utf8)
        #expect(
            text(PasteRepair.undone(.markdownEscapes, in: joined))
                == "<NSLayoutConstraint:0x1 V:|-(8)-[UILabel:0xa'A B']   (names: '|':_UIView:0xb )>")
        #expect(text(PasteRepair.undone(.strikethrough, in: Array("V:|~~(8)~~[A:0x1]>".utf8))) == "V:|-(8)-[A:0x1]>")
        #expect(PasteRepair.escapesUndoneAnywhere(Array(#"\> )"#.utf8)) == Array("> )".utf8))
        #expect(PasteRepair.escapesUndoneAnywhere(Array("> )".utf8)) == nil)
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
