/// Turns one line into the `LineEvent`s it holds, in order.
///
/// Landmarks (header, preamble sentences, entries, recovery, trailers,
/// `<private>`) are found by their text wherever they sit, so prefixes of any
/// kind (timestamps, process names, `> ` quotes, tabs) need no grammar. What
/// lies between landmarks is structure (`(`, `)`) or noise.
enum LineTokenizer {
    private struct Landmark {
        var range: Range<Int>
        var event: LineEvent
    }

    static func events(in line: [UInt8], requireConstraintClass: Bool = false) -> [LineEvent] {
        // Most report lines are one entry and its quoting: when what is left
        // around the entries is shorter than any sentence, skip looking for one.
        var landmarks: [Landmark] = []
        landmarks.reserveCapacity(2)
        entryLandmarks(in: line, excluding: [], requireConstraintClass: requireConstraintClass, into: &landmarks)
        let covered = landmarks.reduce(0) { $0 + $1.range.count }
        if line.count - covered >= Phrases.shortest {
            // A phrase quoted inside an entry ('Try this: wide', a label
            // '<private>') is the entry's text, as on a line too short to search.
            // A `<private>` inside an entry is a view the log withheld there, unless it stands in
            // double quotes of its own (`"<private>",`): an entry withheld, which the entry before ran into.
            let phrases = phraseLandmarks(in: line).filter { phrase in
                if case .redacted = phrase.event {
                    return isEntryOfItsOwn(phrase.range, in: line) || !landmarks.contains { $0.range.contains(phrase.range.lowerBound) }
                }
                return !isQuoted(phrase.range.lowerBound, in: landmarks, line: line)
            }
            if !phrases.isEmpty {
                landmarks = phrases
                entryLandmarks(in: line, excluding: landmarks, requireConstraintClass: requireConstraintClass, into: &landmarks)
                landmarks.sort { $0.range.lowerBound < $1.range.lowerBound }
            }
        }
        // (Entries alone are found in order: only a line with phrases needs sorting.)

        var events: [LineEvent] = []
        events.reserveCapacity(landmarks.count + 1)
        var gapStart = 0
        for (index, landmark) in landmarks.enumerated() where landmark.range.lowerBound >= gapStart {
            gapEvents(line, gapStart..<landmark.range.lowerBound, isLinePrefix: index == 0, before: landmark.event, into: &events)
            events.append(landmark.event)
            gapStart = landmark.range.upperBound
        }
        gapEvents(line, gapStart..<line.count, isLinePrefix: landmarks.isEmpty, before: nil, into: &events)
        return events
    }

    private static func phraseLandmarks(in line: [UInt8]) -> [Landmark] {
        var landmarks: [Landmark] = []
        func find(_ phrase: [UInt8]) -> Int? {
            ByteSearch.firstIndex(of: phrase, in: line, from: 0, to: line.count)
        }
        if let start = find(Phrases.header), !PhraseMention.isHeaderMention(in: line, after: start + Phrases.header.count) {
            let end = start + Phrases.header.count
            let platform: Platform =
                end < line.count && line[end] == .colon
                ? .appKit
                : end < line.count && line[end] == .dot ? .uiKit : .unknown
            landmarks.append(Landmark(range: start..<min(end + 1, line.count), event: .header(platform)))
        }
        for sentence in Phrases.preamble {
            guard let start = find(sentence.start),
                !landmarks.contains(where: { $0.range.contains(start) })
            else { continue }
            var end = start + sentence.start.count
            if let closing = sentence.end {
                end =
                    ByteSearch.firstIndex(of: closing, in: line, from: start, to: line.count).map { $0 + closing.count }
                    ?? line.count
            }
            landmarks.append(Landmark(range: start..<end, event: .preamble))
        }
        if let start = find(Phrases.recovery) {
            var end = start + Phrases.recovery.count
            if line[end...].starts(with: Phrases.recoveryNoun) { end += Phrases.recoveryNoun.count }
            if end < line.count, line[end] == UInt8(ascii: "s") { end += 1 }
            if !PhraseMention.isRecoveryMention(in: line, after: end) {
                landmarks.append(Landmark(range: start..<end, event: .recoveryMarker))
            }
        }
        var searchFrom = 0
        while let start = ByteSearch.firstIndex(of: Phrases.redacted, in: line, from: searchFrom, to: line.count) {
            landmarks.append(Landmark(range: start..<(start + Phrases.redacted.count), event: .redacted))
            searchFrom = start + Phrases.redacted.count
        }
        for trailer in Phrases.trailers {
            if let start = find(trailer.phrase) {
                // The rest of a trailer sentence is never structure.
                landmarks.append(Landmark(range: start..<line.count, event: .trailer(trailer.platform)))
            }
        }
        return landmarks
    }

