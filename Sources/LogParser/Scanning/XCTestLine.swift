/// An `xcodebuild test` progress line: which test is running, so that a
/// report printed while it ran can say so.
///
///     Test Suite 'LoginTests' started at 2026-11-20 12:31:55.902.
///     Test Case '-[ShelfTests.LoginTests testLayout]' started.
///     Test Case '-[ShelfTests.LoginTests testLayout]' passed (0.512 seconds).
///     Test case 'LoginTests.testLayout()' passed on 'Clone 1 of iPhone 15 - Shelf (4242)' (0.5 seconds)
///
/// Such lines never belong to a report: one printed by another test runner
/// in the middle of a report's list is passed over.
package enum XCTestLine: Equatable {
    case caseStarted(name: String)
    case caseEnded(name: String)
    case suite

    static let marker = Array(ascii: "Test Case '")
    /// The end of the marker, as long as `Phrases.trigger`: the scanner looks
    /// for lines holding either in one pass (`ByteRegion.firstIndex(of:orIgnoringCase:from:)`).
    static let searchKey = Array(ascii: "t Case '")

    /// Whether the line may be one: it holds the marker (a quick test for every line read).
    static func mayBe(_ line: [UInt8]) -> Bool {
        markerIndex(in: line, from: 0) != nil
    }
    private static let suiteMarker = Array(ascii: "Test Suite '")
    private static let started = Array(ascii: " started")
    private static let endings = [" passed", " failed", " skipped"].map { Array($0.utf8) }

    package init?(_ line: [UInt8]) {
        var start = 0
        while start < line.count, line[start].isBlank { start += 1 }
        // A CI timestamp or a file location may come first; the marker
        // then follows a space or a colon.
        guard let found = Self.markerIndex(in: line, from: start) else { return nil }
        let (index, marker) = found
        guard marker == Self.marker else {
            self = .suite
            return
        }
        let nameStart = index + marker.count
        guard let nameEnd = line[nameStart...].firstIndex(of: .quote), nameEnd > nameStart else { return nil }
        let name = String(decoding: line[nameStart..<nameEnd], as: UTF8.self)
        let rest = Array(line[(nameEnd + 1)...])
        if rest.starts(with: Self.started) {
            self = .caseStarted(name: name)
        } else if Self.endings.contains(where: rest.starts(with:)) {
            self = .caseEnded(name: name)
        } else {
            return nil
        }
    }

    /// Where the first test marker is, when it starts the line or follows a
    /// space or colon: `Test Case '` or `Test Suite '`, `case`/`suite` in any case.
    private static func markerIndex(in line: [UInt8], from start: Int) -> (Int, [UInt8])? {
        var index = start
        while let found = ByteSearch.firstIndex(of: UInt8(ascii: "T"), in: line, from: index) {
            index = found + 1
            guard found == start || line[found - 1] == .space || line[found - 1] == .colon else { continue }
            // Past the start of an entry it is a label's text (`'Test Suite 'Smoke''`), not a progress line.
            if line[..<found].contains(where: { $0 == .lessThan || $0 == .doubleQuote }) { return nil }
            for marker in [Self.marker, Self.suiteMarker] where Self.matchesIgnoringCase(marker, in: line, at: found) {
                return (found, marker)
            }
        }
        return nil
    }

    /// `Test ` as printed, then `Case '` or `Suite '` in any case: no more
    /// than the scanner's search (`searchKey`, its `t` and `'` exact) finds,
    /// so what is read cannot depend on where the input was cut.
    private static func matchesIgnoringCase(_ marker: [UInt8], in line: [UInt8], at index: Int) -> Bool {
        guard index + marker.count <= line.count else { return false }
        for offset in marker.indices {
            let found = line[index + offset]
            let foldable = offset >= exactPrefixLength && marker[offset].isLetter
            guard found == marker[offset] || (foldable && found | 0x20 == marker[offset] | 0x20) else { return false }
        }
        return true
    }

    private static let exactPrefixLength = "Test ".utf8.count
}
