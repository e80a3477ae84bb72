import ConstraintSolving
import Explainer
import LayoutAnalysis
import SeededRandom

/// Builds layout-like constraint systems the way the explainer will: frames
/// of x/y/width/height variables, edges as sums, tolerances from printing
/// numbers to 6 significant digits, non-negative sizes as their own
/// required constraints.
struct LayoutGenerator {
    struct Frame {
        let x, y, width, height: Variable
        var left: LinearExpression { LinearExpression(x) }
        var right: LinearExpression { x + width }
        var top: LinearExpression { LinearExpression(y) }
        var bottom: LinearExpression { y + height }
    }

    private(set) var constraints: [LinearConstraint] = []
    private var nextVariable = 0

    mutating func frame() -> Frame {
        defer { nextVariable += 4 }
        return Frame(
            x: Variable(id: nextVariable),
            y: Variable(id: nextVariable + 1),
            width: Variable(id: nextVariable + 2),
            height: Variable(id: nextVariable + 3))
    }

    /// `lhs relation rhs + constant`, tolerant by half a unit in the 6th
    /// significant digit of the printed constant.
    @discardableResult
    mutating func add(
        _ lhs: some LinearExpressionConvertible, _ relation: LinearRelation,
        _ rhs: some LinearExpressionConvertible, plus constant: Double = 0,
        strength: Strength = .required
    ) -> Int {
        let tag = constraints.count
        let expression = lhs.linearExpression - rhs.linearExpression - constant
        constraints.append(
            LinearConstraint(
                expression, relation, strength: strength, tag: tag,
                tolerance: 5e-6 * abs(constant)))
        return tag
    }

    @discardableResult
    mutating func add(
        _ lhs: some LinearExpressionConvertible, _ relation: LinearRelation, _ constant: Double,
        strength: Strength = .required
    ) -> Int {
        add(lhs, relation, LinearExpression(), plus: constant, strength: strength)
    }

    mutating func nonNegativeSize(_ frame: Frame) {
        add(frame.width, .greaterThanOrEqual, 0)
        add(frame.height, .greaterThanOrEqual, 0)
    }
}

extension LayoutGenerator {
    /// A row of `count` 20-point views, 8 points apart and from the container's
    /// edges, in a container `excess` points too narrow: `2·count + 4`
    /// constraints, all but the first two (`container.x == 0`,
    /// `container.y == 0`) in the one minimal conflict.
    static func horizontalChain(views count: Int, excess: Double) -> LayoutGenerator {
        var layout = LayoutGenerator()
        let container = layout.frame()
        layout.add(container.x, .equal, 0)
        layout.add(container.y, .equal, 0)
        layout.add(container.width, .equal, Double(28 * count + 8) - excess)
        var previousRight = container.left
        for _ in 0..<count {
            let view = layout.frame()
            layout.add(view.left, .equal, previousRight, plus: 8)
            layout.add(view.width, .equal, 20)
            previousRight = view.right
        }
        layout.add(container.right, .equal, previousRight, plus: 8)
        return layout
    }

    /// A table cell like the ones in real reports: a stack of labels pinned
    /// top to bottom with margins, leading/trailing to the cell, some fixed
    /// heights, size bounds, hugging priorities, and the cell's encapsulated
    /// height; usually the pieces do not add up to it.
    mutating func tableCell(_ random: inout SplitMix64, labels: Int) {
        let cell = frame()
        add(cell.x, .equal, 0)
        add(cell.y, .equal, 0)
        add(cell.width, .equal, 375)
        var previousBottom = cell.top
        var total = 0.0
        for _ in 0..<labels {
            let label = frame()
            let spacing = Double(random.int(in: 0...3) * 4)
            add(label.top, .equal, previousBottom, plus: spacing)
            total += spacing
            add(label.left, .equal, cell.left, plus: 16)
            add(label.right, .equal, cell.right, plus: -16)
            if random.chance(0.6) {
                let height = Double(random.int(in: 10...30) * 2)
                add(label.height, .equal, height)
                total += height
            } else {
                add(label.height, .greaterThanOrEqual, 20)
                total += 20
            }
            add(label.height, .equal, 17, strength: Strength(250))
            nonNegativeSize(label)
            previousBottom = label.bottom
        }
        add(cell.bottom, .equal, previousBottom, plus: 11)
        total += 11
        // UIView-Encapsulated-Layout-Height: usually too small (44 or less
        // than the content), sometimes exactly right.
        let encapsulated = random.chance(0.2) ? total : min(44, total - Double(random.int(in: 1...20)))
        add(cell.height, .equal, encapsulated)
    }

    /// A cell whose labels all have fixed heights and which is `excess` points
    /// taller than they add up to: exactly one minimal conflict (the vertical
    /// chain), `5 + 7·labels` constraints.
    mutating func tooTallCell(_ random: inout SplitMix64, labels: Int, excess: Double) {
        let cell = frame()
        add(cell.x, .equal, 0)
        add(cell.y, .equal, 0)
        add(cell.width, .equal, 375)
        var previousBottom = cell.top
        var total = 0.0
        for _ in 0..<labels {
            let label = frame()
            let spacing = Double(random.int(in: 1...3) * 4)
            add(label.top, .equal, previousBottom, plus: spacing)
            add(label.left, .equal, cell.left, plus: 16)
            add(label.right, .equal, cell.right, plus: -16)
            let height = Double(random.int(in: 10...30) * 2)
            add(label.height, .equal, height)
            add(label.height, .equal, 17, strength: Strength(250))
            nonNegativeSize(label)
            total += spacing + height
            previousBottom = label.bottom
        }
        add(cell.bottom, .equal, previousBottom, plus: 11)
        add(cell.height, .equal, total + 11 + excess)
    }

    /// `count` cells with distinct variables: independent parts.
    static func independentCells(count: Int, seed: UInt64, labels: ClosedRange<Int>) -> LayoutGenerator {
        var random = SplitMix64(seed: seed)
        var layout = LayoutGenerator()
        for _ in 0..<count { layout.tableCell(&random, labels: random.int(in: labels)) }
        return layout
    }
}
