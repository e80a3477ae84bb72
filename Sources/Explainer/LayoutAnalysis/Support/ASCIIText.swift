/// Prefix, suffix and equality tests as byte comparisons when the text is ASCII.
///
/// `String` compares by canonical equivalence, which costs a lot per call,
/// and the origin catalogue makes dozens of such tests per constraint. For
/// ASCII text against ASCII patterns without a CR LF pair (input lines are
/// split at both, and no pattern holds one), canonical equivalence is byte equality;
/// callers send any other text down `String`'s own path, so results never
/// differ (a Kelvin sign still counts as "K", a combining accent still joins
/// the character before it).
package enum ASCIIText {
    /// Runs `body` on the text's UTF-8 bytes when they are ASCII and stored
    /// contiguously; nil otherwise (the caller then uses `String`).
    package static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let outcome = text.utf8.withContiguousStorageIfAvailable { bytes -> Result? in
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            return combined < 0x80 ? body(bytes) : nil
        }
        return outcome ?? nil
    }

    /// The bytes of a pattern known to be ASCII (the catalogue's own strings).
    package static func pattern(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        precondition(bytes.allSatisfy { $0 < 0x80 }, "catalogue patterns are ASCII")
        return bytes
    }

    static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
        prefix.count <= text.count && matches(text, at: 0, prefix)
    }

    static func hasSuffix(_ text: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8]) -> Bool {
        suffix.count <= text.count && matches(text, at: text.count - suffix.count, suffix)
    }

    static func equals(_ text: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        other.count == text.count && matches(text, at: 0, other)
    }

    package static func contains(_ text: UnsafeBufferPointer<UInt8>, _ part: [UInt8]) -> Bool {
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { matches(text, at: $0, part) }
    }

    private static func matches(_ text: UnsafeBufferPointer<UInt8>, at start: Int, _ pattern: [UInt8]) -> Bool {
        for k in pattern.indices where text[start + k] != pattern[k] { return false }
        return true
    }
}
