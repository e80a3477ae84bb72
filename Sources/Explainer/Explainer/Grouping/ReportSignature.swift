import LogParser

/// What makes two reports "the same conflict": the same constraints up to
/// addresses and label text, as when a reused cell logs it again.
///
/// Every report is signed, repeats included, so the signature is a flat byte
/// string built in one buffer rather than text: it is compared exactly (no
/// hash stands in for it, so two different conflicts are never merged).
package struct ReportSignature: Hashable, Sendable {
    private var bytes: [UInt8] = []
    /// Long strings already written, by order of first appearance, and as
    /// written: a repeat of the same bytes is written as a reference (class
    /// names recur in every entry). Not part of equality: the bytes alone
    /// decode to the same strings.
    private var written: [String: (index: Int, bytes: String)] = [:]

    package static func == (lhs: ReportSignature, rhs: ReportSignature) -> Bool { lhs.bytes == rhs.bytes }

    /// Strings of at most this many bytes are always written out.
    private static let shortString = 8

    package static func of(_ report: Report) -> ReportSignature {
        var signature = ReportSignature()
        signature.bytes.reserveCapacity(report.entries.count * 64 + 16)
        var numbering: [ItemKey: Int] = [:]
        signature.append(flag: report.isRedacted)
        for entry in report.entries {
            guard case .success(let constraint) = entry.parsed else {
                // Unreadable: its words after the leading class:address, so
                // that spacing (a chat client's wrapping) does not matter.
                signature.append(tag: 0)
                let words = entry.text.utf8.split(separator: UInt8(ascii: " ")).dropFirst()
                signature.append(number: words.count)
                for word in words { signature.append(text: word) }
                continue
            }
            signature.append(tag: 1)
            signature.append(string: constraint.className)
            signature.append(string: constraint.identifier ?? "")
            let equation = constraint.equation
            var anchorCount = 0
            equation.forEachAnchor { _ in anchorCount += 1 }
            signature.append(number: anchorCount)
            equation.forEachAnchor { anchor in
                let key = anchor.item.key
                let number = numbering[key] ?? numbering.count
                numbering[key] = number
                signature.append(string: anchor.item.className ?? anchor.item.name ?? "?")
                signature.append(number: number)
                signature.append(string: anchor.attribute.name)
            }
            signature.append(string: equation.relation.rawValue)
            signature.append(string: equation.multiplier?.text ?? "")
            signature.append(value: equation.constant?.value)
            signature.append(value: constraint.priority.value)
            signature.append(string: constraint.direction?.rawValue ?? "")
        }
        signature.append(tag: 3)
        signature.append(number: (report.brokenEntryIndex ?? -1) + 1)
        return signature
    }

    /// The same signature in storage of its own size, for keeping.
    func trimmed() -> ReportSignature {
        var copy = ReportSignature()
        copy.bytes = bytes.trimmedToCount()
        return copy
    }

    package func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    // Each field is self-delimiting (length-prefixed, counted or fixed-size),
    // so different field sequences never produce the same bytes.

    private mutating func append(tag: UInt8) { bytes.append(tag) }

    private mutating func append(flag: Bool) { bytes.append(flag ? 1 : 0) }

    /// A count, length or position (never negative): seven bits a byte, most
    /// of them fit in one.
    private mutating func append(number: Int) {
        var rest = UInt(number)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Whole numbers (most constants and priorities) as a varint, others as
    /// their bits; a tag says which, and -0 keeps its bits.
    private mutating func append(value: Double?) {
        guard let value else { return bytes.append(0) }
        if value.rounded() == value, abs(value) < 0x1p52, !(value == 0 && value.sign == .minus) {
            bytes.append(value < 0 ? 3 : 2)
            append(number: Int(abs(value)))
        } else {
            bytes.append(1)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
    }

    /// `0, n` for the n-th string written before; `length + 1, bytes` for a
    /// new one, and always for a short one (attribute names, relations, empty
    /// fields), which a reference would hardly shorten but would cost a hash.
    private mutating func append(string: String) {
        let utf8 = string.utf8
        if utf8.count <= Self.shortString {
            append(number: utf8.count + 1)
            if utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: utf8)
            }
            return
        }
        // `String` keys match canonically equivalent text too; only the same
        // bytes may become a reference, or `é` and `e\u{301}` would sign alike.
        if let earlier = written[string] {
            if Self.sameBytes(earlier.bytes, string) {
                bytes.append(0)
                append(number: earlier.index)
                return
            }
        } else {
            written[string] = (written.count, string)
        }
        append(number: utf8.count + 1)
        if utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: utf8)
        }
    }

    /// Byte equality, in place when both strings are stored contiguously (a parsed one is).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        // A plain loop: `elementsEqual` on the buffers costs twice as much.
        let inPlace = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                guard x.count == y.count else { return false }
                for k in 0..<x.count where x[k] != y[k] { return false }
                return true
            }
        }
        guard let inPlace, let same = inPlace else { return a.utf8.elementsEqual(b.utf8) }
        return same
    }

    private mutating func append<Text: Collection<UInt8>>(text: Text) {
        append(number: text.count)
        bytes.append(contentsOf: text)
    }
}
