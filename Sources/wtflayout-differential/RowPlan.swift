import SeededRandom

/// The numbers of a row (or column) of views chained between the edges of a
/// container of fixed size W, and its minimal conflicts in closed form.
///
/// Every view's size constraint has the same constant s, every link (the
/// leading edge, the gaps, the trailing edge) its own constant; F is the
/// links' sum. Each constraint is `==`, `>=` (a lower bound only) or `<=`
/// (an upper bound only); a `<=` gap may even go negative, and a size never
/// drops below 0 (a fact).
///
/// - Overflow: when every link is bounded below and F + L·s > W, L the views
///   whose size is bounded below, each minimal conflict is every link, the
///   container's size and k of those L sizes, k the least number with
///   F + k·s > W (k = 0 when the links alone overflow): C(L, k) conflicts.
/// - Underflow: when every link and every size is bounded above and
///   F + N·s < W, the one conflict is everything.
/// - Otherwise the row fits.
///
/// An entry printed twice multiplies the conflicts that take it: each takes
/// one copy.
struct RowPlan {
    var size: Rational
    var sizeRelations: [ExactRelation]
    /// Leading edge, gaps in order, trailing edge.
    var links: [Rational]
    var linkRelations: [ExactRelation]

    var viewCount: Int { sizeRelations.count }
    var linkTotal: Rational { links.reduce(.zero, +) }
    private var linksBoundedBelow: Bool { linkRelations.allSatisfy { $0 != .atMost } }
    private var everythingBoundedAbove: Bool { (linkRelations + sizeRelations).allSatisfy { $0 != .atLeast } }
    /// Views whose size constraint is a lower bound.
    private var viewsBoundedBelow: [Int] { sizeRelations.indices.filter { sizeRelations[$0] != .atMost } }

    /// Draws a plan: mostly equalities, as users write them. Upper bounds
    /// come in a third of the rows only: one `<=` link is enough to let a
    /// row absorb any overflow.
    static func random(viewCount: Int, _ random: inout SplitMix64) -> RowPlan {
        let upperBounds = random.chance(percent: 30)
        func relation(equal: Int, atLeast: Int) -> ExactRelation {
            let roll = random.int(in: 0...99)
            return roll < equal ? .equal : roll < equal + atLeast || !upperBounds ? .atLeast : .atMost
        }
        // Sizes are points, a few hundred at most; a half point now and then.
        // Kept below 1000 so that what printing may round away (half a unit
        // in the sixth digit, summed over a whole row) stays far below the
        // half point by which the smallest conflict misses.
        let largest = random.chance(percent: 10) ? 999 : 60
        let size = Rational(random.int(in: 10...largest)) + (random.chance(percent: 20) ? Rational(1) / Rational(2) : .zero)
        let sizeRelations = (0..<viewCount).map { _ in relation(equal: 65, atLeast: 20) }
        let gaps = (1..<viewCount).map { _ in Rational(random.int(in: 0...20)) }
        let gapRelations = gaps.map { _ in relation(equal: 82, atLeast: 12) }
        return RowPlan(
            size: size, sizeRelations: sizeRelations,
            links: [Rational(random.int(in: 0...24))] + gaps + [Rational(random.int(in: 0...24))],
            linkRelations: [relation(equal: 85, atLeast: 10)] + gapRelations + [relation(equal: 70, atLeast: 22)])
    }

    /// A container size for an outcome drawn at random: the row fits, fits
    /// exactly, overflows by k views' worth or by its links alone, or is too short.
    func room(mustFit: Bool, _ random: inout SplitMix64) -> Rational {
        let natural = linkTotal + size * Rational(viewCount)
        func halfSteps(_ range: ClosedRange<Int>) -> Rational { Rational(random.int(in: range)) / Rational(2) }
        let canGrow = (linkRelations + sizeRelations).contains(.atLeast)
        if mustFit || random.chance(percent: 15) {
            return canGrow && random.chance(percent: 50) ? natural + halfSteps(1...40) : natural
        }
        let lowerViews = viewsBoundedBelow.count
        switch random.int(in: 0...99) {
        case 0..<65 where linksBoundedBelow && lowerViews > 0:
            // k views overflow: most often all of them (a few points short), often all but one.
            let k =
                random.chance(percent: 50)
                ? lowerViews : random.chance(percent: 40) ? max(1, lowerViews - 1) : random.int(in: 1...lowerViews)
            let twiceSize = (size * Rational(2)).floor
            return linkTotal + size * Rational(k - 1) + halfSteps(0...(twiceSize - 1))
        case 65..<80 where linksBoundedBelow && linkTotal.isPositive:
            return linkTotal - Rational(random.int(in: 1...linkTotal.floor))
        default:
            return natural + halfSteps(1...40)
        }
    }

    /// The number of minimal conflicts for a container of size `room`, with
    /// each entry printed `multiplicity` times; nil beyond Int.
    func conflictCount(room: Rational, multiplicity: RowMultiplicity) -> Int? {
        let choices: Int?
        let lower = viewsBoundedBelow
        if linksBoundedBelow && room < linkTotal + size * Rational(lower.count) {
            let k = (0...lower.count).first { room < linkTotal + size * Rational($0) }!
            choices = Self.elementarySymmetric(lower.map { multiplicity.sizes[$0] }, k)
        } else if everythingBoundedAbove && linkTotal + size * Rational(viewCount) < room {
            choices = multiplicity.sizes.reduce(Optional(1)) { product, count in
                product.flatMap { $0.multipliedReportingOverflow(by: count) }.flatMap { $0.overflow ? nil : $0.partialValue }
            }
        } else {
            return 0
        }
        guard let choices else { return nil }
        let (total, overflow) = choices.multipliedReportingOverflow(by: multiplicity.links)
        return overflow ? nil : total
    }

    /// The sum over k-subsets of the products of their members; nil past Int.
    static func elementarySymmetric(_ values: [Int], _ k: Int) -> Int? {
        // sums[j] = e_j of the values seen so far.
        var sums: [Int?] = [1] + Array(repeating: 0, count: k)
        for value in values {
            for j in stride(from: k, through: 1, by: -1) {
                guard let previous = sums[j - 1], let current = sums[j] else {
                    sums[j] = nil
                    continue
                }
                let (product, overflowA) = previous.multipliedReportingOverflow(by: value)
                let (sum, overflowB) = current.addingReportingOverflow(product)
                sums[j] = overflowA || overflowB ? nil : sum
            }
        }
        return sums[k]
    }
}

/// How many times each entry of a row is printed: code that adds a
/// constraint twice makes two conflicts where there was one.
struct RowMultiplicity {
    /// The product over the links and the container's size.
    var links = 1
    /// Per view.
    var sizes: [Int] = []
}
