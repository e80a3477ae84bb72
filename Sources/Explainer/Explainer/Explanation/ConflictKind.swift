import LayoutAnalysis
import LogParser

/// What conflicts of one kind share, across a log: the shapes of their
/// constraints (classes, attributes, relations, multipliers, identifiers,
/// whether required), never constants, addresses, labels or how many times a
/// shape recurs, so a cell of any height, or a row of any length, is one
/// kind. The constants are kept beside it, for the ranges a kind shows.
package struct ConflictKind: Sendable {
    /// `k1-` and 16 hex digits of an FNV-1a hash of the sorted distinct shapes.
    package let key: String
    /// Each shape that holds a constant, in words (`UITableViewCellContentView.height ==`),
    /// with the constants its constraints have in this conflict.
    package let constants: [(shape: String, values: [Double])]

    /// `signatures` are the report's (`ConflictFingerprint.signatures`):
    /// each begins with its entry's shape.
    static func of(_ indices: [Int], entries: [ListEntry], signatures: [String]) -> ConflictKind {
        var valuesOfShape: [String: [Double]] = [:]
        // The words of a shape are its last constraint's: only those are written
        // (a row's dozens of widths share one shape).
        var lastOfShape: [String: Int] = [:]
        for index in indices {
            guard let constraint = entries[index].constraint else {
                valuesOfShape["?", default: []].append(.nan)
                continue
            }
            let shape = String(shapeBase(of: signatures[index])) + (constraint.priority.isRequired ? " required" : " optional")
            valuesOfShape[shape, default: []].append(constraint.equation.constantValue)
            lastOfShape[shape] = index
        }
        let shapes = valuesOfShape.keys.sorted()
        return ConflictKind(
            key: "k1-" + ConflictFingerprint.hex(shapes),
            constants: shapes.compactMap { shape in
                lastOfShape[shape].flatMap { entries[$0].constraint }.map { (words(of: $0), valuesOfShape[shape]!) }
            })
    }

    /// A signature without its constant and priority, its last two words
    /// (numbers, which hold no space): the shape it begins with.
    private static func shapeBase(of signature: String) -> Substring {
        let bytes = signature.utf8
        var spaces = 0
        var index = bytes.endIndex
        while index > bytes.startIndex {
            index = bytes.index(before: index)
            guard bytes[index] == UInt8(ascii: " ") else { continue }
            spaces += 1
            if spaces == 2 { return signature[..<index] }
        }
        return signature[...]
    }

    /// `UITableViewCellContentView.height ==`: a shape in words, with the identifier where there is one.
    private static func words(of constraint: ConstraintEntry) -> String {
        var words = ByteText(capacity: 96)
        if let identifier = constraint.identifier {
            words.append(identifier)
            words.append(byte: UInt8(ascii: " "))
        }
        ConflictFingerprint.appendItemWords(constraint.equation, separator: " – ", to: &words)
        words.append(byte: UInt8(ascii: " "))
        words.append(constraint.equation.relation.rawValue)
        return words.string
    }
}
