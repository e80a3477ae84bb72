import Testing

@testable import Explainer
@testable import LogParser

/// Two reports are one conflict exactly when they differ only in addresses
/// and label text.
@Suite struct ReportSignatureTests {
    private func signature(_ entries: [String], broken: String? = nil) throws -> ReportSignature {
        let list = entries.map { "    \"\($0)\"" }.joined(separator: ",\n")
        var text = "Unable to simultaneously satisfy constraints.\n(\n\(list)\n)\n"
        if let broken { text += "\nWill attempt to recover by breaking constraint\n\(broken)\n" }
        return ReportSignature.of(try #require(LogScanner.reports(in: text).first))
    }

    private func cell(height: String = "44", label: String = "Title", address: String = "0x7f1", first: String = "12") -> [String] {
        [
            "<NSLayoutConstraint:0x600001 UILabel:\(address)'\(label)'.top == UITableViewCellContentView:0x7f9.top + \(first)   (active)>",
            "<NSLayoutConstraint:0x600002 UILabel:\(address)'\(label)'.height == 30   (active)>",
            "<NSLayoutConstraint:0x600003 UITableViewCellContentView:0x7f9.bottom == UILabel:\(address)'\(label)'.bottom + 12   (active)>",
            "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f9.height == \(height)   (active)>",
        ]
    }

    @Test func addressesAndLabelsDoNotMatter() throws {
        #expect(try signature(cell()) == signature(cell(label: "Other text", address: "0x7aa")))
        #expect(try signature(cell()).hashValue == signature(cell(address: "0x7aa")).hashValue)
    }

    @Test func numbersItemsAndOrderDo() throws {
        let base = try signature(cell())
        #expect(try base != signature(cell(height: "45")))
        #expect(try base != signature(cell(height: "44.5")))
        #expect(try signature(cell(first: "94.3333")) != signature(cell(first: "94.3334")))
        #expect(try signature(cell(first: "4503599627370497")) != signature(cell(first: "4503599627370496")))
        #expect(try base != signature(Array(cell().reversed())))
        #expect(try base != signature(Array(cell().dropLast())))
        #expect(try base != signature(cell(), broken: cell()[1]))
        // Another class must not read alike, whether its name is short (written
        // out each time) or long (written once, then referenced).
        let renamed = cell().map { $0.replacingOccurrences(of: "UILabel", with: "UIXabel") }
        #expect(try base != signature(renamed))
        let renamedLong = cell().map { $0.replacingOccurrences(of: "UITableViewCellContentView", with: "UITableViewCellContentViex") }
        #expect(try base != signature(renamedLong))
    }

    /// Strings are compared by their bytes, as the log printed them: an
    /// identifier written with a combining accent is another identifier,
    /// whether or not its composed twin came earlier in the report.
    @Test func canonicallyEquivalentIdentifiersAreNotOne() throws {
        let composed = "caf\u{E9}-row-height"
        let decomposed = "cafe\u{301}-row-height"
        func entries(_ second: String) -> [String] {
            [
                "<NSLayoutConstraint:0x600001 '\(composed)' UILabel:0x7f1.height == 30   (active)>",
                "<NSLayoutConstraint:0x600002 '\(second)' UILabel:0x7f1.height == 40   (active)>",
            ]
        }
        #expect(try signature(entries(composed)) != signature(entries(decomposed)))
        #expect(try signature(entries(decomposed)) == signature(entries(decomposed)))
    }

    @Test func unreadableEntriesIgnoreSpacing() throws {
        let damaged = "<NSLayoutConstraint:0x600009 UILabel:0x7f1.height == nonsense   (active)>"
        let respaced = "<NSLayoutConstraint:0x60000a UILabel:0x7f1.height  ==  nonsense (active)>"
        #expect(try signature(cell() + [damaged]) == signature(cell() + [respaced]))
    }
}
