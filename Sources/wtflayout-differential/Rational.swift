/// An exact fraction over Int64, always in lowest terms with a positive
/// denominator, so equal values are equal structs.
///
/// Two ways to compute: the reference solver uses the throwing methods
/// (`adding`, `multiplied(by:)`, ...) and counts a report whose numbers
/// outgrow Int64 as skipped; the generator, whose numbers are a handful of
/// small constants, uses the operators, which trap on overflow as `Int`'s do.
struct Rational: Hashable, Comparable, Sendable, CustomStringConvertible {
    let numerator: Int64
    let denominator: Int64

    static let zero = Rational(0)
    static let one = Rational(1)

    init(_ integer: Int64) {
        precondition(integer != .min, "Int64.min has no negation")
        numerator = integer
        denominator = 1
    }

    init(_ integer: Int) { self.init(Int64(integer)) }

    /// The fraction with the smallest denominator, up to `largestDenominator`,
    /// that a floating-point value rounds from (a bound the tool solved for,
    /// made of a report's few small constants); nil when there is none.
    init?(approximating value: Double, largestDenominator: Int64 = 1000) {
        for denominator in 1...largestDenominator {
            let scaled = value * Double(denominator)
            let nearest = scaled.rounded()
            guard abs(scaled - nearest) <= 1e-6 * Double(denominator), abs(nearest) < 1e12 else { continue }
            guard let exact = try? Rational.fraction(Int64(nearest), denominator) else { return nil }
            self = exact
            return
        }
        return nil
    }

    /// Already reduced, denominator positive, numerator not Int64.min.
    private init(reduced numerator: Int64, _ denominator: Int64) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// `numerator / denominator` in lowest terms.
    static func fraction(_ numerator: Int64, _ denominator: Int64) throws(RationalOverflow) -> Rational {
        guard denominator != 0 else { preconditionFailure("division by zero") }
        guard numerator != .min, denominator != .min else { throw RationalOverflow() }
        let divisor = gcd(numerator, denominator)
        let sign: Int64 = denominator < 0 ? -1 : 1
        return Rational(reduced: sign * (numerator / divisor), sign * (denominator / divisor))
    }

    var isZero: Bool { numerator == 0 }
    var isPositive: Bool { numerator > 0 }
    var isNegative: Bool { numerator < 0 }
    var isInteger: Bool { denominator == 1 }

    /// The largest integer not above the value.
    var floor: Int {
        let quotient = numerator / denominator
        return Int(numerator < 0 && quotient * denominator != numerator ? quotient - 1 : quotient)
    }

    /// Never overflows: the numerator is never Int64.min.
    var negated: Rational { Rational(reduced: -numerator, denominator) }

    func adding(_ other: Rational) throws(RationalOverflow) -> Rational {
        if denominator == 1 && other.denominator == 1 {
            return try Rational.fraction(checked(numerator.addingReportingOverflow(other.numerator)), 1)
        }
        // Over the least common denominator, which keeps the numbers small.
        let divisor = Rational.gcd(denominator, other.denominator)
        let left = try checked(numerator.multipliedReportingOverflow(by: other.denominator / divisor))
        let right = try checked(other.numerator.multipliedReportingOverflow(by: denominator / divisor))
        let sum = try checked(left.addingReportingOverflow(right))
        let common = try checked((denominator / divisor).multipliedReportingOverflow(by: other.denominator))
        return try Rational.fraction(sum, common)
    }

    func subtracting(_ other: Rational) throws(RationalOverflow) -> Rational {
        try adding(other.negated)
    }

    func multiplied(by other: Rational) throws(RationalOverflow) -> Rational {
        if denominator == 1 && other.denominator == 1 {
            return try Rational.fraction(checked(numerator.multipliedReportingOverflow(by: other.numerator)), 1)
        }
        // Cross-cancelling first keeps the products within range more often.
        let first = Rational.gcd(numerator, other.denominator)
        let second = Rational.gcd(other.numerator, denominator)
        let top = try checked((numerator / first).multipliedReportingOverflow(by: other.numerator / second))
        let bottom = try checked((denominator / second).multipliedReportingOverflow(by: other.denominator / first))
        return try Rational.fraction(top, bottom)
    }

