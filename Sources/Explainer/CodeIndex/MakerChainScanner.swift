import Foundation
import LogParser

/// Finds the constraints SnapKit and Masonry make from a maker's chains:
/// `titleLabel.snp.makeConstraints { make in make.leading.equalToSuperview().offset(16) }`
/// and `[titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
/// make.height.equalTo(@21); }]`. A chain of several attributes (`edges`,
/// `top.left`) is a constraint per attribute; a number against an edge is
/// against the superview's, as both libraries read it; `inset` is
/// `offset` with the sign of the edge (`trailing … inset(16)` is a
/// constant of -16); `labeled` and Masonry's `key` name the constraint.
enum MakerChainScanner {
    enum Library {
        case snapKit, masonry
    }

    static func sites(in text: String, file: String) -> [ConstraintSite] { sites(in: SourceFile(path: file, text: text)) }

    /// SnapKit's in Swift, Masonry's in Objective-C.
    static func sites(in source: SourceFile) -> [ConstraintSite] {
        let library: Library = source.isObjectiveC ? .masonry : .snapKit
        // Masonry's shorthand (`MAS_SHORTHAND`) drops the prefix: `[icon makeConstraints:^…]`, `header.bottom`.
        guard
            library == .snapKit
                ? TextSearch.contains(source.text, ".snp.")
                : TextSearch.contains(source.text, "mas_") || TextSearch.contains(source.text, "akeConstraints:")
        else {
            return []
        }
        let (file, lines, types) = (source.path, source.lines, source.types)
        var sites: [ConstraintSite] = []
        var blocks: [Block] = []
        var depth = 0
        for (number, line) in lines.enumerated() {
            let enclosing = source.enclosing[number]
            let opens =
                library == .snapKit
                ? TextSearch.contains(line, ".snp.") : TextSearch.contains(line, "onstraints:")
            if opens,
                let start = (library == .snapKit ? swiftBlock : objectiveCBlock).firstMatch(
                    in: line, range: NSRange(line.startIndex..., in: line))
            {
                let text = { (index: Int) in Range(start.range(at: index), in: line).map { String(line[$0]) } }
                blocks.append(Block(receiver: text(1) ?? "self", maker: text(2) ?? "$0", depth: depth, enclosing: enclosing))
            }
            if let block = blocks.last {
                // A chain that goes on to the next line (`.offset(8)` below) is read no further: its numbers are unknown.
                let continues = lines.indices.contains(number + 1) && lines[number + 1].drop { $0 == " " || $0 == "\t" }.hasPrefix(".")
                sites += Statement.all(in: line, maker: block.maker).flatMap { statement in
                    statement.sites(
                        first: block.receiver, file: file, line: number + 1, types: types, enclosing: block.enclosing,
                        kind: library == .snapKit ? .snapKit : .masonry
                    ).map { continues ? $0.withNumbersUnknown : $0 }
                }
            }
            depth += line.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
            while let block = blocks.last, depth <= block.depth { blocks.removeLast() }
        }
        return sites
    }

    /// A `makeConstraints` closure being read: whose constraints, and what its maker is called.
    private struct Block {
        let receiver: String
        let maker: String
        /// The braces open before it: it ends when they are all that is left.
        let depth: Int
        let enclosing: String?
    }

    /// `titleLabel.snp.makeConstraints { make in`, `{ (make) -> Void in`, `{ $0`.
    private static let swiftBlock = try! NSRegularExpression(
        pattern:
            #"([A-Za-z_][A-Za-z0-9_.]*?)\.snp\.(?:make|remake|update)Constraints\s*\{\s*(?:\(?\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)?\s*(?:->\s*Void\s*)?in\b)?"#
    )

    /// `[titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {`, or with the shorthand's `makeConstraints:`.
    private static let objectiveCBlock = try! NSRegularExpression(
        pattern:
            #"\[\s*([A-Za-z_][A-Za-z0-9_.]*)\s+(?:mas_)?(?:make|remake|update)Constraints:\s*\^\s*\(\s*MASConstraintMaker\s*\*\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)"#
    )
}

/// One chain, `make.top.left.equalTo(header.snp.bottom).offset(8).priority(.high)`,
/// as written.
private struct Statement {
    let column: Int
    let attributes: [Attribute]
    let relation: Relation
    let superview: Bool
    let target: String
    let modifiers: [(name: String, argument: String)]

