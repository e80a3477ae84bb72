import LogParser

/// What makes two reports "the same conflict": the same constraints up to
/// addresses and label text, as when a reused cell logs it again.
public enum ReportSignature {
    public static func of(_ report: Report) -> String {
        var numbering: [String: Int] = [:]
        func item(_ item: LayoutItem) -> String {
            let number = numbering[item.key] ?? numbering.count
            numbering[item.key] = number
            return "\(item.className ?? item.name ?? "?")#\(number)"
        }
        var parts: [String] = [report.isRedacted ? "redacted" : "list"]
        for entry in report.entries {
            guard let constraint = entry.constraint else {
                parts.append("?" + String(entry.text.split(separator: " ").dropFirst().joined(separator: " ")))
                continue
            }
            let equation = constraint.equation
            let anchors = equation.anchors.map { "\(item($0.item)).\($0.attribute.name)" }.joined(separator: ",")
            parts.append([constraint.className, constraint.identifier ?? "", anchors, equation.relation.rawValue,
                          equation.multiplier?.text ?? "", equation.constant.map { "\($0.value)" } ?? "",
                          "\(constraint.priority.value)", constraint.direction?.rawValue ?? ""].joined(separator: "|"))
        }
        if let broken = report.brokenEntryIndex { parts.append("broken:\(broken)") }
        return parts.joined(separator: "\n")
    }
}
