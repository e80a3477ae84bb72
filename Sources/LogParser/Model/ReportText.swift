#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text a report was read from, when the scanner could keep it: its
/// lines from the header phrase on (the header line's prefix, a timestamp
/// that changes every time, left out bar the platform it names). Reports
/// read from equal texts are the same report at other lines, so a repeat is
/// told by comparing bytes instead of reports.
///
/// A class: every repeat of a text shares the one copy, and two references to
/// it compare equal at once (`===`) without comparing the bytes.
public final class ReportText: Hashable, Sendable {
    let bytes: [UInt8]
    private let hash: Int

    init(bytes: [UInt8]) {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        self.bytes = bytes
        self.hash = hasher.finalize()
    }

    /// Its size, for callers that bound the memory the texts they keep take.
    public var byteCount: Int { bytes.count }

    public static func == (lhs: ReportText, rhs: ReportText) -> Bool {
        guard lhs !== rhs else { return true }
        guard lhs.hash == rhs.hash, lhs.bytes.count == rhs.bytes.count else { return false }
        guard !lhs.bytes.isEmpty else { return true }
        // `memcmp`: the generic `==` compares a few kilobytes byte by byte.
        return lhs.bytes.withUnsafeBufferPointer { left in
            rhs.bytes.withUnsafeBufferPointer { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
