import ConstraintSolving
import LayoutAnalysis
import LogParser

/// Lays out a conflict's pictures: the layout UIKit left (its broken
/// constraint out) and the one with the fix (the changed constraints at
/// priority 999, or out), each solved only as far as the conflict's views
/// reach; one picture when the fix moves no frame, said in words.
struct FigureBuilder {
    let builder: AdviceBuilder
    let advice: ConflictAdvice
    let colorSlots: [ItemKey: Int]
    /// Whose subview each view is, for the nesting drawn (`DrawnSuperviews`).
    private let superviews: [ItemKey: ItemKey]

    init(builder: AdviceBuilder, advice: ConflictAdvice, colorSlots: [ItemKey: Int]) {
        self.builder = builder
        self.advice = advice
        self.colorSlots = colorSlots
        superviews = DrawnSuperviews.of(builder.analysis, words: builder.words)
    }

    private var words: ConstraintWords { builder.words }
    /// The constraints drawn: the conflict's, or all those of the conflicts its fix resolves.
    private var members: [Int] { advice.shown }
    /// The fix lowers its constraints' priority; other fixes take them out.
    private var fixRelaxes: Bool { advice.action == .lowerPriority || advice.action == .transient }
    /// The verdict's change as its check applied it, when the check accepted it.
    private var checkedChange: FixChange? {
        guard advice.verdict.afterFix != nil, let change = builder.change(of: advice.verdict), !change.isEmpty else { return nil }
        return change
    }

    func figures() -> ConflictFigures? {
        guard let figures = unexplainedFigures() else { return nil }
        return ConflictFigures(panels: figures.panels, caption: figures.caption + runWords(figures.panels))
    }

    private func unexplainedFigures() -> ConflictFigures? {
        let broken = builder.analysis.brokenBySystem
        let now = broken.flatMap { figure(removing: [$0], as: .broken, title: "On screen now (\(brokeWords($0)))") }
        // The change the check applied and solved, whole (a mask turned off
        // takes all its constraints), and only where it passed.
        let fixed = checkedChange.flatMap {
            figure(removing: $0.removed, as: .removed, relaxing: $0.relaxed, title: "With the fix (\(fixWords))")
        }
        switch (now, fixed) {
        case (nil, nil):
            return nil
        case (let now?, nil):
            return ConflictFigures(panels: [now], caption: "On screen now: \(brokeWords(broken!)), drawn dashed and struck through.")
        case (nil, let fixed?):
            return ConflictFigures(panels: [fixed], caption: "With the fix: \(fixWords)." + (broken.map(whyNoPictureNow) ?? ""))
        case (let now?, let fixed?):
            return compared(now, fixed, broken: broken!)
        }
    }

    /// What a run drawn as one box stands for, once per run and length:
    /// ` The 10 views from UIButton '0' to UIButton '9' are one dashed box: …`.
    private func runWords(_ panels: [ConflictFigure]) -> String {
        var said: [String] = []
        for panel in panels {
            for run in panel.frames where run.members > 1 {
                let length = panel.axis == .vertical ? run.height : run.width
                let sentence =
                    " The \(run.members) views from \(run.name) are drawn as one dashed box"
                    + (panels.count > 1 ? " \(panel.title.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces).lowercased())" : "")
                    + ": the log fixes where they start and end together, \(NumberText.prose(length)) pt apart, "
                    + "not where each one is or how \(panel.axis == .vertical ? "tall" : "wide") it is."
                if !said.contains(sentence) { said.append(sentence) }
            }
        }
        return said.joined()
    }

