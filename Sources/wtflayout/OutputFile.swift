#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the output to a file piece by piece, never over one of the
/// inputs, and whole or not at all: the pieces go to a temporary file next
/// to it, renamed into place by `commit`.
final class OutputFile {
    struct WriteError: Error {
        let message: String
    }

    let path: String
    private let temporary: String
    private let descriptor: Int32
    /// Why a write failed; later pieces are not written.
    private var failure: String?

    /// Fails at once (before any input is read) when the file would be an
    /// input or cannot be created.
    init(path: String, inputs: [String]) throws(WriteError) {
        let target = Self.resolved(path)
        for input in inputs where input != "-" && Self.resolved(input) == target {
            throw WriteError(message: "refusing to write to \(path): it is one of the inputs")
        }
        self.path = path
        temporary = path + ".wtflayout-partial"
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    func write(_ text: String) {
        guard failure == nil else { return }
        if let code = writeAll(text, to: descriptor) { failure = String(cString: strerror(code)) }
    }

    /// Puts the file in place, or removes the partial one and says why not.
    func commit() throws(WriteError) {
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(message: "cannot write \(path): \(failure)")
        }
    }

    /// The real path of an existing file (symbolic links followed), else the path as given.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
