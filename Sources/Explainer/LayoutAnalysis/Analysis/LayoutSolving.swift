import ConstraintSolving
import LogParser

/// A frame as the solver placed it.
package struct SolvedFrame: Hashable, Sendable {
    package let itemKey: ItemKey
    package let x: Double
    package let y: Double
    package let width: Double
    package let height: Double
}

/// The layout a set of constraints produces: what the screen shows once
/// UIKit broke its constraint, or once our fix is applied.
package struct SolvedLayout: Hashable, Sendable {
    /// In the model's item order.
    let frames: [SolvedFrame]
    /// Required entries that still could not hold with the others, left out
    /// as UIKit would break them too (by entry index).
    package let alsoBroken: [Int]
    /// Every model variable's value, by variable id.
    let values: [Double]

    /// A model variable's value in this layout (0 outside the parts solved).
    func value(of variable: Variable) -> Double { variable.id < values.count ? values[variable.id] : 0 }

    /// The value of an expression over the model's variables in this layout.
    package func value(of expression: LinearExpression) -> Double {
        expression.value(value(of:))
    }

    /// How far `constraint` is from holding in this layout, beyond its tolerance; 0 when it holds.
    package func violation(of constraint: LinearConstraint) -> Double {
        constraint.violation(value(of:))
    }

    package func frame(of itemKey: ItemKey) -> SolvedFrame? {
        frames.first { $0.itemKey == itemKey }
    }
}

extension ReportAnalysis {
    /// Priorities of the gentle pulls that settle what the log leaves free:
    /// margins towards UIKit's default (where it cannot hold exactly),
    /// everything else towards zero. Both sit far below any priority a log
    /// prints, so they never override one.
    private static let defaultMarginPull = Strength(20)
    private static let restingPull = Strength(1)
    /// What the fix lowers a constraint to.
    static let relaxedStrength = Strength(999)
    /// How far below the weakest priority taking part a probe pulls: weights
    /// grow tenfold per 100, so 10 below weighs about four fifths of it, and
    /// hundreds of resting pulls together where that priority is 250 or more.
    private static let probeMargin = 10.0
    /// A probe never pulls weaker than this (a log printing priorities near 0).
    private static let weakestProbe = 10.0

    /// The layout with every constraint of the report except `removed`
    /// (entry indices): required ones hold, optional ones as well as they
    /// can; still able to answer which values its constraints fix. Those in
    /// `relaxed` take part at priority 999 at most, as the fix makes them.
    ///
    /// With `positions`, only the model constraints there are solved and
    /// only their variables pulled. Given whole independent parts (which
    /// share no variable with the rest), their variables come out as in the
    /// whole layout, for a fraction of the work; every other value is 0.
    func layoutSession(removing removed: Set<Int>, relaxing relaxed: Set<Int> = [], within positions: [Int]? = nil) -> LayoutSession {
        // Read in place by position: a copy of each model constraint was three references to count.
        let all = model.constraints
        var pulled: Set<Variable>?
        if let positions {
            var variables = Set<Variable>()
            for position in positions {
                for term in all[position].linear.expression.terms { variables.insert(term.variable) }
            }
            pulled = variables
        }
        let positions = positions ?? Array(all.indices)
        let (solver, alsoBroken) = layoutSolver(positions, removing: removed, relaxing: relaxed, pullingOnly: pulled)
        let frames = model.items.map { item in
            SolvedFrame(
                itemKey: item.key, x: solver.value(of: item.frame.x), y: solver.value(of: item.frame.y),
                width: solver.value(of: item.frame.width), height: solver.value(of: item.frame.height))
        }
        var values = [Double](repeating: 0, count: model.variableCount)
        for margin in model.unpinnedMargins where margin.variable.id < values.count {
            values[margin.variable.id] = solver.value(of: margin.variable)
        }
        for item in model.items {
            for variable in [item.frame.x, item.frame.y, item.frame.width, item.frame.height] where variable.id < values.count {
                values[variable.id] = solver.value(of: variable)
            }
        }
        for variable in model.otherVariables where variable.id < values.count {
            values[variable.id] = solver.value(of: variable)
        }
        // The probes that ask what is determined must outweigh every resting pull together, and give way to
        // every constraint the log prints: just below the weakest of those taking part.
        var weakest: Double?
        for position in positions where !all[position].linear.isRequired {
            let index = all[position].entryIndex
            if let index, removed.contains(index) { continue }
            let relaxedTo = index.map(relaxed.contains) == true ? Self.relaxedStrength.priority : 1000
            let priority = min(all[position].linear.strength.priority, relaxedTo)
            weakest = min(weakest ?? priority, priority)
        }
        let relaxedWeakest = relaxed.isEmpty ? nil : Self.relaxedStrength.priority
        let below = [weakest, relaxedWeakest].compactMap { $0 }.min() ?? Strength.required.priority
        let probe = Strength(max(below - Self.probeMargin, Self.weakestProbe))
        return LayoutSession(
            layout: SolvedLayout(frames: frames, alsoBroken: alsoBroken, values: values), solver: solver, probeStrength: probe)
    }

