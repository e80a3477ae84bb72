/// The text a report was read from, when the scanner could keep it: its
/// lines from the header phrase on (the header line's prefix, a timestamp
/// that changes every time, left out bar the platform it names). Reports
/// read from equal texts are the same report at other lines, so a repeat is
/// told by comparing bytes instead of reports.
///
/// A class: every repeat of a text shares the one copy, and two references to
/// it compare equal at once (`===`) without comparing the bytes.
package final class ReportText: Hashable, Sendable {
    private let content: HashedBytes

    init(bytes: [UInt8]) {
        content = HashedBytes(bytes)
    }

    var bytes: [UInt8] { content.bytes }

    /// Its size, for callers that bound the memory the texts they keep take.
    package var byteCount: Int { content.bytes.count }

    package static func == (lhs: ReportText, rhs: ReportText) -> Bool {
        lhs === rhs || lhs.content == rhs.content
    }

    package func hash(into hasher: inout Hasher) {
        content.hash(into: &hasher)
    }
}
