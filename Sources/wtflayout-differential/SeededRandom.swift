/// A tiny SplitMix64: the same seed gives the same reports on every machine,
/// so a failure is reproduced from its seed and index alone.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The generator for report `index` of a run: independent of the order
    /// in which workers take reports.
    init(seed: UInt64, index: Int) {
        var mixer = SeededRandom(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        self.init(seed: mixer.next())
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in `range` (ranges are small: modulo bias does not matter here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    /// One of `choices`, each as likely as its weight.
    mutating func weighted<T>(_ choices: [(T, Int)]) -> T {
        var roll = int(0...(choices.map(\.1).reduce(0, +) - 1))
        for (choice, weight) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        return choices[choices.count - 1].0
    }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var items = items
        for index in items.indices.reversed() where index > 0 {
            items.swapAt(index, int(0...index))
        }
        return items
    }
}
