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
    /// parts, which are the Markdown report's. A failure is said, not fatal:
    /// the annotations are out already.
    static func appendStepSummary<Stored>(
        _ groups: [RenderedReport<Stored>.Group], diagnostics: [Diagnostic], text: (Stored) throws -> String,
        to path: String, console: Console
    ) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            console.printError("cannot add to the step summary \(path): \(String(cString: strerror(errno)))")
            return
        }
        defer { close(descriptor) }
        var failed = false
        do {
            try MarkdownRenderer().write(groups, diagnostics: diagnostics, text: text) { piece in
                if !failed, FileTransfer.writeAll(piece, to: descriptor) != nil { failed = true }
            }
        } catch {
            failed = true
        }
        if failed { console.printError("the step summary \(path) is incomplete: a write failed") }
    }

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
