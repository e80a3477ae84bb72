extension Report {
    /// The same report read `offset` lines further down: every line number in
    /// it moved, nothing else changed. Only for reports whose notes quote no
    /// line number in their text.
    func moved(by offset: Int) -> Report {
        var report = self
        report.startLine += offset
        report.endLine += offset
        for index in report.lines.indices { report.lines[index].number += offset }
        for index in report.entries.indices { report.entries[index].line += offset }
        report.recovery?.line += offset
        for index in report.diagnostics.indices { report.diagnostics[index].line += offset }
        return report
    }
}
