import LayoutAnalysis
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
    /// The location is the likeliest place `--source` found, not a sure one (`SourceMatch`).
    package var isLikely = false

    /// `In SnapKit, at ProfileViewController.swift:96:`, worded once for every format.
    package var heading: String {
        "In \(dialect.rawValue)" + (location.map { isLikely ? ", likely at \($0)" : ", at \($0)" } ?? "") + ":"
    }

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
    /// The log prints no `(active)`: a system older than layout anchors may have printed it.
    let isOlderFormat: Bool

    init(words: ConstraintWords) {
        code = AnchorCode(words: words)
        engine = words.engine
        language = AppLanguage(words.analysis.report)
        let constraints = words.analysis.report.constraints
        isOlderFormat = !constraints.isEmpty && constraints.allSatisfy { $0.isActive == nil }
    }

    private var itemAttribute: ItemAttributeCode { ItemAttributeCode(anchors: code) }

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
        if isOlderFormat, let parts = itemAttribute.parts(index) {
            let name = parts.firstAttribute.name
            // Before `isActive`, a constraint was added to the view that holds it.
            let add = parts.holder.map { (swift: "\($0).addConstraint(\(name))", objectiveC: "[\($0) addConstraint:\(name)];") }
            // Where the log shows no ancestor of both views, `isActive` finds it (iOS 8, OS X 10.10 and later).
            // Swift 3's spelling, the last of that era: a priority was then a plain `Float`.
            swift = [
                "let \(name) = \(itemAttribute.swift(parts))", "\(name).priority = 999",
                add?.swift ?? "\(name).isActive = true  // earlier systems: commonAncestor.addConstraint(\(name))",
            ]
            objectiveC =
                "NSLayoutConstraint *\(name) = \(itemAttribute.objectiveC(parts)); \(name).priority = 999; "
                + (add?.objectiveC ?? "\(name).active = YES; // earlier systems: [commonAncestor addConstraint:\(name)];")
        } else if let parts = code.parts(index) {
            let name = parts.attribute
            swift = [
                "let \(name) = \(code.swift(parts))", "\(name).priority = \(priorityType)(999)", "\(name).isActive = true",
            ]
            objectiveC = "NSLayoutConstraint *\(name) = \(code.objectiveC(parts)); \(name).priority = 999; \(name).active = YES;"
        } else {
            swift = ["constraint.priority = \(priorityType)(999) // before it is activated"]
            objectiveC = "constraint.priority = 999; // before it is activated"
        }
        // A fence may be a library's: code of the app's own only for the app's own (rule 13).
        if OriginCatalogue.isMeasuringFence(constraint), swift.count > 1 {
            let yours = ["// only if your own code makes this fence, in place of that code:"]
            return [
                CodeFix(dialect: .swift, location: nil, lines: yours + swift),
                CodeFix(dialect: .objectiveC, location: nil, lines: yours + [objectiveC]),
            ]
        }
        // Written back whole, it replaces the statement that makes it: added beside it, the
        // required one would still be there. (A priority is set before activating: UIKit
        // refuses to turn an active required constraint optional.)
        let replaces = swift.count > 1 ? ["// in place of the code that makes it:"] : []
        return [
            CodeFix(dialect: .swift, location: nil, lines: replaces + swift),
            CodeFix(dialect: .objectiveC, location: nil, lines: replaces + [objectiveC]),
            interfaceBuilder(index, "set its Priority to 999"),
        ]
    }

    /// Deactivating the constraint, or (`alternative`) either of two,
    /// through the handle the code keeps where it makes it (named here
    /// after its view and attribute), with what made it beside it.
    private func removed(_ index: Int, alternative: Int?) -> [CodeFix] {
        let choices = [index] + (alternative.map { [$0] } ?? [])
        let handles = Self.handleNames(choices.map(code.handleParts))
        /// `write` gives the statement that deactivates a handle and the code that made the constraint.
        func lines(_ write: (Int, String) -> (deactivate: String, madeBy: String)?) -> [String]? {
            let written = zip(choices, handles).compactMap { write($0, $1) }
            guard written.count == choices.count else { return nil }
            // `//` comments in all four languages.
            return written.enumerated().flatMap { offset, line in
                (offset == 0 ? [] : ["// or"]) + ["\(line.deactivate)  // made by \(line.madeBy)"]
            }
        }
        guard let constraint = words.analysis.report.entries[index].constraint else { return [] }
        let location = constraint.sourceLocation.map { "\($0.path):\($0.line)" }
        if let library = librarysChain(index, constraint)?.library,
            let chains = lines({ choice, handle in
                guard let chain = words.analysis.report.entries[choice].constraint.flatMap({ librarysChain(choice, $0) }) else {
                    return nil
                }
                // SnapKit keeps `.constraint` of a chain; Masonry's chain is the handle.
                return library == .masonry
                    ? ("[self.\(handle) uninstall];", chain.text + chain.end)
                    : ("\(handle).deactivate()", chain.text + ".constraint")
            })
        {
            return [CodeFix(dialect: library, location: location, lines: chains)]
        }
        if isGeneratedByInterfaceBuilder(constraint) { return [generatedByInterfaceBuilder(index)] }
        let swiftLines: [String]?
        let objectiveCLines: [String]?
        if isOlderFormat {
            // Before `isActive`, a constraint was removed from the view that holds it.
            swiftLines = lines { choice, handle in
                itemAttribute.parts(choice).map { parts in
                    (
                        parts.holder.map { "\($0).removeConstraint(\(handle))" } ?? "commonAncestor.removeConstraint(\(handle))",
                        itemAttribute.swift(parts)
                    )
                }
            }
            objectiveCLines = lines { choice, handle in
                itemAttribute.parts(choice).map { parts in
                    (
                        parts.holder.map { "[\($0) removeConstraint:self.\(handle)];" }
                            ?? "[commonAncestor removeConstraint:self.\(handle)];", itemAttribute.objectiveC(parts)
                    )
                }
            }
        } else {
            swiftLines = lines { choice, handle in code.parts(choice).map { ("\(handle).isActive = false", code.swift($0)) } }
            objectiveCLines = lines { choice, handle in code.parts(choice).map { ("self.\(handle).active = NO;", code.objectiveC($0)) } }
        }
        guard let swift = swiftLines, let objectiveC = objectiveCLines
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

    /// `labelLeadingConstraint`; where two would read the same,
    /// `labelTopToViewTopConstraint` when the other ends differ, else
    /// `labelLeadingConstraint` and `labelLeadingConstraint2`.
    static func handleNames(_ parts: [AnchorCode.HandleParts?]) -> [String] {
        let short = parts.map { $0.map { $0.view + Self.capitalized($0.attribute) + "Constraint" } ?? "constraint" }
        let long = parts.indices.map { index in
            parts[index].map { part in
                part.view + Self.capitalized(part.attribute)
                    + (part.other.map { "To" + Self.capitalized($0.view) + Self.capitalized($0.attribute) } ?? "") + "Constraint"
            } ?? short[index]
        }
        var taken: Set<String> = []
        return parts.indices.map { index in
            let alike = short.indices.filter { short[$0] == short[index] }
            let name = alike.count > 1 && Set(alike.map { long[$0] }).count == alike.count ? long[index] : short[index]
            var numbered = name
            var number = 2
            while taken.contains(numbered) {
                numbered = name + "\(number)"
                number += 1
            }
            taken.insert(numbered)
            return numbered
        }
    }

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

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