    /// Both layouts, or one when the fix leaves every frame drawn where it is now.
    private func compared(_ now: ConflictFigure, _ fixed: ConflictFigure, broken: Int) -> ConflictFigures {
        let changes = FrameChanges(before: now, after: fixed)
        if changes.isEmpty {
            let letter = advice.letters[broken]
            let relaxesBroken = fixRelaxes && advice.changed == [broken]
            let marks = fixed.marks.map { mark in
                mark.letter == letter && mark.state == .holds
                    ? ConflictFigure.Mark(
                        letter: mark.letter, attribute: mark.attribute, frame: mark.frame, other: mark.other, state: .broken)
                    : mark
            }
            let single = ConflictFigure(
                title: "Now, and with the fix (the same frames)", axis: fixed.axis, frames: fixed.frames, marks: marks)
            let caption =
                relaxesBroken
                ? "\(words.engine) broke \(letter!), the constraint the fix relaxes, so with the fix every view drawn here "
                    + "stays where it is now: \(letter!) becomes a preference at priority 999 (the spring) that gives way, "
                    + "and the warning goes."
                : "With the fix every view drawn here stays where it is now: \(fixWords), where \(brokeWords(broken)), "
                    + "and the warning goes."
            return ConflictFigures(panels: [single], caption: caption)
        }
        let frames = fixed.frames.map { frame in
            var noted = frame
            noted.change = changes.notes[frame.key]
            return noted
        }
        let marked = ConflictFigure(title: fixed.title, axis: fixed.axis, frames: frames, marks: fixed.marks)
        return ConflictFigures(panels: [now, marked], caption: "With the fix, " + changes.sentence + ".")
    }

    /// Why the screen UIKit left is not drawn beside the fix: its recovery
    /// still leaves a conflict, or leaves some size or place free (the
    /// views being the same, the fix's picture shows there are several).
    private func whyNoPictureNow(_ broken: Int) -> String {
        let keys = members.flatMap(words.anchorKeys)
        // Too large to solve, the reason is not known: nothing is said.
        guard let now = builder.layouts.session(removing: [broken], showing: keys, along: advice.conflict.axis) else { return "" }
        let stillConflicts = !now.layout.alsoBroken.isEmpty
        let name = advice.letters[broken] ?? words.equation(broken)
        return stillConflicts
            ? " The screen now is not drawn: with \(name) broken the rest still cannot all hold, so the log does not say "
                + "what \(words.engine) shows."
            : " The screen now is not drawn: with \(name) broken, the log leaves some size or place here free."
    }

    /// `UIKit broke B`.
    private func brokeWords(_ broken: Int) -> String {
        guard let letter = advice.letters[broken] else {
            return "\(words.engine) broke a constraint outside \(advice.isShared ? "these conflicts" : "this conflict")"
        }
        return "\(words.engine) broke \(letter)"
    }

    /// `A at priority 999`, `A removed`, `masks off: A and B go`.
    private var fixWords: String {
        let lettered = advice.changed.compactMap { advice.letters[$0] }
        // A family's fix changes its constraints outside this conflict too: said, not left out.
        let beyond = (checkedChange?.givenUp.count ?? 0) - lettered.count
        let letters = beyond > 0 ? (lettered + ["\(beyond) more like them"]).spokenList : lettered.spokenList
        switch advice.action {
        case .lowerPriority, .transient: return "\(letters) at priority 999"
        case .disableAutoresizingMask: return "masks off: \(letters) \(lettered.count + max(beyond, 0) == 1 ? "goes" : "go")"
        default: return "\(letters) removed"
        }
    }

