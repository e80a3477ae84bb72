import LogParser

/// The fix as lines to type, in one dialect that could have made the
/// constraint: a snippet for code, steps for Interface Builder.
package struct CodeFix: Hashable, Sendable {
    package enum Dialect: String, Hashable, Sendable {
        case swift = "Swift"
        case objectiveC = "Objective-C"
        case snapKit = "SnapKit"
        case masonry = "Masonry"
        case interfaceBuilder = "Interface Builder"
    }

    package let dialect: Dialect
    /// `ProfileViewController.swift:96`, when the log says where the constraint was made.
    package let location: String?
    package let lines: [String]

    /// `In SnapKit, at ProfileViewController.swift:96:`, worded once for every format.
    package var heading: String { "In \(dialect.rawValue)" + (location.map { ", at \($0)" } ?? "") + ":" }

    /// Steps in words (Interface Builder's), which wrap; code stays whole.
    package var isSteps: Bool { dialect == .interfaceBuilder }

    /// The code's language as Markdown fences name it, for highlighting.
    package var language: String {
        switch dialect {
        case .swift, .snapKit: "swift"
        case .objectiveC, .masonry: "objc"
        case .interfaceBuilder: ""
        }
    }
}

/// Writes a conflict's fix in the dialects its constraint may come from:
/// the one the log shows (SnapKit's location or class, Masonry's class,
/// Interface Builder's generated constraints), else Swift, Objective-C and
/// Interface Builder, the three a plain `NSLayoutConstraint` may come from,
/// the app's language (`AppLanguage`) first. (UIKit prints any constraint
/// that fits in visual-format form, whoever made it, so a visual format
/// says nothing about the code.)
struct CodeFixWriter {
    let code: AnchorCode
    let engine: String
    let language: AppLanguage

    init(words: ConstraintWords) {
        code = AnchorCode(words: words)
        engine = words.engine
        language = AppLanguage(words.analysis.report)
    }

    private var words: ConstraintWords { code.words }
    private var priorityType: String { engine == "AppKit" ? "NSLayoutConstraint.Priority" : "UILayoutPriority" }

    /// `alternative`: for a removal, the other constraint either of which may go.
    func fixes(action: Suggestion.Action, changed: [Int], alternative: Int? = nil, maskViews: [ItemKey]) -> [CodeFix] {
        let written: [CodeFix] =
            switch action {
            case .lowerPriority: changed.first.map(lowered) ?? []
            case .remove: changed.first.map { removed($0, alternative: alternative) } ?? []
            case .disableAutoresizingMask: maskViews.isEmpty ? [] : unmasked(maskViews)
            case .notAppCode, .transient, .checkValues, .changeConstant, .giveFrame, .adjustStackView: []
            }
        // The app's language first: the one dialect a short output shows.
        return written.filter { $0.dialect == language.dialect } + written.filter { $0.dialect != language.dialect }
    }

    /// `ProfileViewController.swift:96: warning: …`, a line Xcode and most
    /// editors open at the place: where the log says the constraint was
    /// made, or better `at` (`file:line:column`), where the source shows it for sure.
    func warning(action: Suggestion.Action, changed: [Int], at found: String? = nil) -> String? {
        guard let index = changed.first, action == .lowerPriority || action == .remove else { return nil }
        let printed = words.analysis.report.entries[index].constraint?.sourceLocation.map { "\($0.path):\($0.line)" }
        guard let place = found ?? printed else { return nil }
        let change = action == .remove ? "remove it" : "lower it to priority 999"
        return "\(place): warning: \(words.equation(index)) cannot hold: \(change) (wtflayout)"
    }

