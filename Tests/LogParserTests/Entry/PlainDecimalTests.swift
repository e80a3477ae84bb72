import Testing

@testable import LogParser

/// The parser reads plain decimals without `Double(String)`; its values must be
/// the very same Doubles, bit for bit.
@Suite struct PlainDecimalTests {
    static func fastValue(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { PrintedNumber.plainDecimalValue($0) }
    }

    @Test func agreesWithDoubleParsingBitForBit() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for _ in 0..<200_000 {
            let digitCount = Int(next() % 15) + 1
            var digits = ""
            for _ in 0..<digitCount { digits.append(Character(String(next() % 10))) }
            let dot = Int(next() % UInt64(digitCount + 2)) - 1
            var text = digits
            if dot >= 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: dot)) }
            switch next() % 3 {
            case 0: text = "-" + text
            case 1: text = "+" + text
            default: break
            }
            let expected = Double(text)!
            let fast = Self.fastValue(text)
            #expect(fast?.bitPattern == expected.bitPattern, "\(text)")
            let number = Array(text.utf8).withUnsafeBufferPointer { PrintedNumber(text: text, bytes: $0) }
            #expect(number == PrintedNumber(text), "\(text)")
        }
    }

    /// Exponents, more than 15 digits, and anything not a plain decimal go
    /// to Double(text), and read exactly as it reads them.
    @Test func otherNumbersAreReadAsDoubleReadsThem() {
        for text in [
            "1e5", "2.22507e-308", "1e+06", "1234567890123456", "0.1234567890123456",
            "99999999999999999999", "936666666666666666666666666666666666666666666666666666666.333", ".", "-", "", "1.2.3", "nan", "inf",
            "0x10",
        ] {
            #expect(Self.fastValue(text) == nil, "\(text)")
            let number = Array(text.utf8).withUnsafeBufferPointer { PrintedNumber(text: text, bytes: $0) }
            #expect(number == PrintedNumber(text), "\(text)")
        }
        let long = Array("99999999999999999999".utf8).withUnsafeBufferPointer { PrintedNumber(text: "99999999999999999999", bytes: $0) }
        #expect(long?.value == 1e20)
        #expect(Array("nan".utf8).withUnsafeBufferPointer { PrintedNumber(text: "nan", bytes: $0) } == nil)
        #expect(Self.fastValue("-0")?.sign == .minus)
        #expect(Self.fastValue("1.") == 1 && Self.fastValue(".5") == 0.5)
    }
}