    /// The layout with `removed` entries left out (marked `state`) and
    /// `relaxed` ones at 999; nil when it cannot be laid out.
    private func figure(
        removing removed: Set<Int> = [], as state: ConflictFigure.State = .removed, relaxing relaxed: Set<Int> = [],
        title: String
    ) -> ConflictFigure? {
        var keys: [ItemKey] = []
        for index in members {
            for key in words.anchorKeys(index) where !keys.contains(key) { keys.append(key) }
        }
        let axis = advice.conflict.axis
        guard let session = builder.layouts.session(removing: removed, relaxing: relaxed, showing: keys, along: axis) else {
            return nil
        }
        let layout = session.layout
        // The container first (the superview the log binds the others to,
        // else the largest), then largest first.
        let solved = containerFirst(
            keys.compactMap { layout.frame(of: $0) }.sorted {
                axis == .horizontal ? $0.width > $1.width : $0.height > $1.height
            })
        // A view alone is a size, which the sentences say: a picture needs a container to place it in.
        guard solved.count > 1 else { return nil }
        // Drawn only what the log determines: every size, and every place
        // within the container, along the axis (both, for a conflict that links
        // them), or a run of free views as one box where its ends are fixed.
        // Else a picture would show one of many layouts as the screen: the
        // ruler alone tells the truth.
        guard let drawing = drawing(solved, keys: keys, axis: axis, in: session) else { return nil }
        let run: FreeRun? = if case .withRun(let run) = drawing { run } else { nil }
        let depths = nesting(solved.map(\.itemKey))
        var frames: [ConflictFigure.Frame] = []
        for frame in solved {
            guard let run, run.members.contains(frame.itemKey) else {
                frames.append(
                    ConflictFigure.Frame(
                        key: frame.itemKey, name: words.names.name(of: frame.itemKey), colorSlot: colorSlots[frame.itemKey] ?? 0,
                        x: frame.x, y: frame.y, width: frame.width, height: frame.height, depth: depths[frame.itemKey] ?? 1))
                continue
            }
            guard frame.itemKey == run.first else { continue }
            let vertical = axis == .vertical
            let length = run.end - run.start
            frames.append(
                ConflictFigure.Frame(
                    key: run.first, name: "\(words.names.name(of: run.first)) to \(words.names.name(of: run.last))",
                    colorSlot: colorSlots[run.first] ?? 0, x: vertical ? frame.x : run.start, y: vertical ? run.start : frame.y,
                    width: vertical ? frame.width : length, height: vertical ? length : frame.height,
                    depth: run.members.compactMap { depths[$0] }.min() ?? 1, runOf: run.members.map(words.names.name(of:))))
        }
        // A member of a run is drawn only by the run's ends: a mark on any other of its edges or sizes is left out.
        let position = { (key: ItemKey, attribute: Attribute) -> Int? in
            if let run, let axis, run.members.contains(key) {
                return run.shows(attribute, of: key, along: axis) ? frames.firstIndex { $0.key == run.first } : nil
            }
            return frames.firstIndex { $0.key == key }
        }
        let alsoBroken = Set(layout.alsoBroken)
        let marks = members.compactMap { index -> ConflictFigure.Mark? in
            guard let letter = advice.letters[index], let equation = builder.analysis.report.entries[index].constraint?.equation,
                let key = words.anchorKeys(index).first, let frame = position(key, equation.firstAttribute)
            else { return nil }
            let keys = words.anchorKeys(index)
            var other: (frame: Int, attribute: Attribute)?
            if keys.count > 1, let attribute = equation.secondAttribute {
                if let otherFrame = position(keys[1], attribute) {
                    other = (otherFrame, attribute)
                } else if let run, run.members.contains(keys[1]) {
                    return nil
                }
            }
            let markState: ConflictFigure.State =
                relaxed.contains(index) ? .relaxed : removed.contains(index) ? state : alsoBroken.contains(index) ? .broken : .holds
            return ConflictFigure.Mark(letter: letter, attribute: equation.firstAttribute, frame: frame, other: other, state: markState)
        }
        return ConflictFigure(title: title, axis: axis, frames: frames, marks: marks)
    }

    /// What of `solved` (the container first) a picture can draw: all of it,
    /// every size and place fixed; or all of it with its free views as one
    /// run; nil when neither (or a view the model does not know is among them).
    private func drawing(_ solved: [SolvedFrame], keys: [ItemKey], axis: Axis?, in session: LayoutSession) -> Drawing? {
        guard let container = solved.first, sizesAreDetermined([container.itemKey], axis: axis, in: session),
            keys.allSatisfy({ builder.analysis.model.item(withKey: $0) != nil })
        else { return nil }
        let isFixed = { (frame: SolvedFrame) in
            self.sizesAreDetermined([frame.itemKey], axis: axis, in: session)
                && self.placesAreDetermined([container.itemKey, frame.itemKey], axis: axis, in: session)
        }
        let rest = solved.dropFirst()
        // Both axes, or too many views to probe each: every one must be fixed, and the first free one ends the question.
        guard let axis, solved.count <= FreeRun.largest else { return rest.allSatisfy(isFixed) ? .whole : nil }
        let free = rest.filter { !isFixed($0) }
        guard !free.isEmpty else { return .whole }
        return FreeRun.of(Array(free), among: solved, along: axis, model: builder.analysis.model, session: session).map(Drawing.withRun)
    }

