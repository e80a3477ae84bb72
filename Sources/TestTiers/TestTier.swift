import Foundation
import Testing

/// How much of the exhaustive and brute-force suites a test run does.
/// `swift test` is the quick check: each such suite on a sample of its
/// cases, so it still fails where the whole would. With
/// `WTFLAYOUT_TESTS=exhaustive` (CI, in release) each does all of them.
package enum TestTier: Sendable {
    case quick
    case exhaustive

    package static let current: TestTier = {
        ProcessInfo.processInfo.environment["WTFLAYOUT_TESTS"] == "exhaustive" ? .exhaustive : .quick
    }()

    /// `quick` cases on the quick check, `exhaustive` on the whole run.
    package static func cases(quick: Int, exhaustive: Int) -> Int { current == .quick ? quick : exhaustive }

    /// The whole list on the whole run; on the quick check, every `stride`-th
    /// element and the last (the largest case of an ordered list).
    package static func sample<Element>(_ all: [Element], every stride: Int) -> [Element] {
        guard current == .quick, let last = all.last else { return all }
        let sampled = all.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        return (all.count - 1) % stride == 0 ? sampled : sampled + [last]
    }
}

extension Tag {
    /// A suite that checks every case of a space (brute force, exhaustive
    /// enumeration, a thousand generated reports): sampled by `swift test`,
    /// whole with `WTFLAYOUT_TESTS=exhaustive`.
    @Tag package static var exhaustive: Self
}
