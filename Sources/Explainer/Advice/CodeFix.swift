import LogParser

/// The fix as lines to type, in one dialect that could have made the
/// constraint: a snippet for code, steps for Interface Builder.
struct CodeFix: Hashable, Sendable {
    /// `Swift`, `Objective-C`, `SnapKit`, `Masonry`, `Visual format`, `Interface Builder`.
    let dialect: String
    /// `ProfileViewController.swift:96`, when the log says where the constraint was made.
    let location: String?
    let lines: [String]

    /// Steps in words (Interface Builder's), which wrap; code stays whole.
    var isSteps: Bool { dialect == Self.interfaceBuilder }

    static let interfaceBuilder = "Interface Builder"

    /// The code's language as Markdown fences name it, for highlighting.
    var language: String {
        switch dialect {
        case "Swift", "SnapKit": "swift"
        case "Objective-C", "Masonry": "objc"
        default: ""
        }
    }
}

/// Writes a conflict's fix in the dialects its constraint may come from:
/// the one the log shows (SnapKit's location, Masonry's class, a visual
/// format, Interface Builder's identifier), else Swift, Objective-C and
/// Interface Builder, the three a plain `NSLayoutConstraint` may come from.
struct CodeFixWriter {
    let code: AnchorCode
    let engine: String

    init(words: ConstraintWords) {
        code = AnchorCode(words: words)
        engine = words.engine
    }

    private var words: ConstraintWords { code.words }
    private var priorityType: String { engine == "AppKit" ? "NSLayoutConstraint.Priority" : "UILayoutPriority" }

    func fixes(action: Suggestion.Action, changed: [Int], maskViews: [String]) -> [CodeFix] {
        switch action {
        case .lowerPriority: changed.first.map(lowered) ?? []
        case .remove: changed.first.map(removed) ?? []
        case .disableAutoresizingMask: maskViews.isEmpty ? [] : unmasked(maskViews)
        case .notAppCode, .transient, .checkValues: []
        }
    }

    /// `ProfileViewController.swift:96: warning: …`, a line Xcode and most
    /// editors open at the place, when the log says where the constraint was made.
    func warning(action: Suggestion.Action, changed: [Int]) -> String? {
        guard let index = changed.first, action == .lowerPriority || action == .remove,
            let location = words.analysis.report.entries[index].constraint?.sourceLocation
        else { return nil }
        let change = action == .remove ? "remove it" : "lower it to priority 999"
        return "\(location.path):\(location.line): warning: \(words.equation(index)) cannot hold: \(change) (wtflayout)"
    }

    private func lowered(_ index: Int) -> [CodeFix] {
        guard let constraint = words.analysis.report.entries[index].constraint else { return [] }
        let location = constraint.sourceLocation.map { "\($0.path):\($0.line)" }
        if let chain = librarysChain(index, constraint) {
            return [CodeFix(dialect: chain.library, location: location, lines: [chain.text + ".priority(999)" + chain.end])]
        }
        if isFromInterfaceBuilder(constraint) { return [interfaceBuilder(index, "set its Priority to 999")] }
        if let format = constraint.visualFormat {
            return [CodeFix(dialect: "Visual format", location: nil, lines: [Self.withPriority(format, variables: code, index: index)])]
        }
        var swift: [String]
        var objectiveC: String
        if let parts = code.parts(index) {
            let name = parts.attribute
            swift = [
                "let \(name) = \(code.swift(parts))", "\(name).priority = \(priorityType)(999)", "\(name).isActive = true",
            ]
            objectiveC = "NSLayoutConstraint *\(name) = \(code.objectiveC(parts)); \(name).priority = 999; \(name).active = YES;"
        } else {
            swift = ["constraint.priority = \(priorityType)(999) // before it is activated"]
            objectiveC = "constraint.priority = 999; // before it is activated"
        }
        return [
            CodeFix(dialect: "Swift", location: nil, lines: swift),
            CodeFix(dialect: "Objective-C", location: nil, lines: [objectiveC]),
            interfaceBuilder(index, "set its Priority to 999"),
        ]
    }

