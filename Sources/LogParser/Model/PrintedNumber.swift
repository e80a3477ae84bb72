/// A number exactly as the log printed it, with its value.
///
/// UIKit prints with `%g` (six significant digits: `94.3333`, `2.22507e-308`,
/// `1e+06`), SnapKit with Swift's `description` (`10.0`). Keeping the text lets
/// renderers quote the log faithfully and lets the Explainer know how much
/// rounding the printing may have hidden.
package struct PrintedNumber: Hashable, Sendable, CustomStringConvertible {
    package var text: String
    package var value: Double

    package init(text: String, value: Double) {
        self.text = text
        self.value = value
    }

    /// Parses `%g` / Swift-style number text; nil for anything else, including
    /// `nan` and `inf`, which no layout can use.
    package init?(_ text: String) {
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
            let value = Double(text), value.isFinite
        else { return nil }
        self.init(text: text, value: value)
    }

    /// `init?(text)` for the number's UTF-8 bytes, which `text` holds. Plain
    /// decimals (`16`, `-94.3333`, `0.5`: no exponent, at most 15 digits) are
    /// read from the bytes without the C library: their digits as an integer
    /// and the power of ten to divide by are both exact in a Double, so the one
    /// division is correctly rounded, the very value `Double(text)` gives.
    init?(text: String, bytes: UnsafeBufferPointer<UInt8>) {
        if let value = Self.plainDecimalValue(bytes) {
            self.init(text: text, value: value)
        } else {
            self.init(text)
        }
    }

    private static let exactPowersOfTen: [Double] = (0...15).map { pow10($0) }

    /// nil unless `bytes` is `[+-]digits[.digits]` with 1 to 15 digits.
    static func plainDecimalValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var sawDot = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !sawDot {
                sawDot = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                // Past 15 digits the integer may overflow: leave those to Double(text).
                guard digitCount < 15 else { return nil }
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if sawDot { fractionDigits += 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard digitCount > 0 else { return nil }
        // Both exact (< 2^53, 10^15 < 2^53): one correctly rounded division.
        let magnitude = Double(digits) / exactPowersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// The largest error that printing with six significant digits can hide:
    /// half a unit in the sixth significant digit.
    package var roundingError: Double {
        let magnitude = abs(value)
        guard magnitude > 0, magnitude.isFinite else { return 0 }
        let exponent = (magnitude.log10Floor)
        return 0.5 * pow10(exponent - 5)
    }

    package var description: String { text }
}

extension Double {
    /// floor(log10(self)) for positive finite values, computed without Foundation.
    var log10Floor: Int {
        var exponent = 0
        var scaled = self
        while scaled >= 10 {
            scaled /= 10
            exponent += 1
        }
        while scaled < 1 {
            scaled *= 10
            exponent -= 1
        }
        return exponent
    }
}

func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    if exponent >= 0 {
        for _ in 0..<exponent { result *= 10 }
    } else {
        for _ in 0..<(-exponent) { result /= 10 }
    }
    return result
}
