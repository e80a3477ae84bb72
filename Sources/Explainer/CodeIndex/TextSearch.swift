/// Whether a text holds a piece of ASCII, byte by byte: the scanners ask
/// it of every line of a large tree, and Foundation's `contains`, which
/// compares as Unicode, took most of the time of indexing one.
enum TextSearch {
    /// The text's lines, split on its bytes: splitting on characters, which
    /// finds each grapheme's end, took a third of indexing a large tree.
    static func lines(_ text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    static func contains(_ text: String, _ piece: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let needle = UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount)
            guard let first = needle.first, bytes.count >= needle.count else { return false }
            var start = 0
            let last = bytes.count - needle.count
            while start <= last {
                guard let found = bytes[start...last].firstIndex(of: first) else { return false }
                if needle.indices.allSatisfy({ bytes[found + $0] == needle[$0] }) { return true }
                start = found + 1
            }
            return false
        }
    }
}