    private func removed(_ index: Int) -> [CodeFix] {
        guard let constraint = words.analysis.report.entries[index].constraint else { return [] }
        let location = constraint.sourceLocation.map { "\($0.path):\($0.line)" }
        if let chain = librarysChain(index, constraint) {
            return [CodeFix(dialect: chain.library, location: location, lines: ["delete " + chain.text + chain.end])]
        }
        if isFromInterfaceBuilder(constraint) { return [interfaceBuilder(index, "press Delete")] }
        guard let parts = code.parts(index) else {
            return [
                CodeFix(dialect: "Swift", location: nil, lines: ["constraint.isActive = false"]),
                CodeFix(dialect: "Objective-C", location: nil, lines: ["constraint.active = NO;"]),
                interfaceBuilder(index, "press Delete"),
            ]
        }
        return [
            CodeFix(dialect: "Swift", location: nil, lines: ["delete \(code.swift(parts))"]),
            CodeFix(dialect: "Objective-C", location: nil, lines: ["delete \(code.objectiveC(parts))"]),
            interfaceBuilder(index, "press Delete"),
        ]
    }

    private func unmasked(_ keys: [String]) -> [CodeFix] {
        let views = keys.map(code.variable(ofKey:))
        return [
            CodeFix(dialect: "Swift", location: nil, lines: views.map { "\($0).translatesAutoresizingMaskIntoConstraints = false" }),
            CodeFix(dialect: "Objective-C", location: nil, lines: views.map { "\($0).translatesAutoresizingMaskIntoConstraints = NO;" }),
        ]
    }

    /// SnapKit's or Masonry's `make` chain for a constraint one of them made.
    private func librarysChain(_ index: Int, _ constraint: ConstraintEntry) -> (library: String, text: String, end: String)? {
        let isSnapKit = constraint.sourceLocation != nil || constraint.className.hasPrefix("SnapKit.")
        let isMasonry = constraint.className.hasPrefix("MAS")
        guard isSnapKit || isMasonry, let chain = code.makeChain(index, masonry: isMasonry) else { return nil }
        return (isMasonry ? "Masonry" : "SnapKit", chain, isMasonry ? ";" : "")
    }

    private func isFromInterfaceBuilder(_ constraint: ConstraintEntry) -> Bool {
        constraint.identifier == "UIIBSystemGenerated" || constraint.className == "NSIBPrototypingLayoutConstraint"
    }

    private func interfaceBuilder(_ index: Int, _ step: String) -> CodeFix {
        CodeFix(
            dialect: CodeFix.interfaceBuilder, location: nil,
            lines: ["select the constraint \(words.equation(index)) in the document outline, then in the Attributes inspector \(step)"])
    }

    /// `H:|-(12)-[UILabel:0x1]` → `H:|-(12@999)-[label]`: every number the
    /// format gives gets the priority, and each view its variable.
    static func withPriority(_ format: String, variables: AnchorCode, index: Int) -> String {
        var result = ""
        var inParentheses = false
        var number = ""
        for character in format {
            if inParentheses, character.isNumber || character == "." || character == "-" {
                number.append(character)
                continue
            }
            if !number.isEmpty {
                result += number + (character == ")" ? "@999" : "")
                number = ""
            }
            if character == "(" { inParentheses = true }
            if character == ")" { inParentheses = false }
            result.append(character)
        }
        result += number
        // `[UILabel:0x7f…]` → `[label]`, in the order the format names them.
        let keys = variables.words.anchorKeys(index)
        var output = ""
        var rest = Substring(result)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            output += rest[..<open]
            let inside = rest[rest.index(after: open)..<close]
            let name = inside.split(separator: "(").first.map(String.init) ?? ""
            let size = inside.dropFirst(name.count)
            let key = keys.first { variables.words.analysis.model.item(withKey: $0)?.item.printed.hasPrefix(name) == true }
            output += "[" + (key.map(variables.variable(ofKey:)) ?? name) + size + "]"
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }
}