    /// `<Class:x…>` entries, appended in order. An entry ends at the last `>`
    /// before the next entry starts that is not a relation's (`>=`): an
    /// entry cut at its closing `>` must not end at its `>=`.
    private static func entryLandmarks(
        in line: [UInt8], excluding taken: [Landmark],
        requireConstraintClass: Bool, into landmarks: inout [Landmark]
    ) {
        var columns = ColumnCounter()
        var start = nextEntryStart(in: line, from: 0, excluding: taken, requireConstraintClass: requireConstraintClass)
        while let current = start {
            let next = nextEntryStart(in: line, from: current + 1, excluding: taken, requireConstraintClass: requireConstraintClass)
            let searchEnd = min(next ?? line.count, firstPhrase(after: current, in: taken) ?? line.count)
            if let bracket = DetachedDescription.closingBracket(in: line, at: current) {
                let bytes = DetachedDescription.entry(in: line, start: current, bracket: bracket, end: searchEnd)
                landmarks.append(
                    Landmark(
                        range: current..<searchEnd,
                        event: .entry(bytes: bytes, column: columns.column(of: current, in: line), closed: true)))
                start = next
                continue
            }
            var end = searchEnd
            while end > current, line[end - 1] != .greaterThan || (end < line.count && line[end] == .equals) { end -= 1 }
            let closed = end > current + 1
            let range = current..<(closed ? end : searchEnd)
            landmarks.append(
                Landmark(
                    range: range,
                    event: .entry(
                        bytes: Array(line[range]),
                        column: columns.column(of: current, in: line), closed: closed)))
            start = next
        }
    }

    /// `"<private>"`: the phrase in double quotes of its own, as a list prints an entry.
    private static func isEntryOfItsOwn(_ range: Range<Int>, in line: [UInt8]) -> Bool {
        range.lowerBound > 0 && range.upperBound < line.count && line[range.lowerBound - 1] == UInt8(ascii: "\"")
            && line[range.upperBound] == UInt8(ascii: "\"")
    }

    /// Whether `position` lies within an entry's quotes (an odd number of
    /// `'` between the entry's start and it): label or identifier text.
    private static func isQuoted(_ position: Int, in entries: [Landmark], line: [UInt8]) -> Bool {
        guard let entry = entries.first(where: { $0.range.contains(position) }) else { return false }
        return line[entry.range.lowerBound..<position].reduce(0) { $0 + ($1 == .quote ? 1 : 0) } % 2 == 1
    }

    /// The next `<` at or after `index` that starts an entry, outside the phrases taken.
    private static func nextEntryStart(
        in line: [UInt8], from index: Int, excluding taken: [Landmark],
        requireConstraintClass: Bool
    ) -> Int? {
        var index = index
        while let found = ByteSearch.firstIndex(of: .lessThan, in: line, from: index) {
            if taken.isEmpty || !taken.contains(where: { $0.range.contains(found) }),
                entryStarts(in: line, at: found, requireConstraintClass: requireConstraintClass)
            {
                return found
            }
            index = found + 1
        }
        return nil
    }

    /// Where the first phrase after `index` starts.
    private static func firstPhrase(after index: Int, in taken: [Landmark]) -> Int? {
        var first: Int?
        for landmark in taken where landmark.range.lowerBound > index {
            first = min(first ?? landmark.range.lowerBound, landmark.range.lowerBound)
        }
        return first
    }

    /// Columns of increasing offsets in one line, each counted on from the last.
    private struct ColumnCounter {
        var offset = 0
        var column = 1

        mutating func column(of target: Int, in line: [UInt8]) -> Int {
            let stop = min(target, line.count)
            while offset < stop {
                if line[offset] & 0xC0 != 0x80 { column += 1 }
                offset += 1
            }
            return column
        }
    }

    /// `<` + class name + `:` + no space: a constraint's description, not an
    /// object's (`<UITableView: 0x…>`) nor a tag (`<Warning>:`).
    static func entryStarts(in line: [UInt8], at index: Int, requireConstraintClass: Bool) -> Bool {
        var stop = index + 1
        while stop < line.count, line[stop].isClassNameCharacter { stop += 1 }
        guard stop > index + 1, stop + 1 < line.count, line[stop] == .colon else { return false }
        if line[stop + 1].isBlank { return DetachedDescription.closingBracket(in: line, at: index) != nil }
        if requireConstraintClass {
            return ByteSearch.firstIndex(of: Literals.constraint, in: line, from: index + 1, to: stop) != nil
        }
        return true
    }

