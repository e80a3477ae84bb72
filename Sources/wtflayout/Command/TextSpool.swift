import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the rendered parts of a document wait for the end of the input (the
/// header counts every report, so nothing can be written before): a
/// temporary file, unlinked at once so it goes with the process. Memory is
/// then what the parts' facts take, not their text; 2,000 distinct reports
/// make a 28 MB HTML page. Short texts, and any text the file cannot take
/// (no temporary directory, a full disk), stay in memory.
final class TextSpool: @unchecked Sendable {
    enum Stored: Sendable {
        case file(offset: Int, count: Int)
        case memory(String)
    }

    /// Shorter texts are not worth a system call each way.
    private static let shortest = 256

    private let descriptor: Int32
    private let lock = NSLock()
    private var end = 0

    /// `directory`: where the temporary file goes (`TMPDIR`).
    init(directory: String) {
        let file = FileTransfer.makeTemporary(prefix: "\(directory)/wtflayout-")
        descriptor = file?.descriptor ?? -1
        if let file { unlink(file.path) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Called from the analysing threads: each text gets its own stretch of the file.
    func store(_ text: String) -> Stored {
        let count = text.utf8.count
        guard descriptor >= 0, count >= Self.shortest else { return .memory(text) }
        let offset = lock.withLock {
            defer { end += count }
            return end
        }
        var text = text
        let stored = text.withUTF8 { bytes in
            FileTransfer.all(count) { done in pwrite(descriptor, bytes.baseAddress! + done, count - done, off_t(offset + done)) }
        }
        return stored == nil ? .file(offset: offset, count: count) : .memory(text)
    }

    struct ReadError: Error {}

    /// The text as stored; throws when the file fails to give it back (a
    /// failing disk: the file is this process's own and unlinked).
    func text(_ stored: Stored) throws(ReadError) -> String {
        switch stored {
        case .memory(let text):
            return text
        case .file(let offset, let count):
            var complete = false
            let text = String(unsafeUninitializedCapacity: count) { buffer in
                complete =
                    FileTransfer.all(count) { done in
                        pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                    } == nil
                return complete ? count : 0
            }
            guard complete else { throw ReadError() }
            return text
        }
    }
}
