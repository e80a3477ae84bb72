import Rendering

extension OutputFormat {
    /// SARIF 2.1.0 for code scanning.
    static let sarif = OutputFormat(
        name: "sarif",
        help: [
            "sarif: SARIF 2.1.0 for code scanning, a result per distinct conflict (the app's warnings, errors",
            "with --fail-on; Apple's notes)",
        ],
        fileExtension: nil, compactsBigLogs: false, live: nil,
        document: { settings in
            SARIFRenderer(
                toolVersion: HelpText.versionNumber, appConflictsFail: settings.appConflictsFail,
                workingDirectory: settings.workingDirectory)
        })
}
