import Rendering

/// One output format as the command knows it: its name, what it can do,
/// and how it is made. The option parsing, the refusals, `--help` and the
/// runs read these facts; none of them names a format but through it.
struct OutputFormat: Sendable, Equatable {
    /// `--format NAME`.
    let name: String
    /// What `--format`'s help says of it, when its name is not enough.
    let help: [String]
    /// The file a terminal gets instead of the document (`crash.log` →
    /// `crash.html`), for a format that is a file to attach; nil for one read on screen.
    let fileExtension: String?
    /// Whether past `ReportDetailPlan.defaultLimit` distinct reports it
    /// shows each kind's first in full, so `--every-report` means something.
    let compactsBigLogs: Bool
    /// What `--follow` prints in it as reports arrive (`"JSON lines"`), or
    /// nil for a format written from a finished log.
    let live: LiveWriting?
    /// The document of a finished log.
    let document: @Sendable (FormatSettings) -> any DocumentFormat

    /// A format `--follow` can print: what it is called there, and how it is made.
    struct LiveWriting: Sendable {
        let called: String
        let make: @Sendable (FormatSettings) -> any LiveFormat
    }

    static func == (left: OutputFormat, right: OutputFormat) -> Bool { left.name == right.name }
}

/// What the run knows that a format may use: where it is written, the
/// app's source, the options that shape it.
struct FormatSettings: Sendable {
    var style = TextStyle(enabled: false)
    /// The terminal's columns, when written to one.
    var width: Int?
    /// `--verbose`, `--lldb`.
    var extras = TextExtras()
    var links: SourceLinks?
    /// The inputs' names, for a document's title.
    var title = ""
    var fullReportLimit = ReportDetailPlan.defaultLimit
    /// `--fail-on` was given: the app's conflicts fail the run.
    var appConflictsFail = false
    /// The folder paths are made relative to.
    var workingDirectory = ""
}
