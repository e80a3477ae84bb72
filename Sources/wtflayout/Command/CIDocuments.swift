import Explainer
import LogParser
import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The documents a CI job asks for beside the output: the Markdown report
/// appended to GitHub's step summary, and JUnit XML for other services.
enum CIDocuments {
    /// Appends the Markdown report to the file GitHub Actions shows as the
    /// step's summary (`$GITHUB_STEP_SUMMARY`), made from the GitHub format's
    /// parts, which are the Markdown report's. GitHub drops a step's summary
    /// over 1 MiB whole, what the step wrote before included, so a big log's
    /// is made smaller until it fits in what is left: fewer worked reports,
    /// fewer rows. A failure is said, not fatal: the annotations are out already.
    static func appendStepSummary<Stored>(
        _ groups: [RenderedReport<Stored>.Group], diagnostics: [Diagnostic], text: (Stored) throws -> String,
        to path: String, console: Console, limit: Int = stepSummaryBytes
    ) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            console.printError("cannot add to the step summary \(path): \(String(cString: strerror(errno)))")
            return
        }
        defer { close(descriptor) }
        let room = limit - max(0, Int(lseek(descriptor, 0, SEEK_END)))
        var summary = ""
        do {
            for renderer in stepSummaryRenderers {
                summary = ""
                try renderer.write(groups, diagnostics: diagnostics, text: text) { summary += $0 }
                if summary.utf8.count <= room { break }
            }
        } catch {
            console.printError("the step summary \(path) is not written: a report's stored text could not be read")
            return
        }
        if summary.utf8.count > room {
            console.printError(
                "the step summary would be \(summary.utf8.count) bytes, more than the \(max(0, room)) GitHub takes "
                    + "beside what the step wrote before: not written")
            return
        }
        if FileTransfer.writeAll(summary, to: descriptor) != nil {
            console.printError("the step summary \(path) is incomplete: a write failed")
        }
    }

    /// GitHub's limit is 1 MiB (1,048,576 bytes) per step.
    static let stepSummaryBytes = 1 << 20

    /// The report as `--markdown` writes it, then smaller ones: compact past
    /// 20 distinct reports (or 3), with at most that many worked reports, and
    /// at most 500 rows (or 100) in each table.
    private static let stepSummaryRenderers = [
        MarkdownRenderer(),
        MarkdownRenderer(fullReportLimit: 20, reportRowLimit: 500),
        MarkdownRenderer(fullReportLimit: 3, reportRowLimit: 100),
    ]

    /// Writes the JUnit XML whole, or says why not; returns whether it was written.
    static func writeJUnit<Kept>(
        _ groups: [DistinctReports<Kept>.Group], facts: (Kept) -> ReportFacts, to path: String, inputs: [String], console: Console
    ) -> Bool {
        do {
            let file = try OutputFile(path: path, inputs: inputs)
            file.write(JUnitReport.xml(groups.map { ReportFacts.Group(kept: facts($0.kept), alsoAtLines: $0.alsoAtLines) }))
            try file.commit()
            return true
        } catch {
            console.printError(error.message)
            return false
        }
    }
}
