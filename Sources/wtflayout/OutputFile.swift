#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the output to a file piece by piece, never over one of the
/// inputs, and whole or not at all: the pieces go to a temporary file next
/// to it, renamed into place by `commit`. The temporary file is made when
/// the first piece comes, after the input is read, so stopping a long read
/// with Ctrl-C leaves nothing behind.
final class OutputFile {
    struct WriteError: Error {
        let message: String
    }

    let path: String
    private let temporary: String
    private var descriptor: Int32 = -1
    /// Why opening or writing failed; later pieces are not written.
    private var failure: String?

    /// Fails at once, before any input is read, when the file would be an
    /// input or cannot be created where it is to go.
    init(path: String, inputs: [String]) throws(WriteError) {
        let target = Self.resolved(path)
        for input in inputs where input != "-" && Self.resolved(input) == target {
            throw WriteError(message: "refusing to write to \(path): it is one of the inputs")
        }
        self.path = path
        temporary = path + ".wtflayout-partial"
        let probe = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard probe >= 0 else {
            throw WriteError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        close(probe)
        unlink(temporary)
    }

    func write(_ text: String) {
        guard failure == nil, openIfNeeded() else { return }
        if let code = writeAll(text, to: descriptor) { failure = String(cString: strerror(code)) }
    }

    /// Puts the file in place, or removes the partial one and says why not.
    func commit() throws(WriteError) {
        if failure == nil { _ = openIfNeeded() }  // an empty document is still a file
        if descriptor >= 0, close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(message: "cannot write \(path): \(failure)")
        }
    }

    private func openIfNeeded() -> Bool {
        guard descriptor < 0 else { return true }
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if descriptor < 0 { failure = String(cString: strerror(errno)) }
        return descriptor >= 0
    }

    /// The real path of an existing file (symbolic links followed), else the path as given.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
