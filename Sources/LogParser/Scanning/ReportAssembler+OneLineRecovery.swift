/// Recent AppKit's one-line recovery (`Will attempt to recover by breaking
/// <…>.`), printed just before its report: held, then adopted by the report
/// that follows or finished alone.
extension ReportAssembler {
    /// The report starting here takes the one-line recovery before it:
    /// its start, its line and (until its own recovery is read) its entry.
    mutating func adoptHeldRecovery() {
        guard let held = heldRecovery, draft != nil else { return }
        heldRecovery = nil
        draft!.report.startLine = held.report.startLine
        draft!.report.lines = held.report.lines + draft!.report.lines
        draft!.report.recovery = held.report.recovery
        draft!.recoveryUnboundNames = held.recoveryUnboundNames
        draft!.repairs.merge(held.repairs, uniquingKeysWith: +)
        draft!.report.diagnostics.append(
            Diagnostic(
                file: source, line: held.report.startLine, column: 1, severity: .note,
                message: "read the one-line 'Will attempt to recover by breaking <…>.' as this report's broken constraint "
                    + "(recent AppKit prints it just before the report)"))
    }

    /// A one-line recovery no report followed: a report of its own. No
    /// draft is open while one is held: a line holding anything releases it
    /// unless it starts with a header, and only a header's report begins
    /// without releasing it (`begin(at:keepingHeldRecovery:)`).
    mutating func releaseHeldRecovery() {
        guard let held = heldRecovery else { return }
        heldRecovery = nil
        draft = held
        finishReport()
    }
}
