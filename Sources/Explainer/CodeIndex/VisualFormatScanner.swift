import Foundation
import LogParser

/// Finds the constraints of visual-format strings, `"H:|-12-[label]-12-|"`
/// in Swift's `constraints(withVisualFormat:…views:)` (and Swift 2's
/// `constraintsWithVisualFormat("…", …)`) and Objective-C's
/// `constraintsWithVisualFormat:…views:`: a constraint per connection and
/// per size a view is given, each at the format's line, every format of a
/// line read. A string that reads as a format (`"H:[btn(24)]"`) handed to
/// other code, an app's helper or a variable, is read too, marked
/// `isIndirect`: the call that makes its constraints is elsewhere. The
/// names are the `views:` dictionary's keys, read from the file's dictionary
/// literals (`["label": titleLabel]`, `@{@"label": self.titleLabel}`) or
/// `NSDictionaryOfVariableBindings(titleLabel)`; a metric is read from a
/// literal `"margin": 12` in the file, else left unknown (any constant).
enum VisualFormatScanner {
    static func sites(in text: String, file: String) -> [ConstraintSite] { sites(in: SourceFile(path: file, text: text)) }

    static func sites(in source: SourceFile) -> [ConstraintSite] {
        guard
            TextSearch.contains(source.text, "isualFormat") || TextSearch.contains(source.text, "\"H:")
                || TextSearch.contains(source.text, "\"V:")
        else { return [] }
        let (file, lines, types) = (source.path, source.lines, source.types)
        let bindings = dictionaryEntries(source.text)
        var sites: [ConstraintSite] = []
        for (number, line) in lines.enumerated() {
            guard TextSearch.contains(line, "isualFormat") || TextSearch.contains(line, "\"H:") || TextSearch.contains(line, "\"V:")
            else { continue }
            let formats = FormatLiteral.all(in: line)
            guard !formats.isEmpty else { continue }
            let enclosing = source.enclosing[number]
            // The rest of the call, for its options, up to a few lines on.
            let call = lines[number..<min(lines.count, number + 6)].joined(separator: " ")
            let leftToRight = call.contains("directionLeftToRight") || call.contains("DirectionLeftToRight")
            // The call's own dictionary first: another function's may use the same keys.
            let names = dictionaryEntries(call).merging(variableBindings(call)) { $1 }
            // `|` is the view the constraints are added to, where the line says: `addConstraints(…)` on `self`, or `header.addConstraints(…)`.
            let superview = Self.receiver(of: line)
            let resolve = { (name: String, attribute: Attribute) -> ConstraintSite.End in
                if name == "|" {
                    guard let superview else { return ConstraintSite.End(item: "superview", type: nil, attribute: attribute) }
                    return SiteText.end(superview, attribute: attribute, types: types, enclosing: enclosing)
                }
                let expression = names[name] ?? bindings[name] ?? name
                return SiteText.end(expression, attribute: attribute, types: types, enclosing: enclosing)
            }
            for format in formats {
                let place = (file: file, line: number + 1, column: format.column)
                let found =
                    VisualFormat(format.text, leftToRight: leftToRight, metrics: bindings).map {
                        $0.sites(at: place, resolve: resolve)
                    } ?? []
                sites += format.isIndirect ? found.map { $0.handedOn } : found
            }
        }
        return sites
    }

    /// Who `addConstraints` is called on: `self` for a bare call (`addConstraints(`, `[self addConstraints:`),
    /// else the receiver's name (`contentView`); nil when the line adds none, or activates them (no view said).
    private static func receiver(of line: String) -> String? {
        if let call = line.range(of: "addConstraints(") {
            let before = line[..<call.lowerBound]
            guard before.hasSuffix(".") else { return "self" }
            let name = before.dropLast().reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            return name.isEmpty ? nil : String(name.reversed())
        }
        if let call = line.range(of: " addConstraints:") {
            let name = line[..<call.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            guard line[..<call.lowerBound].dropLast(name.count).last == "[", !name.isEmpty else { return nil }
            return String(name.reversed())
        }
        return nil
    }

    /// Every `"key": value` of the file's dictionary literals (Swift and
    /// Objective-C), the first of each key kept: names to views, names to metrics.
    private static func dictionaryEntries(_ text: String) -> [String: String] {
        var entries: [String: String] = [:]
        for match in entry.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let key = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else { continue }
            if entries[String(text[key])] == nil { entries[String(text[key])] = String(text[value]) }
        }
        return entries
    }

