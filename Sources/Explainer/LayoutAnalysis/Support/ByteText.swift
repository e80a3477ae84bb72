/// Text built as UTF-8 bytes and made a string once. A string's own
/// `append` checks and grows the string at each piece, and a report's
/// signatures and kinds are built from a dozen pieces per constraint.
package struct ByteText {
    private var bytes: [UInt8] = []

    package init(capacity: Int) { bytes.reserveCapacity(capacity) }

    package mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    package mutating func append(byte: UInt8) { bytes.append(byte) }

    package var string: String { String(decoding: bytes, as: UTF8.self) }
}
