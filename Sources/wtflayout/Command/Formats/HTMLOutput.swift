import Rendering

extension OutputFormat {
    /// One self-contained page for a bug ticket (`--html`): a file of its own on a terminal.
    static let html = OutputFormat(
        name: "html", help: [], fileExtension: "html", compactsBigLogs: true, live: nil,
        document: { HTMLRenderer(title: $0.title, links: $0.links, fullReportLimit: $0.fullReportLimit) })
}
