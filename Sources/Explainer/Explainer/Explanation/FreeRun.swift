import ConstraintSolving
import LayoutAnalysis
import LogParser

/// Views side by side along a conflict's axis whose sizes or places the
/// log leaves free, where the run as a whole starts and ends at places
/// it fixes: ten buttons lowered to 999 share the room the rest leaves
/// them, in any split. Drawn as one box, the picture shows what the log
/// fixes and nothing it does not.
struct FreeRun {
    /// Its views in order of where they start along the axis; the first
    /// starts the run, the last ends it.
    let members: [ItemKey]
    /// The one that ends furthest along: not the last to start where one view holds another.
    let last: ItemKey
    var first: ItemKey { members[0] }
    /// Where the run starts and ends along the axis, in the solved layout's points.
    let start: Double
    let end: Double

    /// Past this many views the probes that prove a run cost more than the
    /// picture is worth: the caller does not look for one.
    static let largest = 40

    /// The run of `free` among `solved` (the container first, its size
    /// along `axis` fixed: the caller's check), when the run's two ends are
    /// fixed relative to the container and no view whose frame is fixed
    /// lies partly or wholly inside it (one around it, a stack view, is
    /// fine); nil otherwise.
    static func of(
        _ free: [SolvedFrame], among solved: [SolvedFrame], along axis: Axis, model: LayoutModel, session: LayoutSession
    ) -> FreeRun? {
        guard free.count > 1, let container = solved.first, let containerFrame = model.item(withKey: container.itemKey)?.frame
        else { return nil }
        let vertical = axis == .vertical
        let startOf = { (frame: SolvedFrame) in vertical ? frame.y : frame.x }
        let endOf = { (frame: SolvedFrame) in vertical ? frame.y + frame.height : frame.x + frame.width }
        let ordered = free.sorted { startOf($0) < startOf($1) }
        guard let first = ordered.first, let last = free.max(by: { endOf($0) < endOf($1) }),
            let firstFrame = model.item(withKey: first.itemKey)?.frame, let lastFrame = model.item(withKey: last.itemKey)?.frame
        else { return nil }
        let origin = LinearExpression(vertical ? containerFrame.y : containerFrame.x)
        let runStart = LinearExpression(vertical ? firstFrame.y : firstFrame.x) - origin
        let runEnd =
            LinearExpression(vertical ? lastFrame.y : lastFrame.x) + LinearExpression(vertical ? lastFrame.height : lastFrame.width)
            - origin
        let (start, end) = (startOf(first), endOf(last))
        let freeKeys = Set(free.map(\.itemKey))
        let across = solved.dropFirst().contains { frame in
            guard !freeKeys.contains(frame.itemKey) else { return false }
            let around = startOf(frame) <= start + Numerics.layoutResolution && endOf(frame) >= end - Numerics.layoutResolution
            let apart = endOf(frame) <= start + Numerics.layoutResolution || startOf(frame) >= end - Numerics.layoutResolution
            return !around && !apart
        }
        guard !across, session.isDetermined(runStart), session.isDetermined(runEnd) else { return nil }
        return FreeRun(members: ordered.map(\.itemKey), last: last.itemKey, start: start, end: end)
    }

    /// Whether a constraint's edge of `key` is one of the run's ends, which
    /// its box shows; every other edge or size of a member it hides.
    func shows(_ attribute: Attribute, of key: ItemKey, along axis: Axis) -> Bool {
        let starts: Set<Attribute> = axis == .vertical ? [.top, .minY] : [.left, .leading, .minX]
        let ends: Set<Attribute> = axis == .vertical ? [.bottom, .maxY] : [.right, .trailing, .maxX]
        return (key == first && starts.contains(attribute)) || (key == last && ends.contains(attribute))
    }
}
