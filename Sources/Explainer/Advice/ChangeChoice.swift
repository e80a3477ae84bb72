import LogParser

/// Which constraints a conflict's fix changes: none inside Apple's private
/// views, and never a system constraint when one of the app's takes part.
extension AdviceBuilder {
    struct Choice {
        var action: Suggestion.Action
        var changed: [Int]
        /// The views whose autoresizing masks to turn off, by model key, with their constraints.
        var maskViews: [(key: String, entries: [Int])] = []
        /// The component the conflict lies in, when it is wholly Apple's.
        var component: AppleComponent?
        /// Masked views whose frame their container sets, by model key, with why:
        /// their masks stay, and the fix is inside.
        var containerFrames: [(key: String, reason: String)] = []
        /// The other of two constraints that place one view twice, either of which may go.
        var alternative: Int?
    }

    /// Never a system constraint when one of the app's takes part; the
    /// correction set's choice when it is the app's.
    func chooseChange(_ conflict: Conflict) -> Choice {
        let members = conflict.entryIndices
        if case .apple(let component) = Ownership.of(members, in: entries, origins: analysis.origins, process: analysis.report.process) {
            return Choice(action: .notAppCode, changed: [], component: component)
        }
        let origin = { (index: Int) in analysis.origins[index] ?? .app }
        let appMembers = members.filter { origin($0) == .app }
        // Read only when a mask of the app's takes part; each masked view is asked once.
        lazy var frameOwners = FrameOwners(analysis.report, superviews: analysis.model.superviewKeys)
        var containerFrames: [(key: String, reason: String)] = []
        var keptMasks = Set<String>()
        var checked = Set<String>()
        let masks = members.filter { index in
            guard origin(index) == .autoresizingMask, !isSystemView(index) else { return false }
            let key = words.maskedViewKey(index) ?? "?"
            if checked.insert(key).inserted, let reason = frameOwners.containerSetsFrame(of: key) {
                containerFrames.append((key, reason))
                keptMasks.insert(key)
            }
            return !keptMasks.contains(key)
        }
        if members.contains(where: { origin($0) == .temporarySize }) {
            return Choice(action: .transient, changed: appMembers.isEmpty ? [] : [cheapest(appMembers)])
        }
        if !masks.isEmpty, !appMembers.isEmpty {
            var views: [(key: String, entries: [Int])] = []
            for index in masks {
                let key = words.maskedViewKey(index) ?? "?"
                if let position = views.firstIndex(where: { $0.key == key }) {
                    views[position].entries.append(index)
                } else {
                    views.append((key, [index]))
                }
            }
            return Choice(action: .disableAutoresizingMask, changed: masks, maskViews: views)
        }
        if appMembers.isEmpty {
            return Choice(action: .notAppCode, changed: [])
        }
        if let (stale, other) = placedTwice(appMembers) {
            return Choice(action: .remove, changed: [stale], containerFrames: containerFrames, alternative: other)
        }
        let corrected = (analysis.correction ?? []).filter { appMembers.contains($0) }
        let chosen = corrected.first ?? cheapest(appMembers)
        if members.count == 1 { return Choice(action: .remove, changed: [chosen]) }
        return Choice(action: .lowerPriority, changed: [chosen], containerFrames: containerFrames)
    }

    /// Two of the app's equalities placing one view along one axis against
    /// the same other view, by the same attribute or by its center and an
    /// edge: the second pins its size as well, which is rarely meant, and one
    /// of them is usually left from an earlier layout (a view switched from
    /// centred to right-aligned, with the old constraint still active).
    func placedTwice(_ candidates: [Int]) -> (Int, Int)? {
        let placements = candidates.compactMap { index -> (index: Int, equation: Equation)? in
            guard let equation = entries[index].constraint?.equation, equation.relation == .equal,
                equation.multiplierValue == 1, let second = equation.secondAttribute,
                !equation.firstAttribute.isSize, !second.isSize, equation.firstAttribute.axis == second.axis
            else { return nil }
            return (index, equation)
        }
        for (offset, first) in placements.enumerated() {
            for second in placements.dropFirst(offset + 1) {
                let a = first.equation
                let b = second.equation
                guard a.firstItem.key == b.firstItem.key, a.anchors.last?.item.key == b.anchors.last?.item.key,
                    a.firstAttribute.axis == b.firstAttribute.axis
                else { continue }
                let isCenter = { (attribute: Attribute) in attribute == .centerX || attribute == .centerY }
                if a.firstAttribute == b.firstAttribute || isCenter(a.firstAttribute) != isCenter(b.firstAttribute) {
                    return (first.index, second.index)
                }
            }
        }
        return nil
    }

    func cheapest(_ candidates: [Int]) -> Int {
        let cost = {
            ReportAnalyzer.cost(
                of: $0, in: self.analysis.report, origins: self.analysis.origins,
                broken: self.analysis.brokenBySystem)
        }
        return candidates.min { cost($0) < cost($1) } ?? candidates[0]
    }

    func isSystemView(_ index: Int) -> Bool {
        guard let className = entries[index].constraint?.equation.firstItem.className else { return false }
        return OriginCatalogue.isSystemClass(className) || OriginCatalogue.isKeyboardClass(className)
    }
}