    /// A solver holding the model constraints at `positions` except `removed`, and the gentle pulls
    /// (on `pulled` variables only, when given); with the required entries it
    /// had to leave out.
    private func layoutSolver(
        _ positions: [Int], removing removed: Set<Int>, relaxing relaxed: Set<Int>, pullingOnly pulled: Set<Variable>?
    ) -> (Solver, alsoBroken: [Int]) {
        var solver = Solver()
        var alsoBroken: [Int] = []
        let constraints = model.constraints
        for position in positions {
            let entryIndex = constraints[position].entryIndex
            if let index = entryIndex, removed.contains(index) { continue }
            // Exactly when possible (a tolerance band would let the resting
            // pulls drag values to its edge); within the printing's rounding
            // when only that makes it fit.
            var linear = constraints[position].linear
            if let index = entryIndex, relaxed.contains(index) {
                linear = LinearConstraint(
                    linear.expression, linear.relation, strength: min(linear.strength, Self.relaxedStrength), tag: linear.tag,
                    tolerance: linear.tolerance)
            }
            let exact = LinearConstraint(linear.expression, linear.relation, strength: linear.strength, tag: linear.tag)
            if (try? solver.add(exact)) != nil { continue }
            if linear.tolerance > 0, (try? solver.add(linear)) != nil { continue }
            if let index = entryIndex { alsoBroken.append(index) }
        }
        var pulls = 0
        func pull(_ variable: Variable, to value: Double, _ strength: Strength) {
            if let pulled, !pulled.contains(variable) { return }
            // A value the required equalities fix cannot be pulled: the pull would only cost its rows.
            if solver.isPinned(variable) { return }
            let tag = ConstraintID.pull(pulls).tag
            try? solver.add(LinearConstraint(LinearExpression(variable), .equal, value, strength: strength, tag: tag))
            pulls += 1
        }
        // The margins the log does not print are UIKit's default, as in the
        // conflict search and the fix's check: one margin model throughout.
        // Only where that cannot hold with the rest are they pulled instead.
        for margin in model.unpinnedMargins {
            if let pulled, !pulled.contains(margin.variable) { continue }
            let tag = ConstraintID.pull(pulls).tag
            pulls += 1
            let fixed = LinearConstraint(LinearExpression(margin.variable), .equal, assumedMargin, tag: tag)
            if (try? solver.add(fixed)) == nil { pull(margin.variable, to: assumedMargin, Self.defaultMarginPull) }
        }
        for item in model.items {
            for variable in [item.frame.x, item.frame.y, item.frame.width, item.frame.height] {
                pull(variable, to: 0, Self.restingPull)
            }
        }
        return (solver, alsoBroken)
    }
}

/// A solved layout that can still be asked whether its constraints fix an
/// expression's value: pulling it far up and far down must give the same
/// value (a width left free would be set by an intrinsic size the log does
/// not print). Each probe is added to the layout's solver and taken out
/// again, so one solve answers any number of questions.
package final class LayoutSession {
    package let layout: SolvedLayout
    private var solver: Solver
    /// A tag of its own per probe: one that failed to come out cannot block the next.
    private var probes = 0
    /// Strong enough to move anything only the resting pulls hold, weaker
    /// than every constraint of the layout (`layoutSession`).
    private let probeStrength: Strength

    init(layout: SolvedLayout, solver: Solver, probeStrength: Strength) {
        self.layout = layout
        self.solver = solver
        self.probeStrength = probeStrength
    }

    package func isDetermined(_ expression: LinearExpression) -> Bool {
        // A variable exact required equalities fix needs no probe: nothing weaker can move it.
        if expression.terms.count == 1, solver.isPinned(expression.terms[0].variable) { return true }
        return abs(value(of: expression, pulledTo: Numerics.probeReach) - value(of: expression, pulledTo: -Numerics.probeReach))
            < Numerics.layoutResolution
    }

    private func value(of expression: LinearExpression, pulledTo target: Double) -> Double {
        probes += 1
        let probeTag = ConstraintID.probe(probes).tag
        let probe = LinearConstraint(expression, .equal, target, strength: probeStrength, tag: probeTag)
        let added = (try? solver.add(probe)) != nil
        let value = expression.value { solver.value(of: $0) }
        if added { try? solver.remove(tag: probeTag) }
        return value
    }
}

