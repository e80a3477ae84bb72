import LayoutAnalysis
import LogParser

/// One minimal conflict as every format shows it.
package struct ConflictExplanation: Sendable {
    /// Indices into the report's entries, in printed order.
    package let entryIndices: [Int]
    package let axis: Axis?
    /// How far apart the two sides are, in points.
    package let discrepancy: Double
    /// `12 + 60 + 12 = 84, but 44`.
    package let proof: String
    /// `conflict`, `conflict 2 of 7`, `conflict 2 of at least 18`.
    package let title: String
    /// `Cell (vertical)`: the view the conflict is about, and its axis.
    package let subject: String
    /// `UIKit broke ImageView.height == 60`, for a heading: on the first
    /// conflict, and on any the broken constraint belongs to.
    package let brokenNote: String?
    /// `These 3 constraints cannot all hold:`, before the list.
    package let lead: String
    /// The conflict's constraints, lettered, in printed order.
    package let constraints: [ExplainedConstraint]
    /// The arithmetic in words.
    package let why: String
    /// The sizes a container gives at which the conflict's constraints hold
    /// (`SizeRange`), each checked at its bounds; empty where no such size takes part.
    package let holdsWhen: [ExplainedSizeRange]
    /// The conflicts this one stands for, when some of its constraints are
    /// interchangeable with others (a row's equal widths); nil otherwise.
    package let family: ExplainedFamily?
    /// The chain against its container, to write in a line or draw
    /// (`ChainRuler`), when the conflict is of that shape.
    package let ruler: RulerChain?
    package var action: Suggestion.Action { verdict.action }
    /// The entries to change (empty when the app cannot change any).
    var changed: [Int] { verdict.changed }
    package let fix: String
    /// The fix applied to the model and solved again ("With the fix, …");
    /// nil where there is no change the model can apply.
    package let afterFix: FixOutcome?
    /// The fix as code, in each dialect the constraint may come from; the
    /// first is the one the log points to (`AppLanguage`).
    package let code: [CodeFix]
    /// `File.swift:96: warning: …`, when the log says where the constraint was made.
    package let warning: String?
    /// The fix in a few words, for summaries.
    package let shortFix: String
    /// What UIKit broke and what it left on screen; only with
    /// `ExplanationDetail.recovery`, and nil when the log does not say.
    package let recovery: String?
    /// Assumptions the verdict rests on, said plainly.
    package let caveats: [String]
    /// Whose it is, what to change and the rule that chose, decided once
    /// (`ConflictVerdict`): every format reads the owner from here.
    package let verdict: ConflictVerdict
    /// The component the conflict lies in, when it is wholly Apple's
    /// (`UIAlertController`); nil when the app has something to change.
    package var appleComponent: String? { verdict.owner.component?.name }
    /// `app`, `apple` or `harmless`, as JSON and the CI documents name it.
    package var ownerName: String { verdict.owner.name }
    /// The same for this conflict on every run (`ConflictFingerprint`).
    package let fingerprint: String
    /// The same for every conflict of its shape, whatever its constants (`ConflictKind`).
    package let kind: ConflictKind
    /// Not in the baseline given; nil without one.
    package let isNew: Bool?
    /// The app has something to fix: not Apple's alone, not a first layout's passing size.
    var isTheApps: Bool { verdict.owner == .app }
    /// The library whose code holds the change, where the log shows the
    /// constraint to change is surely that library's (`makers`: the report's, by entry).
    package func library(makers: [Maker?]) -> String? {
        guard isTheApps, let first = changed.first, makers.indices.contains(first), let maker = makers[first] else { return nil }
        return maker.degree == .sure ? maker.library : nil
    }
    /// LLDB commands that find the conflict's view and the constraint to change.
    package let debugger: [String]
    /// The layouts to draw; only with `ExplanationDetail.figures`, and nil
    /// when none can be laid out.
    package let figures: ConflictFigures?
}

/// One constraint of a conflict, as a reader sees it.
package struct ExplainedConstraint: Sendable {
    let entryIndex: Int
    /// `A`, `B`, …; past `Z`, the constraint's id.
    package let letter: String
    /// The log line it was printed on.
    package let line: Int
    /// The equation in pieces, so a format can mark the views' names.
    package let pieces: [EquationPiece]
    /// `yours (Cell.swift:88)`, `set by the table view (…)`.
    package let maker: String
    /// Where the app's source makes it, when a source tree was given and the place found.
    package let source: SourceMatch?
    /// `ImageView.height == 60`: the pieces joined once, as the facts, the
    /// list's column and its line each read it.
    package let equation: String

    init(entryIndex: Int, letter: String, line: Int, pieces: [EquationPiece], maker: String, source: SourceMatch?) {
        self.entryIndex = entryIndex
        self.letter = letter
        self.line = line
        self.pieces = pieces
        self.maker = maker
        self.source = source
        equation = pieces.map(\.text).joined()
    }
}

/// A piece of an equation's text: a view's name, with its colour, or the text between names.
package struct EquationPiece: Sendable {
    package let text: String
    /// The view's colour, the same wherever the report draws it; nil between names.
    package let colorSlot: Int?
}
