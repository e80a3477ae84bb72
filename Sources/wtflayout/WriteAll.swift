#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `text` to `descriptor` straight from the string's own UTF-8
/// storage (no copy of a large piece), going on after short writes and
/// interruptions. Returns the `errno` of a write that failed, nil when all
/// of it was written.
func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}