    private enum Drawing {
        case whole
        case withRun(FreeRun)
    }

    /// `frames` with the view the log binds every other to as superview
    /// first, where there is one: a container collapsed smaller than what
    /// is in it is still the container.
    private func containerFirst(_ frames: [SolvedFrame]) -> [SolvedFrame] {
        let keys = Set(frames.map(\.itemKey))
        let chains = Dictionary(uniqueKeysWithValues: frames.map { ($0.itemKey, superviewChain($0.itemKey)) })
        let bound = frames.filter { !chains[$0.itemKey, default: []].isEmpty }
        guard !bound.isEmpty,
            let container = frames.firstIndex(where: { frame in
                chains[frame.itemKey, default: []].allSatisfy { !keys.contains($0) }
                    && bound.allSatisfy { $0.itemKey == frame.itemKey || chains[$0.itemKey, default: []].contains(frame.itemKey) }
            }), container > 0
        else { return frames }
        var ordered = frames
        ordered.insert(ordered.remove(at: container), at: 0)
        return ordered
    }

    /// Each view's depth below the first (the container): one more than its
    /// nearest superview drawn; a view whose superview among those drawn the
    /// log does not say is taken to sit in the container, as its siblings do.
    private func nesting(_ keys: [ItemKey]) -> [ItemKey: Int] {
        let drawn = Set(keys)
        var depths: [ItemKey: Int] = keys.first.map { [$0: 0] } ?? [:]
        func depth(_ key: ItemKey) -> Int {
            if let known = depths[key] { return known }
            depths[key] = 1  // so a cycle in a damaged log ends
            let value = superviewChain(key).first(where: drawn.contains).map { depth($0) + 1 } ?? 1
            depths[key] = value
            return value
        }
        for key in keys.dropFirst() { _ = depth(key) }
        return depths
    }

    /// The superviews above `key`, nearest first, each once.
    private func superviewChain(_ key: ItemKey) -> [ItemKey] {
        var chain: [ItemKey] = []
        var seen: Set<ItemKey> = [key]
        var next = superviews[key]
        while let parent = next, seen.insert(parent).inserted {
            chain.append(parent)
            next = superviews[parent]
        }
        return chain
    }

    /// Whether each view's place relative to the first (the container) is fixed along `axis`.
    private func placesAreDetermined(_ keys: [ItemKey], axis: Axis?, in session: LayoutSession) -> Bool {
        let frames = keys.compactMap { builder.analysis.model.item(withKey: $0)?.frame }
        guard let container = frames.first, frames.count == keys.count else { return false }
        return frames.dropFirst().allSatisfy { frame in
            let along: [(Variable, Variable)] =
                switch axis {
                case .horizontal?: [(frame.x, container.x)]
                case .vertical?: [(frame.y, container.y)]
                case nil: [(frame.x, container.x), (frame.y, container.y)]
                }
            return along.allSatisfy { session.isDetermined(LinearExpression($0.0) - LinearExpression($0.1)) }
        }
    }

    /// Whether every view's size along `axis` is fixed (both sizes without
    /// one); a view the model does not know never is. Stops at the first
    /// free one: each answer solves the layout twice.
    private func sizesAreDetermined(_ keys: [ItemKey], axis: Axis?, in session: LayoutSession) -> Bool {
        keys.allSatisfy { key in
            guard let frame = builder.analysis.model.item(withKey: key)?.frame else { return false }
            let sizes: [Variable] =
                switch axis {
                case .vertical?: [frame.height]
                case .horizontal?: [frame.width]
                case nil: [frame.width, frame.height]
                }
            return sizes.allSatisfy { session.isDetermined(LinearExpression($0)) }
        }
    }
}
