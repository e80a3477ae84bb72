/// Finds `_autolayoutTrace` trees in console text and reads what they mark.
/// A tree is a run of lines each holding one view (`Class:0x…`), indented
/// by one `|` per level; a run counts as a trace when it is indented or
/// marks something. Everything else in the text is passed over.
package enum AmbiguityTraceReader {
    package static func traces(in text: String) -> [AmbiguityTrace] {
        var traces: [AmbiguityTrace] = []
        var run: [TreeLine] = []
        func close() {
            if let trace = trace(of: run) { traces.append(trace) }
            run = []
        }
        // `\r\n` is one character, and a newline: a pasted Windows text splits as any other.
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if let tree = TreeLine(line, number: offset + 1) { run.append(tree) } else { close() }
        }
        close()
        return traces
    }

    /// The trace a run of tree lines makes: each view's superview is the
    /// nearest line above it one level up.
    private static func trace(of run: [TreeLine]) -> AmbiguityTrace? {
        guard run.contains(where: { $0.depth > 0 || $0.isAmbiguous || $0.missesHostConstraints }) else { return nil }
        // By level; nil where a level's line was not read (a prefix on the root's line, say).
        var parents: [AmbiguityTrace.View?] = []
        var ambiguous: [AmbiguityTrace.AmbiguousView] = []
        var missing: [AmbiguityTrace.MarkedView] = []
        for line in run {
            parents = Array(parents.prefix(line.depth))
            while parents.count < line.depth { parents.append(nil) }
            let superview = line.depth > 0 ? parents[line.depth - 1] : nil
            if line.isAmbiguous {
                ambiguous.append(
                    AmbiguityTrace.AmbiguousView(
                        view: line.view, line: line.number, superview: superview, free: line.free, otherValues: line.otherValues))
            }
            if line.missesHostConstraints { missing.append(AmbiguityTrace.MarkedView(view: line.view, line: line.number)) }
            parents.append(line.view)
        }
        return AmbiguityTrace(startLine: run[0].number, ambiguous: ambiguous, missingHostConstraints: missing)
    }
}

/// One line of the tree: `| | *UIButton:0x7f88a8cb9bf0'Retrieve data'- AMBIGUOUS LAYOUT for …`.
private struct TreeLine {
    let number: Int
    let depth: Int
    let view: AmbiguityTrace.View
    let isAmbiguous: Bool
    let missesHostConstraints: Bool
    var free: [AmbiguityTrace.FreeValue] = []
    var otherValues: [String] = []

    init?(_ text: Substring, number: Int) {
        var rest = text.drop { $0 == " " || $0 == "\t" }
        var depth = 0
        while let first = rest.first, first == "|" || first == " " || first == "\t" {
            if first == "|" { depth += 1 }
            rest = rest.dropFirst()
        }
        // The trace's marks: `•` hosts a layout engine, `*` is laid out by it, `+` by its mask.
        if let first = rest.first, first == "•" || first == "*" || first == "+" { rest = rest.dropFirst() }
        if rest.first == "<" { rest = rest.dropFirst() }
        guard let (view, after) = Self.view(rest) else { return nil }
        self.number = number
        self.depth = depth
        self.view = view
        isAmbiguous = after.contains("AMBIGUOUS LAYOUT")
        missesHostConstraints = after.contains("MISSING HOST CONSTRAINTS")
        if isAmbiguous, let range = after.firstRange(of: "AMBIGUOUS LAYOUT for ") {
            for name in Self.valueNames(after[range.upperBound...]) {
                switch name.lowercased() {
                case "minx": free.append(.horizontalPosition)
                case "width": free.append(.width)
                case "miny": free.append(.verticalPosition)
                case "height": free.append(.height)
                default: otherValues.append(name)
                }
            }
            free = AmbiguityTrace.FreeValue.allCases.filter(free.contains)
        }
    }

    /// `Class:0x1f'label'` at the start of `text`, and what follows it.
    static func view(_ text: Substring) -> (AmbiguityTrace.View, Substring)? {
        let isNameCharacter = { (c: Character) in c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" }
        let className = text.prefix(while: isNameCharacter)
        guard let first = className.first, first.isLetter || first == "_" else { return nil }
        var rest = text.dropFirst(className.count)
        guard rest.hasPrefix(":0x") else { return nil }
        rest = rest.dropFirst(3)
        let digits = rest.prefix(while: \.isHexDigit)
        guard !digits.isEmpty else { return nil }
        rest = rest.dropFirst(digits.count)
        var label: String?
        if rest.first == "'" {
            // The label ends at the last quote before the marks (a label may hold quotes).
            let end = rest.firstRange(of: "- AMBIGUOUS")?.lowerBound ?? rest.firstRange(of: ", MISSING")?.lowerBound ?? rest.endIndex
            if let close = rest[..<end].lastIndex(of: "'"), close > rest.startIndex {
                label = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
            }
        }
        return (AmbiguityTrace.View(className: String(className), address: "0x" + digits, label: label), rest)
    }

    /// `minX` of each `UIButton:0x1f'Retrieve data'.minX{id: 170}` in the list.
    static func valueNames(_ list: Substring) -> [String] {
        var names: [String] = []
        var rest = list
        while let brace = rest.firstRange(of: "{id:") {
            let before = rest[..<brace.lowerBound]
            if let dot = before.lastIndex(of: ".") { names.append(String(before[before.index(after: dot)...])) }
            rest = rest[brace.upperBound...]
        }
        return names
    }
}
