import Rendering

extension OutputFormat {
    /// The analysis as data (`--json`); one report object per line under `--follow`.
    static let json = OutputFormat(
        name: "json", help: [], fileExtension: nil, compactsBigLogs: false,
        live: LiveWriting(called: "JSON lines") { _ in JSONRenderer(indent: nil) },
        document: { _ in JSONRenderer() })
}
