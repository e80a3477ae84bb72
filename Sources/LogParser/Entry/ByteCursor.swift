#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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

enum ByteSearch {
    /// Jumps between occurrences of the needle's first byte with `memchr`
    /// (lines are searched for a dozen phrases each; a byte loop per phrase
    /// was a large part of reading a report).
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { firstIndex(of: needle, in: $0, from: start, to: end) }
    }

    static func firstIndex(of needle: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        guard let first = needle.first, end - start >= needle.count, let base = buffer.baseAddress else { return nil }
        let last = end - needle.count
        return needle.withUnsafeBufferPointer { needleBuffer -> Int? in
            var index = max(start, 0)
            while index <= last {
                guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var offset = 1
                while offset < needleBuffer.count && base[index + offset] == needleBuffer[offset] { offset += 1 }
                if offset == needleBuffer.count { return index }
                index += 1
            }
            return nil
        }
    }

    /// Whether the two hold the same bytes (`memcmp`: the generic
    /// `elementsEqual` compared them one by one, slowly).
    static func equal(_ literal: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard literal.count == bytes.count else { return false }
        guard let base = bytes.baseAddress, !literal.isEmpty else { return true }
        return literal.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, literal.count) == 0 }
    }

    /// The first `byte` at or after `start`, found with `memchr`.
    static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress,
                let hit = memchr(base + start, Int32(byte), buffer.count - start)
            else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The spaces among `bytes[start..<end]` (at most 64 bytes), bit `i` for `start + i`.
    static func spaceMask(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        precondition(end - start <= 64)
        var mask: UInt64 = 0
        var index = start
        while index < end {
            if bytes[index] == .space { mask |= 1 << UInt64(index - start) }
            index += 1
        }
        return mask
    }

    /// The last index in `start..<end` where `needle`, which starts with a space,
    /// lies wholly before `end`: only the spaces in `mask` (`spaceMask(in:from:to:)`
    /// over `start..<end`) are tried.
    static func lastIndex(
        ofSpaced needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, spaces mask: UInt64,
        from start: Int, to end: Int
    ) -> Int? {
        var remaining = mask
        while remaining != 0 {
            let bit = 63 - remaining.leadingZeroBitCount
            remaining &= ~(1 << UInt64(bit))
            let index = start + bit
            guard index + needle.count <= end else { continue }
            var offset = 1
            while offset < needle.count && bytes[index + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return index }
        }
        return nil
    }
}

extension UInt8 {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let quote = UInt8(ascii: "'")
    static let doubleQuote = UInt8(ascii: "\"")
    static let colon = UInt8(ascii: ":")
    static let dot = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let star = UInt8(ascii: "*")
    static let at = UInt8(ascii: "@")
    static let hash = UInt8(ascii: "#")
    static let pipe = UInt8(ascii: "|")
    static let equals = UInt8(ascii: "=")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isLetter: Bool { (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) }
    var isHexDigit: Bool { isDigit || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66) }
    var isBlank: Bool { self == .space || self == .tab }
    /// Characters of an Objective-C/Swift class name as the runtime prints it,
    /// including mangled generic names (`_TtGC8MyApp8CardViewCS_P10$1…_`).
    var isClassNameCharacter: Bool { isLetter || isDigit || self == 0x5F || self == .dot || self == 0x24 }
    var isIdentifierCharacter: Bool { isLetter || isDigit || self == 0x5F }
}

extension Array where Element == UInt8 {
    init(ascii text: StaticString) {
        self = text.withUTF8Buffer { Array($0) }
    }
}
