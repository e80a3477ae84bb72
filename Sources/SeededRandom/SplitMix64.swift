/// SplitMix64 (Steele, Lea & Flood): a tiny seeded generator, so the
/// benchmark, the differential test and the property tests generate the same
/// inputs on every run and every platform, and a failure is reproduced from
/// its seed alone.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// The generator for item `index` of a run seeded with `seed`:
    /// independent of the order in which workers take the items.
    package init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        self.init(seed: mixer.next())
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (ranges are small: the modulo bias does not matter here).
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// Uniform in `0..<bound`.
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    package mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    package mutating func chance(percent: Int) -> Bool { int(in: 0...99) < percent }

    package mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// One of `choices`, each as likely as its weight.
    package mutating func weighted<T>(_ choices: [(T, Int)]) -> T {
        var roll = int(in: 0...(choices.map(\.1).reduce(0, +) - 1))
        for (choice, weight) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }

    /// A Fisher–Yates shuffle of its own, so the order never depends on the
    /// standard library's algorithm.
    package mutating func shuffled<T>(_ items: [T]) -> [T] {
        var items = items
        for index in items.indices.reversed() where index > 0 {
            items.swapAt(index, int(in: 0...index))
        }
        return items
    }
}