    func divided(by other: Rational) throws(RationalOverflow) -> Rational {
        precondition(!other.isZero, "division by zero")
        return try multiplied(
            by: Rational(reduced: other.denominator, other.numerator)
                .withPositiveDenominator())
    }

    private func withPositiveDenominator() -> Rational {
        denominator > 0 ? self : Rational(reduced: -numerator, -denominator)
    }

    // MARK: - Operators for small, known numbers (trap on overflow)

    static func + (left: Rational, right: Rational) -> Rational { trapping { () throws(RationalOverflow) in try left.adding(right) } }
    static func - (left: Rational, right: Rational) -> Rational { trapping { () throws(RationalOverflow) in try left.subtracting(right) } }
    static func * (left: Rational, right: Rational) -> Rational {
        trapping { () throws(RationalOverflow) in try left.multiplied(by: right) }
    }
    static func / (left: Rational, right: Rational) -> Rational { trapping { () throws(RationalOverflow) in try left.divided(by: right) } }
    static prefix func - (value: Rational) -> Rational { value.negated }

    private static func trapping(_ operation: () throws(RationalOverflow) -> Rational) -> Rational {
        do { return try operation() } catch { preconditionFailure("rational overflow in generator arithmetic") }
    }

    // MARK: - Comparison (exact: 128-bit cross products cannot overflow)

    static func < (left: Rational, right: Rational) -> Bool {
        let a = left.numerator.multipliedFullWidth(by: right.denominator)
        let b = right.numerator.multipliedFullWidth(by: left.denominator)
        return a.high != b.high ? a.high < b.high : a.low < b.low
    }

    static func min(_ a: Rational, _ b: Rational) -> Rational { a < b ? a : b }
    static func max(_ a: Rational, _ b: Rational) -> Rational { a < b ? b : a }

    /// Exact decimal text (`44`, `22.5`, `-0.25`), or a fraction when the
    /// value has no short decimal form (`1/3`).
    var description: String {
        if let decimal = decimalText { return decimal }
        return "\(numerator)/\(denominator)"
    }

    /// The value as a terminating decimal, as `%g` would print it when it has
    /// at most six significant digits; nil otherwise.
    var decimalText: String? {
        var scaled = numerator.magnitude
        var remainingDenominator = denominator.magnitude
        var fractionDigits = 0
        // A terminating decimal's denominator has no prime factors but 2 and 5.
        while remainingDenominator % 10 == 0 {
            remainingDenominator /= 10
            fractionDigits += 1
        }
        while remainingDenominator % 2 == 0 || remainingDenominator % 5 == 0 {
            let factor: UInt64 = remainingDenominator % 2 == 0 ? 5 : 2
            let (product, overflow) = scaled.multipliedReportingOverflow(by: factor)
            guard !overflow else { return nil }
            scaled = product
            remainingDenominator /= (factor == 5 ? 2 : 5)
            fractionDigits += 1
        }
        guard remainingDenominator == 1 else { return nil }
        var digits = String(scaled)
        if fractionDigits > 0 {
            if digits.count <= fractionDigits { digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
        }
        let significant = digits.filter(\.isNumber).drop { $0 == "0" }.count
        guard significant <= 6 else { return nil }
        return (numerator < 0 ? "-" : "") + digits
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
        var x = a.magnitude
        var y = b.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        // Both callers pass a nonzero denominator, so x > 0 and fits Int64
        // (it divides a value that is not Int64.min).
        return x == 0 ? 1 : Int64(x)
    }
}

/// A value outgrew Int64: the report is skipped, not misjudged.
struct RationalOverflow: Error, Hashable, Sendable {}

private func checked(_ result: (partialValue: Int64, overflow: Bool)) throws(RationalOverflow) -> Int64 {
    guard !result.overflow, result.partialValue != .min else { throw RationalOverflow() }
    return result.partialValue
}
