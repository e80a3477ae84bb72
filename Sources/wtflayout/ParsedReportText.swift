import LogParser

/// The parse of a report as text: one line per constraint in normalised form.
enum ParsedReportText {
    static func render(_ report: Report) -> String {
        var lines: [String] = []
        let state = report.isComplete ? "complete" : "incomplete: " + report.gaps.map(\.rawValue).joined(separator: ", ")
        let kind = report.isRedacted ? "redacted report" : "report"
        lines.append("\(report.source):\(report.startLine)  \(report.platform.rawValue) \(kind), "
                     + "\(report.entries.count) constraint\(report.entries.count == 1 ? "" : "s") (\(state))")
        for (index, entry) in report.entries.enumerated() {
            lines.append("  C\(index + 1)  line \(entry.line)  " + describe(entry))
        }
        if let recovery = report.recovery {
            let id = report.brokenEntryIndex.map { "C\($0 + 1)" } ?? "not in the list"
            lines.append("  UIKit breaks: \(id)  " + describe(recovery))
        }
        for diagnostic in report.diagnostics {
            lines.append("  \(diagnostic)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ entry: ListEntry) -> String {
        guard let constraint = entry.constraint else {
            return "unreadable: \(entry.failure?.message ?? "")"
        }
        var text = constraint.equation.description
        if !constraint.priority.isRequired { text += " @\(constraint.priority.value.formatted)" }
        var notes = [constraint.className]
        if let identifier = constraint.identifier { notes.append("'\(identifier)'") }
        if let mask = constraint.autoresizingMask { notes.append(mask.text) }
        if let location = constraint.sourceLocation { notes.append("\(location.fileName):\(location.line)") }
        return text + "    [" + notes.joined(separator: " ") + "]"
    }
}

extension Double {
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
