#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls the command's files share, with their retries in one place.
enum FileTransfer {
    /// Repeats a partial read or write (`step`, given the bytes done so far)
    /// until `count` bytes are done, going on after interruptions. Returns
    /// the `errno` of a step that failed (`EIO` for one that moved nothing:
    /// an end of file), nil when all were moved.
    static func all(_ count: Int, _ step: (_ done: Int) -> Int) -> Int32? {
        var done = 0
        while done < count {
            let moved = step(done)
            if moved < 0 && errno == EINTR { continue }
            guard moved > 0 else { return moved < 0 ? errno : EIO }
            done += moved
        }
        return nil
    }

    /// Writes all of `text` straight from the string's own UTF-8 storage (no
    /// copy of a large piece); the `errno` of a failed write, or nil.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes in
            all(bytes.count) { done in write(descriptor, bytes.baseAddress! + done, bytes.count - done) }
        }
    }

    /// Writes all of `bytes`; the `errno` of a failed write, or nil.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        return all(bytes.count) { done in write(descriptor, base + done, bytes.count - done) }
    }

    /// A new file named `prefix` plus six random characters (`mkstemp`:
    /// never an existing file, never a link followed), open for writing.
    static func makeTemporary(prefix: String) -> (descriptor: Int32, path: String)? {
        var template = Array("\(prefix)XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        return (descriptor, template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }
}
