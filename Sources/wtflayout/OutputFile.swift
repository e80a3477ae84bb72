#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the output to a file, never over one of the inputs, and whole or
/// not at all (a temporary file renamed into place).
enum OutputFile {
    struct WriteError: Error {
        let message: String
    }

    static func save(_ text: String, to path: String, inputs: [String]) throws(WriteError) {
        let target = resolved(path)
        for input in inputs where input != "-" && resolved(input) == target {
            throw WriteError(message: "refusing to write to \(path): it is one of the inputs")
        }
        let temporary = path + ".wtflayout-partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        // The text's own UTF-8 storage: no second copy of a large document.
        var text = text
        var offset = 0
        while offset < text.utf8.count {
            let written = text.withUTF8 { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw WriteError(message: "cannot write \(path): \(reason)")
            }
            offset += written
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(message: "cannot write \(path): \(reason)")
        }
    }

    /// The real path of an existing file (symbolic links followed), else the path as given.
    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
