import Foundation
import LogParser

/// Finds layout-anchor constraints in Objective-C source:
/// `[self.titleLabel.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:16]`,
/// `[icon.widthAnchor constraintEqualToConstant:24]`,
/// `[a.widthAnchor constraintEqualToAnchor:b.heightAnchor multiplier:1.5]`.
/// Each end's type comes from the file's declarations (`@property (…) UILabel
/// *titleLabel;`, `UIImageView *icon = …`) or, for `self`, the class whose
/// `@implementation` the call is in.
enum ObjectiveCAnchorScanner {
    static func sites(in text: String, file: String) -> [ConstraintSite] { sites(in: SourceFile(path: file, text: text)) }

    static func sites(in source: SourceFile) -> [ConstraintSite] {
        guard TextSearch.contains(source.text, "Anchor constraint") else { return [] }
        let (file, types) = (source.path, source.types)
        var sites: [ConstraintSite] = []
        for (number, line) in source.lines.enumerated() {
            guard TextSearch.contains(line, "Anchor constraint") else { continue }
            let enclosing = source.enclosing[number]
            for match in call.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                if let site = site(match, in: line, file: file, line: number + 1, types: types, enclosing: enclosing) { sites.append(site) }
            }
        }
        return sites
    }

    private static let anchorNames =
        "leading|trailing|left|right|top|bottom|width|height|centerX|centerY|firstBaseline|lastBaseline"
    private static let item = #"((?:[A-Za-z_][A-Za-z0-9_]*\.)*)"#

    /// `[item.attributeAnchor constraintRelationTo…:argument …]`.
    private static let call = try! NSRegularExpression(
        pattern: #"\["# + item + "(" + anchorNames
            + #")Anchor\s+constraint(EqualTo|GreaterThanOrEqualTo|LessThanOrEqualTo)(Constant|Anchor):\s*([^\]]*)\]"#)
    private static let secondAnchor = try! NSRegularExpression(pattern: #"^"# + item + "(" + anchorNames + #")Anchor\b(.*)$"#)

    private static func site(
        _ match: NSTextCheckingResult, in line: String, file: String, line number: Int, types: [String: String], enclosing: String?
    ) -> ConstraintSite? {
        func group(_ index: Int) -> String { Range(match.range(at: index), in: line).map { String(line[$0]) } ?? "" }
        guard let attribute = Attribute(anchorName: group(2)) else { return nil }
        let relation: Relation =
            switch group(3) {
            case "GreaterThanOrEqualTo": .greaterThanOrEqual
            case "LessThanOrEqualTo": .lessThanOrEqual
            default: .equal
            }
        let first = SiteText.end(group(1), attribute: attribute, types: types, enclosing: enclosing)
        let column = (Range(match.range, in: line).map { line.distance(from: line.startIndex, to: $0.lowerBound) } ?? 0) + 1
        let arguments = group(5)
        if group(4) == "Constant" {
            let constant = SiteText.literal(arguments.prefix { $0 != " " })
            return ConstraintSite(
                file: file, line: number, column: column, kind: .anchor, first: first, relation: relation, second: nil, constant: constant,
                multiplier: 1)
        }
        guard let second = secondAnchor.firstMatch(in: arguments, range: NSRange(arguments.startIndex..., in: arguments)),
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
            second: SiteText.end(secondItem, attribute: secondAttribute, types: types, enclosing: enclosing), constant: constant,
            multiplier: multiplier)
    }

    /// `@property (nonatomic, strong) UILabel *titleLabel;`, `UIImageView *icon = …`.
    private static let declaration = try! NSRegularExpression(
        pattern: #"\b([A-Z][A-Za-z0-9_]*)\s*\*\s*(?:const\s+)?_?([A-Za-z_][A-Za-z0-9_]*)\s*[;=]"#)

    static func declaredTypes(_ lines: [String]) -> [String: String] {
        var types: [String: String] = [:]
        for line in lines where TextSearch.contains(line, "*") {
            for match in declaration.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                guard let type = Range(match.range(at: 1), in: line).map({ String(line[$0]) }),
                    let name = Range(match.range(at: 2), in: line).map({ String(line[$0]) })
                else { continue }
                if types[name] == nil { types[name] = type }
            }
        }
        return types
    }

    /// `@implementation SummaryCardView`.
    static func implementation(on line: String) -> String? {
        guard line.hasPrefix("@implementation ") else { return nil }
        return line.dropFirst("@implementation ".count).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).first.map(
            String.init)
    }
}
