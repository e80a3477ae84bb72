/// A set of constraint positions within one part, as a bit set: the first 64
/// positions live inline (no allocation for the usual report sizes), the rest
/// in an array.
package struct MemberSet: Hashable {
    private var low: UInt64 = 0
    private var high: [UInt64] = []

    init() {}

    package init(_ members: some Sequence<Int>) {
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

    package mutating func remove(_ member: Int) {
        if member < 64 {
            low &= ~(1 << UInt64(member))
        } else {
            let word = member / 64 - 1
            if word < high.count { high[word] &= ~(1 << UInt64(member % 64)) }
        }
    }

    mutating func formUnion(_ other: MemberSet) {
        low |= other.low
        if other.high.count > high.count {
            high.append(contentsOf: repeatElement(0, count: other.high.count - high.count))
        }
        for k in other.high.indices { high[k] |= other.high[k] }
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
        for k in 0..<Swift.min(high.count, other.high.count) where high[k] & other.high[k] != 0 { return true }
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
    package static func == (lhs: MemberSet, rhs: MemberSet) -> Bool {
        guard lhs.low == rhs.low else { return false }
        let n = Swift.max(lhs.high.count, rhs.high.count)
        for k in 0..<n where (k < lhs.high.count ? lhs.high[k] : 0) != (k < rhs.high.count ? rhs.high[k] : 0) {
            return false
        }
        return true
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(low)
        let significant = high.lastIndex(where: { $0 != 0 }).map { $0 + 1 } ?? 0
        for k in 0..<significant { hasher.combine(high[k]) }
    }

    /// Smaller sets first, then by their sorted members. For two sets of the
    /// same size, the sorted lists first differ where the smallest member of
    /// their symmetric difference sits, so the set holding it comes first;
    /// no member list is built.
    static func sizeThenMembers(_ lhs: MemberSet, _ rhs: MemberSet) -> Bool {
        let (a, b) = (lhs.count, rhs.count)
        if a != b { return a < b }
        let difference = lhs.low ^ rhs.low
        if difference != 0 { return lhs.low & (difference & (~difference &+ 1)) != 0 }
        for k in 0..<Swift.max(lhs.high.count, rhs.high.count) {
            let mine = k < lhs.high.count ? lhs.high[k] : 0
            let theirs = k < rhs.high.count ? rhs.high[k] : 0
            let difference = mine ^ theirs
            if difference != 0 { return mine & (difference & (~difference &+ 1)) != 0 }
        }
        return false
    }

}

/// Members in ascending order, read straight off the bits (no array built).
extension MemberSet: Sequence {
    package struct Iterator: IteratorProtocol {
        private let set: MemberSet
        private var word: UInt64
        private var wordIndex = 0

        init(_ set: MemberSet) {
            self.set = set
            word = set.low
        }

        package mutating func next() -> Int? {
            while word == 0 {
                guard wordIndex < set.high.count else { return nil }
                word = set.high[wordIndex]
                wordIndex += 1
            }
            let bit = word.trailingZeroBitCount
            word &= word - 1
            return wordIndex * 64 + bit
        }
    }

    package func makeIterator() -> Iterator { Iterator(self) }
}
