import LogParser

/// The geometry of one picture of a conflict: the views the conflict
/// names, as the solver placed them with some constraints left out, and
/// where each constraint's letter goes. Scaling and drawing are the
/// renderer's.
struct ConflictFigure: Sendable {
    /// `As UIKit left it (it broke B)`, `With the fix`.
    let title: String
    /// Only this axis is to scale; nil draws both.
    let axis: Axis?
    /// Largest first along the axis: the outermost is the container.
    let frames: [Frame]
    let marks: [Mark]

    struct Frame: Sendable {
        let name: String
        let colorSlot: Int
        let x: Double
        let y: Double
        let width: Double
        let height: Double
        /// The remaining constraints fix its size; a free one is set by
        /// something the log does not print (an intrinsic size).
        let isFixed: Bool
    }

    /// A constraint's letter on the frame it sets.
    struct Mark: Sendable {
        let letter: String
        /// The attribute it sets, which says where the letter goes.
        let attribute: Attribute
        /// Index in `frames` of its first item.
        let frame: Int
        /// Its second item's frame and attribute, for the line between two edges.
        let other: (frame: Int, attribute: Attribute)?
        /// Left out of this layout (broken, or relaxed by the fix).
        let isRemoved: Bool
    }
}
