import Testing

@testable import Rendering

/// A table cell's text: no word a browser could break (after a hyphen or a
/// slash) is left breakable, and no word is longer than a column holds.
@Suite struct HTMLCellTests {
    @Test func wordsWithHyphensOrSlashesAreKeptWhole() {
        #expect(
            HTMLCell.text("set by its container (UIView-Encapsulated-Layout-Width)")
                == "set by its container <span class=\"word\">(UIView-Encapsulated-Layout-Width)</span>")
        #expect(HTMLCell.text("mask (h=--& v=--&)") == "mask <span class=\"word\">(h=--&amp;</span> <span class=\"word\">v=--&amp;)</span>")
        #expect(HTMLCell.text("yours") == "yours")
    }

    @Test func aLongWordIsCutWithItsWholeTextInTheTitle() {
        let name = "_TtCC5UIKit19NavigationButtonBar15ItemWrapperView"
        #expect(
            HTMLCell.text(name + ".width")
                == "<span class=\"word\" title=\"\(name).width\">_TtCC5UIKit19NavigationButtonBar15ItemW…</span>")
        // A path keeps its file and line.
        #expect(
            HTMLCell.text("/Users/someone/Developer/Project/Logs/crash-2026.log:12")
                == "<span class=\"word\" title=\"/Users/someone/Developer/Project/Logs/crash-2026.log:12\">"
                + "…/Project/Logs/crash-2026.log:12</span>")
    }
}
