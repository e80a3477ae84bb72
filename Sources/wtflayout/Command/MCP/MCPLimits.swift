/// How much one request may ask the server to read. The command reads
/// logs of any size; an answer to a model is one message, so the logs a
/// call reads are bounded, and said in plain words when over. Each report
/// inside keeps the reading's own limits (`ReadingLimits`: entries, lines).
enum MCPLimits {
    /// A message line longer than this is refused unread.
    static let largestMessage = 16 << 20
    /// Log text given inline.
    static let largestLogText = 8 << 20
    /// A log file, or a diagnostics folder's console texts together.
    static let largestLogFiles = 64 << 20

    /// `12.5 MiB`.
    static func mebibytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
    }
}
