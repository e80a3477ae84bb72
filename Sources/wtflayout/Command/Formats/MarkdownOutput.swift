import Rendering

extension OutputFormat {
    /// A report to paste into an issue (`--markdown`).
    static let markdown = OutputFormat(
        name: "markdown", help: [], fileExtension: nil, compactsBigLogs: true, live: nil,
        document: { MarkdownRenderer(links: $0.links, fullReportLimit: $0.fullReportLimit) })
}
