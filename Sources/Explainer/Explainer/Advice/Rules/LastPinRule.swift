import LayoutAnalysis
import LogParser

extension AdviceRule {
    /// Against a size the container sets (a cell's, a
    /// hosted view's, a frame-owned view's), the chain's last edge pin gives
    /// way (`bottom` at 999), not a size the design wants (a hairline, an
    /// image tied to its width). A fixed size is the one to lower only when
    /// it is the odd one out: on the container itself, or on a view pinned
    /// at both ends to the container, which should follow it.
    static let lastPin = AdviceRule(
        "last-pin",
        summary: "Against a size the container sets, lower the chain's last edge pin (bottom or trailing at 999), not "
            + "a size the design wants; a fixed size goes only when it is the odd one out."
    ) { context in
        guard let chain = ContainerChain.find(context) else { return nil }
        return ConflictVerdict(owner: .app, action: .lowerPriority, rule: "", changed: [chain.change], because: chain.because)
    }
}

/// What gives way in a chain of the app's constraints against a size its
/// container sets: the chain's far pin, or a fixed size that is the odd one out.
struct ContainerChain {
    /// The entry to lower.
    let change: Int
    /// Why, after the change; nil leaves the usual words for what it gives way to.
    let because: String?

    /// What a fence on a cell's content view is, and whose it may be (rule 13: a library's constraint is the library's).
    static let fence =
        "A width on a cell's content view is a fence that code measuring the cell away from the table puts on it, "
        + "as a template-cell height calculator does. If a library makes it, it is the library's: what to check is what "
        + "the library is given to measure with (the table's width, the cell's accessory), not a constraint of your own; "
        + "if your code makes it, make it at priority 999 there"

    /// The size the container sets is a cell's or hosted view's
    /// encapsulated size, a fitting-size target, or a frame-owned view's mask.
    static func find(_ context: RuleContext) -> ContainerChain? {
        let words = context.words
        guard let (container, axis) = container(context) else { return nil }
        let apps = context.appMembers
        let name = words.names.name(of: container)
        // The container's own edges, or a guide of its that stands for them (safe area, layout guides).
        let sides = { (key: ItemKey) in key == container || context.isGuide(key) }
        // Down, a cell's height can follow its content (self-sizing); a screen's or a width is real.
        let followsContent = isSelfSizingHeight(container, axis: axis, context: context)
        // A fixed size on the container itself, or on a view both of whose ends the chain pins to it.
        let sizes = apps.filter { index in
            context.equation(index).map { $0.rhs == nil && $0.firstAttribute.isSize && $0.firstAttribute.axis == axis } ?? false
        }
        // Each view's pins to the container's sides, found in one pass: a
        // row of thousands of sized views would otherwise scan every
        // constraint once per size.
        var pinsOfView: [ItemKey: [Int]] = [:]
        if !sizes.isEmpty {
            for index in apps {
                let keys = Set(words.anchorKeys(index))
                guard keys.count == 2, keys.contains(where: sides) else { continue }
                for key in keys { pinsOfView[key, default: []].append(index) }
            }
        }
        for index in sizes {
            guard let view = words.anchorKeys(index).first else { continue }
            if view == container {
                guard let constraint = context.entries[index].constraint, OriginCatalogue.isMeasuringFence(constraint) else {
                    return ContainerChain(change: index, because: "so \(name) follows the size its container gives it")
                }
                return ContainerChain(change: index, because: "so \(name) follows the width its cell is given. \(Self.fence)")
            }
            let pins = pinsOfView[view] ?? []
            let ends = Set(pins.compactMap { pinnedEnd($0, of: view, context: context) })
            if ends.count == 2, !followsContent {
                // The usual words for what it gives way to (the cell's size, the safe area) say why.
                return ContainerChain(change: index, because: nil)
            }
        }
        // A real size (a table's width, a screen's height) is kept, and a
        // fixed size gives way, unless the pins and gaps alone do not fit it
        // (no size of the app's takes part): then it is a size the container
        // has for a moment. A self-sizing cell's height follows its content,
        // so its last pin is the one. Any size of the app's counts, a ratio
        // or a share of another's too (`width == 1.33*height`).
        let setsASize = apps.contains { context.equation($0)?.firstAttribute.isSize == true }
        guard followsContent || !setsASize else { return nil }
        let pin = apps.last { index in
            let keys = words.anchorKeys(index)
            guard keys.count == 2, keys.contains(where: sides), let view = keys.first(where: { !sides($0) }) else { return false }
            return pinnedEnd(index, of: view, context: context) == .far
        }
        return pin.map {
            ContainerChain(
                change: $0, because: "so the chain gives way at its end and every fixed size in it is kept")
        }
    }

    /// The size a container sets that the conflict is against, with its axis.
    private static func container(_ context: RuleContext) -> (key: ItemKey, axis: Axis)? {
        let words = context.words
        // Each size a container sets, with its axis.
        var containerSizes: [(key: ItemKey, axis: Axis?)] = []
        for index in context.members {
            let axis = context.equation(index)?.firstAttribute.axis
            switch context.origin(index) {
            case .cellSize:
                if let key = words.anchorKeys(index).first { containerSizes.append((key, axis)) }
            case .autoresizingMask:
                let key = context.maskedView(index)
                if context.maskDecision.kept.contains(where: { $0.key == key }) { containerSizes.append((key, axis)) }
            default: continue
            }
        }
        // A conflict across both axes (an aspect ratio): the height a cell can give, else the first size.
        let chosen =
            context.conflict.axis.flatMap { axis in containerSizes.first { $0.axis == axis } }
            ?? containerSizes.first { $0.axis == .vertical && isSelfSizing($0.key, context: context) }
            ?? (context.conflict.axis == nil ? containerSizes.first : nil)
        guard let container = chosen?.key, let axis = chosen?.axis else { return nil }
        return (container, axis)
    }

    /// The conflict is against a height that follows the content (a
    /// self-sizing cell's): the cell grows to what is inside it, so what
    /// gives way is the chain's last pin, not a size inside.
    static func isAgainstSelfSizingHeight(_ context: RuleContext) -> Bool {
        guard let (container, axis) = container(context) else { return false }
        return isSelfSizingHeight(container, axis: axis, context: context)
    }

    private static func isSelfSizingHeight(_ container: ItemKey, axis: Axis, context: RuleContext) -> Bool {
        axis == .vertical && isSelfSizing(container, context: context)
    }

    enum End { case near, far }

    private static func isSelfSizing(_ key: ItemKey, context: RuleContext) -> Bool {
        FrameOwners.followsContent(className: context.analysis.model.item(withKey: key)?.item.className ?? "")
    }

    /// Which end of `view` the constraint pins: the near one (leading, top)
    /// or the far one (trailing, bottom); nil for a centre or a baseline.
    private static func pinnedEnd(_ index: Int, of view: ItemKey, context: RuleContext) -> End? {
        guard let equation = context.equation(index) else { return nil }
        let keys = context.words.anchorKeys(index)
        guard let position = keys.firstIndex(of: view), position < equation.anchors.count else { return nil }
        switch equation.anchors[position].attribute {
        case .leading, .left, .top, .minX, .minY, .leadingMargin, .leftMargin, .topMargin: return .near
        case .trailing, .right, .bottom, .maxX, .maxY, .trailingMargin, .rightMargin, .bottomMargin: return .far
        default: return nil
        }
    }
}
