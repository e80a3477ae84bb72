import LayoutAnalysis
import LogParser

/// What the run's CI documents (annotations, JUnit) keep of one listed
/// conflict: enough to name it, say whose it is and what to do, and
/// point at the code when the log names it. Kept for every distinct report
/// to the end of the run, so a few short strings.
package struct ConflictFacts: Sendable {
    package let fingerprint: String
    package let kind: ConflictKind
    /// `.app`, `.apple` or `.harmless` (a passing first layout's).
    package let owner: ReportOwner
    /// `conflict 1 of 2 in UIView (horizontal)`.
    package let heading: String
    /// `UIView (horizontal)`: the view it is about, and its axis.
    package let subject: String
    /// A line per constraint, as the text output lists them: `A  UILabel 'Total'.width == 150  yours`.
    package let constraints: [String]
    package let why: String
    package let fix: String
    /// The fix in a few words: `lower UILabel 'Total'.width == 150 to priority 999`.
    package let shortFix: String
    /// For Apple's conflicts: the component, as a developer knows it.
    package let appleComponent: String?
    /// Where the constraint to change was made: in the source tree, found for
    /// sure, else where the log says (SnapKit's `@File.swift#88`).
    package let codeLocation: CodeLocation?
    /// The same only where the source tree shows it: a path from the
    /// working folder, which a tool opens (the log's `File.swift` need not).
    package let foundLocation: CodeLocation?
    /// Against a baseline: whether it is new; nil without one.
    package let isNew: Bool?
    /// The rule of advice that chose the change: one of `rules`' names.
    package let rule: String
    /// The library the change is in, where the log shows the constraint to change is surely its own.
    package let library: String?

    /// Every rule of advice a conflict's `rule` can name, in the order they
    /// are tried, with its one-line summary: what a code-scanning report
    /// lists as its rules (SARIF).
    package static var rules: [(name: String, summary: String)] { AdviceRules.ordered.map { ($0.name, $0.summary) } }

    init(_ conflict: ConflictExplanation, report: Report, makers: [Maker?]) {
        fingerprint = conflict.fingerprint
        kind = conflict.kind
        owner = ReportOwner(conflict.verdict.owner)
        heading = "\(conflict.title) in \(conflict.subject)"
        subject = conflict.subject
        constraints = conflict.constraints.map { "\($0.letter)  \($0.equation)  \($0.maker)" }
        why = conflict.why
        fix = conflict.fix.sentenceCased
        shortFix = conflict.shortFix
        appleComponent = conflict.appleComponent
        // The constraint the fix changes first, else any of the conflict's.
        let located = (conflict.changed + conflict.entryIndices).lazy.compactMap {
            report.entries.indices.contains($0) ? report.entries[$0].constraint?.sourceLocation : nil
        }
        // Where the source tree shows, for sure, the constraint to change was made comes first: its path is the tree's.
        let found = conflict.changed.first.flatMap { changed in conflict.constraints.first { $0.entryIndex == changed } }?.source
        foundLocation = found.flatMap {
            $0.confidence == .exact && !$0.sites[0].isVendored ? CodeLocation(path: $0.sites[0].file, line: $0.sites[0].line) : nil
        }
        codeLocation = foundLocation ?? located.first
        isNew = conflict.isNew
        rule = conflict.verdict.rule
        library = conflict.library(makers: makers)
    }
}
