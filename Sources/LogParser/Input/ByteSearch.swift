#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding a phrase in bytes, for the tokenizer and the entry parsers alike.
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
