import Explainer
import LogParser

/// `--brief`: exactly a line per distinct conflict (where it was first
/// seen, the view it is about, the fix in a few words and where the code
/// makes the constraint to change when that is known, and how many times
/// it was seen), then one summary line. A report without a conflict
/// gets a line only when it still has something to change (a constraint
/// listed twice); the others are counted in the summary. For a log too
/// long to read whole.
package struct BriefRenderer: EndOnlyFormat {
    let style: TextStyle

    /// Not wrapped to a width: each line is one conflict, for a reader and for `grep`.
    package init(style: TextStyle = .plain) {
        self.style = style
    }

    package func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        guard !groups.isEmpty else { return "" }
        var lines: [(text: String, count: Int)] = []
        var lineOfConflict: [String: Int] = [:]
        var withoutConflict = 0
        for group in groups {
            let facts = group.kept
            guard !facts.conflicts.isEmpty else {
                if facts.copyToRemove != nil {
                    lines.append(("\(facts.location)  \(facts.oneLine)", group.occurrences))
                } else {
                    withoutConflict += 1
                }
                continue
            }
            for conflict in facts.conflicts {
                if let line = lineOfConflict[conflict.fingerprint] {
                    lines[line].count += group.occurrences
                } else {
                    lineOfConflict[conflict.fingerprint] = lines.count
                    // Where the code makes the constraint to change, when the log or the source tree says for sure.
                    let place = conflict.codeLocation.map { " (\($0.path):\($0.line))" } ?? ""
                    lines.append(("\(facts.location)  \(conflict.heading): \(conflict.shortFix)\(place)", group.occurrences))
                }
            }
        }
        let others = withoutConflict == 0 ? "" : " (run without --brief to see why)"
        return lines.map { $0.text + ($0.count > 1 ? " (x\($0.count))" : "") + "\n" }.joined()
            + style.bold(TextRenderer.summaryHeading(groups) + others) + "\n"
    }
}
