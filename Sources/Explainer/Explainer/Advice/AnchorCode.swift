import LayoutAnalysis
import LogParser

/// A constraint written back as the code that makes it: layout anchors in
/// Swift and Objective-C, SnapKit's and Masonry's `make` chains. Views are
/// called by the variable a developer would likely have given them
/// (`nameLabel` as SnapKit printed it, else `imageView` for a
/// `UIImageView`): a guide to the line to find, not a claim about it.
struct AnchorCode {
    let words: ConstraintWords
    private let table: VariableTable

    init(words: ConstraintWords) {
        self.words = words
        table = VariableTable(words.analysis.model)
    }

    /// Model key → variable name, each unique in the report.
    private var variables: [ItemKey: String] { table.variables }

    /// Worked out the first time a fix is written as code: most reports'
    /// fixes need none (Apple's conflicts, first layouts).
    private final class VariableTable {
        let model: LayoutModel
        lazy var variables: [ItemKey: String] = {
            var variables: [ItemKey: String] = [:]
            var taken: Set<String> = []
            // The next number to try after each base: every lower one is taken,
            // so a row of thousands of buttons is numbered in one pass.
            var nextNumber: [String: Int] = [:]
            // A row of sixty buttons is one class: its name is worked out once.
            var baseOfClass: [ClassKey: String] = [:]
            for item in model.items {
                let base: String
                if item.isPlaceholder {
                    base = "superview"
                } else if let key = ClassKey(item.item) {
                    base = baseOfClass[key] ?? AnchorCode.variable(for: item.item)
                    baseOfClass[key] = base
                } else {
                    base = AnchorCode.variable(for: item.item)
                }
                var name = base
                var number = nextNumber[base] ?? 2
                if taken.contains(name) {
                    name = "\(base)\(number)"
                    while taken.contains(name) {
                        number += 1
                        name = "\(base)\(number)"
                    }
                    nextNumber[base] = number + 1
                }
                taken.insert(name)
                variables[item.key] = name
            }
            return variables
        }()

        init(_ model: LayoutModel) { self.model = model }
    }

    /// What `variable(for:)` reads of an item named by its address alone
    /// (`0x7f…`, or none; whether it is a guide follows from its class):
    /// items alike in these get the same base name.
    private struct ClassKey: Hashable {
        let className: String?
        let name: String?

        init?(_ item: LayoutItem) {
            guard item.address.map({ $0.hasPrefix("0x") }) ?? true else { return nil }
            className = item.className
            name = item.name
        }
    }

    /// The parts of an anchor constraint, when anchors can say it: a view's
    /// anchor against another's or a constant; nil for engine variables,
    /// anchor arithmetic, AppKit's `minX`-style attributes, or a multiplier
    /// on a position.
    struct Parts {
        let first: String
        let relation: Relation
        let second: String?
        let multiplier: String?
        let constant: Double
        /// The first attribute's name (`width`), for the constraint's variable.
        let attribute: String
    }

    func parts(_ index: Int) -> Parts? {
        guard let constraint = words.analysis.report.entries[index].constraint else { return nil }
        let equation = constraint.equation
        let keys = words.anchorKeys(index)
        guard case .anchor(let lhs) = equation.lhs, let first = anchor(lhs, key: keys.first) else { return nil }
        let multiplier = equation.multiplier.flatMap { $0.value == 1 ? nil : $0.text }
        guard let rhs = equation.rhs else {
            guard lhs.attribute.isSize, multiplier == nil else { return nil }
            return Parts(
                first: first, relation: equation.relation, second: nil, multiplier: nil, constant: equation.constantValue,
                attribute: lhs.attribute.name)
        }
        guard case .anchor(let right) = rhs, keys.count == 2, let second = anchor(right, key: keys[1]),
            Self.comparable(lhs.attribute, right.attribute), multiplier == nil || lhs.attribute.isSize
        else { return nil }
        return Parts(
            first: first, relation: equation.relation, second: second, multiplier: multiplier,
            constant: equation.constantValue, attribute: lhs.attribute.name)
    }

    /// Anchors compare sizes across axes too (an aspect ratio), positions only along one.
    private static func comparable(_ first: Attribute, _ second: Attribute) -> Bool {
        if first.isSize || second.isSize { return first.isSize && second.isSize }
        return first.axis == second.axis
    }

