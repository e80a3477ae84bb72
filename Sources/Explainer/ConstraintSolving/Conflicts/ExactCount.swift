/// A count of minimal conflicts, exact however large: a row of 60 views has
/// C(60, 30) ≈ 1.2 × 10¹⁷ of them, a row of 4,000 far more than any machine
/// integer holds. Digits in base 10⁹, least significant first.
package struct ExactCount: Hashable, Sendable, Comparable, CustomStringConvertible {
    private static let base: UInt64 = 1_000_000_000
    private var limbs: [UInt32]

    package init(_ value: Int) {
        precondition(value >= 0, "a count is never negative")
        var rest = UInt64(value)
        limbs = []
        repeat {
            limbs.append(UInt32(rest % Self.base))
            rest /= Self.base
        } while rest > 0
    }

    /// C(n, k), built as Π (n - i) / (i + 1): each partial product is itself
    /// a binomial coefficient, so every division is exact.
    package static func binomial(_ n: Int, _ k: Int) -> ExactCount {
        guard k >= 0, k <= n else { return ExactCount(0) }
        var result = ExactCount(1)
        for i in 0..<min(k, n - k) {
            result = result.times(small: UInt64(n - i)).dividedExactly(by: UInt64(i + 1))
        }
        return result
    }

    package func times(_ other: ExactCount) -> ExactCount {
        var product = [UInt64](repeating: 0, count: limbs.count + other.limbs.count)
        for (i, left) in limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, right) in other.limbs.enumerated() {
                let sum = product[i + j] + UInt64(left) * UInt64(right) + carry
                product[i + j] = sum % Self.base
                carry = sum / Self.base
            }
            product[i + other.limbs.count] += carry
        }
        return ExactCount(limbs: product.map { UInt32($0) })
    }

    package static func + (lhs: ExactCount, rhs: ExactCount) -> ExactCount {
        var sum: [UInt32] = []
        var carry: UInt64 = 0
        for index in 0..<max(lhs.limbs.count, rhs.limbs.count) {
            let total = UInt64(lhs.limb(index)) + UInt64(rhs.limb(index)) + carry
            sum.append(UInt32(total % base))
            carry = total / base
        }
        if carry > 0 { sum.append(UInt32(carry)) }
        return ExactCount(limbs: sum)
    }

    /// The count as an `Int` when it fits.
    package var intValue: Int? {
        var value = 0
        for limb in limbs.reversed() {
            let (scaled, overflow) = value.multipliedReportingOverflow(by: Int(Self.base))
            guard !overflow else { return nil }
            let (sum, overflowAgain) = scaled.addingReportingOverflow(Int(limb))
            guard !overflowAgain else { return nil }
            value = sum
        }
        return value
    }

    /// Decimal digits, without separators.
    package var description: String {
        var text = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }

    package static func < (lhs: ExactCount, rhs: ExactCount) -> Bool {
        guard lhs.limbs.count == rhs.limbs.count else { return lhs.limbs.count < rhs.limbs.count }
        return lhs.limbs.reversed().lexicographicallyPrecedes(rhs.limbs.reversed())
    }

    private init(limbs: [UInt32]) {
        var trimmed = limbs
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        self.limbs = trimmed.isEmpty ? [0] : trimmed
    }

    private func limb(_ index: Int) -> UInt32 { index < limbs.count ? limbs[index] : 0 }

    private func times(small factor: UInt64) -> ExactCount {
        var result: [UInt32] = []
        var carry: UInt64 = 0
        for limb in limbs {
            let product = UInt64(limb) * factor + carry
            result.append(UInt32(product % Self.base))
            carry = product / Self.base
        }
        while carry > 0 {
            result.append(UInt32(carry % Self.base))
            carry /= Self.base
        }
        return ExactCount(limbs: result)
    }

    private func dividedExactly(by divisor: UInt64) -> ExactCount {
        var quotient = [UInt32](repeating: 0, count: limbs.count)
        var remainder: UInt64 = 0
        for index in limbs.indices.reversed() {
            let current = remainder * Self.base + UInt64(limbs[index])
            quotient[index] = UInt32(current / divisor)
            remainder = current % divisor
        }
        precondition(remainder == 0, "a binomial coefficient's partial products divide exactly")
        return ExactCount(limbs: quotient)
    }
}
