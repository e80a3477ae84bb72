import Explainer
import LogParser
import Rendering

@testable import Command

/// A format added the way a new one is: this file, and a line in a
/// catalogue. Tab-separated values, a row per distinct report (where, how
/// often, whose, its verdict), from a finished log only.
extension OutputFormat {
    static let tsv = OutputFormat(
        name: "tsv", help: ["tsv: a tab-separated row per distinct report."], fileExtension: nil, compactsBigLogs: false,
        live: nil, document: { _ in TSVRenderer() })
}

struct TSVRenderer: EndOnlyFormat {
    func closing(_ groups: [ReportFacts.Group], diagnostics: [Diagnostic]) -> String {
        let rows = groups.map { group in
            [group.kept.source, "\(group.kept.startLine)", "\(group.occurrences)", group.kept.owner.rawValue, group.kept.verdictName]
                .joined(separator: "\t")
        }
        return (["file\tline\toccurrences\towner\tverdict"] + rows).map { $0 + "\n" }.joined()
    }
}
