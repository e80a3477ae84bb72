import Foundation
import LogParser

/// What every scanner reads the same way from a call's text: an end's
/// item and type, a labelled number.
enum SiteText {
    /// `titleLabel`, `self.titleLabel`, `_titleLabel` (an instance
    /// variable) with the type the file declares; `self`, or nothing (a
    /// bare anchor), the type the call is written in.
    static func end(_ expression: String, attribute: Attribute, types: [String: String], enclosing: String?) -> ConstraintSite.End {
        var item = expression.hasSuffix(".") ? String(expression.dropLast()) : expression
        if item.hasPrefix("self.") { item = String(item.dropFirst(5)) }
        if item.isEmpty || item == "self" { return ConstraintSite.End(item: "self", type: enclosing, attribute: attribute) }
        if types[item] == nil, item.hasPrefix("_"), types[String(item.dropFirst())] != nil { item = String(item.dropFirst()) }
        return ConstraintSite.End(item: item, type: types[item], attribute: attribute)
    }

    /// A number written alone, `16`, `-8.5`, `1.0f` (C's float suffix); nil for a name or an expression.
    static func literal(_ text: some StringProtocol) -> Double? {
        var plain = text.replacingOccurrences(of: " ", with: "")
        if plain.hasSuffix("f") || plain.hasSuffix("F"), plain.dropLast().last?.isNumber == true { plain.removeLast() }
        return Double(plain)
    }

    /// The number after `label:` in `text` (`constant: -16`); nil when a name stands there.
    static func number(labelled label: String, in text: String) -> Double? {
        guard let range = text.range(of: label + ":") else { return nil }
        var rest = text[range.upperBound...].drop { $0 == " " }
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst().drop { $0 == " " } }
        let digits = rest.prefix { $0.isNumber || $0 == "." }
        // An expression around the number (`16 * scale`) is no number; the next argument may follow.
        let after = rest.dropFirst(digits.count).drop { $0 == " " }.first
        guard let value = Double(digits), !(after.map { "+-*/.".contains($0) } ?? false) else { return nil }
        return negative ? -value : value
    }

    /// `UILayoutPriority(999)`, `.defaultHigh`, `UILayoutPriorityDefaultLow`, `750`; nil for an expression.
    static func priority(_ value: String) -> Double? {
        let named: [String: Double] = [
            ".required": 1000, ".defaultHigh": 750, ".defaultLow": 250, ".dragThatCanResizeScene": 510,
            ".fittingSizeLevel": 50, "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750,
            "UILayoutPriorityDefaultLow": 250, "UILayoutPriorityFittingSizeLevel": 50, "NSLayoutPriorityRequired": 1000,
            "NSLayoutPriorityDefaultHigh": 750, "NSLayoutPriorityDefaultLow": 250,
        ]
        let trimmed = value.replacingOccurrences(of: " ", with: "")
        for prefix in ["UILayoutPriority.", "NSLayoutConstraint.Priority."] where trimmed.hasPrefix(prefix) {
            return named["." + trimmed.dropFirst(prefix.count)]
        }
        if let found = named[trimmed] { return found }
        for call in [
            "UILayoutPriority(rawValue:", "NSLayoutConstraint.Priority(rawValue:", "UILayoutPriority(", "NSLayoutConstraint.Priority(",
            ".init(",
        ]
        where trimmed.hasPrefix(call) && trimmed.hasSuffix(")") {
            return Double(trimmed.dropFirst(call.count).dropLast())
        }
        return Double(trimmed)
    }
}

extension Attribute {
    /// The attributes an anchor or an `NSLayoutAttribute` names, by `name`.
    private static let anchored: [Attribute] = [
        .leading, .trailing, .left, .right, .top, .bottom, .width, .height, .centerX, .centerY, .firstBaseline, .lastBaseline,
    ]

    /// `leading` of `leadingAnchor` (and of `.leading`).
    init?(anchorName: String) {
        guard let found = Self.anchored.first(where: { $0.name == anchorName }) else { return nil }
        self = found
    }
}
