import LayoutAnalysis
import LogParser

/// The geometry of one picture of a conflict: the views the conflict
/// names, as the solver placed them with some constraints left out or
/// relaxed, and where each constraint's letter goes. Scaling and drawing
/// are the renderer's.
package struct ConflictFigure: Sendable {
    /// `On screen now (UIKit broke B)`, `With the fix (A at priority 999)`.
    package let title: String
    /// Only this axis is to scale; nil draws both.
    package let axis: Axis?
    /// Largest first along the axis: the outermost is the container.
    package let frames: [Frame]
    package let marks: [Mark]

    package struct Frame: Sendable {
        /// The view's model key, which matches frames across pictures.
        let key: ItemKey
        package let name: String
        package let colorSlot: Int
        package let x: Double
        package let y: Double
        package let width: Double
        package let height: Double
        /// How deep in the views drawn it is nested: 0 for the container, 1
        /// for a view in it; siblings share one, so a row is drawn level.
        package let depth: Int
        /// The names of the views it stands for, in order along the axis,
        /// for a run whose views the log leaves free but whose ends it fixes
        /// (`FreeRun`): one dashed box from the first's start to the last's
        /// end. Empty for a single view.
        package var runOf: [String] = []
        /// How many views it stands for.
        package var members: Int { max(runOf.count, 1) }
        /// How the fix changed it, in the picture with the fix: `was 180 pt tall`.
        package var change: String? = nil
    }

    /// A constraint's letter on the frame it sets.
    package struct Mark: Sendable {
        package let letter: String
        /// The attribute it sets, which says where the letter goes.
        package let attribute: Attribute
        /// Index in `frames` of its first item.
        package let frame: Int
        /// Its second item's frame and attribute, for the line between two edges.
        package let other: (frame: Int, attribute: Attribute)?
        package let state: State
    }

    /// What became of a constraint in this layout.
    package enum State: Sendable {
        case holds
        /// Left out: broken by UIKit, or by the solver because it still cannot hold.
        case broken
        /// Lowered to priority 999 by the fix: a preference that gives way.
        case relaxed
        /// Taken out by the fix.
        case removed
    }
}

/// A conflict's pictures and the sentence that says what they show.
package struct ConflictFigures: Sendable {
    /// One picture when the fix leaves every frame where UIKit's recovery
    /// put it; else the recovery, then the fix.
    package let panels: [ConflictFigure]
    /// What the fix changes on screen, checked on the solved frames.
    package let caption: String
}
