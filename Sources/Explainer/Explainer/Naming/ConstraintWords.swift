import Foundation
import LayoutAnalysis
import LogParser

/// A report's constraints as explanations write them: the equation with the
/// items' names (`ImageView.height == 60`) and who made it.
struct ConstraintWords: Sendable {
    let analysis: ReportAnalysis
    let names: ItemNames

    init(_ analysis: ReportAnalysis) {
        self.analysis = analysis
        self.names = ItemNames(analysis.model, viewNames: analysis.viewNames ?? ViewNameBook.alone(analysis.report))
    }

    /// The model key of each anchor of entry `index`, in `Equation.anchors` order.
    func anchorKeys(_ index: Int) -> [ItemKey] {
        analysis.model.anchorKeys(forEntry: index)
    }

    /// The maker as a phrase without nested parentheses, for use inside them:
    /// `yours, Cell.swift:88`.
    func makerInline(_ index: Int) -> String {
        let phrase = maker(index)
        guard let open = Self.closingNote(of: phrase) else { return phrase }
        return phrase[..<open] + ", " + phrase[phrase.utf8.index(open, offsetBy: 2)...].dropLast()
    }

    /// Where a phrase's closing note (` (…)` at its end) begins: its last
    /// ` (`, looked for in bytes when the phrase is ASCII (Foundation's
    /// backward search cost more than the sentence); by characters
    /// otherwise, where a combining mark makes `(` another character. Nil
    /// when it ends otherwise.
    static func closingNote(of phrase: String) -> String.Index? {
        let bytes = phrase.utf8
        if bytes.contains(where: { $0 >= 0x80 }) {
            guard phrase.hasSuffix(")") else { return nil }
            return phrase.range(of: " (", options: .backwards)?.lowerBound
        }
        guard bytes.last == UInt8(ascii: ")") else { return nil }
        var index = bytes.endIndex
        while index > bytes.startIndex {
            index = bytes.index(before: index)
            guard bytes[index] == UInt8(ascii: "("), index > bytes.startIndex else { continue }
            let before = bytes.index(before: index)
            if bytes[before] == UInt8(ascii: " ") { return before }
        }
        return nil
    }

    /// The equation as it holds on screen with another constant:
    /// `Label.leading is at ImageView.trailing - 24`, `Label is 0 wide`.
    func equation(_ index: Int, constant: Double) -> String {
        guard let constraint = analysis.report.entries[index].constraint else { return equation(index) }
        var changed = constraint
        changed.equation.constant = Constant(
            number: PrintedNumber(text: NumberText.points(abs(constant)), value: abs(constant)),
            sign: constant < 0 ? -1 : 1)
        changed.priority = .required
        let text = render(changed, index: index)
        return text.replacingFirst(" \(constraint.equation.relation.rawValue) ", with: " is at ")
    }

    /// `ImageView.height == 60`, `Label.leading == ImageView.trailing + 12`.
    func equation(_ index: Int) -> String {
        guard let constraint = analysis.report.entries[index].constraint else { return analysis.report.entries[index].text }
        return render(constraint, index: index)
    }

    private func render(_ constraint: ConstraintEntry, index: Int) -> String {
        pieces(of: constraint, index: index).map(\.text).joined()
    }

    /// A piece of an equation's text: an item's name (with its model key) or the text between names.
    struct Piece: Sendable {
        let text: String
        let itemKey: ItemKey?
    }

    /// Entry `index`'s equation in pieces, so renderers can mark the names (colours in HTML).
    func pieces(_ index: Int) -> [Piece] {
        guard let constraint = analysis.report.entries[index].constraint else {
            return [Piece(text: analysis.report.entries[index].text, itemKey: nil)]
        }
        return pieces(of: constraint, index: index)
    }

    private func pieces(of constraint: ConstraintEntry, index: Int) -> [Piece] {
        let equation = constraint.equation
        let keys = anchorKeys(index)
        var result: [Piece] = []
        var position = 0
        func add(_ text: String) { result.append(Piece(text: text, itemKey: nil)) }
        func anchor(_ anchor: Anchor) {
            if position < keys.count {
                result.append(Piece(text: names.name(of: keys[position]), itemKey: keys[position]))
            } else {
                add(anchor.item.printed)
            }
            add(".\(anchor.attribute.name)")
            position += 1
        }
        func operand(_ operand: Operand) {
            switch operand {
            case .anchor(let single): anchor(single)
            case .difference(let minuend, let subtrahend):
                add("(")
                anchor(minuend)
                add(" - ")
                anchor(subtrahend)
                add(")")
            }
        }
        operand(equation.lhs)
        add(" \(equation.relation.rawValue) ")
        guard let rhs = equation.rhs else {
            add((equation.constant.map { Self.written($0.signedText) } ?? "0") + priorityText(constraint))
            return result
        }
        if let multiplier = equation.multiplier, multiplier.value != 1 { add("\(multiplier.text)*") }
        operand(rhs)
        if let constant = equation.constant, constant.value != 0 || constant.systemSpacing != nil {
            let magnitude = Self.written(constant.magnitudeText)
            add(constant.value < 0 ? " - \(magnitude)" : " + \(magnitude)")
        }
        add(priorityText(constraint))
        return result
    }

    /// `20.0` → `20`: the log's digits as a developer writes the number
    /// (Swift prints a whole `CGFloat` with `.0`); other digits stay as logged.
    static func written(_ digits: String) -> String {
        guard let dot = digits.firstIndex(of: "."), digits[digits.index(after: dot)...].allSatisfy({ $0 == "0" }),
            digits[..<dot].contains(where: \.isNumber)
        else { return digits }
        return String(digits[..<dot])
    }

