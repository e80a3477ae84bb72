#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the output to a file piece by piece, never over one of the
/// inputs, and whole or not at all: the pieces go to a temporary file of a
/// name of its own next to it (made only when the first piece comes, after
/// the input is read, so a read stopped with Ctrl-C leaves nothing behind),
/// renamed into place by `commit`.
final class OutputFile {
    let path: String
    private var temporary: (descriptor: Int32, path: String)?
    /// Why making or writing the temporary file failed; later pieces are not written.
    private var failure: String?

    /// Fails at once, before any input is read, when the file would be an
    /// input, is a folder, or cannot be made where it is to go.
    init(path: String, inputs: [String]) throws(CommandFailure) {
        let target = Self.resolved(path)
        for input in inputs where input != "-" && Self.resolved(input) == target {
            throw CommandFailure(message: "refusing to write to \(path): it is one of the inputs")
        }
        self.path = path
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw CommandFailure(message: "cannot write \(path): it is a directory")
        }
        // A trial temporary file, removed at once: the folder must take one.
        guard let trial = Self.makeTemporary(for: path) else {
            throw CommandFailure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        close(trial.descriptor)
        unlink(trial.path)
    }

    func write(_ text: String) {
        guard failure == nil, let descriptor = openIfNeeded() else { return }
        if let code = FileTransfer.writeAll(text, to: descriptor) { failure = String(cString: strerror(code)) }
    }

    /// Puts the file in place, or removes the partial one and says why not.
    func commit() throws(CommandFailure) {
        if failure == nil { _ = openIfNeeded() }  // an empty document is still a file
        if let temporary {
            if close(temporary.descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
            if failure == nil, rename(temporary.path, path) != 0 { failure = String(cString: strerror(errno)) }
            if failure != nil { unlink(temporary.path) }
        }
        if let failure { throw CommandFailure(message: "cannot write \(path): \(failure)") }
    }

    /// Leaves the file as it was: the output turned out wrong.
    func discard() {
        guard let temporary else { return }
        close(temporary.descriptor)
        unlink(temporary.path)
    }

    private func openIfNeeded() -> Int32? {
        if let temporary { return temporary.descriptor }
        temporary = Self.makeTemporary(for: path)
        if temporary == nil { failure = String(cString: strerror(errno)) }
        return temporary?.descriptor
    }

    /// `PATH.wtflayout-XXXXXX`, with the permissions a new file gets here
    /// (`mkstemp` makes it private to the user).
    private static func makeTemporary(for path: String) -> (descriptor: Int32, path: String)? {
        guard let file = FileTransfer.makeTemporary(prefix: "\(path).wtflayout-") else { return nil }
        let mask = umask(0)
        umask(mask)
        fchmod(file.descriptor, 0o666 & ~mask)
        return file
    }

    /// The real path of an existing file (symbolic links followed), else the path as given.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