    static func all(in line: String, maker: String) -> [Statement] {
        var found: [Statement] = []
        var searchFrom = line.startIndex
        while let start = line.range(of: maker + ".", range: searchFrom..<line.endIndex) {
            searchFrom = start.upperBound
            // A whole name: `make.`, not `remake.`.
            if let before = line[..<start.lowerBound].last, before.isLetter || before.isNumber || before == "_" || before == "$" {
                continue
            }
            if let statement = Statement(line: line, from: start) { found.append(statement) }
        }
        return found
    }

    private init?(line: String, from start: Range<String.Index>) {
        column = line.distance(from: line.startIndex, to: start.lowerBound) + 1
        var cursor = start.upperBound
        var attributes: [Attribute] = []
        var relation: Relation?
        var superview = false
        // Attribute names up to the relation's call.
        while let name = Self.word(in: line, at: &cursor) {
            if let (found, toSuperview) = Self.relations[name] {
                relation = found
                superview = toSuperview
                break
            }
            if name == "with" || name == "and" {
            } else if let expanded = Self.attributeNames[name] {
                attributes += expanded
            } else {
                return nil
            }
            guard cursor < line.endIndex, line[cursor] == "." else { return nil }
            cursor = line.index(after: cursor)
        }
        guard let relation, !attributes.isEmpty, let target = Self.arguments(in: line, at: &cursor) else { return nil }
        var modifiers: [(String, String)] = []
        while cursor < line.endIndex, line[cursor] == "." {
            cursor = line.index(after: cursor)
            guard let name = Self.word(in: line, at: &cursor) else { break }
            modifiers.append((name, Self.arguments(in: line, at: &cursor) ?? ""))
        }
        self.attributes = attributes
        self.relation = relation
        self.superview = superview
        self.target = target.trimmingCharacters(in: .whitespaces)
        self.modifiers = modifiers
    }

    /// A constraint per attribute, or none when the target or a number is an expression.
    func sites(
        first receiver: String, file: String, line: Int, types: [String: String], enclosing: String?, kind: ConstraintSite.Kind
    ) -> [ConstraintSite] {
        var identifier: String?
        // Required unless a modifier says; nil: a name the file does not resolve, any priority.
        var priority: Double? = 1000
        var multiplier = 1.0
        // Each `offset` or `inset` sets the constant, the last one winning (both libraries store it, not add to it);
        // one given by a name (`offset(Layout.margin)`) is unknown, as an anchor's named constant is.
        var constantSet: ((Attribute) -> Double?)?
        for (name, argument) in modifiers {
            switch name {
            case "offset":
                let value = Self.number(argument)
                constantSet = { _ in value }
            case "inset", "insets":
                let insets = Insets(argument)
                constantSet = { attribute in insets.map { $0.constant(for: attribute, masonry: kind == .masonry) } }
            case "multipliedBy":
                guard let value = Self.number(argument) else { return [] }
                multiplier = value
            case "dividedBy":
                guard let value = Self.number(argument), value != 0 else { return [] }
                multiplier = 1 / value
            case "priority":
                priority = Self.priority(argument)
            case "priorityRequired": priority = 1000
            case "priorityHigh": priority = 750
            case "priorityMedium": priority = 500
            case "priorityLow": priority = 250
            case "labeled", "key": identifier = Self.quoted(argument)
            default: continue
            }
        }
        return attributes.compactMap { attribute in
            let first = SiteText.end(receiver, attribute: attribute, types: types, enclosing: enclosing)
            guard let (second, written) = end(of: attribute, types: types, enclosing: enclosing, masonry: kind == .masonry) else {
                return nil
            }
            // A target that is a constant's name (`equalTo(Layout.side)`) is a number unknown, not a view.
            let constant = constantSet.map { $0(attribute) } ?? (Self.isConstantName(target) ? nil : written ?? 0)
            return ConstraintSite(
                file: file, line: line, column: column, kind: kind, first: first, relation: relation, second: second,
                constant: constant, multiplier: multiplier, priority: priority, identifier: identifier)
        }
    }

