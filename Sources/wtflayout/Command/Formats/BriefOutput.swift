import Rendering

extension OutputFormat {
    /// A line per distinct conflict and the summary (`--brief`), from the whole log.
    static let brief = OutputFormat(
        name: "brief", help: [], fileExtension: nil, compactsBigLogs: false, live: nil,
        document: { BriefRenderer(style: $0.style) })
}
