import LayoutAnalysis
import LogParser

/// What a rule reads about one conflict: its members, who made each, the
/// report's views and containment. Shared by the rules tried on the
/// conflict, so each fact is worked out once (a class for its lazy parts).
final class RuleContext {
    let builder: AdviceBuilder
    let conflict: Conflict
    /// The conflict's entries, in printed order.
    let members: [Int]

    init(_ builder: AdviceBuilder, conflict: Conflict) {
        self.builder = builder
        self.conflict = conflict
        self.members = conflict.entryIndices
    }

    var analysis: ReportAnalysis { builder.analysis }
    var words: ConstraintWords { builder.words }
    var entries: [ListEntry] { builder.entries }

    func origin(_ index: Int) -> Origin { analysis.origins[index] ?? .app }

    /// Each member's constraint, copied out of the report once: several rules read each.
    private var constraints: [Int: ConstraintEntry?] = [:]

    func constraint(_ index: Int) -> ConstraintEntry? {
        if let known = constraints[index] { return known }
        var found: ConstraintEntry?
        if case .success(let constraint) = entries[index].parsed { found = constraint }
        constraints[index] = found
        return found
    }

    func equation(_ index: Int) -> Equation? { constraint(index)?.equation }

    private var guides: [ItemKey: Bool] = [:]

    /// A guide UIKit makes for a view's edges (the safe area, the margins,
    /// the legacy top and bottom guides), by model key; a guide the app
    /// makes is content like a view.
    func isGuide(_ key: ItemKey) -> Bool {
        if let known = guides[key] { return known }
        let item = analysis.model.item(withKey: key)?.item
        let guide = item?.className == "_UILayoutGuide" || (item?.isLayoutGuide == true && item?.label?.hasPrefix("UIView") == true)
        guides[key] = guide
        return guide
    }

    /// The members the app wrote (its code, storyboards or layout libraries).
    lazy var appMembers: [Int] = members.filter { origin($0) == .app }

    /// The autoresizing-mask members of the app's views (not of Apple's private ones).
    lazy var appMasks: [Int] = members.filter { index in
        guard origin(index) == .autoresizingMask, let constraint = constraint(index) else { return false }
        // The masked view is the item that is not `'|'`.
        let view = constraint.equation.anchors.first { $0.item.name != "|" }?.item ?? constraint.equation.firstItem
        return !Self.isSystemClass(view.className)
    }

    /// The stack-view members made by the app's own stack views.
    lazy var appStackMembers: [Int] = members.filter { origin($0) == .stackView && !isSystemView($0) }

    var reportFacts: ReportRuleFacts { builder.ruleFacts }
    var frameOwners: FrameOwners { reportFacts.frameOwners }
    var containment: Containment { reportFacts.containment }

    /// Which masked views lose their mask (`maskOnPlacedView`), and which keep it.
    lazy var maskDecision = MaskDecision(self)

    /// The view a mask constraint belongs to, by model key.
    func maskedView(_ index: Int) -> ItemKey { words.maskedViewKey(index) ?? ItemKey("?") }

    /// The constraint's first view is one of Apple's private or keyboard classes.
    func isSystemView(_ index: Int) -> Bool {
        Self.isSystemClass(constraint(index)?.equation.firstItem.className)
    }

    static func isSystemClass(_ className: String?) -> Bool {
        guard let className else { return false }
        return OriginCatalogue.isSystemClass(className) || OriginCatalogue.isKeyboardClass(className)
    }

    /// The app's member cheapest to change: the correction set's when it
    /// has one of them, else by cost (a fixed size first, then UIKit's choice).
    func cheapest(_ candidates: [Int]) -> Int {
        let corrected = (analysis.correction ?? []).filter(candidates.contains)
        if let first = corrected.first { return first }
        return builder.cheapest(candidates)
    }

    /// Fixes tried after a refused first choice, at most: each costs a search
    /// and two solves, and a row of thousands would try every view.
    static let fixesTried = 8

    /// `cheapest`'s choice first, then the rest from the cheapest to change
    /// (printed order breaking ties), `fixesTried` in all: the order fixes are tried in.
    func cheapestFirst(_ candidates: [Int]) -> [Int] {
        let first = cheapest(candidates)
        let cost = { (index: Int) in
            ReportAnalyzer.cost(of: index, in: self.analysis.report, origins: self.analysis.origins, broken: self.analysis.brokenBySystem)
        }
        let rest = candidates.filter { $0 != first }
        // Each cost worked out once: a row of thousands is sorted here.
        let costs = rest.map(cost)
        let order = rest.indices.sorted { costs[$0] != costs[$1] ? costs[$0] < costs[$1] : $0 < $1 }
        return [first] + order.prefix(Self.fixesTried - 1).map { rest[$0] }
    }
}
