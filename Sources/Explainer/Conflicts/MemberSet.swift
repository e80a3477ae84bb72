/// A set of constraint positions within one part, as a bit set: the first 64
/// positions live inline (no allocation for the usual report sizes), the rest
/// in an array.
struct MemberSet: Hashable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    init() {}

    init(_ members: some Sequence<Int>) {
        for member in members { insert(member) }
    }

    /// `0..<count` minus the members of `self`.
    func complement(count: Int) -> MemberSet {
        var result = MemberSet()
        for position in 0..<count where !contains(position) { result.insert(position) }
        return result
    }

    mutating func insert(_ member: Int) {
        if member < 64 {
            low |= 1 << UInt64(member)
        } else {
            let word = member / 64 - 1
            if word >= high.count { high.append(contentsOf: repeatElement(0, count: word + 1 - high.count)) }
            high[word] |= 1 << UInt64(member % 64)
        }
    }

    func inserting(_ member: Int) -> MemberSet {
        var copy = self
        copy.insert(member)
        return copy
    }

    func contains(_ member: Int) -> Bool {
        if member < 64 { return low & (1 << UInt64(member)) != 0 }
        let word = member / 64 - 1
        return word < high.count && high[word] & (1 << UInt64(member % 64)) != 0
    }

    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    var count: Int { low.nonzeroBitCount + high.reduce(0) { $0 + $1.nonzeroBitCount } }

    func intersects(_ other: MemberSet) -> Bool {
        if low & other.low != 0 { return true }
        for k in 0..<min(high.count, other.high.count) where high[k] & other.high[k] != 0 { return true }
        return false
    }

    func isSubset(of other: MemberSet) -> Bool {
        if low & ~other.low != 0 { return false }
        for k in high.indices {
            let theirs = k < other.high.count ? other.high[k] : 0
            if high[k] & ~theirs != 0 { return false }
        }
        return true
    }

    /// Members in ascending order.
    var members: [Int] {
        var result: [Int] = []
        var word = low
        while word != 0 {
            result.append(word.trailingZeroBitCount)
            word &= word - 1
        }
        for (k, value) in high.enumerated() {
            var word = value
            while word != 0 {
                result.append((k + 1) * 64 + word.trailingZeroBitCount)
                word &= word - 1
            }
        }
        return result
    }

    // Hashable by content regardless of trailing empty words.
    static func == (lhs: MemberSet, rhs: MemberSet) -> Bool {
        guard lhs.low == rhs.low else { return false }
        let n = max(lhs.high.count, rhs.high.count)
        for k in 0..<n where (k < lhs.high.count ? lhs.high[k] : 0) != (k < rhs.high.count ? rhs.high[k] : 0) {
            return false
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(low)
        let significant = high.lastIndex(where: { $0 != 0 }).map { $0 + 1 } ?? 0
        for k in 0..<significant { hasher.combine(high[k]) }
    }

    /// Smaller sets first, then by their sorted members.
    static func sizeThenMembers(_ lhs: MemberSet, _ rhs: MemberSet) -> Bool {
        let (a, b) = (lhs.count, rhs.count)
        if a != b { return a < b }
        return lhs.members.lexicographicallyPrecedes(rhs.members)
    }
}
