import LogParser

/// The geometry of one picture of a conflict: the views the conflict
/// names, as the solver placed them with some constraints left out, and
/// where each constraint's letter goes. Scaling and drawing are the
/// renderer's.
public struct ConflictFigure: Sendable {
    /// `As UIKit left it (it broke B)`, `With the fix`.
    public let title: String
    /// Only this axis is to scale; nil draws both.
    public let axis: Axis?
    /// Largest first along the axis: the outermost is the container.
    public let frames: [Frame]
    public let marks: [Mark]

    public struct Frame: Sendable {
        public let name: String
        public let colorSlot: Int
        public let x: Double
        public let y: Double
        public let width: Double
        public let height: Double
        /// The remaining constraints fix its size; a free one is set by
        /// something the log does not print (an intrinsic size).
        public let isFixed: Bool
    }

    /// A constraint's letter on the frame it sets.
    public struct Mark: Sendable {
        public let letter: String
        /// The attribute it sets, which says where the letter goes.
        public let attribute: Attribute
        /// Index in `frames` of its first item.
        public let frame: Int
        /// Its second item's frame and attribute, for the line between two edges.
        public let other: (frame: Int, attribute: Attribute)?
        /// Left out of this layout (broken, or relaxed by the fix).
        public let isRemoved: Bool
    }
}
