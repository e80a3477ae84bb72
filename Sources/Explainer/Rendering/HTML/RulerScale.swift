/// Where a length along a ruler is drawn. To scale, unless the chain is many
/// times its container (or the container many times the chain): then the
/// axis is broken, the shorter of the two drawn to scale over most of the
/// ruler and the rest of the longer one squeezed past a break, so both bars
/// stay readable and every label still says the true length.
struct RulerScale {
    /// From this many times on, the axis breaks.
    static let breakingRatio = 3.0
    /// The share of the ruler the shorter length takes on a broken axis.
    static let shorterShare = 0.55
    /// The gap the break leaves.
    static let breakGap = 12.0

    let length: Double
    private let scale: Double
    /// Where the break is, along the chain (points), and on the ruler.
    let breakAlong: Double?
    private let breakDrawn: Double
    private let restScale: Double

    init(total: Double, limit: Double, length: Double) {
        self.length = length
        let longer = max(total, limit, 1)
        let shorter = min(total, limit)
        if shorter > 0, longer >= Self.breakingRatio * shorter {
            // The shorter length and a little of the longer to scale, then the break.
            let kept = shorter * 1.2
            scale = length * Self.shorterShare / kept
            breakAlong = kept
            breakDrawn = length * Self.shorterShare
            restScale = (length - breakDrawn - Self.breakGap) / (longer - kept)
        } else {
            scale = length / longer
            breakAlong = nil
            breakDrawn = 0
            restScale = 0
        }
    }

    /// The ruler's position of `along` points from the chain's start.
    func at(_ along: Double) -> Double {
        guard let breakAlong, along > breakAlong else { return along * scale }
        return breakDrawn + Self.breakGap + (along - breakAlong) * restScale
    }

    /// Where the break is drawn: the middle of its gap.
    var breakMark: Double? { breakAlong.map { _ in breakDrawn + Self.breakGap / 2 } }
}
