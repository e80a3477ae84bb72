import ConstraintSolving

/// The values the layout margins the log does not print can take, all
/// alike, for the required constraints to hold: the largest and smallest
/// solved for, not guessed. A report with no conflict at UIKit's default
/// margins may still be one UIKit found: if the constraints hold only up
/// to some margin, the margins it used were larger (UIKit lists every
/// required constraint of the set, so nothing else unprinted can be
/// blamed).
package struct MarginRange: Hashable, Sendable {
    /// The smallest margin at which they hold; nil when nothing above 0 bounds it.
    package let lower: Double?
    /// The largest; nil when no margin is too large.
    package let upper: Double?

    /// Nil when the model has no unprinted margin or its required constraints cannot hold at any.
    static func of(_ model: LayoutModel) -> MarginRange? {
        of(model.constraints, margins: model.unpinnedMargins, variableCount: model.variableCount)
    }

    /// The same for some of a model's constraints (a fix's parts of it):
    /// only the margins they use count.
    static func of(_ constraints: [ModelConstraint], margins all: [MarginUnknown], variableCount: Int) -> MarginRange? {
        let used = Set(constraints.flatMap { $0.linear.expression.terms.map(\.variable) })
        let margins = all.filter { used.contains($0.variable) }
        guard !margins.isEmpty else { return nil }
        guard var solver = Solver.holdingRequired(constraints) else { return nil }
        // One margin for all: a variable no other constraint uses, each margin tied to it.
        let common = Variable(id: variableCount)
        for (offset, margin) in margins.enumerated() {
            let tie = LinearConstraint(
                LinearExpression(margin.variable) - LinearExpression(common), .equal, 0, tag: ConstraintID.assumption(offset).tag)
            guard (try? solver.add(tie)) != nil else { return nil }
        }
        // Pulled as far as it goes each way, by a pull nothing else competes with.
        func extreme(_ target: Double) -> Double? {
            var pulled = solver
            let pull = LinearConstraint(
                LinearExpression(common), .equal, target, strength: Strength(1), tag: ConstraintID.pull(0).tag)
            guard (try? pulled.add(pull)) != nil else { return nil }
            let value = pulled.value(of: common)
            return abs(value) >= abs(target) / 2 ? nil : value
        }
        let upper = extreme(Self.reach)
        let lower = extreme(-Self.reach).flatMap { $0 > Numerics.layoutResolution ? $0 : nil }
        guard upper != nil || lower != nil else { return nil }
        return MarginRange(lower: lower, upper: upper)
    }

    /// A margin a point past the bound (past a lower one, at most half way
    /// to 0, so the margins still count in the proof), where the constraints
    /// conflict as UIKit found them; nil with no bound.
    var pastBound: Double? {
        if let upper { return upper + Self.step }
        return lower.map { $0 - min(Self.step, $0 / 2) }
    }

    /// How far past the bound the conflict is searched: far above the
    /// printing's rounding, so the conflict found is no rounding's.
    private static let step = 1.0

    /// Far past any margin, and well within what the solver keeps exact.
    private static let reach = 1e6

    /// `the constraints hold only with layout margins, all alike, of at most 8 pt, …`.
    var reason: String { "the constraints hold \(words)" }

    /// `only with layout margins, all alike, of at most 8 pt, and UIKit's default is 8 pt; …, and larger ones make these constraints conflict, as UIKit found them`.
    package var words: String {
        var bounds = [lower.map { "at least \(NumberText.prose($0)) pt" }, upper.map { "at most \(NumberText.prose($0)) pt" }]
            .compactMap { $0 }.joined(separator: " and ")
        if let lower, let upper, abs(upper - lower) < Numerics.layoutResolution { bounds = "exactly \(NumberText.prose(upper)) pt" }
        let beyond = lower == nil ? "larger" : upper == nil ? "smaller" : "other"
        return "only with layout margins, all alike, of \(bounds), and UIKit's default is "
            + "\(NumberText.prose(ReportAnalyzer.defaultMargin)) pt; the log does not print the margins UIKit used, "
            + "and \(beyond) ones make these constraints conflict, as UIKit found them"
    }

    /// `(at most 8 pt)`, `(from 4 to 8 pt)`: the bounds alone.
    package var boundWords: String {
        switch (lower, upper) {
        case (let lower?, let upper?) where abs(upper - lower) < Numerics.layoutResolution: "(exactly \(NumberText.prose(upper)) pt)"
        case (let lower?, let upper?): "(from \(NumberText.prose(lower)) to \(NumberText.prose(upper)) pt)"
        case (nil, let upper?): "(at most \(NumberText.prose(upper)) pt)"
        case (let lower?, nil): "(at least \(NumberText.prose(lower)) pt)"
        case (nil, nil): ""
        }
    }

    /// Whether UIKit's default margin lies in the range (at its edge included).
    package func contains(_ margin: Double) -> Bool {
        (lower.map { margin >= $0 - Numerics.layoutResolution } ?? true)
            && (upper.map { margin <= $0 + Numerics.layoutResolution } ?? true)
    }
}
