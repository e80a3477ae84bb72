/// Something the parser could not read, or noticed, with where it happened.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    enum Severity: String, Hashable, Sendable {
        /// Part of the input could not be read.
        case error
        /// Read, but something about it deserves a look (a duplicate, a cut line).
        case note
    }

    package var file: String
    package var line: Int
    /// 1-based, in characters of the original line.
    package var column: Int
    var severity: Severity
    package var message: String

    init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// Part of the input could not be read, as opposed to a note.
    package var isError: Bool { severity == .error }

    /// `crash.log:14:9: expected an attribute …`, the form editors and terminals link.
    package var description: String {
        "\(file):\(line):\(column): \(severity == .error ? "error" : "note"): \(message)"
    }
}
