#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tail -F` for `--follow FILE`: the file's bytes as they are written,
/// read from its start, across truncation (read again from the start) and
/// replacement (log rotation: the new file at the path from its start).
struct FileFollower {
    enum Event {
        /// This many new bytes are in the buffer.
        case bytes(Int)
        /// The file began again (`was truncated…`): what was read is finished.
        case restarted(reason: String)
    }

    let path: String
    private var descriptor: Int32
    private var identity: (device: UInt64, inode: UInt64)
    private var offset: Int = 0
    /// How long to wait at the end of the file before looking again.
    private static let pollMicroseconds: UInt32 = 100_000

    /// Nil when the file cannot be opened (`errno` says why).
    init?(path: String) {
        self.path = path
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0, let status = Self.status(ofOpen: descriptor) else { return nil }
        // A folder opens, but never has a byte to read.
        guard status.st_mode & S_IFMT != S_IFDIR else {
            _ = closeDescriptor(descriptor)
            errno = EISDIR
            return nil
        }
        identity = Self.identity(status)
    }

    /// Waits until there is something to read or the file began again; nil
    /// once `stopped` says so.
    mutating func next(into buffer: inout [UInt8], stopped: () -> Bool) -> Event? {
        while !stopped() {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
                return .bytes(count)
            }
            if count < 0 && errno == EINTR { continue }
            // At the end: shorter than what was read means truncated…
            if let status = Self.status(ofOpen: descriptor), Int(status.st_size) < offset {
                lseek(descriptor, 0, SEEK_SET)
                offset = 0
                return .restarted(reason: "was truncated; reading it again from its start")
            }
            // …another file at the path means rotated (the old one was read to its end).
            if let status = Self.status(atPath: path), Self.identity(status) != identity {
                let current = Self.identity(status)
                let replacement = open(path, O_RDONLY)
                if replacement >= 0 {
                    _ = closeDescriptor(descriptor)
                    descriptor = replacement
                    identity = current
                    offset = 0
                    return .restarted(reason: "was replaced; reading the new file from its start")
                }
            }
            usleep(Self.pollMicroseconds)
        }
        return nil
    }

    func close() { _ = closeDescriptor(descriptor) }

    private static func status(ofOpen descriptor: Int32) -> stat? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status : nil
    }

    private static func status(atPath path: String) -> stat? {
        var status = stat()
        return stat(path, &status) == 0 ? status : nil
    }

    /// Which file it is: another at the same path is a rotated log.
    private static func identity(_ status: stat) -> (device: UInt64, inode: UInt64) {
        (UInt64(status.st_dev), UInt64(status.st_ino))
    }
}

/// `close(2)`, out of reach of the struct's own `close()`.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.close(descriptor)
    #else
        Darwin.close(descriptor)
    #endif
}
