import LogParser

/// A conflict's fix applied to the report's model and solved again, as the
/// formats show it: the sentence, and the values it was written from.
package struct FixOutcome: Sendable {
    package struct Size: Sendable {
        /// The view as the report names it.
        package let view: String
        package let axis: Axis
        package let size: Double
    }

    package struct GivenWay: Sendable {
        package let entryIndex: Int
        package let by: Double
    }

    /// "With the fix, …".
    package let sentence: String
    /// Minimal conflicts sharing a constraint with this one left after the fix (0 for every fix printed).
    package let conflictsLeft: Int
    package let sizes: [Size]
    /// The conflict's constraints that hold with the fix, by entry index.
    package let keeps: [Int]
    /// The constraints the fix lowers, and how far each then misses.
    package let givenWay: [GivenWay]
    /// When several are lowered together, how far they miss in all (how they split it is the engine's choice).
    package let givenWayTogether: Double?
    /// The constraints the fix removes (or whose mask or frame it changes), by entry index.
    package let removed: [Int]
    /// The screen differs from UIKit's recovery; nil when the log does not say what it broke here.
    package let changesScreen: Bool?
}

extension FixOutcome {
    init(_ after: AfterFix, sentence: String, names: ItemNames) {
        self.sentence = sentence
        conflictsLeft = after.conflictsLeft
        sizes = after.sizes.map { Size(view: names.name(of: $0.view), axis: $0.axis, size: $0.size) }
        keeps = after.keeps
        givenWay = after.givenWay.map { GivenWay(entryIndex: $0.entryIndex, by: $0.by) }
        givenWayTogether = after.givenWayTogether
        removed = after.removed
        changesScreen = after.changesScreen
    }
}
