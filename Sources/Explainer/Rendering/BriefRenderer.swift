import Explainer
import LogParser

/// `--brief`: exactly a line per kind of conflict (`ConflictKinds`: where
/// it was first seen, the view it is about, the fix in a few words and
/// where the code makes the constraint to change when that is known, how
/// many reports show it and the constants that vary among them), then one
/// summary line. A log of 20,000 reports of a few layouts is a few lines. A
/// report without a conflict gets a line only when it still has something
/// to say (a constraint listed twice, or that its constraints are all
/// Apple's); the others are counted in the summary. For a log too long to read whole.
package struct BriefRenderer: EndOnlyFormat {
    let style: TextStyle

    /// Not wrapped to a width: each line is one conflict, for a reader and for `grep`.
    package init(style: TextStyle = .plain) {
        self.style = style
    }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        guard !groups.isEmpty else { return "" }
        var lines: [String] = []
        var withoutConflict = 0
        for group in groups where group.kept.conflicts.isEmpty {
            // Still said in a line: a copy to remove, or whose a report cut
            // before its conflict shows is (not the app's: no line would read as
            // though nothing was found).
            if group.kept.copyToRemove != nil || group.kept.owner == .apple {
                lines.append("\(group.kept.location)  \(group.kept.oneLine)" + Self.times(group.occurrences))
            } else {
                withoutConflict += 1
            }
        }
        for kind in ConflictKinds(groups).kinds {
            // Where the code makes the constraint to change, when the log or the source tree says for sure.
            let place = kind.codeLocation.map { " (\($0.path):\($0.line))" } ?? ""
            let varying = kind.distinct > 1 && !kind.varying.isEmpty ? "; " + kind.varying.prefix(2).joined(separator: ", ") : ""
            lines.append("\(kind.location)  \(kind.heading): \(kind.shortFix)\(place)" + Self.times(kind.reports) + varying)
        }
        let others = withoutConflict == 0 ? "" : " (run without --brief to see why)"
        return lines.map { $0 + "\n" }.joined() + style.bold(TextRenderer.summaryHeading(groups) + others) + "\n"
    }

    /// ` (x3)` after a line seen more than once.
    private static func times(_ count: Int) -> String { count > 1 ? " (x\(count))" : "" }
}
