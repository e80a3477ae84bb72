import Rendering

extension OutputFormat {
    /// The explanation a person reads on a terminal; live under `--follow`.
    static let text = OutputFormat(
        name: "text", help: [], fileExtension: nil, compactsBigLogs: false,
        live: LiveWriting(called: "text") { TextRenderer(style: $0.style, width: $0.width, extras: $0.extras) },
        document: { TextRenderer(style: $0.style, width: $0.width, extras: $0.extras) })
}