    /// The second end and the constant the target itself gives; nil when it cannot be read.
    private func end(
        of attribute: Attribute, types: [String: String], enclosing: String?, masonry: Bool
    ) -> (ConstraintSite.End?, Double?)? {
        let superviewEnd = ConstraintSite.End(item: "superview", type: nil, attribute: attribute)
        if superview { return (superviewEnd, nil) }
        if let size = Self.size(target), attribute == .width || attribute == .height {
            return (nil, attribute == .width ? size.width : size.height)
        }
        if let value = Self.number(target) ?? (Self.isConstantName(target) ? 0 : nil) {
            // A size alone; an edge against the superview's.
            return attribute == .width || attribute == .height ? (nil, value) : (superviewEnd, value)
        }
        // `header.snp.bottom`, `header.mas_bottom`, `view.safeAreaLayoutGuide.snp.top`, `header`.
        var item = target
        var secondAttribute = attribute
        if let range = item.range(of: ".snp.") ?? item.range(of: ".mas_") {
            let name = String(item[range.upperBound...])
            item = String(item[..<range.lowerBound])
            if name.hasPrefix("safeAreaLayoutGuide"), let guided = Self.attributeNames[Self.lowered(String(name.dropFirst(19)))] {
                item += ".safeAreaLayoutGuide"
                secondAttribute = guided.count == 1 ? guided[0] : attribute
            } else if let named = Self.attributeNames[name] {
                secondAttribute = named.count == 1 ? named[0] : attribute
            } else {
                return nil
            }
        } else if masonry, let dot = item.lastIndex(of: "."), let named = Self.attributeNames[String(item[item.index(after: dot)...])],
            named.count == 1
        {
            // Masonry's shorthand: `header.bottom` is `header.mas_bottom`.
            item = String(item[..<dot])
            secondAttribute = named[0]
        }
        guard item.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !item.isEmpty else { return nil }
        if item == "safeAreaLayoutGuide" || item.hasSuffix(".safeAreaLayoutGuide") {
            return (
                ConstraintSite.End(item: item, type: "UILayoutGuide", attribute: secondAttribute, text: "UIViewSafeAreaLayoutGuide"), nil
            )
        }
        return (SiteText.end(item, attribute: secondAttribute, types: types, enclosing: enclosing), nil)
    }

    // MARK: - Reading the text

    private static let relations: [String: (Relation, Bool)] = [
        "equalTo": (.equal, false), "mas_equalTo": (.equal, false), "equalToSuperview": (.equal, true),
        "greaterThanOrEqualTo": (.greaterThanOrEqual, false), "mas_greaterThanOrEqualTo": (.greaterThanOrEqual, false),
        "greaterThanOrEqualToSuperview": (.greaterThanOrEqual, true),
        "lessThanOrEqualTo": (.lessThanOrEqual, false), "mas_lessThanOrEqualTo": (.lessThanOrEqual, false),
        "lessThanOrEqualToSuperview": (.lessThanOrEqual, true),
    ]

    /// The maker's attributes, the compound ones as the constraints they make.
    private static let attributeNames: [String: [Attribute]] = {
        var names: [String: [Attribute]] = [
            "baseline": [.lastBaseline], "edges": [.top, .left, .bottom, .right], "size": [.width, .height],
            "center": [.centerX, .centerY], "horizontalEdges": [.left, .right], "verticalEdges": [.top, .bottom],
            "directionalEdges": [.top, .leading, .bottom, .trailing], "directionalHorizontalEdges": [.leading, .trailing],
            "directionalVerticalEdges": [.top, .bottom], "margins": [.topMargin, .leftMargin, .bottomMargin, .rightMargin],
            "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
        ]
        for attribute: Attribute in [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline, .firstBaseline,
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
            .centerYWithinMargins,
        ] {
            names[attribute.name] = [attribute]
        }
        return names
    }()