    /// `label.widthAnchor.constraint(equalToConstant: 150)`.
    func swift(_ parts: Parts) -> String {
        let relation = parts.relation.methodWord
        guard let second = parts.second else {
            return "\(parts.first).constraint(\(relation)Constant: \(NumberText.points(parts.constant)))"
        }
        var arguments = ["\(relation): \(second)"]
        if let multiplier = parts.multiplier { arguments.append("multiplier: \(multiplier)") }
        if parts.constant != 0 { arguments.append("constant: \(NumberText.points(parts.constant))") }
        return "\(parts.first).constraint(\(arguments.joined(separator: ", ")))"
    }

    /// `[label.widthAnchor constraintEqualToConstant:150]`.
    func objectiveC(_ parts: Parts) -> String {
        let word = parts.relation.methodWord
        let relation = "constraint" + word.prefix(1).uppercased() + word.dropFirst()
        guard let second = parts.second else {
            return "[\(parts.first) \(relation)Constant:\(NumberText.points(parts.constant))]"
        }
        var message = "\(relation)Anchor:\(second)"
        if let multiplier = parts.multiplier { message += " multiplier:\(multiplier)" }
        if parts.constant != 0 || parts.multiplier != nil { message += " constant:\(NumberText.points(parts.constant))" }
        return "[\(parts.first) \(message)]"
    }

    /// `make.width.greaterThanOrEqualTo(200)` for SnapKit, `make.width.greaterThanOrEqualTo(@200)` for Masonry.
    func makeChain(_ index: Int, masonry: Bool) -> String? {
        guard let constraint = words.analysis.report.entries[index].constraint else { return nil }
        let equation = constraint.equation
        let keys = words.anchorKeys(index)
        guard case .anchor(let lhs) = equation.lhs, let attribute = dslAttribute(lhs.attribute) else { return nil }
        var chain = "make.\(attribute).\(equation.relation.methodWord)("
        guard let rhs = equation.rhs else {
            let constant = NumberText.points(equation.constantValue)
            return chain + (masonry ? "@\(constant))" : "\(constant))")
        }
        guard case .anchor(let right) = rhs, keys.count == 2, let other = dslAttribute(right.attribute) else { return nil }
        if let guide = guideProperty(of: right.item, key: keys[1]) {
            // Masonry has no attributes on a layout guide; SnapKit reaches them through `snp`.
            guard !masonry else { return nil }
            chain += "\(guide).snp.\(other))"
        } else {
            let view = variables[keys[1]] ?? "view"
            chain += masonry ? "\(view).mas_\(other))" : "\(view).snp.\(other))"
        }
        if let multiplier = equation.multiplier, multiplier.value != 1 { chain += ".multipliedBy(\(multiplier.text))" }
        if equation.constantValue != 0 { chain += ".offset(\(NumberText.points(equation.constantValue)))" }
        return chain
    }

    /// What a handle on the constraint is named after: its first view and
    /// attribute, and the other end's, to tell two alike apart.
    struct HandleParts {
        let view: String
        let attribute: String
        let other: (view: String, attribute: String)?
    }

    func handleParts(_ index: Int) -> HandleParts? {
        guard let equation = words.analysis.report.entries[index].constraint?.equation, case .anchor(let lhs) = equation.lhs
        else { return nil }
        let keys = words.anchorKeys(index)
        guard let first = keys.first else { return nil }
        var other: (view: String, attribute: String)?
        if case .anchor(let right)? = equation.rhs, keys.count == 2 { other = (variable(ofKey: keys[1]), right.attribute.name) }
        return HandleParts(view: variable(ofKey: first), attribute: lhs.attribute.name, other: other)
    }

    /// The view's variable: `nameLabel`, `imageView`, `superview`.
    func variable(ofKey key: ItemKey) -> String { variables[key] ?? "view" }

    private func anchor(_ anchor: Anchor, key: ItemKey?) -> String? {
        guard let key, let property = anchorProperty(anchor.attribute) else { return nil }
        let owner = guideProperty(of: anchor.item, key: key) ?? variables[key] ?? "view"
        return "\(owner).\(property)"
    }