    private func lowered(_ index: Int) -> [CodeFix] {
        guard let constraint = words.analysis.report.entries[index].constraint else { return [] }
        let location = constraint.sourceLocation.map { "\($0.path):\($0.line)" }
        if let chain = librarysChain(index, constraint) {
            return [CodeFix(dialect: chain.library, location: location, lines: [chain.text + ".priority(999)" + chain.end])]
        }
        if isGeneratedByInterfaceBuilder(constraint) { return [generatedByInterfaceBuilder(index)] }
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
            CodeFix(dialect: .swift, location: nil, lines: swift),
            CodeFix(dialect: .objectiveC, location: nil, lines: [objectiveC]),
            interfaceBuilder(index, "set its Priority to 999"),
        ]
    }

    /// Deleting the constraint, or (`alternative`) either of two.
    private func removed(_ index: Int, alternative: Int?) -> [CodeFix] {
        let choices = [index] + (alternative.map { [$0] } ?? [])
        func lines(_ write: (Int) -> String?) -> [String]? {
            let written = choices.compactMap(write)
            guard written.count == choices.count else { return nil }
            return written.enumerated().map { ($0.offset == 0 ? "delete " : "or delete ") + $0.element }
        }
        guard let constraint = words.analysis.report.entries[index].constraint else { return [] }
        let location = constraint.sourceLocation.map { "\($0.path):\($0.line)" }
        if librarysChain(index, constraint) != nil,
            let chains = lines({ choice in
                words.analysis.report.entries[choice].constraint.flatMap { librarysChain(choice, $0) }.map { $0.text + $0.end }
            }),
            let library = librarysChain(index, constraint)?.library
        {
            return [CodeFix(dialect: library, location: location, lines: chains)]
        }
        if isGeneratedByInterfaceBuilder(constraint) { return [generatedByInterfaceBuilder(index)] }
        guard let swift = lines({ code.parts($0).map(code.swift) }), let objectiveC = lines({ code.parts($0).map(code.objectiveC) })
        else {
            return [
                CodeFix(dialect: .swift, location: nil, lines: ["constraint.isActive = false"]),
                CodeFix(dialect: .objectiveC, location: nil, lines: ["constraint.active = NO;"]),
                interfaceBuilder(index, "press Delete"),
            ]
        }
        return [
            CodeFix(dialect: .swift, location: nil, lines: swift),
            CodeFix(dialect: .objectiveC, location: nil, lines: objectiveC),
            interfaceBuilder(index, "press Delete"),
        ]
    }

    private func unmasked(_ keys: [ItemKey]) -> [CodeFix] {
        let views = keys.map(code.variable(ofKey:))
        return [
            CodeFix(dialect: .swift, location: nil, lines: views.map { "\($0).translatesAutoresizingMaskIntoConstraints = false" }),
            CodeFix(dialect: .objectiveC, location: nil, lines: views.map { "\($0).translatesAutoresizingMaskIntoConstraints = NO;" }),
        ]
    }

    /// SnapKit's or Masonry's `make` chain for a constraint one of them made.
    private func librarysChain(_ index: Int, _ constraint: ConstraintEntry) -> (library: CodeFix.Dialect, text: String, end: String)? {
        let isSnapKit = constraint.sourceLocation != nil || constraint.className.hasPrefix("SnapKit.")
        let isMasonry = constraint.className.hasPrefix("MAS")
        guard isSnapKit || isMasonry, let chain = code.makeChain(index, masonry: isMasonry) else { return nil }
        return (isMasonry ? .masonry : .snapKit, chain, isMasonry ? ";" : "")
    }

    /// A constraint Interface Builder generates when the storyboard is
    /// built: it is in no document outline, so it cannot be selected.
    private func isGeneratedByInterfaceBuilder(_ constraint: ConstraintEntry) -> Bool {
        constraint.identifier == "UIIBSystemGenerated" || constraint.className == "NSIBPrototypingLayoutConstraint"
            || constraint.identifier?.hasPrefix("IB auto generated") == true
    }

    private func interfaceBuilder(_ index: Int, _ step: String) -> CodeFix {
        CodeFix(
            dialect: .interfaceBuilder, location: nil,
            lines: ["select the constraint \(words.equation(index)) in the document outline, then in the Attributes inspector \(step)"])
    }

    private func generatedByInterfaceBuilder(_ index: Int) -> CodeFix {
        let view = words.firstItemName(index)
        return CodeFix(
            dialect: .interfaceBuilder, location: nil,
            lines: [
                "Interface Builder generated this constraint, so no document outline lists it: select \(view) in the storyboard, "
                    + "give it constraints of your own (Editor > Resolve Auto Layout Issues > Add Missing Constraints), then set "
                    + "the Priority of the one that stands for \(words.equation(index)) to 999 in the Attributes inspector"
            ])
    }
}
