import Explainer
import LogParser

/// `--format github`: an annotation per distinct conflict, as workflow
/// commands GitHub Actions turns into annotations on the run (and on the
/// file, when the log names where the constraint was made). The app's
/// conflicts are errors, Apple's and those a baseline knows warnings, a
/// passing first layout's notices.
///
/// Its parts are the Markdown report's: the command appends that report to
/// the job's step summary (`$GITHUB_STEP_SUMMARY`) from the same parts.
package struct GitHubRenderer: DocumentFormat {
    private let markdown: MarkdownRenderer

    /// `links`: where the step summary's places of the source link (the repository's pages).
    package init(links: SourceLinks? = nil) { markdown = MarkdownRenderer(links: links) }

    package var quotesReportLines: Bool { markdown.quotesReportLines }
    package var detail: ExplanationDetail { markdown.detail }

    package func part(_ explanation: ReportExplanation) -> RenderedReport<String> { markdown.part(explanation) }

    package func opening(_ groups: [ReportFacts.Group]) -> String { "" }

    /// The annotations are the run's distinct conflicts: written at the end.
    package func section(_ part: RenderedReport<String>, number: Int, alsoAtLines: [Int]) -> String { "" }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        (Self.commands(groups).map(\.line) + ["wtflayout: \(RunSummary.sentence(groups))"]).asLines
    }

    /// One command per distinct conflict, in order of first appearance, and
    /// one per report without a conflict to show.
    static func commands(_ groups: [ReportFacts.Group]) -> [WorkflowCommand] {
        let occurrences = DistinctConflict.occurrences(in: groups)
        var seen: Set<String> = []
        var commands: [WorkflowCommand] = []
        for group in groups {
            let facts = group.kept
            guard !facts.conflicts.isEmpty else {
                commands.append(
                    WorkflowCommand(
                        level: facts.wasRead ? .notice : .warning,
                        properties: [("title", "Auto Layout report")], message: "\(facts.location): \(facts.oneLine)"))
                continue
            }
            for conflict in facts.conflicts where seen.insert(conflict.fingerprint).inserted {
                commands.append(command(conflict, in: facts, seen: occurrences[conflict.fingerprint] ?? 1))
            }
        }
        return commands
    }

    private static func command(_ conflict: ConflictFacts, in facts: ReportFacts, seen: Int) -> WorkflowCommand {
        let level: WorkflowCommand.Level =
            switch conflict.owner {
            case .app: conflict.isNew == false ? .warning : .error
            case .apple: .warning
            case .harmless, .none: .notice
            }
        var properties: [(name: String, value: String)] = []
        if let location = conflict.codeLocation {
            properties += [("file", location.path), ("line", String(location.line))]
        }
        properties.append(("title", "Auto Layout \(conflict.heading): \(conflict.shortFix)"))
        var first = "\(facts.location): \(conflict.heading)"
        if seen > 1 { first += " (seen \(seen) times)" }
        if let test = facts.testCase { first += "; printed while the test \(test) ran" }
        let lines = [first] + conflict.constraints.map { "  " + $0 } + ["Why: " + conflict.why, "Fix: " + conflict.fix]
        return WorkflowCommand(level: level, properties: properties, message: lines.joined(separator: "\n"))
    }
}
