import LayoutAnalysis
import LogParser

/// What the fix changes in the frames drawn, view by view: sizes along
/// the conflict's axis, and places measured from the outermost view drawn
/// (the pictures' container, largest first; where a whole layout sits on
/// screen is never in the log). Every frame drawn is fixed by the log
/// (`FigureBuilder` draws no other), so every change is said.
struct FrameChanges {
    /// `UIImageView is 60 pt tall, not 20`, `UILabel moves 40 pt down`.
    private(set) var changes: [String] = []
    /// The same for the picture, by view key: `was 20 pt tall`, `moved 40 pt down`.
    private(set) var notes: [ItemKey: String] = [:]

    /// Below this, two frames are the same: the solver's rounding.
    private static let resolution = 0.5
    private static let listed = 4

    init(before: ConflictFigure, after: ConflictFigure) {
        // The same view in both, when the outermost is not the same in each.
        let afterOrigin = after.frames[0]
        let beforeOrigin = before.frames.first { $0.key == afterOrigin.key } ?? before.frames[0]
        for frame in after.frames {
            guard let old = before.frames.first(where: { $0.key == frame.key }) else { continue }
            // A run drawn as one box in one picture only: its views are free in one layout and fixed in the other.
            guard frame.runOf == old.runOf else {
                let name = frame.runOf.isEmpty ? old.name : frame.name
                changes.append(
                    "the views from \(name) \(frame.runOf.isEmpty ? "are each fixed" : "are no longer each fixed")")
                continue
            }
            var said: [String] = []
            var noted: [String] = []
            for along in Self.axes(after.axis) {
                let (size, oldSize) = (along.size(frame), along.size(old))
                if abs(size - oldSize) > Self.resolution {
                    said.append("is \(NumberText.prose(size)) pt \(along.sizeWord), not \(NumberText.prose(oldSize))")
                    noted.append("was \(NumberText.prose(oldSize)) pt \(along.sizeWord)")
                }
                let moved = (along.place(frame) - along.place(afterOrigin)) - (along.place(old) - along.place(beforeOrigin))
                if frame.key != afterOrigin.key, abs(moved) > Self.resolution {
                    let way = moved > 0 ? along.forward : along.backward
                    said.append("moves \(NumberText.prose(abs(moved))) pt \(way)")
                    noted.append("moved \(NumberText.prose(abs(moved))) pt \(way)")
                }
            }
            guard !said.isEmpty else { continue }
            changes.append("\(frame.name) \(said.spokenList)")
            notes[frame.key] = noted.joined(separator: ", ")
        }
    }

    var isEmpty: Bool { changes.isEmpty }

    /// `UIImageView is 60 pt tall, not 20 and UILabel moves 40 pt down`, for after "With the fix, ".
    var sentence: String {
        let shown = Array(changes.prefix(Self.listed))
        let more = changes.count - shown.count
        let list = (more > 0 ? shown + ["\(more) more \(more == 1 ? "view changes" : "views change")"] : shown).joined(separator: "; ")
        return list
    }

    /// One direction of the picture: how to read a frame's size and place along it.
    private struct Along {
        let size: (ConflictFigure.Frame) -> Double
        let place: (ConflictFigure.Frame) -> Double
        let sizeWord: String
        let forward: String
        let backward: String
    }

    private static func axes(_ axis: Axis?) -> [Along] {
        let horizontal = Along(size: \.width, place: \.x, sizeWord: "wide", forward: "right", backward: "left")
        let vertical = Along(size: \.height, place: \.y, sizeWord: "tall", forward: "down", backward: "up")
        switch axis {
        case .horizontal?: return [horizontal]
        case .vertical?: return [vertical]
        case nil: return [horizontal, vertical]
        }
    }
}
