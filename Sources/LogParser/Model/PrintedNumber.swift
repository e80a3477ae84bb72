/// A number exactly as the log printed it, with its value.
///
/// UIKit prints with `%g` (six significant digits: `94.3333`, `2.22507e-308`,
/// `1e+06`), SnapKit with Swift's `description` (`10.0`). Keeping the text lets
/// renderers quote the log faithfully and lets the Explainer know how much
/// rounding the printing may have hidden.
public struct PrintedNumber: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var value: Double

    public init(text: String, value: Double) {
        self.text = text
        self.value = value
    }

    /// Parses `%g` / Swift-style number text; nil for anything else, including
    /// `nan` and `inf`, which no layout can use.
    public init?(_ text: String) {
        guard let first = text.utf8.first,
              first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
              let value = Double(text), value.isFinite
        else { return nil }
        self.init(text: text, value: value)
    }

    /// The largest error that printing with six significant digits can hide:
    /// half a unit in the sixth significant digit.
    public var roundingError: Double {
        let magnitude = abs(value)
        guard magnitude > 0, magnitude.isFinite else { return 0 }
        let exponent = (magnitude.log10Floor)
        return 0.5 * pow10(exponent - 5)
    }

    public var description: String { text }
}

extension Double {
    /// floor(log10(self)) for positive finite values, computed without Foundation.
    var log10Floor: Int {
        var exponent = 0
        var scaled = self
        while scaled >= 10 { scaled /= 10; exponent += 1 }
        while scaled < 1 { scaled *= 10; exponent -= 1 }
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
