import Testing

@testable import LogParser

@Suite struct EntryCacheTests {
    static let entries = [
        "<NSLayoutConstraint:0x600000a85d70 UIImageView:0x7f9f1c50a8e0.height == 60   (active)>",
        "<NSLayoutConstraint:0x600000a85e10 V:|-(12)-[UIImageView:0x7f9f1c50a8e0]   (active, names: '|':UITableViewCellContentView:0x7f9f1c50a6c0 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x6000021b1f40 h=--& v=--& UIView:0x7fb3d9c0e600.width == 375   (active)>",
        "<NSLayoutConstraint:0x600000a86000 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f9f1c50a6c0.height == 44   (active)>",
        "<NSLayoutConstraint:0x600000a86010 UIView:0x7f9f1c50a6c0.height == nonsense>",
        "<NSLayoutConstraint:0x600000a86020 UIView:0x7f9f1c50a6c0.height == 4",
    ]

    /// A cached answer is the parser's answer, for readable and unreadable
    /// entries alike, the first time and every time after.
    @Test func cachedParseEqualsAFreshParse() {
        var cache = EntryCache()
        for _ in 0..<3 {
            for text in Self.entries {
                let parsed = cache.parse(Array(text.utf8))
                #expect(parsed.text == text)
                #expect(parsed.result == EntryParser.parse(text))
            }
        }
    }

    /// A repeat is answered from the cache (the same parse, not a new one);
    /// an entry too long to cache is parsed each time.
    @Test func repeatsAreAnsweredFromTheCache() {
        var cache = EntryCache()
        let bytes = Array(Self.entries[1].utf8)
        #expect(cache.parse(bytes) === cache.parse(bytes))
        let long = Array(
            ("<NSLayoutConstraint:0x1 UIView:0x1.width == 1   (active, names: "
                + String(repeating: "x", count: EntryCache.longestCachedEntry) + ")>").utf8)
        #expect(cache.parse(long) !== cache.parse(long))
    }

    /// A repeated report gets the same notes and error columns from cached
    /// entries as its first copy got from the parser.
    @Test func repeatedReportsKeepTheirDiagnostics() {
        let report = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 V:[homeLarge]-(8)-[UIView:0x2]   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x2.hieght == 10   (active)>"
            )

            """
        let reports = LogScanner.reports(in: report + report, source: "r.log")
        #expect(reports.count == 2)
        let unbound = "'homeLarge' is not bound in the entry's names:, so it cannot be matched to other entries"
        let misspelt = "expected an attribute after 'UIView:0x2.' but found 'hieght'"
        #expect(
            reports.map { $0.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } } == [
                ["3:6 \(unbound)", "4:41 \(misspelt)"],
                ["8:6 \(unbound)", "9:41 \(misspelt)"],
            ])
    }

    /// Past its capacity the cache starts afresh and still answers rightly.
    @Test func staysCorrectPastItsCapacity() {
        var cache = EntryCache()
        for index in 0..<(EntryCache.capacity + 10) {
            let text = "<NSLayoutConstraint:0x\(String(index, radix: 16)) UIView:0x1.width == \(index)   (active)>"
            let parsed = cache.parse(Array(text.utf8))
            #expect(parsed.result == EntryParser.parse(text))
            #expect(parsed.result.map(\.equation.constantValue) == .success(Double(index)))
        }
        let long =
            "<NSLayoutConstraint:0x1 UIView:0x1.width == 1   (active, names: "
            + String(repeating: "x", count: EntryCache.longestCachedEntry) + ")>"
        #expect(cache.parse(Array(long.utf8)).result == EntryParser.parse(long))
    }
}
