/// A picture's label whose text starts with a view's name: the name marked
/// (`tspan.view-name`), so a check can hold every name drawn against the
/// report's text, and what follows (`60`, `, 0 pt tall`) as plain text.
enum SVGLabel {
    static func body(_ text: String, name: String?) -> String {
        guard let name, !name.isEmpty, text.hasPrefix(name) else { return HTMLText.escape(text) }
        return "<tspan class=\"view-name\">\(HTMLText.escape(name))</tspan>" + HTMLText.escape(String(text.dropFirst(name.count)))
    }
}
