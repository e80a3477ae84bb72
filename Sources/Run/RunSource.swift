import LogParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a run's console text comes from. A name on the command line (or
/// an agent's `path`) is one of the first four, told apart by what is
/// there when it is read; an agent's `log` is text handed in whole. A
/// live stream is a file or standard input read by a live run.
package enum RunSource: Sendable, Equatable {
    /// A log file.
    case file(String)
    /// Standard input, to its end (`-`).
    case standardInput
    /// A folder of a test run's exported diagnostics: every console text in it.
    case diagnosticsFolder(String)
    /// An Xcode result bundle (`.xcresult`): its console log and diagnostics.
    case resultBundle(String)
    /// Console text handed in whole, read under `name`.
    case text(String, name: String)

    /// What a name given to read stands for: `-` is standard input; a
    /// folder is a result bundle by its extension, else a diagnostics
    /// folder; anything else is a file (which may not exist: its reading
    /// says so).
    package static func named(_ path: String) -> RunSource {
        guard path != "-" else { return .standardInput }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return .file(path) }
        return InputForm.withoutTrailingSlashes(path).hasSuffix(".xcresult") ? .resultBundle(path) : .diagnosticsFolder(path)
    }

    /// The name as it was given: a path, `-`, or the text's name.
    package var name: String {
        switch self {
        case .file(let path), .diagnosticsFolder(let path), .resultBundle(let path): path
        case .standardInput: "-"
        case .text(_, let name): name
        }
    }
}
