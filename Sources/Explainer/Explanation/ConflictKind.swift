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

    static func of(_ indices: [Int], entries: [ListEntry]) -> ConflictKind {
        var valuesOfShape: [String: [Double]] = [:]
        var words: [String: String] = [:]
        for index in indices {
            guard let constraint = entries[index].constraint else {
                valuesOfShape["?", default: []].append(.nan)
                continue
            }
            let equation = constraint.equation
            var text = ByteText(capacity: 128)
            text.append(constraint.className)
            text.append(byte: UInt8(ascii: " "))
            text.append(constraint.identifier ?? "")
            text.append(byte: UInt8(ascii: " "))
            ConflictFingerprint.appendItemWords(equation, separator: ",", to: &text)
            text.append(byte: UInt8(ascii: " "))
            text.append(equation.relation.rawValue)
            text.append(byte: UInt8(ascii: " "))
            text.append(NumberText.points(equation.multiplierValue))
            text.append(constraint.priority.isRequired ? " required" : " optional")
            let shape = text.string
            valuesOfShape[shape, default: []].append(equation.constantValue)
            if words[shape] == nil {
                var text = ByteText(capacity: 96)
                if let identifier = constraint.identifier { text.append(identifier + " ") }
                ConflictFingerprint.appendItemWords(equation, separator: " – ", to: &text)
                words[shape] = text.string + " " + equation.relation.rawValue
            }
        }
        let shapes = valuesOfShape.keys.sorted()
        return ConflictKind(
            key: "k1-" + ConflictFingerprint.hex(shapes),
            constants: shapes.compactMap { shape in words[shape].map { ($0, valuesOfShape[shape]!) } })
    }
}
