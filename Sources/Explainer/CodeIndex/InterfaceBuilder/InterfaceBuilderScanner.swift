import LogParser

/// Finds the constraints of a `.xib` or `.storyboard`: each `<constraint>`
/// with its items resolved to views (the class, or `customClass`; the
/// outlet's name or the outline's label; a label's text or a button's
/// title, which the log prints after the address), its attributes,
/// relation, constant, multiplier, priority and identifier, as Interface
/// Builder writes them (an omitted first item is the view that holds the
/// constraint; an omitted priority is required).
enum InterfaceBuilderScanner {
    static func sites(in text: String, file: String) -> [ConstraintSite] { scan(text, file: file).sites }

    /// The document's places, and what it says of each view its places name (`DocumentView`).
    static func scan(_ text: String, file: String) -> (sites: [ConstraintSite], views: [String: DocumentView]) {
        guard TextSearch.contains(text, "<constraint ") || TextSearch.contains(text, "key=\"frame\""),
            let document = InterfaceBuilderDocument(text: text)
        else { return ([], [:]) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineText = { (line: Int) in lines.indices.contains(line - 1) ? lines[line - 1] : "" }
        let sites =
            document.constraints.compactMap { constraint in
                site(constraint, in: document, file: file, lineText: lineText(constraint.line))
            } + frameSites(in: document, file: file, lines: lines)
        var views: [String: DocumentView] = [:]
        for (id, view) in document.views {
            guard let end = end(id, attribute: .width, in: document) else { continue }
            let facts = DocumentView(
                identifier: view.attributes["identifier"],
                translationOff: view.attributes["translatesAutoresizingMaskIntoConstraints"] == "NO")
            views[end.item] = views[end.item].map { $0.merged(with: facts) } ?? facts
        }
        return (sites, views)
    }

    /// The frames and masks of the views whose translation is on (the
    /// document does not turn it off, as it does for a view it lays out with
    /// constraints): a frame's site at its `<rect>`, a mask's at its `<autoresizingMask>`.
    private static func frameSites(in document: InterfaceBuilderDocument, file: String, lines: [Substring]) -> [ConstraintSite] {
        var sites: [ConstraintSite] = []
        for (id, view) in document.views.sorted(by: { $0.key < $1.key })
        where view.attributes["translatesAutoresizingMaskIntoConstraints"] != "NO" {
            guard let end = end(id, attribute: .width, in: document) else { continue }
            let indent = { (line: Int) -> (text: String, column: Int) in
                let text = lines.indices.contains(line - 1) ? lines[line - 1] : ""
                let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
                return (String(text[start...]), text.distance(from: text.startIndex, to: start) + 1)
            }
            if let frame = document.frames[id] {
                let number = { (key: String) in frame.attributes[key].flatMap(Double.init) }
                // A table's cell view takes its column's width: the column is the statement to change.
                let column = document.columns[id]
                let line = column?.line ?? frame.line
                let width = column.flatMap { $0.attributes["width"].flatMap(Double.init) } ?? number("width")
                let rect = FrameRect(x: number("x"), y: number("y"), width: width, height: number("height"))
                var site = ConstraintSite(
                    file: file, line: line, column: indent(line).column, kind: .frame, first: end, relation: .equal, second: nil,
                    constant: nil, multiplier: 1)
                site.statement = FrameStatement(rect: rect, text: indent(line).text)
                sites.append(site)
            }
            if let mask = document.masks[id] {
                var site = ConstraintSite(
                    file: file, line: mask.line, column: indent(mask.line).column, kind: .mask, first: end, relation: .equal, second: nil,
                    constant: nil, multiplier: 1)
                site.statement = FrameStatement(
                    maskFlags: MaskFlagsText.printed(maskFlagNames(mask.attributes, appKit: document.isAppKit)),
                    text: indent(mask.line).text)
                sites.append(site)
            }
        }
        return sites.sorted { $0.line < $1.line }
    }

    /// Interface Builder's mask, `widthSizable="YES" flexibleMaxY="YES"`, in the flags' names in code.
    private static func maskFlagNames(_ attributes: [String: String], appKit: Bool) -> String {
        let names: [(String, String)] = [
            ("flexibleMinX", "flexibleLeftMargin"), ("widthSizable", "flexibleWidth"), ("flexibleMaxX", "flexibleRightMargin"),
            ("flexibleMinY", appKit ? "minYMargin" : "flexibleTopMargin"), ("heightSizable", "flexibleHeight"),
            ("flexibleMaxY", appKit ? "maxYMargin" : "flexibleBottomMargin"),
        ]
        return "[" + names.filter { attributes[$0.0] == "YES" }.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }

    private static func site(
        _ constraint: InterfaceBuilderDocument.Constraint, in document: InterfaceBuilderDocument, file: String, lineText: Substring
    ) -> ConstraintSite? {
        let written = constraint.attributes
        guard let firstAttribute = attribute(written["firstAttribute"]),
            let firstID = written["firstItem"] ?? constraint.owner,
            let first = end(firstID, attribute: firstAttribute, in: document)
        else { return nil }
        var second: ConstraintSite.End?
        if let secondID = written["secondItem"] {
            guard let secondAttribute = attribute(written["secondAttribute"]),
                let end = end(secondID, attribute: secondAttribute, in: document)
            else { return nil }
            second = end
        }
        guard let multiplier = multiplier(written["multiplier"]) else { return nil }
        let relation: Relation =
            switch written["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
        let column = lineText.range(of: "<constraint").map { lineText.distance(from: lineText.startIndex, to: $0.lowerBound) + 1 } ?? 1
        // A constraint with an outlet is there to be changed at run time: its constant and priority are the document's, not the log's.
        let changedInCode = written["id"].map { document.outlets[$0] != nil } ?? false
        return ConstraintSite(
            file: file, line: constraint.line, column: column, kind: .interfaceBuilder, first: first, relation: relation,
            second: second, constant: changedInCode ? nil : written["constant"].map { Double($0) } ?? 0, multiplier: multiplier,
            priority: changedInCode ? nil : written["priority"].map { Double($0) } ?? 1000, identifier: written["identifier"])
    }

    /// A view or guide of the document as one end of a constraint.
    private static func end(_ id: String, attribute: Attribute, in document: InterfaceBuilderDocument) -> ConstraintSite.End? {
        guard let view = document.views[id] else { return nil }
        let type = InterfaceBuilderClasses.className(view.element, attributes: view.attributes, appKit: document.isAppKit)
        let text =
            InterfaceBuilderClasses.guideIdentifier(view.element, attributes: view.attributes) ?? view.attributes["text"] ?? view.title
            ?? (document.isAppKit ? view.attributes["title"] : nil)
        let name = document.outlets[id] ?? view.attributes["userLabel"] ?? text.map { "'\($0)'" } ?? type ?? view.element
        return ConstraintSite.End(item: name, type: type, attribute: attribute, text: text)
    }

    /// Interface Builder's names are the log's, but for `baseline`, the last one.
    private static func attribute(_ name: String?) -> Attribute? {
        guard let name else { return nil }
        return name == "baseline" ? .lastBaseline : Attribute(name: name)
    }

    /// `2`, `0.5` or a ratio, `16:9`; absent is 1.
    private static func multiplier(_ written: String?) -> Double? {
        guard let written else { return 1 }
        let parts = written.split(separator: ":")
        guard parts.count == 2 else { return Double(written) }
        guard let top = Double(parts[0]), let bottom = Double(parts[1]), bottom != 0 else { return nil }
        return top / bottom
    }
}

/// What a document says of a view beyond its constraints. Several views
/// of one name (two unnamed `UIImageView`s) say only what all of them say.
package struct DocumentView: Hashable, Sendable {
    /// AppKit prints a view's `identifier` (`ItemCell`) in place of its class.
    package let identifier: String?
    /// `translatesAutoresizingMaskIntoConstraints="NO"`: the document lays it out with constraints, so no mask
    /// of the log can be this view's, unless code turns translation back on.
    package let translationOff: Bool

    func merged(with other: DocumentView) -> DocumentView {
        DocumentView(identifier: identifier == other.identifier ? identifier : nil, translationOff: translationOff && other.translationOff)
    }
}
