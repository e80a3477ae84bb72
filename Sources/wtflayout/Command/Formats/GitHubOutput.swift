import Rendering

extension OutputFormat {
    /// GitHub Actions' workflow commands, chosen by itself inside a job (`CommandOptions.resolvedFormat`).
    static let github = OutputFormat(
        name: "github",
        help: [
            "github: a GitHub Actions annotation per distinct conflict (the app's are errors, at the file and line",
            "when the log names them; Apple's and known ones warnings, passing ones notices), and the Markdown",
            "report added to $GITHUB_STEP_SUMMARY; chosen by itself inside a GitHub Actions job",
            "(GITHUB_ACTIONS=true) when stdout is a pipe.",
        ],
        fileExtension: nil, compactsBigLogs: false, live: nil, document: { GitHubRenderer(links: $0.links) })
}