    private static let entry = try! NSRegularExpression(pattern: #"@?"([A-Za-z_][A-Za-z0-9_]*)"\s*:\s*@?\(?\s*(-?[A-Za-z0-9_.]+)"#)

    /// `NSDictionaryOfVariableBindings(titleLabel, _icon)`: each variable under its own name.
    private static func variableBindings(_ call: String) -> [String: String] {
        guard let open = call.range(of: "NSDictionaryOfVariableBindings("), let close = call[open.upperBound...].firstIndex(of: ")") else {
            return [:]
        }
        var names: [String: String] = [:]
        for name in call[open.upperBound..<close].split(separator: ",") {
            let variable = name.trimmingCharacters(in: .whitespaces)
            names[variable] = variable
        }
        return names
    }
}

/// A string literal of a line that is a visual format: given straight to a
/// `…VisualFormat:` call (`withVisualFormat: "…"`, `constraintsWithVisualFormat("…"`,
/// `constraintsWithVisualFormat:@"…"`), or, orientation first (`"H:…"`, `"V:…"`), to other code.
private struct FormatLiteral {
    let text: String
    /// 1-based: the call's `visualFormat`, else the literal's opening quote.
    let column: Int
    let isIndirect: Bool

    static func all(in line: String) -> [FormatLiteral] {
        let bytes = Array(line.utf8)
        var found: [FormatLiteral] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            guard end < bytes.count else { break }
            let text = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            // Columns count characters, as the other places' do.
            let column = { (offset: Int) in String(decoding: bytes[..<offset], as: UTF8.self).count + 1 }
            if let call = callBefore(bytes, quote: index) {
                found.append(FormatLiteral(text: text, column: column(call), isIndirect: false))
            } else if text.hasPrefix("H:") || text.hasPrefix("V:") {
                found.append(FormatLiteral(text: text, column: column(index), isIndirect: true))
            }
            index = end + 1
        }
        return found
    }

    /// Where `isualFormat` ends just before the quote (past `:`, `(`, `@` and spaces), its `V` or `v`'s offset.
    private static func callBefore(_ bytes: [UInt8], quote: Int) -> Int? {
        var cursor = quote - 1
        if cursor >= 0, bytes[cursor] == UInt8(ascii: "@") { cursor -= 1 }
        while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor -= 1 }
        guard cursor >= 0, bytes[cursor] == UInt8(ascii: ":") || bytes[cursor] == UInt8(ascii: "(") else { return nil }
        let word = Array("isualFormat".utf8)
        let start = cursor - word.count
        guard start >= 1, Array(bytes[start..<cursor]) == word, bytes[start - 1] | 0x20 == UInt8(ascii: "v") else { return nil }
        return start - 1
    }
}

/// One visual-format string, read into the constraints it makes.
private struct VisualFormat {
    /// A view or the superview (`|`) with the connections that follow it.
    private struct Element {
        let name: String
        /// `(==50)`, `(>=title)`: sizes, in the orientation's dimension.
        let sizes: [Predicate]
    }

    private struct Predicate {
        /// Where the predicate is written in the format (`>=180` of `[name(>=180)]`),
        /// and whether it stands bare between dashes (`-12-`), where a priority needs parentheses.
        var written: Range<String.Index>? = nil
        var isBareConnection = false
        let relation: Relation
        /// nil when the constant is a metric the file does not give.
        let constant: Double?
        /// `(==title)`: another view's size.
        let view: String?
        /// nil when a metric the file does not give.
        let priority: Double?

        /// `(==title)`: the same size as another view, nothing added.
        var withoutConstant: Self {
            Self(written: written, isBareConnection: isBareConnection, relation: relation, constant: 0, view: view, priority: priority)
        }
    }

    /// The format text, for the edit that lowers one of its constraints.
    private let text: String

    private let vertical: Bool
    private let leftToRight: Bool
    private var elements: [Element] = []
    /// Between each element and the next.
    private var connections: [[Predicate]] = []

    init?(_ text: String, leftToRight: Bool, metrics: [String: String]) {
        self.text = text
        var rest = Substring(text)
        vertical = rest.hasPrefix("V:")
        self.leftToRight = leftToRight
        if rest.hasPrefix("V:") || rest.hasPrefix("H:") { rest = rest.dropFirst(2) }
        // The views the format names, to tell `(==title)` from a metric.
        let views = Set(
            text.split(separator: "[", omittingEmptySubsequences: false).dropFirst().map {
                String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            })
        var pending: [Predicate]?
        while let next = rest.first {
            switch next {
            case "|":
                rest = rest.dropFirst()
                add(Element(name: "|", sizes: []), after: &pending)
            case "[":
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
                let name = inside.prefix { $0 != "(" }
                var sizes: [Predicate] = []
                if let open = inside.firstIndex(of: "("), inside.hasSuffix(")") {
                    sizes = Self.predicates(
                        inside[inside.index(after: open)..<inside.index(before: inside.endIndex)], metrics: metrics, views: views)
                }
                add(Element(name: String(name), sizes: sizes), after: &pending)
            case "-":
                // `-`, `-12-`, `-(>=8)-`: up to the next dash.
                rest = rest.dropFirst()
                guard let end = rest.firstIndex(of: "-") else {
                    // A lone dash before `|` or `[`: the standard spacing, not printed the same everywhere.
                    pending = [Predicate(relation: .equal, constant: nil, view: nil, priority: 1000)]
                    continue
                }
                let body = rest[..<end]
                if body.contains("[") || body.contains("|") {
                    pending = [Predicate(relation: .equal, constant: nil, view: nil, priority: 1000)]
                    continue
                }
                rest = rest[rest.index(after: end)...]
                let parenthesized = body.hasPrefix("(") && body.hasSuffix(")")
                let list = parenthesized ? body.dropFirst().dropLast() : body
                pending = Self.predicates(list, metrics: metrics, views: views).map {
                    var predicate = $0
                    predicate.isBareConnection = !parenthesized
                    return predicate
                }
            default:
                return nil
            }
        }
        guard !elements.isEmpty else { return nil }
    }

