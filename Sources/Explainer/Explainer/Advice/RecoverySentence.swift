import ConstraintSolving
import LayoutAnalysis
import LogParser

/// What UIKit did: the constraint it broke, and what that left on screen.
extension AdviceBuilder {
    /// UIKit's choice and what it left on screen; nil when the log does not
    /// say. Kept out of `advise` because it solves the layout (the parts the
    /// broken constraint belongs to), which only the formats that show it
    /// should pay for, not JSON or summaries (`ExplanationDetail.recovery`).
    func recovery(for advice: ConflictAdvice) -> String? {
        guard let broken = analysis.brokenBySystem else { return nil }
        if let family = advice.conflict.family, family.isInterchangeable(broken), advice.letters[broken] == nil {
            // One of a family's interchangeable constraints, another choice of which is shown.
            let kind = family.classes.first { $0.entryIndices.contains(broken) }!
            let left = kind.entryIndices.count - 1
            return "\(words.engine) broke \(words.equation(broken)), one of the \(kind.entryIndices.count) it could have chosen "
                + (left >= kind.chosen
                    ? "alike; the \(left) left are still too many, so the conflict stays unresolved."
                    : "alike, which leaves too few of them to conflict.")
        }
        guard let name = advice.letters[broken] else {
            // Not in the conflict, the broken constraint has no letter: its equation says which.
            let these = advice.isShared ? "these conflicts, which it leaves" : "this conflict, which it leaves"
            return "\(words.engine) broke \(words.equation(broken)), outside \(these) unresolved."
        }
        let effect = onScreen(broken).map { ", so on screen \($0)" } ?? ""
        if advice.changed.contains(broken) { return "\(words.engine) broke \(name) too\(effect)." }
        // The letter is in the list just above: no need to repeat its equation.
        // "Instead" only of a change the fix names: with none, it would have no other.
        let advised = advice.changed.compactMap { advice.letters[$0] }
        guard !advised.isEmpty else { return "\(words.engine) broke \(name)\(effect)." }
        let other = advised.count <= 3 ? advised.spokenList : "the \(advised.count) the fix lowers"
        return "\(words.engine) broke \(name) instead of \(other)\(effect)."
    }

    /// What the broken constraint turned into in the layout UIKit recovered to.
    func onScreen(_ broken: Int) -> String? {
        guard let constraint = entries[broken].constraint,
            let linear = analysis.model.linear(forEntry: broken)
        else { return nil }
        guard let session = layouts.session(removing: [broken], reaching: linear.expression.terms.map(\.variable)),
            session.isDetermined(linear.expression)
        else { return nil }
        let layout = session.layout
        let equation = constraint.equation
        let actual = equation.constantValue + layout.value(of: linear.expression)
        guard abs(actual - equation.constantValue) > Numerics.layoutResolution else { return nil }
        if equation.rhs == nil, equation.firstAttribute.isSize {
            let dimension = equation.firstAttribute == .width ? "wide" : "tall"
            return
                "\(words.firstItemName(broken)) is \(NumberText.prose(actual)) pt \(dimension), not \(NumberText.prose(equation.constantValue))"
        }
        if case .anchor(let first) = equation.lhs, case .anchor(let second)? = equation.rhs, equation.multiplierValue == 1,
            first.attribute.isSize, first.attribute == second.attribute
        {
            // Two sizes compared: one view wider or taller than the other, not a place on the screen.
            let keys = words.anchorKeys(broken)
            let (view, other) = (words.names.name(of: keys[0]), words.names.name(of: keys.count > 1 ? keys[1] : keys[0]))
            let height = first.attribute == .height
            return "\(view) is \(AttributeWords.sizeOffset(actual, height: height)) \(other), "
                + "not \(AttributeWords.sizeOffset(equation.constantValue, height: height)) it"
        }
        if case .anchor(let first) = equation.lhs, case .anchor(let second)? = equation.rhs, equation.multiplierValue == 1,
            let axis = first.attribute.axis, first.attribute.axis == second.attribute.axis, !first.attribute.isSize
        {
            let keys = words.anchorKeys(broken)
            let lhsName = "the \(AttributeWords.words(first.attribute)) of \(words.names.name(of: keys[0]))"
            let rhsName = "the \(AttributeWords.words(second.attribute)) of \(words.names.name(of: keys.count > 1 ? keys[1] : keys[0]))"
            let reading = AttributeWords.isDirectional(first.attribute)
            return "\(lhsName) is \(AttributeWords.offset(actual, axis: axis, directional: reading)) \(rhsName), "
                // "not level with it": the offset's preposition needs its object again.
                + "not \(AttributeWords.offset(equation.constantValue, axis: axis, directional: reading)) it"
        }
        let restated = words.equation(broken, constant: actual)
        // Against another item, the place it asks for in full ("not at 1.33*UIImageView.height"), never a bare "+ 0".
        let asked = words.equation(broken, constant: equation.constantValue)
        let expected =
            equation.rhs == nil
            ? NumberText.points(equation.constantValue)
            : asked.range(of: " is at ").map { "at " + asked[$0.upperBound...] } ?? NumberText.signed(equation.constantValue)
        return "\(restated), not \(expected)"
    }
}
