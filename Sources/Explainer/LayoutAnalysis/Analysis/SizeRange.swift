import ConstraintSolving
import LogParser

/// The sizes, given by a view's container, at which the required
/// constraints of a conflict's part hold: the container's size pin taken
/// out, the size pulled as far as it goes each way (a linear programme in
/// one variable), and each bound checked by substituting it and a step past
/// it. The conflict happens at every size outside.
package struct SizeRange: Hashable, Sendable {
    /// Who gives the size, for the words that name it.
    package enum Giver: String, Hashable, Sendable {
        /// A table or collection view sizing its cell (or a view it hosts).
        case cell
        /// An AppKit table's column giving its cell view's width.
        case tableColumn
        /// The engine's first layout, before the view has a size of its own.
        case temporaryLayout
        /// The window holding its content view at its size.
        case window
        /// The frame a container sets (a view controller's root view), as its autoresizing mask says.
        case container
    }

    /// The view sized, and along which axis (its width or height).
    package let view: ItemKey
    package let axis: Axis
    /// The entry that pins the size: what the container gave.
    package let pin: Int
    /// The size the log shows.
    package let given: Double
    package let giver: Giver
    /// The smallest size at which they hold; nil when any size down to 0 does.
    package let lower: Double?
    /// The largest; nil when no size is too large.
    package let upper: Double?
    /// The view's other size where its container pins that too: the range holds with it as given.
    package let otherSize: Double?
    /// The margin the unprinted layout margins were taken at, where some take part.
    package let assumedMargin: Double?

    /// How far past a bound the check steps to see the constraints fail:
    /// well above the solver's tolerance, well below any size a log prints.
    static let checkStep = 0.01
}

extension LayoutSessions {
    /// Where a size the container gives takes part in `conflict`: the range
    /// of that size in which the required constraints of the parts it
    /// reaches hold (with the margins as the search took them). Empty when
    /// no member is such a size, or when they cannot hold at any size.
    package func sizeRanges(of conflict: Conflict) -> [SizeRange] {
        guard analysis.verdict != .conflictPastMarginBound else { return [] }
        // Only a mask asks whose frame its view's is; most conflicts hold none.
        let masks = conflict.entryIndices.filter { analysis.origins[$0] == .autoresizingMask }
        let owners = masks.isEmpty ? nil : frameOwners
        // A mask on a view the app places is a frame the app fixed by mistake: the
        // conflict turns on it, not on any size the container gives.
        let appMaskTakesPart = masks.contains { index in
            guard let owners, let key = analysis.report.entries[index].constraint?.equation.firstItem.key else { return false }
            return owners.containerSetsFrame(of: key) == nil
        }
        guard !appMaskTakesPart else { return [] }
        let pins = conflict.entryIndices.compactMap { containerSize($0, owners: owners) }
        var ranges: [SizeRange] = []
        for pin in pins where !ranges.contains(where: { $0.view == pin.view && $0.axis == pin.axis }) {
            // The other size pinned too stays as given: the range is said with it.
            let other = pins.first { $0.view == pin.view && $0.axis != pin.axis }
            if let range = range(of: pin, otherSize: other?.value, members: conflict.entryIndices) { ranges.append(range) }
        }
        return ranges
    }

    /// What a size pin says: whose size, the variable, the value and who gives it.
    private struct SizePin {
        let index: Int
        let view: ItemKey
        let axis: Axis
        let variable: Variable
        let value: Double
        let giver: SizeRange.Giver
    }

    /// The entry as a size its container gives (`Cell.height == 44` from
    /// the table view); nil for any other constraint.
    private func containerSize(_ index: Int, owners: FrameOwners?) -> SizePin? {
        guard let constraint = analysis.report.entries[index].constraint, constraint.priority.isRequired,
            let origin = analysis.origins[index], origin != .app
        else { return nil }
        let equation = constraint.equation
        guard equation.rhs == nil, equation.relation == .equal, equation.firstAttribute.isSize,
            let item = analysis.model.item(withKey: equation.firstItem.key)
        else { return nil }
        let axis: Axis = equation.firstAttribute == .width ? .horizontal : .vertical
        let variable = axis == .horizontal ? item.frame.width : item.frame.height
        // The pin must be the size alone, as the model reads it.
        guard let linear = analysis.model.linear(forEntry: index), linear.expression.terms.count == 1,
            linear.expression.terms[0].variable == variable, Numerics.isUnit(linear.expression.terms[0].coefficient)
        else { return nil }
        let tableCell = Self.isTableCellView(item.item.className ?? "") && axis == .horizontal
        let giver: SizeRange.Giver
        switch origin {
        case .cellSize: giver = tableCell ? .tableColumn : .cell
        case .temporarySize: giver = .temporaryLayout
        case .window: giver = .window
        case .autoresizingMask:
            guard let reason = owners?.containerSetsFrame(of: item.key) else { return nil }
            giver = tableCell ? .tableColumn : reason.hasPrefix("a cell") ? .cell : .container
        default: return nil
        }
        return SizePin(
            index: index, view: item.key, axis: axis, variable: variable, value: equation.constantValue, giver: giver)
    }