    /// 1-based column in characters (UTF-8 continuation bytes do not count).
    static func column(of offset: Int, in text: String) -> Int {
        var column = 1
        for byte in text.utf8.prefix(offset) where byte & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// Structure between landmarks: `(`, `)`, `<__NSArrayI 0x…>(`; the rest is noise.
    /// Text before the first landmark is the line's prefix (timestamp, process,
    /// quote markers) unless it opens the list.
    private static func gapEvents(
        _ line: [UInt8], _ range: Range<Int>, isLinePrefix: Bool, before: LineEvent?,
        into events: inout [LineEvent]
    ) {
        // Most gaps are an entry's quoting (`    "`, `",`): no content, nothing to build.
        if holdsNoStructure(line[range]) { return }
        // A list printed as an array in brackets (a library's description of it): each bracket
        // alone on its line, with no quote or comma, which a wrapped entry's end would keep.
        if isLinePrefix, before == nil {
            let bare = line[range].filter { !$0.isBlank }
            if bare == [.openBracket] { return events.append(.listOpen) }
            if bare == [.closeBracket] { return events.append(.listClose) }
        }
        events += gapEvents(structuralContent(line[range]), isLinePrefix: isLinePrefix, before: before)
    }

    private static func gapEvents(_ content: [UInt8], isLinePrefix: Bool, before: LineEvent?) -> [LineEvent] {
        if content.isEmpty { return [] }
        if content == [.openParen] || content.last == .openParen && isArrayOpening(content) {
            return [.listOpen]
        }
        if content == [.closeParen] { return [.listClose] }
        if content == [.closeParen, .openParen] { return [.listClose, .listOpen] }
        if isLinePrefix, let before {
            // A prefix (timestamp, process, quote markers, `- 0 : `) before the
            // first landmark; it may still open the list the entry is in.
            return content.last == .openParen && before.isEntry ? [.listOpen] : []
        }
        if isFence(content) { return [] }
        // A CI log's blank line keeps its prefix: it is blank all the same.
        if isLinePrefix, before == nil, isPrefixOnly(content) { return [] }
        // `2026-… MyApp[12:34] (` — a prefixed line holding only structure.
        if let last = content.last, last == .openParen || last == .closeParen,
            content.count > 1, isLogPrefix(content.dropLast()) || isPrefixOnly(Array(content.dropLast()))
        {
            return [last == .openParen ? .listOpen : .listClose]
        }
        let first = content.first
        return [.text(looksLikeEntry: first == .lessThan || first == .doubleQuote)]
    }

    /// The gap's bytes without blanks, quote markers, commas, quotes, bold and
    /// code markers, which pastes scatter around the list.
    private static func structuralContent(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var content: [UInt8] = []
        var leading = true
        for byte in bytes {
            if isScattered(byte) { continue }
            if leading && byte == .greaterThan { continue }
            leading = false
            content.append(byte)
        }
        // A trailing `"` belongs to the entry's quoting (`",`), a leading one too.
        while content.last == .doubleQuote { content.removeLast() }
        while content.first == .doubleQuote { content.removeFirst() }
        return content
    }

    /// Whether `structuralContent(bytes)` is empty: what it keeps is only `"`,
    /// which it trims. Answers without building the content.
    private static func holdsNoStructure(_ bytes: ArraySlice<UInt8>) -> Bool {
        var leading = true
        for byte in bytes {
            if isScattered(byte) { continue }
            if leading && byte == .greaterThan { continue }
            leading = false
            if byte != .doubleQuote { return false }
        }
        return true
    }

    private static func isScattered(_ byte: UInt8) -> Bool {
        byte.isBlank || byte == .comma || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "`")
    }

    private static func isArrayOpening(_ content: [UInt8]) -> Bool {
        ByteSearch.firstIndex(of: Literals.arrayDescription, in: content, from: 0, to: content.count) == 0
    }

    private static func isFence(_ content: [UInt8]) -> Bool {
        content.count >= 3 && content[0] == UInt8(ascii: "`")
            || ByteSearch.firstIndex(of: Literals.tildeFence, in: content, from: 0, to: content.count) == 0
    }

    /// A console prefix and nothing after it, blanks taken out, as CI logs
    /// print a blank line: `2026-11-25T10:00:01.1234567Z`, fastlane's
    /// `[10:00:01]: ▸`, `2026-… Shelf[30118:2052267] [LayoutConstraints]`.
    private static func isPrefixOnly(_ content: [UInt8]) -> Bool {
        var body = content[...]
        if body.count >= 3, body.suffix(3).elementsEqual(Self.fastlaneArrow) { body = body.dropLast(3) }
        guard body.contains(where: \.isDigit) else { return false }
        return body.allSatisfy { $0.isDigit || Self.timestampPunctuation.contains($0) } || endsWithProcess(body)
    }

    /// Ends `Name[123:456]`, maybe then `[Category]`: a process and thread,
    /// not the `[UILabel:0x…'Total']` a wrapped entry may end with.
    private static func endsWithProcess(_ body: ArraySlice<UInt8>) -> Bool {
        var rest = body
        for allowCategory in [true, false] {
            guard rest.last == .closeBracket, let open = rest.lastIndex(of: .openBracket) else { return false }
            let inner = rest[(open + 1)..<(rest.endIndex - 1)]
            if allowCategory, !inner.isEmpty, inner.allSatisfy(\.isLetter) {
                rest = rest[..<open]
                continue
            }
            return !inner.isEmpty && inner.allSatisfy { $0.isDigit || $0 == .colon } && open > rest.startIndex
                && rest[open - 1].isClassNameCharacter
        }
        return false
    }

    private static let fastlaneArrow: [UInt8] = Array("▸".utf8)
    private static let timestampPunctuation = Set("-:.TZ+[]".utf8)

    /// Ends like a console prefix: `…MyApp[123:456]`, `…<Warning>:`, `…[Category]`.
    private static func isLogPrefix(_ content: ArraySlice<UInt8>) -> Bool {
        guard let last = content.last else { return false }
        return (last == .closeBracket || last == .colon) && content.contains(where: \.isDigit)
    }
}
