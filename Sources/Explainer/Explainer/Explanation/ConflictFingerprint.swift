import LayoutAnalysis
import LogParser

/// What stays the same when one conflict is logged again, on the next run
/// or another simulator: its constraints' classes, attributes, relations,
/// constants, multipliers, priorities and identifiers, never addresses,
/// labels or the order they were printed in. A baseline of fingerprints
/// tells the conflicts a team already knows from new ones.
enum ConflictFingerprint {
    /// `c1-9f2c…`: a version, then 16 hex digits of an FNV-1a hash of the
    /// members' signatures (`signatures`, one per entry of the report).
    static func of(_ indices: [Int], signatures: [String]) -> String {
        "c1-" + hex(indices.map { signatures[$0] }.sorted())
    }

    /// 16 hex digits of an FNV-1a hash of the parts, in the order given,
    /// each after the first set apart by a newline.
    static func hex(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        for (offset, part) in parts.enumerated() {
            if offset > 0 { hash = (hash ^ 0x0A) &* 0x100_0000_01b3 }
            // In place where the text is stored contiguously: the view's own walk costs more than the hash.
            if part.utf8.withContiguousStorageIfAvailable(mix) == nil { mix(part.utf8) }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// What of each entry a fingerprint counts, worked out once per report
    /// (a report's conflicts share their members): its class, identifier,
    /// anchors' classes and attributes, relation, multiplier, constant and
    /// priority, set apart by spaces.
    static func signatures(of entries: [ListEntry]) -> [String] {
        entries.map { entry in
            guard let constraint = entry.constraint else { return entry.text }
            var text = ByteText(capacity: 128)
            appendShape(of: constraint, to: &text)
            text.append(byte: UInt8(ascii: " "))
            text.append(NumberText.points(constraint.equation.constantValue))
            text.append(byte: UInt8(ascii: " "))
            text.append(NumberText.points(constraint.priority.value))
            return text.string
        }
    }

    /// What a signature and a kind's shape begin with: the constraint's
    /// class, identifier, anchors' classes and attributes, relation and
    /// multiplier, set apart by spaces.
    static func appendShape(of constraint: ConstraintEntry, to text: inout ByteText) {
        let equation = constraint.equation
        text.append(constraint.className)
        text.append(byte: UInt8(ascii: " "))
        text.append(constraint.identifier ?? "")
        text.append(byte: UInt8(ascii: " "))
        appendItemWords(equation, separator: ",", to: &text)
        text.append(byte: UInt8(ascii: " "))
        text.append(equation.relation.rawValue)
        text.append(byte: UInt8(ascii: " "))
        text.append(NumberText.points(equation.multiplierValue))
    }

    /// `UILabel.width` for each anchor, set apart by `separator`: the class, never the address or label.
    static func appendItemWords(_ equation: Equation, separator: String, to text: inout ByteText) {
        var isFirst = true
        equation.forEachAnchor { anchor in
            if !isFirst { text.append(separator) }
            isFirst = false
            text.append(anchor.item.className ?? anchor.item.name ?? "?")
            text.append(byte: UInt8(ascii: "."))
            text.append(anchor.attribute.name)
        }
    }
}
