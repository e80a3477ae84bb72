import LogParser

/// What makes two reports "the same conflict": the same constraints up to
/// addresses and label text, as when a reused cell logs it again.
///
/// Every report is signed, repeats included, so the signature is a flat byte
/// string built in one buffer rather than text: it is compared exactly (no
/// hash stands in for it, so two different conflicts are never merged).
public struct ReportSignature: Hashable, Sendable {
    private var bytes: [UInt8] = []

    public static func of(_ report: Report) -> ReportSignature {
        var signature = ReportSignature()
        signature.bytes.reserveCapacity(report.entries.count * 48 + 16)
        var numbering: [String: Int] = [:]
        signature.append(flag: report.isRedacted)
        for entry in report.entries {
            guard let constraint = entry.constraint else {
                // Unreadable: its words after the leading class:address, so
                // that spacing (a chat client's wrapping) does not matter.
                signature.append(tag: 0)
                let words = entry.text.utf8.split(separator: UInt8(ascii: " ")).dropFirst()
                signature.append(number: words.count)
                for word in words { signature.append(text: word) }
                continue
            }
            signature.append(tag: 1)
            signature.append(text: constraint.className.utf8)
            signature.append(text: (constraint.identifier ?? "").utf8)
            let equation = constraint.equation
            let anchors = equation.anchors
            signature.append(number: anchors.count)
            for anchor in anchors {
                let key = anchor.item.key
                let number = numbering[key] ?? numbering.count
                numbering[key] = number
                signature.append(text: (anchor.item.className ?? anchor.item.name ?? "?").utf8)
                signature.append(number: number)
                signature.append(text: anchor.attribute.name.utf8)
            }
            signature.append(text: equation.relation.rawValue.utf8)
            signature.append(text: (equation.multiplier?.text ?? "").utf8)
            signature.append(value: equation.constant?.value)
            signature.append(value: constraint.priority.value)
            signature.append(text: (constraint.direction?.rawValue ?? "").utf8)
        }
        signature.append(tag: 3)
        signature.append(number: report.brokenEntryIndex ?? -1)
        return signature
    }

    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    // Each field is self-delimiting (length-prefixed or fixed-size), so
    // different field sequences never produce the same bytes.

    private mutating func append(tag: UInt8) { bytes.append(tag) }

    private mutating func append(flag: Bool) { bytes.append(flag ? 1 : 0) }

    private mutating func append(number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { bytes.append(contentsOf: $0) }
    }

    private mutating func append(value: Double?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private mutating func append<Text: Collection<UInt8>>(text: Text) {
        append(number: text.count)
        bytes.append(contentsOf: text)
    }
}
