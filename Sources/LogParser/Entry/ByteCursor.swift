/// A read position in a line's UTF-8 bytes. Entries are ASCII where it
/// matters (classes, addresses, operators), so parsing bytes is both simpler
/// and much faster than walking `Character`s.
///
/// The bytes are borrowed, not owned: a parse runs inside the owner's
/// `withUnsafeBufferPointer` (`EntryParser.parse(bytes:)`), and cursors are
/// copied all the time, which for an array meant a retain and a release each.
/// Every read checks the index against `end` (or is guarded by such a check).
struct ByteCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    /// Never past the buffer: reads through an unsafe buffer are unchecked in
    /// release builds, and every read is bounded by `end`.
    let end: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.position = position
        self.end = min(end ?? bytes.count, bytes.count)
    }

    var isAtEnd: Bool { position >= end }

    func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < end && index >= 0 ? bytes[index] : nil
    }

    func byte(at index: Int) -> UInt8? {
        index < end && index >= 0 ? bytes[index] : nil
    }

    func hasPrefix(_ literal: [UInt8], at index: Int? = nil) -> Bool {
        let start = index ?? position
        guard start >= 0, start + literal.count <= end else { return false }
        for offset in 0..<literal.count where bytes[start + offset] != literal[offset] { return false }
        return true
    }

    mutating func consume(_ literal: [UInt8]) -> Bool {
        guard hasPrefix(literal) else { return false }
        position += literal.count
        return true
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    mutating func skipSpaces() {
        while let byte = peek(), byte == .space || byte == .tab { position += 1 }
    }

    /// Advances while `predicate` holds and returns the range it passed.
    mutating func read(while predicate: (UInt8) -> Bool) -> Range<Int> {
        let start = position
        while let byte = peek(), predicate(byte) { position += 1 }
        return start..<position
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// `text(range)` for a class name: the common ones are literals, shared
    /// rather than allocated for every entry (most are longer than the 15
    /// bytes a String holds inline).
    func className(_ range: Range<Int>) -> String {
        let name = slice(range)
        for known in KnownClassNames.all where ByteSearch.equal(known.bytes, name) {
            return known.name
        }
        return text(range)
    }

    /// A short, printable excerpt starting here, for error messages.
    func excerpt(maxLength: Int = 24) -> String {
        guard !isAtEnd else { return "the end of the entry" }
        var stop = position
        while stop < end, stop - position < maxLength, bytes[stop] != .space { stop += 1 }
        if stop == position { stop = min(end, position + 1) }
        return "'\(text(position..<stop))'"
    }

    /// The first index ≥ `from` holding `literal`, before `end`.
    func firstIndex(of literal: [UInt8], from start: Int? = nil) -> Int? {
        ByteSearch.firstIndex(of: literal, in: bytes, from: start ?? position, to: end)
    }
}
