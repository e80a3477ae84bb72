import SeededRandom
import Testing

@testable import LogParser

@Suite struct ByteRegionTests {
    /// Line ends counted sixteen bytes at a time must match a byte-by-byte count,
    /// whatever surrounds them (bytes with the high bit set, 0x0B, 0x09, …),
    /// in any sub-range, and past the 255 blocks after which lane counters are summed.
    @Test func lineBreakCountMatchesANaiveCount() {
        var random = SplitMix64(seed: 7)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x0B, 0x09, 0x00, 0x7F, 0x80, 0x8A, 0x8D, 0xFF, 0x41, 0x20]
        var inputs = (0..<200).map { round -> [UInt8] in
            let length = Int(random.next() % (round % 10 == 0 ? 10_000 : 200))
            return (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        }
        inputs.append([UInt8](repeating: 0x0A, count: 9_000))
        for bytes in inputs {
            let start = bytes.isEmpty ? 0 : Int(random.next() % UInt64(min(bytes.count, 20)))
            var expected = 0
            for index in start..<bytes.count {
                if bytes[index] == 0x0A { expected += 1 }
                if bytes[index] == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A) { expected += 1 }
            }
            let counted = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return ByteRegion(base: base, count: buffer.count).lineBreakCount(in: start..<buffer.count)
            }
            #expect(counted == expected, "\(bytes.count) bytes from \(start)")
        }
    }

    /// The one-pass search for the trigger or a test progress line finds
    /// whichever comes first, at every offset, and the second in any case.
    @Test func twoPhraseSearchFindsTheFirstOfEither() {
        let key = XCTestLine.searchKey
        func search(_ bytes: [UInt8]) -> Int? {
            bytes.withUnsafeBufferPointer {
                ByteRegion(base: $0.baseAddress!, count: $0.count).firstIndex(of: Phrases.trigger, orIgnoringCase: key, from: 0)
            }
        }
        let filler = [UInt8](repeating: UInt8(ascii: "t"), count: 40)
        for offset in 0..<40 {
            let lead = [UInt8](repeating: UInt8(ascii: "n"), count: offset)
            #expect(search(lead + Phrases.trigger + filler) == offset)
            #expect(search(lead + Array("t case '".utf8) + Phrases.trigger + filler) == offset)
            #expect(search(lead + Array("t Cases'".utf8) + filler) == nil)
        }
        #expect(search(Array("t Case '".utf8)) == 0)
        #expect(search(Array("xx".utf8)) == nil)
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
