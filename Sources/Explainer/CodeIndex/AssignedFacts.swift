import Foundation

/// What a file sets apart from the call that makes a constraint, as the log
/// prints it: a constraint kept in a variable and given an identifier or a
/// priority on a later line (`width.identifier = "amountWidth"`,
/// `width.priority = .defaultHigh`), and a label given its text
/// (`titleLabel.text = "Balance"`, which the log prints after the address).
/// A constant set on a later line (`heightConstraint?.constant = 120`) is
/// the one the log prints once it runs: the place is then the call's, with
/// that constant too (`constantSetOn`).
enum AssignedFacts {
    static func annotate(_ sites: inout [ConstraintSite], in source: SourceFile) {
        let text = source.text
        guard !sites.isEmpty,
            TextSearch.contains(text, ".identifier") || TextSearch.contains(text, ".priority")
                || TextSearch.contains(text, ".text") || TextSearch.contains(text, "setText:")
                || TextSearch.contains(text, ".constant")
        else { return }
        let lines = source.lines
        // Each variable a constraint is kept in: the sites made on its line. A
        // property (assigned without `let` or `var`) is the same constraint on any line of the file.
        var kept: [String: [Int]] = [:]
        var properties: Set<String> = []
        // Only a constant set later is looked for on a property: an identifier or a priority is set beside the call.
        let setsConstants = TextSearch.contains(text, ".constant")
        for (index, site) in sites.enumerated() where lines.indices.contains(site.line - 1) {
            let line = lines[site.line - 1]
            if let name = firstCapture(of: keptIn, in: line) {
                kept[name, default: []].append(index)
            } else if setsConstants, let name = firstCapture(of: keptInProperty, in: line).map(entryName) {
                kept[name, default: []].append(index)
                properties.insert(name)
            }
        }
        // The sites of the nearest declaration of `name` above a line: a name reused in another function is another constraint.
        func declared(_ name: String, before line: Int) -> [Int] {
            if properties.contains(name) { return kept[name] ?? [] }
            let above = (kept[name] ?? []).filter { sites[$0].line < line }
            guard let nearest = above.map({ sites[$0].line }).max() else { return [] }
            return above.filter { sites[$0].line == nearest }
        }
        var texts: [String: String?] = [:]
        // The constants set later, as (site, value, line): added once the file is read, so each copy carries every other fact.
        var constants: [(site: Int, value: Double?, line: Int)] = []
        for (number, line) in lines.enumerated() {
            if let (name, value) = assignment(of: "constant", in: line) {
                for index in declared(name, before: number + 1) { constants.append((index, SiteText.literal(value), number + 1)) }
            } else if let (name, value) = assignment(of: "identifier", in: line), let string = quoted(value) {
                for index in declared(name, before: number + 1) { sites[index].identifier = string }
            } else if let (name, value) = assignment(of: "priority", in: line), let priority = SiteText.priority(value) {
                for index in declared(name, before: number + 1) { sites[index].priority = priority }
            } else if let (name, value) = assignment(of: "text", in: line), let string = quoted(value) {
                // A label given two texts in one file says neither for sure.
                texts[name] = texts[name] == nil || texts[name] == string ? string : .some(nil)
            } else if let match = setText.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                let name = Range(match.range(at: 1), in: line), let value = Range(match.range(at: 2), in: line)
            {
                let string = String(line[value])
                texts[String(line[name])] = texts[String(line[name])] == nil || texts[String(line[name])] == string ? string : .some(nil)
            }
        }
        for (index, value, line) in constants {
            var later = sites[index].withConstant(value)
            later.constantSetOn = line
            if let name = kept.first(where: { $0.value.contains(index) })?.key {
                later.handle = ConstraintSite.Handle(name: name, isProperty: properties.contains(name))
            }
            sites.append(later)
        }
        let known = texts.compactMapValues { $0 }
        guard !known.isEmpty else { return }
        for index in sites.indices {
            if sites[index].first.text == nil, let text = known[sites[index].first.item] { sites[index].first.text = text }
            if let second = sites[index].second, second.text == nil, let text = known[second.item] { sites[index].second?.text = text }
        }
    }

    /// `let width = `, `var width: NSLayoutConstraint = `, `NSLayoutConstraint *width = `.
    private static let keptIn = try! NSRegularExpression(
        pattern:
            #"^\s*(?:(?:let|var)\s+([A-Za-z_][A-Za-z0-9_]*)(?:\s*:\s*[A-Za-z_.]+[?!]?)?|NSLayoutConstraint\s*\*\s*([A-Za-z_][A-Za-z0-9_]*))\s*="#
    )

    /// `heightConstraint = …`, `self.heightConstraint = …`, `constraints["height"] = …`: a property the
    /// constraint is kept in, or an entry of a dictionary property.
    private static let keptInProperty = try! NSRegularExpression(
        pattern: #"^\s*(?:self\.|_)?([A-Za-z_][A-Za-z0-9_]*(?:\[\s*@?"[^"]*"\s*\])?)\s*=[^=]"#)

    /// A dictionary entry's name as one spelling: `constraints["height"]` for `constraints[ @"height" ]`.
    private static func entryName(_ name: String) -> String {
        guard name.contains("[") else { return name }
        return name.filter { $0 != " " && $0 != "@" }
    }

    /// `width.identifier = …`, `self.width.priority = …`, `_title.text = …`,
    /// `height?.constant = …`, as the name and the value.
    private static func assignment(of property: String, in line: String) -> (String, String)? {
        guard let range = line.range(of: "." + property + " = ") ?? line.range(of: "." + property + "=") else { return nil }
        var before = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        if before.hasSuffix("?") || before.hasSuffix("!") { before.removeLast() }
        // `constraints["height"]`: the dictionary's name and its key.
        var entry = ""
        if before.hasSuffix("]"), let open = before.lastIndex(of: "[") {
            entry = entryName(String(before[open...]))
            before = String(before[..<open])
        }
        var name = before.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).last.map(String.init) ?? ""
        if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
        if name.hasPrefix("_") { name = String(name.dropFirst()) }
        guard !name.isEmpty else { return nil }
        name += entry
        // Up to a comment, without the `;` or a one-line body's `}` that may close the statement.
        var rest = line[range.upperBound...]
        if let comment = rest.range(of: "//") { rest = rest[..<comment.lowerBound] }
        let value = rest.trimmingCharacters(in: CharacterSet(charactersIn: " ;}"))
        return (name, value)
    }

    /// `[titleLabel setText:@"Balance"]`.
    private static let setText = try! NSRegularExpression(
        pattern: #"\[\s*(?:self\.|_)?([A-Za-z_][A-Za-z0-9_]*)\s+setText:\s*@"([^"]*)"\s*\]"#)

    private static func firstCapture(of expression: NSRegularExpression, in line: String) -> String? {
        guard let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return nil }
        for group in 1..<match.numberOfRanges {
            if let range = Range(match.range(at: group), in: line) { return String(line[range]) }
        }
        return nil
    }

    /// `"amountWidth"`, `@"amountWidth"`: the string, when the value is one literal.
    private static func quoted(_ value: String) -> String? {
        let body = value.hasPrefix("@") ? value.dropFirst() : Substring(value)
        guard body.count >= 2, body.hasPrefix("\""), body.hasSuffix("\""), body.dropFirst().dropLast().firstIndex(of: "\"") == nil
        else { return nil }
        return String(body.dropFirst().dropLast())
    }
}