    fileprivate func priorityText(_ constraint: ConstraintEntry) -> String {
        constraint.priority.isRequired ? "" : " @\(NumberText.points(constraint.priority.value))"
    }

    /// The name of the first item of entry `index`.
    func firstItemName(_ index: Int) -> String {
        anchorKeys(index).first.map(names.name(of:)) ?? "?"
    }

    /// The view an autoresizing-mask constraint belongs to: not the superview
    /// that `'|'` stands for, whichever side of the equation it is on.
    func maskedViewKey(_ index: Int) -> ItemKey? {
        guard let constraint = analysis.report.entries[index].constraint else { return nil }
        let keys = anchorKeys(index)
        for (anchor, key) in zip(constraint.equation.anchors, keys) where anchor.item.name != "|" {
            return key
        }
        return keys.first
    }

    /// "UIKit", or "AppKit" for a macOS report.
    var engine: String { analysis.report.platform.engine }

    /// Who made the constraint, as a short phrase: `yours`, `yours
    /// (Cell.swift:88)`, `set by the table view (UIView-Encapsulated-Layout-Height)`.
    func maker(_ index: Int) -> String {
        guard let constraint = analysis.report.entries[index].constraint,
            let origin = analysis.origins[index]
        else { return "could not be read" }
        let identifier = constraint.identifier
        let tag = identifier.map { " (\($0))" } ?? ""
        switch origin {
        case .app:
            let maker = analysis.makers[index]
            if let location = constraint.sourceLocation { return "\(Self.whose(maker)) (\(location.path):\(location.line))" }
            if constraint.className == "NSIBPrototypingLayoutConstraint" || identifier?.hasPrefix("IB auto generated") == true {
                return "added by Interface Builder for a view without constraints"
            }
            if identifier == "UIIBSystemGenerated" { return "yours, from Interface Builder" }
            if let identifier { return "\(Self.whose(maker)) ('\(identifier)')" }
            if OriginCatalogue.isMeasuringFence(constraint) { return "yours or a measuring library's" }
            return Self.whose(maker)
        case .autoresizingMask:
            let mask = constraint.autoresizingMask.map { " (\($0.text))" } ?? ""
            return "autoresizing mask of \(maskedViewKey(index).map(names.name(of:)) ?? "?")\(mask)"
        case .cellSize where identifier?.hasPrefix("fittingSize") == true:
            return "UIKit's sizing pass (systemLayoutSizeFitting)\(tag)"
        case .cellSize where OriginCatalogue.isTemplateHeight(constraint):
            return "UIKit's template height of a cell before it sizes itself"
        case .cellSize where analysis.makers[index]?.evidence == .hiddenIdentifier:
            return "set by \(cellContainer(index)) (its identifier hidden: this log's descriptions leave it out)"
        case .cellSize:
            return "set by \(cellContainer(index))\(tag)"
        case .temporarySize:
            return "the engine's temporary first-layout size\(tag)"
        case .stackView:
            let rule = identifier.flatMap(OriginCatalogue.meaning(ofIdentifier:)) ?? "the stack view"
            return "\(rule)\(tag)"
        case .layoutMargins:
            return "the layout margins\(tag)"
        case .safeArea:
            return "the safe area\(tag)"
        case .keyboard:
            return "the keyboard\(tag)"
        case .layoutGuide:
            return "the legacy top/bottom layout guide (\(constraint.className))"
        case .window:
            return "the window's current size\(tag)"
        case .systemView:
            if let identifier, let meaning = OriginCatalogue.meaning(ofIdentifier: identifier) { return "\(meaning)\(tag)" }
            if identifier == nil, OriginCatalogue.classOrigins[constraint.className] != nil {
                return "the system (\(constraint.className))"
            }
            return "a system view\(tag)"
        }
    }

    /// Whose a constraint is, as far as the log shows and no further:
    /// `yours`, `likely yours`, `Tabman's`, `yours or a library's`.
    static func whose(_ maker: Maker?) -> String {
        guard let maker else { return "yours or a library's" }
        let likely = maker.degree == .likely ? "likely " : ""
        switch maker.kind {
        case .app: return likely + "yours"
        case .library(let name): return likely + "\(name)'s"
        case .apple: return likely + "Apple's"
        case .appOrLibrary: return "yours or a library's"
        }
    }

    /// `the table view`, `the collection view`, or the AppKit container.
    private func cellContainer(_ index: Int) -> String {
        let className = analysis.report.entries[index].constraint?.equation.firstItem.className ?? ""
        // In bytes where the name is ASCII: `String.contains` goes through Foundation's search.
        func has(_ part: [UInt8], _ text: String) -> Bool {
            ASCIIText.withBytes(of: className) { ASCIIText.contains($0, part) } ?? className.contains(text)
        }
        if has(Self.tableCell, "TableViewCell") || has(Self.tableHeaderFooter, "TableViewHeaderFooter") { return "the table view" }
        if has(Self.collection, "Collection") { return "the collection view" }
        if analysis.report.entries[index].constraint?.identifier?.hasPrefix("NSView-") == true { return "its AppKit container" }
        return "its container"
    }
}

extension ConstraintWords {
    fileprivate static let tableCell = ASCIIText.pattern("TableViewCell")
    fileprivate static let tableHeaderFooter = ASCIIText.pattern("TableViewHeaderFooter")
    fileprivate static let collection = ASCIIText.pattern("Collection")
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
