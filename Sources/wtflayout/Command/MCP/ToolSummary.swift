import Rendering

/// The text a tool's answer gives the model beside its data: a line per
/// conflict of each distinct report (where, why, what to change), or what
/// the report says when it shows none. Read from the `--json` document, so
/// the text and the data cannot disagree.
enum ToolSummary {
    static func lines(of reports: [JSONValue]) -> [String] {
        reports.flatMap { report -> [String] in
            let source = report["source"]
            let place = "\(source?["file"]?.stringValue ?? "?"):\(source?["line"]?.integerValue ?? 0)"
            let occurrences = report["occurrences"]?.integerValue ?? 1
            let repeats = occurrences > 1 ? " (seen \(occurrences) times)" : ""
            let conflicts = report["conflicts"]?.arrayValue ?? []
            guard !conflicts.isEmpty else { return ["\(place)\(repeats): \(report["explanation"]?.stringValue ?? "")"] }
            return conflicts.enumerated().map { number, conflict in
                let which = conflicts.count > 1 ? "conflict \(number + 1) of \(conflicts.count)" : "conflict"
                let subject = conflict["subject"]?.stringValue.map { " in \($0)" } ?? ""
                let said = [conflict["why"], conflict["fix"]].compactMap { $0?.stringValue }.joined(separator: " ")
                return "\(place)\(repeats): \(which)\(subject): \(said)"
            }
        }
    }
}
