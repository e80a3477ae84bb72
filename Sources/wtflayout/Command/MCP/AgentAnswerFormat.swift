import Rendering

extension OutputFormat {
    /// What `explain_conflicts` answers: `--json`'s document, but compact
    /// past the limit of the HTML page (each kind's first report in full,
    /// every kind counted, what was left out said), as a model reads the
    /// answer whole and its client checks it against the schema.
    static let agentAnswer = OutputFormat(
        name: "json", help: [], fileExtension: nil, compactsBigLogs: true, live: nil,
        document: { _ in JSONRenderer(fullReportLimit: ReportDetailPlan.defaultLimit) })
}