    /// AppKit's view-based table cells, whose width their column gives.
    private static func isTableCellView(_ className: String) -> Bool {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return name == "NSTableCellView" || (name.hasPrefix("NS") && name.hasSuffix("CellView"))
    }

    private func range(of pin: SizePin, otherSize: Double?, members: [Int]) -> SizeRange? {
        let model = analysis.model
        // Every size the container pins this variable to goes (a mask and an
        // encapsulated size may say the same); the app's own stay, and any bound.
        // A range is a solve of the parts it reaches, bounded as a layout of them is (a row of thousands is not laid out).
        let reachedParts = partsReached(by: members)
        guard reachedParts.allSatisfy({ parts[$0].count <= AnalysisLimits.largestLaidOut }) else { return nil }
        let reached = required(inParts: reachedParts, without: [])
        let pinsOfVariable = reached.compactMap { constraint -> (index: Int, value: Double)? in
            let terms = constraint.linear.expression.terms
            guard let index = constraint.entryIndex, analysis.origins[index] != .app, constraint.linear.relation == .equal,
                terms.count == 1, terms[0].variable == pin.variable, Numerics.isUnit(terms[0].coefficient)
            else { return nil }
            return (index, -constraint.linear.expression.constant)
        }
        let taken = Set(pinsOfVariable.map(\.index))
        // Written out: `entryIndex.map(taken.contains)` here crashes Swift 6.3.1's optimizer (CopyPropagation).
        var system = reached.filter { constraint in
            guard let index = constraint.entryIndex else { return true }
            return !taken.contains(index)
        }
        let variables = Set(system.flatMap { $0.linear.expression.terms.map(\.variable) })
        let assumptions = ReportAnalyzer.defaultMarginAssumptions(model, value: analysis.assumedMargin).filter { assumption in
            assumption.linear.expression.terms.allSatisfy { variables.contains($0.variable) }
        }
        system += assumptions
        guard let sized = OneSizeSystem(system, size: pin.variable) else { return nil }
        let lowest = sized.extreme(-Numerics.probeReach).flatMap { $0.size > Numerics.layoutResolution ? $0 : nil }
        let highest = sized.extreme(Numerics.probeReach)
        let (lower, upper) = (lowest?.size, highest?.size)
        let tolerance = Numerics.layoutResolution
        // Every size the log shows for it must lie outside: else the conflict is not about it. (No lower bound is 0.)
        let inside = { (value: Double) in
            value >= (lower ?? 0) - tolerance && (upper.map { value <= $0 + tolerance } ?? true)
        }
        guard !inside(pin.value), !pinsOfVariable.contains(where: { inside($0.value) }), lower != nil || upper != nil else {
            return nil
        }
        // Each bound is said only once checked: its solution satisfies every
        // constraint (within the round-off the feasibility check allows), and
        // with the size a step past it they cannot hold.
        if let lowest, !lowest.isSolution || sized.holds(at: lowest.size - SizeRange.checkStep) { return nil }
        if let highest, !highest.isSolution || sized.holds(at: highest.size + SizeRange.checkStep) { return nil }
        return SizeRange(
            view: pin.view, axis: pin.axis, pin: pin.index, given: pin.value, giver: pin.giver, lower: lower, upper: upper,
            otherSize: otherSize, assumedMargin: assumptions.isEmpty ? nil : analysis.assumedMargin)
    }
}

/// Required constraints with one size left free: how far it goes each way,
/// and whether they hold at a given size.
struct OneSizeSystem {
    /// The size as far as a pull takes it, and whether the solution there
    /// satisfies every constraint (which proves they hold at that size).
    struct Extreme {
        let size: Double
        let isSolution: Bool
    }

    private let solver: Solver
    private let constraints: [LinearConstraint]
    private let size: Variable

    /// Nil when the constraints cannot hold at any size.
    init?(_ constraints: [ModelConstraint], size: Variable) {
        guard let solver = Solver.holdingRequired(constraints) else { return nil }
        self.solver = solver
        self.constraints = constraints.map(\.linear)
        self.size = size
    }

    /// The size pulled towards `target` by a pull nothing else competes
    /// with; nil when it gets there (nothing bounds it that way).
    func extreme(_ target: Double) -> Extreme? {
        var pulled = solver
        let pull = LinearConstraint(LinearExpression(size), .equal, target, strength: Strength(1), tag: ConstraintID.pull(0).tag)
        guard (try? pulled.add(pull)) != nil else { return nil }
        let solved = pulled
        let value = solved.value(of: size)
        guard abs(value) < abs(target) / 2 else { return nil }
        return Extreme(size: value, isSolution: isSolution(of: constraints) { solved.value(of: $0) })
    }

    /// Whether the constraints hold with the size at `value`.
    func holds(at value: Double) -> Bool {
        var pinned = solver
        let pin = LinearConstraint(LinearExpression(size), .equal, value, tag: ConstraintID.pull(0).tag)
        return (try? pinned.add(pin)) != nil
    }
}
