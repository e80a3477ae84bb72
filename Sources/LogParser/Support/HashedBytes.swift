#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes with their (seeded) hash, computed once in one pass: a dictionary
/// key whose lookup and insertion reuse the hash, and whose equality is a
/// `memcmp` (the generic `==` compares kilobytes byte by byte).
struct HashedBytes: Hashable, Sendable {
    let bytes: [UInt8]
    private let hash: Int

    init(_ bytes: [UInt8]) {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        self.bytes = bytes
        self.hash = hasher.finalize()
    }

    static func == (lhs: HashedBytes, rhs: HashedBytes) -> Bool {
        guard lhs.hash == rhs.hash, lhs.bytes.count == rhs.bytes.count else { return false }
        guard !lhs.bytes.isEmpty else { return true }
        return lhs.bytes.withUnsafeBufferPointer { left in
            rhs.bytes.withUnsafeBufferPointer { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