    /// `headerView.safeAreaLayoutGuide` for a view's own guide, its view
    /// found by the `'|'` that binds the guide (`ownerView` when the log
    /// does not say); nil for anything but a safe-area or margins guide.
    private func guideProperty(of item: LayoutItem, key: ItemKey) -> String? {
        guard item.isLayoutGuide, let label = item.label else { return nil }
        let property =
            switch label {
            case "UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide"
            case "UIViewLayoutMarginsGuide": "layoutMarginsGuide"
            default: String?.none
            }
        guard let property else { return nil }
        let owner = words.analysis.model.superviewKeys[key].flatMap { variables[$0] } ?? "ownerView"
        return "\(owner).\(property)"
    }

    private func anchorProperty(_ attribute: Attribute) -> String? {
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .firstBaseline, .lastBaseline:
            "\(attribute.name)Anchor"
        case .baseline: "lastBaselineAnchor"
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            "layoutMarginsGuide.\(attribute.name.dropLast("Margin".count))Anchor"
        case .centerXWithinMargins: "layoutMarginsGuide.centerXAnchor"
        case .centerYWithinMargins: "layoutMarginsGuide.centerYAnchor"
        case .minX, .midX, .maxX, .minY, .midY, .maxY, .engineVariable: nil
        }
    }

    /// SnapKit's and Masonry's attribute names (`leadingMargin`, `lastBaseline`).
    private func dslAttribute(_ attribute: Attribute) -> String? {
        switch attribute {
        case .minX, .midX, .maxX, .minY, .midY, .maxY, .engineVariable: nil
        default: attribute.name
        }
    }

    /// `UIImageView` → `imageView`, `Recipes.PriceTagView` → `priceTagView`,
    /// a key SnapKit printed (`nameLabel`) as it is.
    static func variable(for item: LayoutItem) -> String {
        if let address = item.address, !address.hasPrefix("0x"), address.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return address
        }
        var name = item.className.map(ClassNames.short) ?? item.name ?? "view"
        // Looked for in bytes first: most class names have no generics and
        // nothing but ASCII letters and digits, and the character walks cost.
        if name.utf8.contains(UInt8(ascii: "<")), let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if !name.utf8.allSatisfy({ $0.isLetter || $0.isDigit }) {
            name = String(name.drop { $0 == "_" }.filter { $0.isLetter || $0.isNumber })
        }
        for prefix in ["UI", "NS"] where name.hasPrefix(prefix) && name.dropFirst(2).first?.isUppercase == true {
            name.removeFirst(2)
        }
        if item.isLayoutGuide { return "guide" }
        // A cell's content view is `contentView` in the cell's own code.
        if name.hasSuffix("CellContentView") { return "contentView" }
        let lowered = lowerCamel(name)
        guard lowered.first?.isLetter == true else { return "view" }
        // `UISwitch` cannot be `switch`: a keyword is no variable.
        return keywords.contains(lowered) ? lowered + "View" : lowered
    }

    /// Words Swift or Objective-C reserve that a class name can turn into.
    static let keywords: Set<String> = [
        "switch", "case", "default", "class", "struct", "enum", "protocol", "extension", "func", "let", "var", "if", "else",
        "for", "while", "repeat", "return", "break", "continue", "in", "import", "operator", "self", "super", "init",
        "deinit", "subscript", "static", "where", "guard", "do", "catch", "throw", "try", "as", "is", "nil", "true", "false",
        "id", "float", "double", "int", "char", "long", "short", "void", "bool", "register", "volatile", "const", "union",
    ]

    /// `PriceView` → `priceView`, `MDCTextField` → `mdcTextField`, `URL` → `url`.
    static func lowerCamel(_ name: String) -> String {
        let capitals = name.prefix { $0.isUppercase }.count
        // A run of capitals is an acronym but for its last letter, which starts the next word.
        let lowered = capitals > 1 && capitals < name.count ? capitals - 1 : capitals
        return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
    }
}

extension Relation {
    /// The relation as anchors and layout libraries spell it: `equalTo`, `greaterThanOrEqualTo`.
    fileprivate var methodWord: String {
        switch self {
        case .equal: "equalTo"
        case .greaterThanOrEqual: "greaterThanOrEqualTo"
        case .lessThanOrEqual: "lessThanOrEqualTo"
        }
    }
}
