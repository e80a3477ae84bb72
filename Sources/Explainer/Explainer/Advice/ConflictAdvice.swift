import LayoutAnalysis
import LogParser

/// The advice for one conflict: what fights, why, and what to do.
struct ConflictAdvice {
    let conflict: Conflict
    /// The entries listed with it: the conflict's, or those of every
    /// conflict one change resolves, when it says their shared fix.
    let shown: [Int]
    /// It says the fix of several conflicts, listed together.
    var isShared: Bool { shown != conflict.entryIndices }
    /// Letter of each entry in the conflict (`A`, `B`, …), in printed order.
    let letters: [Int: String]
    /// `Cell (vertical)`: the view the conflict is about, and its axis.
    let subject: String
    /// The model key of the view `subject` names.
    let subjectKey: ItemKey?
    /// `A + B + C make Cell 60 + 12 + 12 = 84 pt tall, but D fixes it at 44 pt — 40 pt apart.`
    let why: String
    /// For a family of conflicts: the lead that says what it stands for.
    let familyLead: String?
    /// Whose it is and what to change, decided once by the rules.
    let verdict: ConflictVerdict
    var action: Suggestion.Action { verdict.action }
    /// The entries to change (empty when the app cannot change any).
    var changed: [Int] { verdict.changed }
    let fix: String
    /// "With the fix, …" (the verdict's `afterFix` in words); nil where there is no change the model can apply.
    let afterFixSentence: String?
    /// The fix as code, in each dialect the constraint may come from.
    let code: [CodeFix]
    /// `File.swift:96: warning: …`, when the log says where the constraint was made.
    let warning: String?
    /// The fix in a few words, for summaries: `lower ImageView.width == 64 to priority 999`.
    let shortFix: String
    /// Assumptions the verdict rests on, said plainly.
    let caveats: [String]
    /// The component the conflict lies in, when it is wholly Apple's.
    var component: AppleComponent? { verdict.owner.component }
}
