/// One log to read: where its bytes are, the name its reports are shown
/// under, and which test printed each line when the log itself does not
/// say (an app's own output in a test run's diagnostics).
struct LogInput {
    /// A file's path, or "-" for standard input.
    let path: String
    /// `<stdin>`, the path, or where inside a result bundle the text was.
    let name: String
    /// The test running at a line, for reports printed without a `Test Case` line before them.
    var testAt: (@Sendable (Int) -> String?)? = nil

    init(path: String, name: String? = nil, testAt: (@Sendable (Int) -> String?)? = nil) {
        self.path = path
        self.name = name ?? (path == "-" ? "<stdin>" : path)
        self.testAt = testAt
    }
}
