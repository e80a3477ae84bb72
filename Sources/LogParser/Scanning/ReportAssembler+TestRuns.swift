/// `xcodebuild test` output: the test running when a report is printed
/// becomes its context, and a progress line another test runner printed
/// in the middle of a report is passed over (and said).
extension ReportAssembler {
    mutating func follow(_ testLine: XCTestLine, line: Int) {
        // A repeat's lines must be the first copy's, with nothing between them.
        if verbatim.isCapturing { verbatim.abandonCapture() }
        if draft != nil { draft!.passedTestLines.append(line) }
        switch testLine {
        case .caseStarted(let name): runningTest = name
        case .caseEnded(let name) where name == runningTest: runningTest = nil
        case .caseEnded, .suite: break
        }
    }

    /// The note on a report that test progress lines interrupted; nil when
    /// every such line came after its end.
    static func passedTestLinesNote(_ lines: [Int], in report: Report) -> Diagnostic? {
        let inside = lines.filter { $0 < report.endLine }
        guard let first = inside.first else { return nil }
        let count = inside.count == 1 ? "1 line" : "\(inside.count) lines"
        return Diagnostic(
            file: report.source, line: first, column: 1, severity: .note,
            message: "passed over \(count) of xcodebuild's test progress (`Test Case '…'`) printed in the middle of this report, "
                + "as parallel test runners do")
    }
}
