#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a descriptor as they arrive (stdio's messages), a line
/// break ending each (`\r\n` too); a line longer than `longest` is
/// skipped to its end and said to be too long, so memory stays bounded.
struct MessageLines {
    enum Line: Equatable {
        case message(String)
        case tooLong
    }

    let descriptor: Int32
    let longest: Int
    private var pending: [UInt8] = []
    /// Where the next line starts in `pending`: taken lines are dropped once per read, not once per line.
    private var start = 0
    /// How far `pending` is known to hold no line break.
    private var searched = 0
    private var overflowed = false
    private var ended = false

    init(descriptor: Int32, longest: Int) {
        self.descriptor = descriptor
        self.longest = longest
    }

    mutating func next() -> Line? {
        while true {
            if let newline = pending[max(start, searched)...].firstIndex(of: 0x0A) {
                defer { (start, searched, overflowed) = (newline + 1, newline + 1, false) }
                return newline - start > longest ? .tooLong : line(pending[start..<newline])
            }
            searched = pending.count
            if pending.count - start > longest {
                overflowed = true
                (pending, start, searched) = ([], 0, 0)
            }
            if ended {
                guard start < pending.count || overflowed else { return nil }
                defer { (pending, start, searched, overflowed) = ([], 0, 0, false) }
                return pending.count - start > longest ? .tooLong : line(pending[start...])
            }
            pending.removeSubrange(..<start)
            (searched, start) = (searched - start, 0)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                ended = true
            } else {
                pending += chunk[0..<count]
            }
        }
    }

    private func line(_ bytes: ArraySlice<UInt8>) -> Line {
        guard !overflowed else { return .tooLong }
        let text = bytes.last == 0x0D ? bytes.dropLast() : bytes
        return .message(String(decoding: text, as: UTF8.self))
    }
}
