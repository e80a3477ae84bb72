extension Report {
    /// The same report read `offset` lines further down: every line number in
    /// it moved, nothing else changed. Only for reports whose notes quote no
    /// line number in their text.
    ///
    /// Each array is built anew (`map`) rather than changed in place: it is
    /// shared with the report moved, and changing it would copy it first.
    func moved(by offset: Int) -> Report {
        var report = self
        report.startLine += offset
        report.endLine += offset
        report.lines = lines.map { SourceLine(number: $0.number + offset, text: $0.text) }
        report.entries = entries.map { $0.moved(by: offset) }
        report.recovery = recovery?.moved(by: offset)
        report.diagnostics = diagnostics.map { diagnostic in
            var moved = diagnostic
            moved.line += offset
            return moved
        }
        return report
    }
}

extension ListEntry {
    fileprivate func moved(by offset: Int) -> ListEntry {
        ListEntry(text: text, line: line + offset, column: column, parsed: parsed)
    }
}
