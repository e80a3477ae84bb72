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
    }

    /// Never a system constraint when one of the app's takes part; the
    /// correction set's choice when it is the app's.
    func chooseChange(_ conflict: Conflict) -> Choice {
        let members = conflict.entryIndices
        if case .apple(let component) = Ownership.of(members, in: entries, origins: analysis.origins) {
            return Choice(action: .notAppCode, changed: [], component: component)
        }
        let origin = { (index: Int) in analysis.origins[index] ?? .app }
        let appMembers = members.filter { origin($0) == .app }
        var containerFrames: [(key: String, reason: String)] = []
        let masks = members.filter { index in
            guard origin(index) == .autoresizingMask, !isSystemView(index) else { return false }
            let key = words.maskedViewKey(index) ?? "?"
            guard let reason = FrameOwners.containerSetsFrame(of: key, in: analysis.report, superviews: analysis.model.superviewKeys)
            else { return true }
            if !containerFrames.contains(where: { $0.key == key }) { containerFrames.append((key, reason)) }
            return false
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
        let corrected = (analysis.correction ?? []).filter { appMembers.contains($0) }
        let chosen = corrected.first ?? cheapest(appMembers)
        if members.count == 1 { return Choice(action: .remove, changed: [chosen]) }
        return Choice(action: .lowerPriority, changed: [chosen], containerFrames: containerFrames)
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
