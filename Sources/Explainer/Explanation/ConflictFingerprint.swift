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
        for (offset, part) in parts.enumerated() {
            if offset > 0 { hash = (hash ^ 0x0A) &* 0x100_0000_01b3 }
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// What of each entry a fingerprint counts, worked out once per report
    /// (a report's conflicts share their members).
    static func signatures(of entries: [ListEntry]) -> [String] {
        entries.map { entry in
            guard let constraint = entry.constraint else { return entry.text }
            let equation = constraint.equation
            let items = itemWords(equation)
            return [
                constraint.className, constraint.identifier ?? "", items.joined(separator: ","), equation.relation.rawValue,
                NumberText.points(equation.multiplierValue), NumberText.points(equation.constantValue),
                NumberText.points(constraint.priority.value),
            ].joined(separator: " ")
        }
    }

    /// `UILabel.width` for each anchor: the class, never the address or label.
    static func itemWords(_ equation: Equation) -> [String] {
        equation.anchors.map { "\($0.item.className ?? $0.item.name ?? "?").\($0.attribute.name)" }
    }
}
