import Testing
@testable import LogParser

@Suite struct ByteRegionTests {
    /// Line ends counted eight bytes at a time must match a byte-by-byte count,
    /// whatever surrounds them (bytes with the high bit set, 0x0B, 0x09, …).
    @Test func lineBreakCountMatchesANaiveCount() {
        var random = HostileInputTests.SplitMix64(state: 7)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x0B, 0x09, 0x00, 0x7F, 0x80, 0x8A, 0x8D, 0xFF, 0x41, 0x20]
        for _ in 0..<200 {
            let length = Int(random.next() % 200)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            var expected = 0
            for (index, byte) in bytes.enumerated() {
                if byte == 0x0A { expected += 1 }
                if byte == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A) { expected += 1 }
            }
            let counted = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return ByteRegion(base: base, count: buffer.count).lineBreakCount(in: 0..<buffer.count)
            }
            #expect(counted == expected, "\(bytes)")
        }
    }

    @Test func triggerSearchFindsEveryPosition() {
        let needle = Phrases.trigger
        for offset in 0..<70 {
            let bytes = [UInt8](repeating: UInt8(ascii: "n"), count: offset) + needle + [UInt8](repeating: UInt8(ascii: "t"), count: 40)
            let found = bytes.withUnsafeBufferPointer { ByteRegion(base: $0.baseAddress!, count: $0.count).firstIndex(of: needle, from: 0) }
            #expect(found == offset)
        }
    }
}
