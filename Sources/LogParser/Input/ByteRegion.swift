#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fast primitives over a chunk of input bytes. Most of a console log is not
/// a report, so these are what the scanner spends its time in: they must run
/// at memory speed (SIMD compares, the C library's `memchr`, and counting
/// loops the compiler vectorises).
struct ByteRegion {
    let base: UnsafePointer<UInt8>
    let count: Int

    /// Offset of the first occurrence of `needle` at or after `start`.
    ///
    /// Compares 16 positions at a time against the needle's first and last
    /// bytes and verifies only where both match (`memmem` is a GNU extension
    /// Swift's Glibc module does not export).
    func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        search(needle, orIgnoringCase: nil, from: start)
    }

    /// Offset of the first occurrence of `needle`, or of `other` in any
    /// letter case, at or after `start`: one pass for two phrases.
    ///
    /// The two are of one length, so that the loads of a block serve both;
    /// `other`'s first and last bytes must match exactly.
    func firstIndex(of needle: [UInt8], orIgnoringCase other: [UInt8], from start: Int) -> Int? {
        search(needle, orIgnoringCase: other, from: start)
    }

    /// Both searches: inlined into each with `other` known, so the one-phrase
    /// loop carries no test for a second phrase (the bench compares the two).
    @inline(__always)
    private func search(_ needle: [UInt8], orIgnoringCase other: [UInt8]?, from start: Int) -> Int? {
        let length = needle.count
        precondition(other == nil || other!.count == length)
        guard length > 1, start + length <= count else { return nil }
        let raw = UnsafeRawPointer(base)
        let first = SIMD16<UInt8>(repeating: needle[0])
        let last = SIMD16<UInt8>(repeating: needle[length - 1])
        let otherFirst = SIMD16<UInt8>(repeating: other?.first ?? 0)
        let otherLast = SIMD16<UInt8>(repeating: other?.last ?? 0)
        func found(at offset: Int) -> Bool {
            matches(needle, at: offset) || other.map { matchesIgnoringCase($0, at: offset) } == true
        }
        var index = start
        while index + length - 1 + 16 <= count {
            let heads = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let tails = raw.loadUnaligned(fromByteOffset: index + length - 1, as: SIMD16<UInt8>.self)
            var candidates = (heads .== first) .& (tails .== last)
            if other != nil { candidates .|= (heads .== otherFirst) .& (tails .== otherLast) }
            if any(candidates) {
                for lane in 0..<16 where candidates[lane] && found(at: index + lane) { return index + lane }
            }
            index += 16
        }
        while index + length <= count {
            if found(at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The first and last bytes exactly, as the block loop compares them;
    /// the letters between in any case.
    private func matchesIgnoringCase(_ needle: [UInt8], at offset: Int) -> Bool {
        for (position, byte) in needle.enumerated() {
            let found = base[offset + position]
            let foldable = position > 0 && position < needle.count - 1 && byte.isLetter
            guard found == byte || (foldable && found | 0x20 == byte | 0x20) else { return false }
        }
        return true
    }

    private func matches(_ needle: [UInt8], at offset: Int) -> Bool {
        for (position, byte) in needle.enumerated() where base[offset + position] != byte { return false }
        return true
    }

    /// Offset of the first `\n` or `\r` at or after `start`.
    func firstLineBreak(from start: Int, carriageReturnsPossible: Bool) -> Int? {
        guard start < count else { return nil }
        if !carriageReturnsPossible {
            guard let found = memchr(base + start, Int32(UInt8.newline), count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        var index = start
        while index < count {
            let byte = base[index]
            if byte == .newline || byte == .carriageReturn { return index }
            index += 1
        }
        return nil
    }

    /// Where the line holding `offset` starts, looking no further back than `floor`.
    func lineStart(containing offset: Int, floor: Int) -> Int {
        var index = offset
        while index > floor {
            let byte = base[index - 1]
            if byte == .newline || byte == .carriageReturn { return index }
            index -= 1
        }
        return floor
    }

    /// Number of line ends in `range`: `\n`, `\r\n` and a lone `\r` each end one line.
    /// Skipped text is counted sixteen bytes at a time (most of what reading a
    /// large log costs is this loop).
    func lineBreakCount(in range: Range<Int>) -> Int {
        var (newlines, carriageReturns) = Self.breakCounts(UnsafeRawPointer(base), range)
        var index = range.lowerBound + (range.count / 16) * 16
        while index < range.upperBound {
            newlines &+= base[index] == .newline ? 1 : 0
            carriageReturns &+= base[index] == .carriageReturn ? 1 : 0
            index += 1
        }
        guard carriageReturns > 0 else { return newlines }
        var pairs = 0
        for index in range where base[index] == .carriageReturn && index + 1 < count && base[index + 1] == .newline {
            pairs += 1
        }
        return newlines + carriageReturns - pairs
    }

    /// `\n` and `\r` counts over the whole 16-byte blocks of `range`: per-lane
    /// byte counters, summed before any of them can wrap (255 blocks).
    private static func breakCounts(_ raw: UnsafeRawPointer, _ range: Range<Int>) -> (Int, Int) {
        let newline = SIMD16<UInt8>(repeating: .newline)
        let carriageReturn = SIMD16<UInt8>(repeating: .carriageReturn)
        var newlines = 0
        var carriageReturns = 0
        var index = range.lowerBound
        var blocksLeft = range.count / 16
        while blocksLeft > 0 {
            let blocks = min(blocksLeft, 255)
            var newlineLanes = SIMD16<UInt8>()
            var carriageReturnLanes = SIMD16<UInt8>()
            for _ in 0..<blocks {
                let bytes = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                newlineLanes &+= SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: bytes .== newline)
                carriageReturnLanes &+= SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: bytes .== carriageReturn)
                index += 16
            }
            newlines += Int(SIMD16<UInt16>(truncatingIfNeeded: newlineLanes).wrappedSum())
            carriageReturns += Int(SIMD16<UInt16>(truncatingIfNeeded: carriageReturnLanes).wrappedSum())
            blocksLeft -= blocks
        }
        return (newlines, carriageReturns)
    }

    func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        return memchr(base + range.lowerBound, Int32(byte), range.count) != nil
    }
}
