import Foundation
import LogParser

/// Finds layout-anchor constraints in Swift source:
/// `titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16)`,
/// `widthAnchor.constraint(greaterThanOrEqualToConstant: 44)`,
/// `imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: 1.5)`.
/// Text only, line by line: each end's type comes from the declarations
/// the file makes (`let titleLabel = UILabel()`, `var icon: UIImageView`)
/// or, for `self` and a bare anchor, the type the call is written in.
enum SwiftAnchorScanner {
    static func sites(in text: String, file: String) -> [ConstraintSite] { sites(in: SourceFile(path: file, text: text)) }

    static func sites(in source: SourceFile) -> [ConstraintSite] {
        guard TextSearch.contains(source.text, "Anchor.constraint(") else { return [] }
        let (file, types) = (source.path, source.types)
        var sites: [ConstraintSite] = []
        for (number, line) in source.lines.enumerated() {
            guard TextSearch.contains(line, "Anchor.constraint(") else { continue }
            let enclosing = source.enclosing[number]
            let range = NSRange(line.startIndex..., in: line)
            for match in call.matches(in: line, range: range) {
                // `badge!.leadingAnchor`, `views[0].topAnchor`: a receiver the pattern cannot read, not `self`.
                if let start = Range(match.range, in: line)?.lowerBound, line[..<start].last == "." { continue }
                guard var site = site(match, in: line, file: file, line: number + 1, types: types, enclosing: enclosing) else { continue }
                if let end = Range(match.range, in: line)?.upperBound { site.priority = chainedPriority(line[end...]) }
                sites.append(site)
            }
        }
        return sites
    }

    /// An app's helper chained on the call, `….priority(.defaultHigh)`:
    /// the priority it gives; nil when there is none or it is an expression.
    private static func chainedPriority(_ rest: Substring) -> Double? {
        guard rest.hasPrefix(".priority(") else { return nil }
        var depth = 0
        var argument = ""
        for character in rest.dropFirst(".priority".count) {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { break }
            if depth > 1 || character != "(" { argument.append(character) }
        }
        return SiteText.priority(argument)
    }

    private static let anchorNames =
        "leading|trailing|left|right|top|bottom|width|height|centerX|centerY|firstBaseline|lastBaseline"

    /// `item.attributeAnchor.constraint(relation: argument` up to the call's end.
    private static let call = try! NSRegularExpression(
        pattern: #"((?:[A-Za-z_][A-Za-z0-9_]*\.)*)("# + anchorNames
            + #")Anchor\.constraint\((equalTo|greaterThanOrEqualTo|lessThanOrEqualTo)(Constant)?:\s*([^)]*)\)"#)

    /// `other.attributeAnchor`, the second end.
    private static let secondAnchor = try! NSRegularExpression(
        pattern: #"^((?:[A-Za-z_][A-Za-z0-9_]*\.)*)("# + anchorNames + #")Anchor\s*(.*)$"#)

    private static func site(
        _ match: NSTextCheckingResult, in line: String, file: String, line number: Int, types: [String: String], enclosing: String?
    ) -> ConstraintSite? {
        func group(_ index: Int) -> String {
            Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
        }
        guard let attribute = Attribute(anchorName: group(2)) else { return nil }
        let relation: Relation =
            switch group(3) {
            case "greaterThanOrEqualTo": .greaterThanOrEqual
            case "lessThanOrEqualTo": .lessThanOrEqual
            default: .equal
            }
        let arguments = group(5)
        let first = SiteText.end(group(1), attribute: attribute, types: types, enclosing: enclosing)
        let column = (Range(match.range, in: line).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0) + 1
        if !group(4).isEmpty {
            // `equalToConstant: 44`: a size alone.
            let constant = SiteText.literal(arguments)
            return ConstraintSite(
                file: file, line: number, column: column, kind: .anchor, first: first, relation: relation, second: nil, constant: constant,
                multiplier: 1)
        }
        let argumentsRange = NSRange(arguments.startIndex..., in: arguments)
        guard let second = secondAnchor.firstMatch(in: arguments, range: argumentsRange),
            let secondAttribute = Attribute(anchorName: Range(second.range(at: 2), in: arguments).map { String(arguments[$0]) } ?? "")
        else { return nil }
        let secondItem = Range(second.range(at: 1), in: arguments).map { String(arguments[$0]) } ?? ""
        let rest = Range(second.range(at: 3), in: arguments).map { String(arguments[$0]) } ?? ""
        let constant = TextSearch.contains(rest, "constant:") ? SiteText.number(labelled: "constant", in: rest) : 0
        guard let multiplier = TextSearch.contains(rest, "multiplier:") ? SiteText.number(labelled: "multiplier", in: rest) : 1 else {
            return nil
        }
        return ConstraintSite(
            file: file, line: number, column: column, kind: .anchor, first: first, relation: relation,
            second: SiteText.end(secondItem, attribute: secondAttribute, types: types, enclosing: enclosing),
            constant: constant, multiplier: multiplier)
    }

    // MARK: - Declarations

    /// `let titleLabel = UILabel(`, `var icon: UIImageView`, `private lazy var x = Y {`.
    private static let declaration = try! NSRegularExpression(
        pattern: #"\b(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*([A-Z][A-Za-z0-9_.]*)|=\s*([A-Z][A-Za-z0-9_.]*)\s*[({])"#)

    static func declaredTypes(_ lines: [String]) -> [String: String] {
        var types: [String: String] = [:]
        for line in lines where TextSearch.contains(line, "let ") || TextSearch.contains(line, "var ") {
            for match in declaration.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                guard let name = Range(match.range(at: 1), in: line).map({ String(line[$0]) }) else { continue }
                let type = [2, 3].lazy.compactMap { Range(match.range(at: $0), in: line).map { String(line[$0]) } }.first
                // `UIKit.UILabel`, `Ledger.CardView`: the type is the last name.
                if let type, types[name] == nil { types[name] = type.split(separator: ".").last.map(String.init) ?? type }
            }
        }
        return types
    }

    /// `final class SummaryCardView: UIView {`, `extension ReceiptCell {`.
    private static let typeDeclaration = try! NSRegularExpression(
        pattern:
            #"^\s*(?:(?:public|private|fileprivate|internal|open|final|@objc|@MainActor)\s+)*(?:class|struct|extension)\s+(?!(?:func|var|let|subscript)\b)([A-Za-z_][A-Za-z0-9_]*)"#
    )

    static func typeDeclared(on line: String) -> String? {
        guard TextSearch.contains(line, "class ") || TextSearch.contains(line, "struct ") || TextSearch.contains(line, "extension "),
            let match = typeDeclaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
            let range = Range(match.range(at: 1), in: line)
        else { return nil }
        return String(line[range])
    }
}
