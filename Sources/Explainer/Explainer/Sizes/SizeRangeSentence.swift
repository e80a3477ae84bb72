import LayoutAnalysis
import LogParser

/// One size range as the formats show it: the view, its attribute, the
/// bounds solved for, and the sentence that says them.
package struct ExplainedSizeRange: Sendable {
    package let view: String
    /// `width` or `height`.
    package let attribute: String
    package let min: Double?
    package let max: Double?
    /// The size the log shows.
    package let given: Double
    /// `The required constraints tied to Cell hold only when it is at least 84 pt tall; it was 44 pt, set by the table view (…).`
    package let sentence: String
    /// The sentence says more than its bounds and the size given: a margin
    /// assumed, the other size it holds at, the screens outside it.
    let saysMoreThanBounds: Bool
    /// The conflict's ruler shows these bounds (`holds only when it is at least 84 pt`).
    var onRuler = false

    /// Screens named at most, narrowest first: enough to recognise the case.
    static let screensNamed = 3

    /// `marginSaid`: the conflict's note already says the margins are
    /// assumed at UIKit's default, so the sentence does not say it again.
    init(_ range: SizeRange, words: ConstraintWords, marginSaid: Bool = false) {
        view = words.names.name(of: range.view)
        attribute = range.axis == .horizontal ? "width" : "height"
        min = range.lower
        max = range.upper
        given = range.given
        let dimension = range.axis == .horizontal ? "wide" : "tall"
        let bounds = Self.bounds(lower: range.lower, upper: range.upper, unit: " pt")
        // The range is the whole layout's tied to the view (its independent part), not the conflict's alone.
        let other =
            range.otherSize.map { " at its given \(range.axis == .horizontal ? "height" : "width") of \(NumberText.prose($0)) pt" } ?? ""
        let margins =
            marginSaid ? "" : range.assumedMargin.map { " (with the layout margins at UIKit's default \(NumberText.prose($0)) pt)" } ?? ""
        var sentence =
            "The required constraints tied to \(view) hold only when it is \(bounds) \(dimension)\(other)\(margins); "
            + "it was \(NumberText.prose(range.given)) pt, \(Self.given(range, words: words))."
        let screens = Self.screens(outside: range, engine: words.engine)
        if let screens { sentence += " " + screens }
        self.sentence = sentence
        saysMoreThanBounds = range.otherSize != nil || !margins.isEmpty || screens != nil
    }

    /// `exactly 84 pt`, `from 52 to 80 pt`, `at least 364 pt`, `at most 120 pt`, `any size`
    /// (`unit` after the numbers): "exactly" decided on the numbers as printed.
    static func bounds(lower: Double?, upper: Double?, unit: String) -> String {
        switch (lower, upper) {
        case (let lower?, let upper?) where NumberText.prose(lower) == NumberText.prose(upper):
            "exactly \(NumberText.prose(lower))\(unit)"
        case (let lower?, let upper?): "from \(NumberText.prose(lower)) to \(NumberText.prose(upper))\(unit)"
        case (let lower?, nil): "at least \(NumberText.prose(lower))\(unit)"
        case (nil, let upper?): "at most \(NumberText.prose(upper))\(unit)"
        case (nil, nil): "any size"
        }
    }

    /// Who gave the size the log shows: `set by the table view (UIView-Encapsulated-Layout-Height)`.
    private static func given(_ range: SizeRange, words: ConstraintWords) -> String {
        switch range.giver {
        case .cell, .temporaryLayout, .window: words.maker(range.pin)
        case .tableColumn: "the width its table column gives it (\(words.makerInline(range.pin)))"
        case .container: "the size its container gives it (\(words.makerInline(range.pin)))"
        }
    }

    /// `A view as wide as the screen conflicts on an iPhone SE (1st generation) in portrait (320 pt).`:
    /// for a view a container sizes to the screen (a root view, a cell), the
    /// common screens outside the range. Nil where there is none, or off iOS.
    private static func screens(outside range: SizeRange, engine: String) -> String? {
        guard engine == "UIKit", range.giver == .container || (range.giver == .cell && range.axis == .horizontal) else { return nil }
        // One size only: every screen but one that size is outside, which says nothing.
        if let lower = range.lower, let upper = range.upper, upper - lower < 1 { return nil }
        let outside = { (size: Double) in
            (range.lower.map { size < $0 } ?? false) || (range.upper.map { size > $0 } ?? false)
        }
        var sides: [(size: Double, text: String)] = []
        for screen in ScreenSize.common {
            for side in screen.sides(along: range.axis) where outside(side.size) {
                sides.append((side.size, "\(screen.name) in \(side.orientation) (\(NumberText.prose(side.size)) pt)"))
            }
        }
        // Nearest the range first: the screens a user is likeliest to meet it on.
        let distance = { (size: Double) in
            Swift.min(range.lower.map { abs($0 - size) } ?? .infinity, range.upper.map { abs($0 - size) } ?? .infinity)
        }
        let named = sides.sorted { distance($0.size) < distance($1.size) }.map(\.text)
        guard !named.isEmpty else { return nil }
        let shown = named.prefix(screensNamed)
        let more = named.count - shown.count
        let list = (Array(shown) + (more > 0 ? ["\(more) more of the common screens"] : [])).spokenList
        let dimension = range.axis == .horizontal ? "wide" : "tall"
        return "A view as \(dimension) as the screen conflicts on \(list)."
    }
}
