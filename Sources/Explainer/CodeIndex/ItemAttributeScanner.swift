import Foundation
import LogParser

/// Finds constraints made the long way, which spans lines as often as not:
/// Swift's `NSLayoutConstraint(item: titleLabel, attribute: .leading,
/// relatedBy: .equal, toItem: self, attribute: .leading, multiplier: 1,
/// constant: 16)` and Objective-C's `[NSLayoutConstraint
/// constraintWithItem:… attribute:NSLayoutAttributeLeading relatedBy:…
/// toItem:… attribute:… multiplier:… constant:…]`. A `toItem` of nil (and
/// `.notAnAttribute`) is a size alone.
enum ItemAttributeScanner {
    static func sites(in text: String, file: String) -> [ConstraintSite] { sites(in: SourceFile(path: file, text: text)) }

    static func sites(in source: SourceFile) -> [ConstraintSite] {
        let (text, file, objectiveC) = (source.text, source.path, source.isObjectiveC)
        let expression = objectiveC ? objectiveCCall : swiftCall
        guard objectiveC ? TextSearch.contains(text, "constraintWithItem:") : TextSearch.contains(text, "NSLayoutConstraint(item:") else {
            return []
        }
        let (types, enclosing) = (source.types, source.enclosing)
        let nsText = text as NSString
        // Where each line starts, in the UTF-16 offsets the matches give.
        var lineStarts = [0]
        for (offset, unit) in text.utf16.enumerated() where unit == 10 { lineStarts.append(offset + 1) }
        var sites: [ConstraintSite] = []
        for match in expression.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
            func group(_ index: Int) -> String {
                nsText.substring(with: match.range(at: index)).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            // Where the call starts: its line (1-based) and column.
            let location = match.range.location
            var (low, high) = (0, lineStarts.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= location { low = middle } else { high = middle - 1 }
            }
            let lineIndex = low
            let column = location - lineStarts[lineIndex] + 1
            guard let firstAttribute = attribute(group(2)), let relation = relation(group(3)),
                let multiplier = SiteText.literal(group(6))
            else { continue }
            let type = enclosing.indices.contains(lineIndex) ? enclosing[lineIndex] : nil
            let first = SiteText.end(group(1), attribute: firstAttribute, types: types, enclosing: type)
            let secondItem = group(4)
            let second: ConstraintSite.End? =
                secondItem == "nil" || secondItem == "NULL"
                ? nil : attribute(group(5)).map { SiteText.end(secondItem, attribute: $0, types: types, enclosing: type) }
            if second == nil, secondItem != "nil", secondItem != "NULL" { continue }
            sites.append(
                ConstraintSite(
                    file: file, line: lineIndex + 1, column: column, kind: .itemAttribute, first: first, relation: relation, second: second,
                    constant: SiteText.literal(group(7)), multiplier: multiplier))
        }
        return sites
    }

    private static let argument = #"\s*([^,\]\)]+?)\s*"#
    private static let swiftCall = try! NSRegularExpression(
        pattern: #"NSLayoutConstraint\(\s*item:"# + argument + #",\s*attribute:\s*\.(\w+)\s*,\s*relatedBy:\s*\.(\w+)\s*,\s*toItem:"#
            + argument + #",\s*attribute:\s*\.(\w+)\s*,\s*multiplier:"# + argument + #",\s*constant:"# + argument + #"\)"#)
    private static let objectiveCCall = try! NSRegularExpression(
        pattern: #"constraintWithItem:"# + argument
            + #"\s+attribute:\s*NSLayoutAttribute(\w+)\s+relatedBy:\s*NSLayoutRelation(\w+)\s+toItem:"#
            + argument + #"\s+attribute:\s*NSLayoutAttribute(\w+)\s+multiplier:"# + argument + #"\s+constant:"# + argument + #"\]"#)

    /// `leading`, `Leading`; nil for `notAnAttribute` and what the scanners do not place.
    private static func attribute(_ name: String) -> Attribute? {
        guard let first = name.first else { return nil }
        return Attribute(anchorName: first.lowercased() + name.dropFirst())
    }

    private static func relation(_ name: String) -> Relation? {
        switch name.lowercased() {
        case "equal": .equal
        case "greaterthanorequal": .greaterThanOrEqual
        case "lessthanorequal": .lessThanOrEqual
        default: nil
        }
    }
}