    private mutating func add(_ element: Element, after pending: inout [Predicate]?) {
        if !elements.isEmpty {
            // Views written side by side (`[a][b]`) touch.
            connections.append(pending ?? [Predicate(relation: .equal, constant: 0, view: nil, priority: 1000)])
        }
        elements.append(element)
        pending = nil
    }

    /// `==50@750,>=title`, `12`, `margin`.
    private static func predicates(_ text: Substring, metrics: [String: String], views: Set<String>) -> [Predicate] {
        text.split(separator: ",").map { part in
            var predicate = predicate(part, metrics: metrics, views: views)
            predicate.written = part.startIndex..<part.endIndex
            return predicate
        }
    }

    private static func predicate(_ part: Substring, metrics: [String: String], views: Set<String>) -> Predicate {
        var body = Substring(part.trimmingCharacters(in: .whitespaces))
        var relation = Relation.equal
        for (prefix, found) in [("==", Relation.equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual)]
        where body.hasPrefix(prefix) {
            relation = found
            body = body.dropFirst(2)
        }
        var priority: Double? = 1000
        if let at = body.firstIndex(of: "@") {
            // `@750`, or a metric's name: its number where the file gives one, else unknown.
            let written = String(body[body.index(after: at)...])
            priority = Double(written) ?? metrics[written].flatMap(Double.init)
            body = body[..<at]
        }
        let word = String(body)
        if let number = Double(word) { return Predicate(relation: relation, constant: number, view: nil, priority: priority) }
        if !views.contains(word), let metric = metrics[word], let number = Double(metric) {
            return Predicate(relation: relation, constant: number, view: nil, priority: priority)
        }
        // `==title`, another view's size; else a metric the file does not give.
        return Predicate(relation: relation, constant: nil, view: views.contains(word) ? word : nil, priority: priority)
    }

    /// The constraints, each end resolved by `resolve` (name and attribute).
    func sites(
        at place: (file: String, line: Int, column: Int), resolve: (String, Attribute) -> ConstraintSite.End
    ) -> [ConstraintSite] {
        let (start, end): (Attribute, Attribute) = vertical ? (.top, .bottom) : leftToRight ? (.left, .right) : (.leading, .trailing)
        let size: Attribute = vertical ? .height : .width
        func site(_ first: ConstraintSite.End, _ predicate: Predicate, _ second: ConstraintSite.End?) -> ConstraintSite {
            var site = ConstraintSite(
                file: place.file, line: place.line, column: place.column, kind: .visualFormat, first: first,
                relation: predicate.relation, second: second, constant: predicate.constant, multiplier: 1, priority: predicate.priority)
            site.format = VisualFormatText(written: text, predicate: predicate.written, isBareConnection: predicate.isBareConnection)
            return site
        }
        var sites: [ConstraintSite] = []
        for element in elements where element.name != "|" {
            for predicate in element.sizes {
                let other = predicate.view.map { resolve($0, size) }
                sites.append(site(resolve(element.name, size), predicate.view == nil ? predicate : predicate.withoutConstant, other))
            }
        }
        for (index, predicates) in connections.enumerated() {
            let (before, after) = (elements[index].name, elements[index + 1].name)
            for predicate in predicates where predicate.view == nil {
                if before == "|" {
                    // `|-12-[a]`: a.leading == superview.leading + 12.
                    sites.append(site(resolve(after, start), predicate, resolve("|", start)))
                } else if after == "|" {
                    // `[a]-12-|`: superview.trailing == a.trailing + 12.
                    sites.append(site(resolve("|", end), predicate, resolve(before, end)))
                } else {
                    // `[a]-12-[b]`: b.leading == a.trailing + 12.
                    sites.append(site(resolve(after, start), predicate, resolve(before, end)))
                }
            }
        }
        return sites
    }
}
