/// One log to read: where its bytes are, the name its reports are shown
/// under, and which test printed each line when the log itself does not
/// say (an app's own output in a test run's diagnostics).
struct LogInput {
    /// Where the bytes are read from.
    enum Bytes {
        case file(String)
        case standardInput
        /// Text handed in whole, read from memory.
        case text(String)
    }

    let bytes: Bytes
    /// `<stdin>`, the path, or where inside a result bundle the text was.
    let name: String
    /// The test running at a line, for reports printed without a `Test Case` line before them.
    var testAt: (@Sendable (Int) -> String?)? = nil

    init(path: String, name: String? = nil, testAt: (@Sendable (Int) -> String?)? = nil) {
        self.bytes = path == "-" ? .standardInput : .file(path)
        self.name = name ?? (path == "-" ? "<stdin>" : path)
        self.testAt = testAt
    }

    init(text: String, name: String) {
        self.bytes = .text(text)
        self.name = name
    }

    /// The file's path, or "-" for standard input; nil for text in memory.
    var path: String? {
        switch bytes {
        case .file(let path): path
        case .standardInput: "-"
        case .text: nil
        }
    }
}
