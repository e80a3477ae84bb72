import LogParser

/// What stays the same when one conflict is logged again, on the next run
/// or another simulator: its constraints' classes, attributes, relations,
/// constants, multipliers, priorities and identifiers, never addresses,
/// labels or the order they were printed in. A baseline of fingerprints
/// tells the conflicts a team already knows from new ones.
enum ConflictFingerprint {
    /// `c1-9f2c…`: a version, then 16 hex digits of an FNV-1a hash.
    static func of(_ indices: [Int], in entries: [ListEntry]) -> String {
        let parts = indices.map { index -> String in
            guard let constraint = entries[index].constraint else { return entries[index].text }
            let equation = constraint.equation
            let items = equation.anchors.map { anchor in
                "\(anchor.item.className ?? anchor.item.name ?? "?").\(anchor.attribute.name)"
            }
            return [
                constraint.className, constraint.identifier ?? "", items.joined(separator: ","), equation.relation.rawValue,
                NumberText.points(equation.multiplierValue), NumberText.points(equation.constantValue),
                NumberText.points(constraint.priority.value),
            ].joined(separator: " ")
        }.sorted()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\n").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "c1-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
