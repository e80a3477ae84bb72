/// Recent AppKit prints one conflict twice: `Conflicting constraints
/// detected: (…).`, its one-line recovery, then the classic report with the
/// same list. Read apart, the first copy is a report without a recovery
/// ("not whole") and the conflict counts twice. A report with no recovery is
/// held until the next one is read: where that one lists the same
/// constraints (by address, in order) and starts right after it, the two
/// are one report, kept as the second, which has the recovery.
struct ListPrintedTwice {
    private var held: Report?

    /// At most this many lines between the copies: the one-line recovery and a blank.
    static let linesBetween = 3

    /// The reports the assembler finished, with a copy folded into the report that repeats it.
    mutating func pass(_ finished: [Report]) -> [Report] {
        var out: [Report] = []
        for report in finished {
            if let first = held {
                held = nil
                if Self.repeats(report, first) {
                    out.append(Self.merged(first, into: report))
                    continue
                }
                out.append(first)
            }
            if report.recovery == nil, !report.entries.isEmpty, !report.isRedacted {
                held = report
            } else {
                out.append(report)
            }
        }
        return out
    }

    /// End of input: the report held, if any.
    mutating func finish() -> [Report] {
        defer { held = nil }
        return held.map { [$0] } ?? []
    }

    private static func repeats(_ second: Report, _ first: Report) -> Bool {
        second.recovery != nil && second.entries.count == first.entries.count
            && second.startLine > first.endLine && second.startLine - first.endLine <= linesBetween
            && zip(first.entries, second.entries).allSatisfy { pair in
                guard let a = address(pair.0), let b = address(pair.1) else { return false }
                return a == b
            }
    }

    /// The entry's address as printed: the first `0x…` in its text (a cut entry keeps it).
    private static func address(_ entry: ListEntry) -> Substring? {
        let text = entry.text
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == "0", next < text.endIndex, text[next] == "x" {
                let digits = text[text.index(after: next)...].prefix { $0.isHexDigit }
                return digits.isEmpty ? nil : text[index..<digits.endIndex]
            }
            index = next
        }
        return nil
    }

    private static func merged(_ first: Report, into second: Report) -> Report {
        var report = second
        report.startLine = first.startLine
        report.lines = first.lines + second.lines
        report.diagnostics.append(
            Diagnostic(
                file: first.source, line: first.startLine, column: 1, severity: .note,
                message: "the same list is printed again from line \(second.startLine), with its recovery (recent AppKit prints "
                    + "a conflict twice): read as one report"))
        report.diagnostics.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return report
    }
}
