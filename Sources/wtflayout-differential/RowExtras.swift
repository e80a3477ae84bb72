import SeededRandom

/// A container's size fixed the ways UIKit prints: an autoresizing mask, or
/// a table or collection view's encapsulated size.
enum ContainerSize {
    static func fix(
        _ container: LayoutView, _ axis: Axis, _ room: Rational, into writer: inout LayoutWriter,
        random: inout SplitMix64
    ) {
        if random.chance(percent: 50) {
            if random.chance(percent: 40) {
                // The full mask, as UIKit prints it: position (from the superview's origin), then size.
                let superview = writer.view("UIView")
                writer.autoresizing(container, axis == .horizontal ? .minX : .minY, Rational(random.int(in: 0...40)), in: superview)
            }
            writer.autoresizing(container, axis == .horizontal ? .width : .height, room)
        } else {
            let identifier = axis == .horizontal ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
            writer.equation(container.anchor(.size(axis)), .equal, constant: room, identifier: identifier)
        }
    }
}

/// Constraints below required priority, which never take part in a conflict
/// however they contradict the rest (`@750`, `priority:999`, `(<=30@750)`).
enum OptionalExtras {
    static func write(
        on views: [LayoutView], _ axis: Axis, size: Rational, into writer: inout LayoutWriter,
        random: inout SplitMix64
    ) {
        guard random.chance(percent: 35) else { return }
        for _ in 0..<random.int(in: 1...3) {
            let view = random.pick(views)
            switch random.int(in: 0...2) {
            case 0: writer.equation(view.anchor(.size(axis)), .atLeast, constant: size + Rational(10), priority: .at(750))
            case 1: writer.size(view, axis, .atMost, Rational(random.int(in: 1...9)), priority: .at(750))
            default: writer.equation(view.anchor(.size(axis)), .equal, constant: Rational(100), priority: .word(999))
            }
        }
    }
}

/// Required constraints on the other axis that always hold: they enlarge the
/// report, not its conflicts.
enum CrossAxisExtras {
    static func write(
        on views: [LayoutView], in container: LayoutView, crossing axis: Axis,
        into writer: inout LayoutWriter, random: inout SplitMix64
    ) {
        guard random.chance(percent: 30) else { return }
        let other: Axis = axis == .horizontal ? .vertical : .horizontal
        for view in views where random.chance(percent: 50) {
            writer.equation(
                view.anchor(other == .vertical ? .centerY : .centerX), .equal,
                container.anchor(other == .vertical ? .centerY : .centerX))
            writer.equation(view.anchor(.size(other)), .equal, constant: Rational(random.int(in: 20...44)))
        }
    }
}