/// The layouts one report's output asks for (the text's "on screen"
/// sentence, the HTML pictures), each solved once and only as far as it is
/// looked at: the independent parts holding the variables asked about.
package final class LayoutSessions {
    let analysis: ReportAnalysis
    /// The latest sessions, newest last: a report's pictures ask for the
    /// layout UIKit left and the one with a fix, conflict after conflict,
    /// and each session holds a solver (all of them took hundreds of MB).
    private var recent: [(key: Key, session: LayoutSession)] = []
    private static let kept = 2
    /// Model constraint positions by independent part, and each variable's part.
    lazy var parts = independentPartIndices(analysis.model.constraints.map(\.linear))
    /// By variable id; nil for a variable in no constraint.
    lazy var partOfVariable: [Int?] = {
        var partOf = [Int?](repeating: nil, count: analysis.model.variableCount)
        for (part, positions) in parts.enumerated() {
            for position in positions {
                for term in analysis.model.constraints[position].linear.expression.terms where term.variable.id < partOf.count {
                    partOf[term.variable.id] = part
                }
            }
        }
        return partOf
    }()

    /// Whose frame each view's is, for the report's masks: read once for the
    /// size ranges and the rules of advice alike.
    package lazy var frameOwners = FrameOwners(analysis.report, superviews: analysis.model.superviewKeys)

    private struct Key: Equatable {
        let removed: Set<Int>
        let relaxed: Set<Int>
        /// The parts solved.
        let parts: [Int]
    }

    package init(_ analysis: ReportAnalysis) { self.analysis = analysis }

    /// The layout without `removed`, solved only as far as `variables` reach
    /// (the parts holding any of them): their values are as in the whole
    /// layout, the rest is left at 0. Nil when one of those parts is too
    /// large to lay out.
    package func session(removing removed: Set<Int>, relaxing relaxed: Set<Int> = [], reaching variables: [Variable]) -> LayoutSession? {
        session(Key(removed: removed, relaxed: relaxed, parts: parts(reaching: variables)))
    }

    /// The same, as far as the frames of `itemKeys` reach along `axis` (both
    /// axes when nil): a picture of one axis draws only its place and size.
    package func session(
        removing removed: Set<Int>, relaxing relaxed: Set<Int> = [], showing itemKeys: [ItemKey], along axis: Axis?
    ) -> LayoutSession? {
        session(removing: removed, relaxing: relaxed, parts: parts(showing: itemKeys, along: axis))
    }

    /// The same, solved over `parts` (from `parts(showing:along:)`), for a
    /// caller that asks several layouts of the same views.
    package func session(removing removed: Set<Int>, relaxing relaxed: Set<Int> = [], parts: [Int]) -> LayoutSession? {
        session(Key(removed: removed, relaxed: relaxed, parts: parts))
    }

    /// The parts the frames of `itemKeys` reach along `axis` (both axes when nil).
    package func parts(showing itemKeys: [ItemKey], along axis: Axis?) -> [Int] {
        let frames = itemKeys.compactMap { analysis.model.item(withKey: $0)?.frame }
        let variables = frames.flatMap { frame -> [Variable] in
            switch axis {
            case .horizontal?: [frame.x, frame.width]
            case .vertical?: [frame.y, frame.height]
            case nil: [frame.x, frame.y, frame.width, frame.height]
            }
        }
        return parts(reaching: variables)
    }

    private func parts(reaching variables: [Variable]) -> [Int] {
        let partOf = partOfVariable
        let reached = variables.compactMap { $0.id < partOf.count ? partOf[$0.id] : nil }
        return Set(reached).sorted()
    }

    private func session(_ key: Key) -> LayoutSession? {
        if let index = recent.firstIndex(where: { $0.key == key }) {
            let found = recent.remove(at: index)
            recent.append(found)
            return found.session
        }
        // The work grows with each part's size, not with their number.
        guard key.parts.allSatisfy({ parts[$0].count <= AnalysisLimits.largestLaidOut }) else { return nil }
        // In model order, as the whole solve adds them.
        let positions = key.parts.flatMap { parts[$0] }.sorted()
        let session = analysis.layoutSession(removing: key.removed, relaxing: key.relaxed, within: positions)
        if recent.count == Self.kept { recent.removeFirst() }
        recent.append((key, session))
        return session
    }
}
