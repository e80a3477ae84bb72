import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a `.xib` or `.storyboard` says about its views and constraints, as
/// written: every view and layout guide by its id, every `<constraint>`
/// with the view whose `<constraints>` hold it, and every outlet. Items are
/// resolved afterwards (`InterfaceBuilderScanner`), because an outlet or a
/// constraint may name a view the document has not reached yet.
struct InterfaceBuilderDocument {
    struct View {
        let element: String
        let attributes: [String: String]
        /// A button's title, read from its `<state key="normal" title=…>`; an AppKit control's from its cell's.
        var title: String?
    }

    struct Constraint {
        let attributes: [String: String]
        /// The view whose `<constraints>` list holds it: the first item when none is named.
        let owner: String?
        let line: Int
    }

    /// Cocoa (AppKit) or Cocoa Touch (UIKit), from the document's `type`.
    private(set) var isAppKit = false
    private(set) var views: [String: View] = [:]
    private(set) var constraints: [Constraint] = []
    /// Outlet destinations by id: the property's name, what the code calls the view.
    private(set) var outlets: [String: String] = [:]
    /// A view's `<rect key="frame">` and `<autoresizingMask>`, by the view's id: what
    /// its mask turns into constraints while its translation is on.
    private(set) var frames: [String: Written] = [:]
    private(set) var masks: [String: Written] = [:]
    /// A table's prototype cell view by its id: the `<tableColumn>` it is drawn in, whose
    /// `width` the table gives the cell's frame (the cell's own `<rect>` only repeats it).
    private(set) var columns: [String: Written] = [:]

    /// An element's attributes and its line.
    struct Written {
        let attributes: [String: String]
        let line: Int
    }

    /// nil when the text is not a well-formed XML document.
    init?(text: String) {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse() else { return nil }
        self = reader.document
    }

    private init() {}

    /// The parser's delegate: keeps the open elements to know which view a
    /// constraint or a button's state belongs to.
    private final class Reader: NSObject, XMLParserDelegate {
        var document = InterfaceBuilderDocument()
        /// Open elements: name and id, innermost last.
        private var open: [(element: String, id: String?)] = []
        /// The `<tableColumn>` being read, with its line.
        private var columnOpen: Written?

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            defer { open.append((element, attributes["id"])) }
            switch element {
            case "document":
                document.isAppKit = attributes["type"].map { $0.contains(".Cocoa.") } ?? false
            case "tableColumn":
                columnOpen = attributes["width"] == nil ? nil : Written(attributes: attributes, line: parser.lineNumber)
            case "constraint":
                // Placeholders are removed when the app is built.
                guard attributes["placeholder"] != "YES" else { return }
                document.constraints.append(Constraint(attributes: attributes, owner: owningView(), line: parser.lineNumber))
            case "outlet":
                if let property = attributes["property"], let destination = attributes["destination"] {
                    document.outlets[destination] = property
                }
            case "rect", "autoresizingMask":
                // A view's own: the element its open element, the view, holds.
                guard let view = open.last?.id, document.views[view] != nil,
                    attributes["key"] == (element == "rect" ? "frame" : "autoresizingMask")
                else { return }
                let written = Written(attributes: attributes, line: parser.lineNumber)
                if element == "rect" { document.frames[view] = written } else { document.masks[view] = written }
            case "state", "buttonCell", "textFieldCell":
                // UIKit's button keeps its title on its normal state; AppKit's controls on their cell.
                guard element != "state" || attributes["key"] == "normal" else { return }
                if let title = attributes["title"], let control = open.last?.id, document.views[control]?.title == nil {
                    document.views[control]?.title = title
                }
            default:
                guard let id = attributes["id"], InterfaceBuilderClasses.isItem(element, appKit: document.isAppKit) else { return }
                document.views[id] = View(element: element, attributes: attributes, title: nil)
                // A cell view straight under a column's prototypes: `tableColumn > prototypeCellViews > tableCellView`.
                if open.count >= 2, open[open.count - 1].element == "prototypeCellViews", let column = columnOpen {
                    document.columns[id] = column
                }
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if !open.isEmpty { open.removeLast() }
            if element == "tableColumn" { columnOpen = nil }
        }

        /// The view around the `<constraints>` list being read.
        private func owningView() -> String? {
            guard let list = open.lastIndex(where: { $0.element == "constraints" }), list > 0 else { return nil }
            return open[list - 1].id
        }
    }
}