    /// `Top` of `mas_safeAreaLayoutGuideTop` as the maker names it.
    private static func lowered(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    private static func word(in line: String, at cursor: inout String.Index) -> String? {
        let start = cursor
        while cursor < line.endIndex, line[cursor].isLetter || line[cursor].isNumber || line[cursor] == "_" {
            cursor = line.index(after: cursor)
        }
        return cursor > start ? String(line[start..<cursor]) : nil
    }

    /// The text between a call's balanced parentheses; nil when there is no call.
    private static func arguments(in line: String, at cursor: inout String.Index) -> String? {
        guard cursor < line.endIndex, line[cursor] == "(" else { return nil }
        var depth = 0
        let start = line.index(after: cursor)
        while cursor < line.endIndex {
            if line[cursor] == "(" { depth += 1 }
            if line[cursor] == ")" {
                depth -= 1
                if depth == 0 {
                    let text = String(line[start..<cursor])
                    cursor = line.index(after: cursor)
                    return text
                }
            }
            cursor = line.index(after: cursor)
        }
        return nil
    }

    /// `16`, `-8.5`, Objective-C's boxed `@21` and `@(21)`; nil for a name or an expression.
    static func number(_ text: String) -> Double? {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("@") { text.removeFirst() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return Double(text.replacingOccurrences(of: " ", with: ""))
    }

    /// A name that by the conventions of code is a constant's, not a view's: a type's static
    /// (`Layout.coverSide`), `kAvatarSide`, `AVATAR_SIDE`.
    static func isConstantName(_ text: String) -> Bool {
        let name = text.trimmingCharacters(in: .whitespaces)
        guard let first = name.first, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
        if first.isUppercase, name.contains(".") { return true }
        let characters = Array(name)
        if characters.count > 1, first == "k", characters[1].isUppercase { return true }
        return name.count > 1 && name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" } && name.contains { $0.isLetter }
    }

    /// `750`, `.high`, `UILayoutPriority(999)`, `MASLayoutPriorityDefaultHigh`.
    private static func priority(_ text: String) -> Double? {
        let names: [String: Double] = [
            ".required": 1000, ".high": 750, ".medium": 500, ".low": 250, "MASLayoutPriorityRequired": 1000,
            "MASLayoutPriorityDefaultHigh": 750, "MASLayoutPriorityDefaultMedium": 500, "MASLayoutPriorityDefaultLow": 250,
        ]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let named = names[trimmed] { return named }
        if let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") {
            return number(String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]))
        }
        return number(trimmed)
    }

    /// `"title"` or `@"title"`.
    private static func quoted(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let body = trimmed.hasPrefix("@") ? trimmed.dropFirst() : Substring(trimmed)
        guard body.count >= 2, body.hasPrefix("\""), body.hasSuffix("\"") else { return nil }
        return String(body.dropFirst().dropLast())
    }

    /// `CGSize(width: 40, height: 30)`, `CGSizeMake(40, 30)`.
    private static func size(_ text: String) -> (width: Double, height: Double)? {
        let values = numbers(in: text, call: ["CGSize(width:", "CGSizeMake("])
        guard let values, values.count == 2 else { return nil }
        return (values[0], values[1])
    }

    /// The numbers of a call such as `UIEdgeInsets(top: 8, left: 16, …)`, in order.
    fileprivate static func numbers(in text: String, call prefixes: [String]) -> [Double]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard prefixes.contains(where: trimmed.hasPrefix), trimmed.hasSuffix(")"),
            let open = trimmed.firstIndex(of: "(")
        else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        var values: [Double] = []
        for part in inside.split(separator: ",") {
            let value = part.split(separator: ":").last.map(String.init) ?? String(part)
            guard let number = number(value) else { return nil }
            values.append(number)
        }
        return values
    }
}

/// `inset(16)` or `insets(UIEdgeInsets(top:left:bottom:right:))`: the
/// constant each attribute gets, edges inward.
private struct Insets {
    let top, left, bottom, right: Double

    init?(_ text: String) {
        if let value = Statement.number(text) {
            (top, left, bottom, right) = (value, value, value, value)
            return
        }
        guard
            let values = Statement.numbers(
                in: text, call: ["UIEdgeInsets(top:", "UIEdgeInsetsMake(", "NSEdgeInsets(top:", "NSEdgeInsetsMake("]),
            values.count == 4
        else { return nil }
        (top, left, bottom, right) = (values[0], values[1], values[2], values[3])
    }

    /// SnapKit's reading of insets for each attribute; Masonry sets only the four edges' (and leading and trailing), the rest keep 0.
    func constant(for attribute: Attribute, masonry: Bool) -> Double {
        if masonry {
            switch attribute {
            case .top: return top
            case .left, .leading: return left
            case .bottom: return -bottom
            case .right, .trailing: return -right
            default: return 0
            }
        }
        switch attribute {
        case .top, .topMargin, .firstBaseline: return top
        case .left, .leading, .leftMargin, .leadingMargin: return left
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .right, .trailing, .rightMargin, .trailingMargin: return -right
        case .centerX, .centerXWithinMargins: return (left - right) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        default: return 0
        }
    }
}
